// Time per decision of each level, natively (`tavola-cli serve`) and in the app's real
// Web Worker in headless Chromium, on the same fixed middle-game positions (the same
// protocol lines, docs/protocol.md); then how the page answers clicks while the computer
// (expert, against itself) thinks. Prints markdown tables for docs/ai.md "Time per move".
// Reports, never asserts: time is not a test. About two minutes.
// Run after `trunk build --release` and `cargo build --release -p tavola-engine`:
//   node scripts/measure-ai.mjs [level...]
import { spawn, execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { serve, launch, newPage } from '../tests/browser/harness.mjs';
import { App } from '../tests/browser/pages.mjs';

const LEVELS = process.argv.length > 2 ? process.argv.slice(2) : ['beginner', 'casual', 'club', 'expert'];

// Casual against casual from the start, seeds 1 and 2, after 5 to 25 turns.
const POSITIONS = {
  'gipf basic': [
    'gipf basic b1wb/3w1/3ww1/w5b/5b/5/b2w b 9 10', 'gipf basic b1wb/3w1/3wb1/w2wbwb/4bw/4b/b2w w 7 7',
    'gipf basic b1b1/3b1/4w1/w4wb/4ww/4b/b2w b 9 9', 'gipf basic bbb1/2wb1/2b1w1/w4wb/3www/3bb/b2w w 7 6',
    'gipf basic bbw1/2wb1/2bbw1/w1w1wwb/1bwbwb/3bw/b2w b 4 4', 'gipf basic b2w/5/1w4/bw4b/wb4/w4/b2w b 9 10',
    'gipf basic b2w/5/1w4/1ww3b/bwwb2/1w3/3w w 7 11', 'gipf basic b2w/1w3/1w4/1bw3b/bwbwwb/ww1w1/3w b 4 9',
    'gipf basic bw1w/1w3/1b4/1bw4/bwbww1/5/2w1 w 7 10', 'gipf basic bwww/1w3/1b2b1/1bw4/bwbw1b/5/4 b 8 8',
  ],
  'gipf standard': [
    'gipf standard B2W/4b/1w4/bwW3B/w5/5/B2W b 9 10', 'gipf standard B2W/1wbwb/1b3b/bwwW2B/w5/5/B2W w 7 7',
    'gipf standard Bb2/1wbWb/1b1b1b/bwwW2w/w4B/3W1/B2w b 6 5', 'gipf standard Bw1b/4b/1b1W1b/bwwWb1w/w2W1B/5/B3 w 6 6',
    'gipf standard bw1b/1B2w/1b1Wbb/bb1W2w/w2W1B/B4/w3 b 6 4', 'gipf standard B2W/5/6/W3Bbw/3W1b/3w1/B2w b 9 10',
    'gipf standard B2W/5/4bw/W1Bbwwb/3W1b/3w1/B1wb w 7 7', 'gipf standard B2W/3b1/5w/W1Bb1b1/3Www/3w1/B1w1 b 7 9',
    'gipf standard B2W/5/W5/b1Bb3/w2W2/w4/B3 w 10 10', 'gipf standard B2W/5/w5/1WB4/ww1W2/w4/bwB1 b 7 11',
  ],
  'gipf tournament': [
    'gipf tournament 4/3WW/W5/7/1B4/B4/4 b 12 14 11', 'gipf tournament 4/3WW/W5/2B4/1B4/BWWB1/1B2 w 8 8 11',
    'gipf tournament 4/2BWW/W1B1W1/1WB4/1B4/1BWWB/1B2 b 3 4 21', 'gipf tournament b3/1BWwb/W1B1W1/1WB1W2/1B4/wBWWB/1B2 w 1 2 22',
    'gipf tournament 4/5/6/7/3WWW/4B/3B b 12 14 11', 'gipf tournament 4/B4/6/4WBW/3WBW/4B/2BW w 8 8 11',
    'gipf tournament 4/B4/3W2/4WBW/WBWBWw/4B/1BWB b 3 4 21', 'gipf tournament 4/B4/3W2/1WBWbwb/WBWBWw/2B1B/bWBw w 1 1 22',
    'gipf tournament 4/BW3/1W4/1w2bwb/1BBB2/2B1B/1www b 6 3 22',
  ],
  emergo: [
    'emergo 1/3/5/3w3/3b2b2/4w2/2w2/3/1 b 9 10', 'emergo 1/3/w4/b2w3/w2b2b2/b1b1w2/2w2/3/1 w 7 7',
    'emergo 1/3/5/2(bw)4/w3(wbb)1b2/bwb1w2/2w2/3/1 b 6 6', 'emergo 1/3/b4/1(wbbb)w2(bww)1/w3b1b2/b3w2/2w2/3/1 w 5 4',
    'emergo 1/3/b2b1/1(wbbb)w2(bww)1/w1w(wb)2b1b/b3w2/2w2/3/1 b 3 2', 'emergo 1/3/5/2b2w1/2w6/1w5/b4/3/1 b 9 10',
    'emergo 1/3/4b/2b2w1/1bw3w2/1wwb3/b4/3/1 w 7 7', 'emergo 1/3/b3b/2b2w1/(wb)w(bw)3w2/4(wb)2/5/3/1 b 6 6',
    'emergo 1/3/1(bb)(bw)1b/5w1/(wb)1w6/4b2/3(bww)w/3/1 w 5 5', 'emergo 1/3/1b(bw)1b/2(wb)2w1/(wb)1w6/4(bww)2/2(wb)2/3/1 b 4 5',
  ],
};
const requests = LEVELS.flatMap((level) => Object.entries(POSITIONS).flatMap(([game, positions]) =>
  positions.map((position) => ({ game, level, line: `play ${level} 0 ${position}` }))));
/** One session per level and game, as the app has one worker per game: a search never
 * finds another level's results on the same position in its memory. */
const groups = LEVELS.flatMap((level) => Object.keys(POSITIONS).map((game) =>
  requests.map((r, i) => ({ ...r, i })).filter((r) => r.level === level && r.game === game)));

/** Each group of requests through its own `tavola-cli serve`. */
async function native() {
  const out = [];
  for (const group of groups) {
    const child = spawn('target/release/tavola-cli', ['serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    for (const { line, i } of group) {
      const t0 = process.hrtime.bigint();
      child.stdin.write(`${line}\n`);
      const { value: answer } = await lines.next();
      out[i] = { ms: Number(process.hrtime.bigint() - t0) / 1e6, answer };
    }
    child.stdin.end();
  }
  return out;
}

/** The same groups, each to a new worker of the app's own, framed as the page frames them. */
async function inBrowser(page) {
  return page.evaluate(async (groups) => {
    const out = [];
    for (const group of groups) {
      const worker = new Worker('./ai-worker.js', { type: 'module' });
      const next = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
      if ((await next()) !== 'ready') throw new Error('the worker did not start');
      for (const { line, i } of group) {
        const t0 = performance.now();
        worker.postMessage(`${i} ${line}`);
        const answer = (await next()).replace(/^\d+ /, '');
        out[i] = { ms: performance.now() - t0, answer };
      }
      worker.terminate();
    }
    return out;
  }, groups);
}

/**
 * While the computer plays expert against itself in GIPF, clicks "Flip board" every
 * 100 ms for `seconds`: how long each click takes to be handled and how late a zero-delay
 * timer fires, measured inside the page.
 */
async function responsiveness(page, url, seconds) {
  const app = new App(page, url);
  await app.open();
  await app.newGame('gipf-standard');
  await page.getByTestId('player-black').selectOption('expert');
  await page.getByTestId('player-white').selectOption('expert');
  return page.evaluate((ms) => new Promise((resolve) => {
    const [clicks, timers] = [[], []];
    let thinking = 0;
    const flip = document.querySelector('[data-testid="flip"]');
    const until = performance.now() + ms;
    const tick = () => {
      if (performance.now() > until) return resolve({ clicks, timers, thinking });
      if (/thinking/.test(document.querySelector('[data-testid="status"]').textContent)) thinking++;
      const t0 = performance.now();
      flip.click();
      clicks.push(performance.now() - t0);
      const t1 = performance.now();
      setTimeout(() => { timers.push(performance.now() - t1); setTimeout(tick, 100); }, 0);
    };
    tick();
  }), seconds * 1000);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? NaN; };
const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

const nativeResults = await native();
const server = await serve();
const browser = await launch();
const page = await newPage(browser);
await page.goto(`${server.url}/index.html`);
const browserResults = await inBrowser(page);
const page2 = await newPage(browser);
const feel = await responsiveness(page2, server.url, 10);
await browser.close();
await server.close();

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log(`Commit ${commit}; ${new Date().toISOString().slice(0, 10)}; \`node scripts/measure-ai.mjs\`. Milliseconds per decision (median / max over the positions), a new session (worker) for each level and game.\n`);
console.log('| level | game | positions | native | browser worker | browser / native |');
console.log('|---|---|---|---|---|---|');
for (const level of LEVELS) {
  for (const game of Object.keys(POSITIONS)) {
    const picked = requests.map((r, i) => (r.level === level && r.game === game ? i : -1)).filter((i) => i >= 0);
    const n = picked.map((i) => nativeResults[i].ms);
    const b = picked.map((i) => browserResults[i].ms);
    const errors = picked.filter((i) => !/^(play|none)/.test(nativeResults[i].answer) || !/^(play|none)/.test(browserResults[i].answer));
    const ratio = b.reduce((s, x) => s + x, 0) / n.reduce((s, x) => s + x, 0);
    console.log(`| ${level} | ${game} | ${picked.length}${errors.length ? ` (${errors.length} errors)` : ''} | ${fmt(median(n))} / ${fmt(Math.max(...n))} | ${fmt(median(b))} / ${fmt(Math.max(...b))} | ${ratio.toFixed(2)}× |`);
  }
}
console.log(`\nThe page while expert plays expert in GIPF standard (10 s, a click on "Flip board" every 100 ms, ${feel.thinking} of ${feel.clicks.length} while the status said thinking):\n`);
console.log('| in the page | median | max |');
console.log('|---|---|---|');
console.log(`| click handled | ${fmt(median(feel.clicks))} ms | ${fmt(Math.max(...feel.clicks))} ms |`);
console.log(`| zero-delay timer fired after | ${fmt(median(feel.timers))} ms | ${fmt(Math.max(...feel.timers))} ms |`);
