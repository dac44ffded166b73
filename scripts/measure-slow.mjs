// How long a mid-range phone on a slow mobile network waits: Chromium throttled through the
// DevTools protocol to Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with the
// CPU slowed 4x, files served gzip as static hosts do, each visit with a cold cache (a new
// browser context), median of 5. A measurement, not a test: it never passes or fails.
// Run after `trunk build --release`: node scripts/measure-slow.mjs [runs] [--brotli] [--one-line] [--dist DIR]
// (--brotli: the build's pre-compressed .br files served where there are, as hosts that
// serve pre-compressed files do; scripts/precompress.mjs writes them. --dist: another
// build than dist/, to compare two). Files go out with validators (ETag, Last-Modified)
// and no Cache-Control, as static hosts send them (tests/browser/harness.mjs).
// --one-line: the whole browser on one slow line (oneLine, below) instead of each page
// throttled by DevTools, whose throttling does not reach a service worker.
//
//   start screen: first contentful paint      (goal <= 1.0 s)
//     and when the app's own start screen took taps (its wasm run)
//   link to a GIPF game: its board's picture painted by the boot screen,
//     and the board taking taps (goal <= 2.5 s)
//   the same link again, service worker warm   (goal <= 0.8 s)
//   the same link in Italian, cold (its texts are a file of their own; goal <= 2.5 s)
//   a tutorial page: first paint, its first embedded board taking taps (goal <= 2.5 s),
//     and the same again with the service worker warm                  (goal <= 0.8 s)
//   the lessons page: the same three figures
//   the puzzle trainer: its title painted, and its puzzle's board taking taps
// "Takes taps" is when the board's points are in the page: Leptos draws them with their
// handlers, and the script checks that a tap on e1 then picks it.
// Each board figure is then split in two: when the app's wasm had arrived in the board's
// frame (the bytes on the line), and how long compiling its last part and running the app
// up to the drawn board took after that (the slowed CPU).
import http from 'node:http';
import { resolve } from 'node:path';
import { serve, launch, newPage, DIST } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const BROTLI = args.includes('--brotli');
const ONE_LINE = args.includes('--one-line');
const DIR = args.includes('--dist') ? resolve(args[args.indexOf('--dist') + 1]) : DIST;
const RUNS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--dist') ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };

/** Records, in every frame, when the first board point appears and when the app's wasm had
 * arrived in that frame (ms since that frame's start), and when the app's start screen did. */
const WATCH_BOARD = () => {
  const seen = () => {
    if (window.startAt === undefined && document.querySelector('[data-testid="start-screen"]')) {
      window.startAt = performance.now();
    }
    // A page's title, once the frame that first shows it has been painted.
    if (window.titleSeen === undefined && document.querySelector('h1')?.textContent) {
      window.titleSeen = true;
      requestAnimationFrame(() => setTimeout(() => { window.titlePainted = performance.now(); }));
    }
    if (window.boardAt === undefined && document.querySelector('[data-point], [data-cell]')) {
      window.boardAt = performance.now();
      window.wasmAt = performance.getEntriesByType('resource').find((e) => e.name.endsWith('_bg.wasm'))?.responseEnd;
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  // A link's boot screen shows the board's picture (public/boards/) until the app draws it:
  // when that picture was painted, as the browser reports it.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (window.pictureAt === undefined && entry.url.includes('/boards/')) window.pictureAt = entry.renderTime || entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** A page on the slow line. DevTools' throttling is the page's: a service worker's fetches
 * run at full speed and fill the HTTP cache the page then reads, so a figure is true only
 * where the worker starts after it (each page registers it once the app, or its first board,
 * has started), or with --one-line. */
async function throttled(browser, options = {}) {
  const page = await newPage(browser, options);
  const cdp = await page.context().newCDPSession(page);
  if (!ONE_LINE) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(WATCH_BOARD);
  return page;
}

const fcp = (frame) => frame.evaluate(() => new Promise((ok) => {
  const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (found() !== undefined) return ok(found());
  new PerformanceObserver(() => found() !== undefined && ok(found())).observe({ type: 'paint', buffered: true });
}));

/** When the board of `frame` took taps (`at`) and when the app's wasm had arrived in that
 * frame (`wasm`), in ms since the top page started. */
async function boardAt(page, frame = page.mainFrame()) {
  await frame.waitForFunction(() => window.boardAt !== undefined, null, { timeout: 60000 });
  const top = await page.evaluate(() => performance.timeOrigin);
  const { board, wasm, origin } = await frame.evaluate(() => ({ board: window.boardAt, wasm: window.wasmAt, origin: performance.timeOrigin }));
  // From the frame's clock to the top page's.
  const shift = origin - top;
  return { at: board + shift, wasm: wasm === undefined ? undefined : wasm + shift };
}

async function tapPicks(frame) {
  await frame.locator('[data-point="e1"]').first().click();
  await frame.locator('[data-point="e1"].picked').waitFor({ timeout: 10000 });
}

/**
 * One slow line for everything the browser fetches, its pages', frames' and service
 * worker's alike, as a phone's: a proxy in front of `target` that holds each response back
 * by the line's latency and then shares the download rate between the responses on the
 * line, an equal part each, as connections share a real one. (Requests go up unslowed.)
 */
async function oneLine(target, { latency, downloadThroughput }) {
  const sending = new Set(); // { res, chunks, ended, credit: bytes owed from the last tick }
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    const active = [...sending].filter((s) => s.chunks.length);
    const share = (downloadThroughput * (now - last)) / 1000 / Math.max(active.length, 1);
    last = now;
    for (const s of active) {
      let left = share + s.credit;
      while (s.chunks.length && s.chunks[0].length <= left) {
        left -= s.chunks[0].length;
        s.res.write(s.chunks.shift());
      }
      if (s.chunks.length && left >= 1) {
        s.res.write(s.chunks[0].subarray(0, Math.floor(left)));
        s.chunks[0] = s.chunks[0].subarray(Math.floor(left));
        left -= Math.floor(left);
      }
      s.credit = s.chunks.length ? left : 0;
    }
    for (const s of sending) {
      if (s.ended && !s.chunks.length) {
        s.res.end();
        sending.delete(s);
      }
    }
  }, 5);
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      const s = { res, chunks: [], ended: false, credit: 0 };
      up.on('data', (chunk) => s.chunks.push(chunk));
      up.on('end', () => { s.ended = true; });
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(up.statusCode, up.headers);
        sending.add(s);
      }, latency);
      // A response the browser gave up on (a closed context) leaves the line.
      res.on('close', () => sending.delete(s));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((ok) => proxy.listen(0, '127.0.0.1', ok));
  const close = () => new Promise((ok) => {
    clearInterval(tick);
    proxy.close(ok);
    proxy.closeAllConnections();
  });
  return { url: `http://127.0.0.1:${proxy.address().port}`, close };
}

const origin = await serve(DIR, { gzip: true, precompressed: BROTLI });
const server = ONE_LINE ? await oneLine(origin.url, SLOW_4G) : origin;
const browser = await launch();
const figures = {
  start: [], startApp: [], link: [], linkPicture: [], warm: [], italian: [],
  tutorialPaint: [], tutorialBoard: [], tutorialWarm: [],
  learnPaint: [], learnBoard: [], learnWarm: [],
  trainerTitle: [], trainerBoard: [],
};

/** When the first `<tavola-board>` of `page` took taps, in ms since the page started. */
async function firstEmbeddedBoard(page) {
  await page.waitForFunction(() => document.querySelector('tavola-board iframe'), null, { timeout: 60000 });
  const first = page.locator('tavola-board iframe').first();
  await first.scrollIntoViewIfNeeded();
  // The page's first board, by its element: the page's frames in general come in no set
  // order, and a later board, below the fold and loaded lazily, comes much later.
  let frame;
  while (!(frame = await (await first.elementHandle()).contentFrame()) || frame.url() === 'about:blank') {
    await page.waitForTimeout(50);
  }
  return boardAt(page, frame);
}
const LINK = '/?game=gipf&variant=basic';
for (let run = 0; run < RUNS; run++) {
  // A first visit: the start screen, then a link in the same browser once the worker is in.
  const page = await throttled(browser);
  await page.goto(`${server.url}/`);
  figures.start.push(await fcp(page));
  await page.getByTestId('start-screen').waitFor({ timeout: 60000 });
  figures.startApp.push(await page.evaluate(() => window.startAt));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.context().close();

  const linked = await throttled(browser);
  await linked.goto(`${server.url}${LINK}`);
  figures.link.push(await boardAt(linked));
  figures.linkPicture.push(await linked.evaluate(() => window.pictureAt));
  await tapPicks(linked);
  await linked.evaluate(() => navigator.serviceWorker.ready);
  await linked.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await linked.goto(`${server.url}${LINK}`);
  figures.warm.push(await boardAt(linked));
  await linked.context().close();

  // The same link for an Italian visit, cold: its texts are a file of their own.
  const italian = await throttled(browser);
  await italian.goto(`${server.url}${LINK}&lang=it`);
  figures.italian.push(await boardAt(italian));
  await italian.context().close();

  for (const [path, paint, board, warm] of [
    ['/tutorial.html', 'tutorialPaint', 'tutorialBoard', 'tutorialWarm'],
    ['/learn.html', 'learnPaint', 'learnBoard', 'learnWarm'],
  ]) {
    const tutorial = await throttled(browser);
    await tutorial.goto(`${server.url}${path}`);
    figures[paint].push(await fcp(tutorial));
    figures[board].push(await firstEmbeddedBoard(tutorial));
    // A second visit: the board's frame registered the worker, which now serves the page.
    await tutorial.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
    await tutorial.goto(`${server.url}${path}`);
    figures[warm].push(await firstEmbeddedBoard(tutorial));
    await tutorial.context().close();
  }
  // The puzzle trainer, cold: its own wasm, which draws its puzzle's board in the page.
  const trainer = await throttled(browser);
  await trainer.goto(`${server.url}/puzzles.html`);
  await trainer.waitForFunction(() => window.titlePainted !== undefined, null, { timeout: 60000 });
  figures.trainerTitle.push(await trainer.evaluate(() => window.titlePainted));
  figures.trainerBoard.push(await boardAt(trainer));
  await trainer.context().close();
  process.stdout.write(`run ${run + 1} of ${RUNS} done\n`);
}
await browser.close();
if (ONE_LINE) await server.close();
await origin.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** One figure's line: `runs` are times in ms, or boards (`boardAt`), which get a second
 * line saying where their time went, each part the median over the runs. */
const line = (label, runs, goal) => {
  const xs = runs.map((r) => (typeof r === 'number' ? r : r?.at)).filter((x) => x !== undefined);
  if (xs.length < runs.length) console.log(`${label.padEnd(48)} not seen in ${runs.length - xs.length} of ${runs.length} runs`);
  if (!xs.length) return;
  console.log(`${label.padEnd(48)} median ${s(median(xs))}  (min ${s(Math.min(...xs))}, max ${s(Math.max(...xs))})${goal ? `  goal ${goal}` : ''}`);
  if (runs.every((r) => r?.wasm !== undefined)) {
    console.log(`${''.padEnd(48)}   wasm arrived ${s(median(runs.map((r) => r.wasm)))}, then ${s(median(runs.map((r) => r.at - r.wasm)))} to the drawn board`);
  }
};
console.log(`${DIR}: Slow 4G${ONE_LINE ? ' (one line for the whole browser)' : ''}, CPU 4x, ${BROTLI ? 'brotli (pre-compressed)' : 'gzip'}, cold cache, ${RUNS} runs:`);
line('start screen: first contentful paint', figures.start, '1.0 s');
line("start screen: the app's own, taking taps", figures.startApp);
line("link to a GIPF game: the board's picture shown", figures.linkPicture);
line('link to a GIPF game: the board takes taps', figures.link, '2.5 s');
line('the same link, service worker warm', figures.warm, '0.8 s');
line('the same link in Italian, cold', figures.italian, '2.5 s');
line('tutorial.html: first contentful paint', figures.tutorialPaint);
line('tutorial.html: first embedded board takes taps', figures.tutorialBoard, '2.5 s');
line('tutorial.html: the same, service worker warm', figures.tutorialWarm, '0.8 s');
line('learn.html: first contentful paint', figures.learnPaint);
line('learn.html: first board takes taps', figures.learnBoard, '2.5 s');
line('learn.html: the same, service worker warm', figures.learnWarm, '0.8 s');
line("puzzles.html: the trainer's title painted", figures.trainerTitle);
line("puzzles.html: the puzzle's board takes taps", figures.trainerBoard);
