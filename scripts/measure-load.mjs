// Reports what a first visit downloads (wasm, js, css, html; raw and gzip) and how long a
// cold load takes to draw, in headless Chromium on loopback. A measurement, not a test:
// run it after `trunk build --release` with `node scripts/measure-load.mjs`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve, launch, newPage, DIST } from '../tests/browser/harness.mjs';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const firstLoad = files(DIST).filter((f) => ['.wasm', '.js', '.css', '.html'].includes(extname(f))
  && !/worker|sw\.js|tutorial|embed\.js|icons|manifest/.test(f));
let raw = 0;
let gz = 0;
console.log('first load (what index.html pulls in):');
for (const file of firstLoad) {
  const body = readFileSync(file);
  const zipped = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += zipped;
  console.log(`  ${file.slice(DIST.length + 1).padEnd(44)} ${(body.length / 1024).toFixed(1).padStart(8)} KB  ${(zipped / 1024).toFixed(1).padStart(7)} KB gzip`);
}
console.log(`  ${'total'.padEnd(44)} ${(raw / 1024).toFixed(1).padStart(8)} KB  ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`);

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
