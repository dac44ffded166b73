// Reports what a first visit downloads (wasm, js, css, html; raw and gzip) and how long a
// cold load takes to draw, in headless Chromium on loopback. A measurement, not a test:
// run it after `trunk build --release` with `node scripts/measure-load.mjs`.
import { serve, launch, newPage, DIST } from '../tests/browser/harness.mjs';
import { printFirstLoad } from './first-load.mjs';

console.log('first load (what index.html pulls in):');
printFirstLoad(DIST);

const server = await serve();
const browser = await launch();
const runs = [];
for (let i = 0; i < 5; i++) {
  const page = await newPage(browser); // a new context: empty cache, cold load
  const start = Date.now();
  await page.goto(server.url);
  await page.getByTestId('start-screen').waitFor();
  const startScreen = Date.now() - start;
  await page.getByTestId('friend-gipf').click(); // GIPF standard, the card's default
  await page.locator('[data-position]').waitFor();
  // Reload with the game open: the board is the first thing drawn.
  const reload = Date.now();
  await page.reload();
  await page.locator('[data-point="e5"]').waitFor();
  runs.push([startScreen, Date.now() - reload]);
  await page.context().close();
}
await browser.close();
await server.close();
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`cold load to start screen: median ${median(runs.map((r) => r[0]))} ms over ${runs.length} runs`);
console.log(`reload to GIPF board drawn: median ${median(runs.map((r) => r[1]))} ms over ${runs.length} runs`);
