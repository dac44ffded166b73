// The main thread's long tasks while a page starts, in Chromium with its CPU slowed 4x
// (DevTools throttling, as Lighthouse's mobile profile), measured in the page by a
// PerformanceObserver: each task over 50 ms with its start and length, and the blocking
// time they add up to (each task's part beyond 50 ms, as Lighthouse counts it). A
// measurement, not a test; run after `trunk build --release`:
//   node scripts/measure-mount.mjs [runs] [--dist DIR] [--page PATH]... [--ready SELECTOR]
// (runs: 5 unless given; pages: a GIPF link, an Emergo link, the tutorial, the trainer.)
import { serve, launch } from '../tests/browser/harness.mjs';
import { dist, median, option, runs } from './measure-args.mjs';

const DIR = dist();
const RUNS = runs(5);
const PAGES = option('--page').length ? option('--page') : [
  '/?game=gipf&variant=standard',
  '/?game=emergo',
  '/tutorial.html',
  '/puzzles.html',
];
// What shows that a page has started: a board's points, in the page or in its frames.
// (--ready SELECTOR: another, for a build without boards.)
const READY = option('--ready')[0] ?? '[data-point], [data-cell]';

const server = await serve(DIR, { gzip: true });
const browser = await launch();
try {
  for (const page of PAGES) {
    const blocking = [];
    let example = '';
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await tab.goto(`${server.url}${page}`);
      // The page and each frame near the screen have drawn their board.
      await tab.waitForFunction((ready) => {
        const frames = [...document.querySelectorAll('iframe')].filter((f) => f.src && f.getBoundingClientRect().top < innerHeight);
        const drawn = (d) => d && d.querySelector(ready);
        return (frames.length ? frames.every((f) => drawn(f.contentDocument)) : drawn(document));
      }, READY, { timeout: 60_000 });
      // One frame more, so the task that drew the board has ended and been reported.
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      // The page's observer sees its frames' tasks too (they share its main thread).
      const all = await tab.evaluate(() => window.__tasks);
      blocking.push(all.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0));
      if (run === 0) example = all.map(([s, d]) => `${d} ms at ${s}`).join(', ');
      await context.close();
    }
    console.log(`${page}: blocking ${median(blocking)} ms, median of ${RUNS} (${blocking.join(', ')}); run 1's long tasks: ${example}`);
  }
} finally {
  await browser.close();
  await server.close();
}
