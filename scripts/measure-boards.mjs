// How fast an author's page of boards comes to life on a slow phone: a page holding one
// board against a page holding ten, on a site of its own (another origin than the app's,
// as an author's is), in Chromium with its CPU slowed 4x and the network at Lighthouse's
// Slow 4G (150 ms, 1.6 Mbit/s down), both through DevTools; the app's files gzip -9, cold
// caches, no service worker. Every time is taken in the author's page (`performance.now()`
// when a board's `tavola-ready` event comes), not through the driver:
//   - to the first board: from the page's start to its first board ready;
//   - each further board of the ten: the reader scrolls it to the top of the screen once
//     the one before is ready, and the time from that scroll to its `tavola-ready`.
// A measurement, not a test; run after `trunk build --release`:
//   node scripts/measure-boards.mjs [runs] [--dist DIR]
// (runs: 3 unless given; the median of each figure, every run's in brackets.)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, launch } from '../tests/browser/harness.mjs';
import { dist, median, runs } from './measure-args.mjs';

const DIR = dist();
const RUNS = runs(3);

// Boards of both games, as a tutorial mixes them: a start, a game told move by move, an
// exercise.
const BOARDS = [
  'game="gipf" variant="basic"',
  'game="emergo"',
  'game="gipf" variant="standard" moves="i3-h4 a4-b4"',
  'position="gipf basic b2w/3ww/3ww1/bbw1w1b/5b/1b2b/b2w w 7 7" answer="i1-h2"',
  'game="emergo" moves="d6 d8"',
];
const page = (app, count) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Boards</title>
<script>
  window.ready = [];
  addEventListener('tavola-ready', (e) => { window.ready.push([e.target.id, performance.now()]); });
</script>
<script defer src="${app}/embed.js"></script>
<style>body { margin: 0; padding: 8px; } tavola-board { display: block; margin-bottom: 40px; }
p { height: 200px; }</style></head><body>
${Array.from({ length: count }, (_, i) => `<p>Paragraph ${i + 1} of the lesson.</p>\n<tavola-board id="b${i}" ${BOARDS[i % BOARDS.length]}></tavola-board>`).join('\n')}
</body></html>`;

const app = await serve(DIR, { gzip: true });
const dir = await mkdtemp(join(tmpdir(), 'tavola-boards-'));
await writeFile(join(dir, 'one.html'), page(app.url, 1));
await writeFile(join(dir, 'ten.html'), page(app.url, 10));
const site = await serve(dir);
const browser = await launch();
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One cold visit of `name`: the time to its first board, and to each further one after the reader scrolled to it. */
async function visit(name, count) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  await tab.goto(`${site.url}/${name}`);
  const readyCount = (n) => tab.waitForFunction((n) => window.ready.length >= n, n, { timeout: 120_000, polling: 100 });
  await readyCount(1);
  const first = await tab.evaluate(() => window.ready[0][1]);
  const each = [];
  for (let i = 1; i < count; i++) {
    const scrolled = await tab.evaluate((id) => {
      document.getElementById(id).scrollIntoView({ block: 'start' });
      return performance.now();
    }, `b${i}`);
    await tab.waitForFunction((id) => window.ready.some(([b]) => b === id), `b${i}`, { timeout: 120_000, polling: 100 });
    const at = await tab.evaluate((id) => window.ready.find(([b]) => b === id)[1], `b${i}`);
    each.push(Math.max(0, at - scrolled));
  }
  await context.close();
  return { first, each };
}

try {
  const one = [];
  const ten = [];
  for (let run = 0; run < RUNS; run++) {
    one.push(await visit('one.html', 1));
    ten.push(await visit('ten.html', 10));
  }
  const firsts = (runs) => runs.map((r) => r.first);
  console.log(`${DIR}: CPU 4x and Slow 4G through DevTools, gzip, median of ${RUNS}:`);
  console.log(`  a page of one board: first board ready after ${secs(median(firsts(one)))} (${firsts(one).map(secs).join(', ')})`);
  console.log(`  a page of ten boards: first board ready after ${secs(median(firsts(ten)))} (${firsts(ten).map(secs).join(', ')})`);
  const slowest = ten.map((r) => Math.max(...r.each));
  const typical = ten.map((r) => median(r.each));
  console.log(`  each further board, from the scroll that shows it to ready: median ${secs(median(typical))} (${typical.map(secs).join(', ')}), slowest ${secs(median(slowest))} (${slowest.map(secs).join(', ')})`);
} finally {
  await browser.close();
  await site.close();
  await app.close();
  await rm(dir, { recursive: true });
}
