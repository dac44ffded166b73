// How fast the AI thinks in the browser compared with natively: the same requests go to
// the app's real Web Worker in headless Chromium and to the native `tavola-cli ai`. Levels
// are deterministic work budgets, so both do the same search (the script checks that they
// choose the same decisions) and the time ratio is the speed ratio.
// Run after `trunk build --release` and `cargo build --release -p tavola-engine`:
//   node scripts/measure-ai.mjs [level]
import { execFileSync } from 'node:child_process';
import { serve, launch, newPage } from '../tests/browser/harness.mjs';

const level = process.argv[2] ?? 'expert';
const POSITIONS = [
  'gipf standard B2W/5/6/W5B/6/5/B2W w 12 12',
  'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12',
  'gipf tournament 4/5/6/7/6/5/4 w 18 18 00',
  'emergo 1/3/5/7/9/7/5/3/1 w 12 12',
  'emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8',
];

function native(position) {
  const start = process.hrtime.bigint();
  const out = execFileSync('target/release/tavola-cli', ['ai', position, level, '0'], { encoding: 'utf8' }).trim();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, out };
}

const server = await serve();
const browser = await launch();
const page = await newPage(browser);
await page.goto(`${server.url}/index.html`);
const inBrowser = await page.evaluate(async ({ positions, level }) => {
  const worker = new Worker('./ai-worker.js', { type: 'module' });
  const next = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  if ((await next()) !== 'ready') throw new Error('the worker did not start');
  const results = [];
  for (const position of positions) {
    const t0 = performance.now();
    worker.postMessage(JSON.stringify({ position, decisions: [], level, seed: 0 }));
    const answer = JSON.parse(await next());
    results.push({ ms: performance.now() - t0, answer });
  }
  worker.terminate();
  return results;
}, { positions: POSITIONS, level });
await browser.close();
await server.close();

console.log(`level ${level}: time for one decision, native vs the app's Web Worker in Chromium`);
let [nativeTotal, browserTotal] = [0, 0];
for (const [i, position] of POSITIONS.entries()) {
  const n = native(position);
  const b = inBrowser[i];
  const said = b.answer.Emergo ?? b.answer.Gipf ?? b.answer;
  nativeTotal += n.ms;
  browserTotal += b.ms;
  console.log(`${position.padEnd(48)} native ${n.ms.toFixed(0).padStart(6)} ms  browser ${b.ms.toFixed(0).padStart(6)} ms  ${(b.ms / n.ms).toFixed(2)}×  (${n.out})`);
  if (b.answer.Emergo && b.answer.Emergo !== n.out) console.log(`  different choice in the browser: ${JSON.stringify(said)}`);
}
console.log(`total: native ${nativeTotal.toFixed(0)} ms, browser ${browserTotal.toFixed(0)} ms, browser/native ${(browserTotal / nativeTotal).toFixed(2)}×`);
