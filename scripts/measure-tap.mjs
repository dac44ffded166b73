// Reports tap-to-paint time on both boards: from a real click's event time to the first
// moment after the frame that shows its result (a message posted from the next animation
// frame runs once that frame is rendered). Taps are made by the mouse, like a person's,
// through a few dozen GIPF and Emergo turns. A measurement, not a test: run it after
// `trunk build --release` with `node scripts/measure-tap.mjs [dist-folder]`.
import { resolve } from 'node:path';
import { serve, launch, newPage, DIST } from '../tests/browser/harness.mjs';

const dist = resolve(process.argv[2] ?? DIST);
const server = await serve(dist);
const browser = await launch();

/**
 * In the page: for each click on a board, the time from its dispatch until the app's
 * handlers have run (it bubbles to the window), until its work is done and laid out (a task queued at the click runs after the handlers and the
 * reactive updates they schedule; reading a layout size then forces style and layout),
 * and until the frame after it is rendered (frame-rate bound); and how many attributes
 * and elements of the page it changed.
 */
function recordTaps() {
  window.__taps = [];
  // What each tap changes on the board: attributes written, and elements added or removed.
  let changed = { attributes: 0, elements: 0 };
  const watch = new MutationObserver((records) => records.forEach((r) => {
    if (r.type === 'attributes') changed.attributes += 1;
    else changed.elements += r.addedNodes.length + r.removedNodes.length;
  }));
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { subtree: true, childList: true, attributes: true }));
  window.addEventListener('click', (e) => {
    if (!e.target.closest('svg.board')) return;
    const t0 = performance.now();
    changed = { attributes: 0, elements: 0 };
    const tap = { handlers: 0, work: 0, frame: 0, changed: null };
    // Bubbling to the window comes after the app's own handlers.
    window.addEventListener('click', () => { tap.handlers = performance.now() - t0; }, { once: true });
    const after = new MessageChannel();
    after.port1.onmessage = () => {
      void document.documentElement.getBoundingClientRect().height;
      void document.querySelector('svg.board')?.getBoundingClientRect().height;
      tap.work = performance.now() - t0;
      tap.changed = changed;
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => { tap.frame = performance.now() - t0; window.__taps.push(tap); };
        painted.port2.postMessage(0);
      });
    };
    after.port2.postMessage(0);
  }, true);
}

/** Plays `turns` turns by clicks: the first marked place, then the first target, until the turn is made. */
async function play(page, turns, first, target) {
  for (let i = 0; i < turns; i++) {
    const before = await page.locator('[data-position]').getAttribute('data-position');
    for (let clicks = 0; clicks < 6; clicks++) {
      // A row to remove is taken with its button (not measured: not a board tap).
      const remove = page.getByTestId('remove-row');
      if (await remove.count() > 0) await remove.click();
      const place = page.locator(clicks === 0 ? first : target).first();
      if (await place.count() === 0) break;
      await place.click();
      await page.waitForTimeout(30);
      if (await page.locator('[data-position]').getAttribute('data-position') !== before) break;
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const figures = (xs) => `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
const report = (name, taps) => console.log(`${name.padEnd(7)} ${String(taps.length).padStart(3)} taps\n`
  + `  handlers:             ${figures(taps.map((t) => t.handlers))}\n`
  + `  updates and layout:   ${figures(taps.map((t) => t.work))}\n`
  + `  to the next frame:    ${figures(taps.map((t) => t.frame))}\n`
  + `  attributes written:   median ${median(taps.map((t) => t.changed.attributes))}, elements added or removed: median ${median(taps.map((t) => t.changed.elements))}, `
  + `total ${taps.reduce((n, t) => n + t.changed.elements, 0)}`);

console.log(`tap to paint, ${dist}:`);
for (const [name, card, first, target, turns] of [
  ['GIPF', 'friend-gipf', '.point.dot.target', '.point.target:not(.dot)', 16],
  ['Emergo', 'friend-emergo', '.cell.movable, .cell.target', '.cell.target', 16],
]) {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(recordTaps);
  await page.goto(server.url);
  await page.getByTestId(card).click();
  await page.locator('[data-position]').waitFor();
  await page.evaluate(() => { window.__taps = []; });
  await play(page, turns, first, target);
  report(name, await page.evaluate(() => window.__taps));
  await page.context().close();
}
await browser.close();
await server.close();
