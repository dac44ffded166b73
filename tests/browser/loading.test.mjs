// How a first visit spends a slow line: a page's boards load one at a time, first in page
// order, and the offline worker (which downloads the whole build) waits until the app has
// started. The figures themselves are scripts/measure-slow.mjs's; these tests check the
// order of the requests, which the figures depend on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, expectClean, serve } from './harness.mjs';
import { BOOT_BOARDS, boardPicture, pictureFile } from '../../scripts/boot-boards.mjs';
import { withBrowser } from './pages.mjs';
import { recordBoards } from './board-log.mjs';

const ctx = withBrowser();

/** A page of boards whose frames' asks and readies are recorded in one order (board-log.mjs). */
async function watchedPage(path, options = {}) {
  const page = await newPage(ctx.browser, options);
  await page.addInitScript(recordBoards);
  await page.goto(`${ctx.server.url}${path}`);
  page.boardLog = () => page.evaluate(() => window.boardLog);
  return { page };
}

test('a page of boards loads them one at a time, the first in page order first', async () => {
  const { page } = await watchedPage('/tutorial.html');
  // Every board near the screen (the viewport and a screen's height below) comes in turn.
  const ids = await page.evaluate(() => [...document.querySelectorAll('tavola-board')].map((b) => b.id));
  const nearTop = await page.evaluate(() => [...document.querySelectorAll('tavola-board')]
    .filter((b) => b.getBoundingClientRect().top < innerHeight + 1250).map((b) => b.id));
  assert.ok(nearTop.length >= 2, `several boards near the top of tutorial.html: ${nearTop}`);
  for (const id of nearTop) await page.frameLocator(`#${id} iframe`).locator('[data-position]').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('tavola-board iframe[src]').length >= n, nearTop.length);
  const log = await page.boardLog();
  // A board's first request for the app (a frame served by the worker can show twice).
  const asks = log.filter((e, i) => e.what === 'asks' && log.findIndex((f) => f.what === 'asks' && f.board === e.board) === i);
  const readies = log.filter((e) => e.what === 'ready');
  assert.ok(asks.length >= nearTop.length && readies.length >= nearTop.length, JSON.stringify(log));
  // The first board in page order asks first; each next one only once the one before is ready.
  const firstSrc = await page.locator(`#${ids[0]} iframe`).getAttribute('src');
  assert.equal(asks[0].board, new URL(firstSrc).searchParams.toString(), 'the first board of the page goes first');
  for (let i = 1; i < nearTop.length; i++) {
    const before = readies.find((r) => r.board === asks[i - 1].board);
    assert.ok(before, `board ${i} said ready`);
    assert.ok(asks[i].at > before.at, `board ${i + 1} asked (event ${asks[i].at}) before board ${i} was ready (event ${before.at})`);
  }
  // The page itself fetched the app's wasm for its first board, before that frame did.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => /_bg\.wasm$/.test(e.name)).map((e) => e.initiatorType));
  assert.deepEqual(fetched, ['link'], 'the page preloads the app\'s wasm once');
  expectClean(page);
  await page.context().close();
});

test("a page on another site leaves the app's files to its frames", async () => {
  // A browser keeps another site's files for a frame apart from the page's: fetched by the
  // page, they would be downloaded twice.
  const dir = await mkdtemp(join(tmpdir(), 'tavola-other-site-'));
  const site = await serve(dir);
  try {
    await writeFile(join(dir, 'page.html'), `<!doctype html><link rel="icon" href="data:,"><script src="${ctx.server.url}/embed.js"></script>
      <tavola-board id="b" game="emergo"></tavola-board>`);
    const page = await newPage(ctx.browser);
    await page.goto(`${site.url}/page.html`);
    await page.frameLocator('#b iframe').locator('[data-position]').waitFor();
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.deepEqual(fetched.filter((name) => /\.(wasm|css)$|tavola-[0-9a-f]+\.js$/.test(name)), [], 'the page fetched none of the app');
    expectClean(page);
    await page.context().close();
  } finally {
    await site.close();
    await rm(dir, { recursive: true });
  }
});

test('a board whose app never starts holds back the next one only until its time is up', async () => {
  const page = await newPage(ctx.browser);
  // The first board's app (the first frame asked for: a board's address holds only its
  // key) is answered with an empty page: it never says ready.
  let frames = 0;
  await page.route(/index\.html\?embed=1&kit=[0-9a-f]{32}$/, (route) => (frames++ === 0
    ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>nothing</title>' })
    : route.continue()));
  const html = `<!doctype html><script src="embed.js"></script>
    <tavola-board game="gipf" variant="basic"></tavola-board>
    <tavola-board game="emergo" id="second"></tavola-board>`;
  await page.route('**/two-boards.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  // The page's timers run on a clock the test drives, stopped: the 8 s time out passes
  // when the test says so.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(`${ctx.server.url}/two-boards.html`);
  const first = page.locator('tavola-board:not(#second) iframe');
  await first.waitFor({ state: 'attached' });
  await first.evaluate((frame) => frame.contentDocument?.readyState === 'complete'
    || new Promise((ok) => frame.addEventListener('load', ok, { once: true })));
  // The first board's page has loaded and will never say ready: the second waits for it.
  await page.clock.runFor(7000);
  assert.equal(await page.locator('#second iframe[src]').count(), 0, 'the second board waits while the first may still start');
  await page.clock.runFor(1500);
  await page.locator('#second iframe[src]').waitFor({ state: 'attached' });
  await page.clock.resume();
  await page.frameLocator('#second iframe').locator('[data-position]').waitFor({ timeout: 20000 });
  await page.context().close();
});

test('the offline worker is registered only once the app has started', async () => {
  const page = await newPage(ctx.browser);
  // When the page asks for the worker, in the page's own clock.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.registeredAt = performance.now();
      return register.apply(this, args);
    };
  });
  await page.goto(`${ctx.server.url}/`);
  await page.getByTestId('start-screen').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const { registered, wasm } = await page.evaluate(() => ({
    registered: window.registeredAt,
    wasm: performance.getEntriesByType('resource').find((e) => /tavola-[0-9a-f]+_bg\.wasm$/.test(e.name))?.responseEnd,
  }));
  assert.ok(wasm > 0 && registered > wasm, `registered at ${registered} ms, the wasm arrived at ${wasm} ms`);
  // And it still keeps the app for offline use.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('start-screen').waitFor();
  expectClean(page);
  await page.context().close();
});

test('the start screen is painted before the app is fetched; a link fetches it from the head', async () => {
  /** The app's wasm request as the page saw it, and when its first frame began (the page's clock). */
  const visit = async (path) => {
    const page = await newPage(ctx.browser);
    await page.addInitScript(() => requestAnimationFrame((at) => { window.firstFrameAt = at; }));
    await page.goto(`${ctx.server.url}${path}`);
    await page.locator('[data-testid="start-screen"], [data-point]').first().waitFor();
    const seen = await page.evaluate(() => ({
      frame: window.firstFrameAt,
      opens: document.documentElement.dataset.opens,
      wasm: performance.getEntriesByType('resource').filter((e) => /tavola-[0-9a-f]+_bg\.wasm$/.test(e.name))
        .map((e) => ({ start: e.startTime, by: e.initiatorType })),
    }));
    expectClean(page);
    await page.context().close();
    return seen;
  };
  const start = await visit('/');
  assert.equal(start.opens, 'start');
  assert.equal(start.wasm.length, 1, JSON.stringify(start));
  assert.notEqual(start.wasm[0].by, 'link', 'the start screen does not preload the wasm');
  assert.ok(start.frame !== undefined && start.wasm[0].start > start.frame,
    `the wasm was asked for (${start.wasm[0].start} ms) after the first frame began (${start.frame} ms)`);
  const link = await visit('/?game=gipf&variant=basic');
  assert.equal(link.opens, 'game');
  assert.deepEqual(link.wasm.map((w) => w.by), ['link'], 'a link preloads the wasm from the head');
});

/** Holds the page's requests that `which` picks until the returned function is called. */
async function holdRequests(page, which) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/./, async (route) => {
    if (which(route.request())) await held;
    await route.continue();
  });
  return release;
}

/** Holds the page's requests for the app's wasm until the returned function is called. */
const holdWasm = (page) => holdRequests(page, (request) => /_bg\.wasm$/.test(request.url()));

test('the first paint waits for no file but the page itself: its styles are in it', async () => {
  // The app (its start screen, a link), the trainer and a lessons page (public/pages.css).
  for (const [path, ready] of [['/', '[data-testid="start-screen"]'], ['/?game=gipf&variant=standard', '[data-point]'],
    ['/puzzles.html', '.trainer'], ['/learn.html', 'tavola-board']]) {
    const page = await newPage(ctx.browser);
    const asked = [];
    page.on('request', (request) => asked.push(request.url()));
    // Every request but the page's own held back: the slowest line there is.
    const release = await holdRequests(page, (request) => request.resourceType() !== 'document');
    await page.goto(`${ctx.server.url}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Painted as it will be drawn: the title in the accent colour, not the browser's own.
    const title = await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      return { text: h1?.textContent, color: h1 && getComputedStyle(h1).color };
    });
    assert.ok(title.text, `${path}: the first paint has the page's title`);
    assert.equal(title.color, 'rgb(47, 72, 88)', `${path}: the title in the accent colour`);
    release();
    await page.locator(ready).first().waitFor();
    assert.deepEqual(asked.filter((url) => /\.css$/.test(new URL(url).pathname)), [], `${path}: no stylesheet asked for`);
    expectClean(page);
    await page.context().close();
  }
});

test("a link shows its board at once, in the board's place, from the app's own drawing", async () => {
  const SIZES = { 'phone upright': [390, 844], 'phone on its side': [844, 390], tablet: [820, 1180], desktop: [1280, 800] };
  for (const [game, link] of Object.entries(BOOT_BOARDS)) {
    for (const [size, [width, height]] of Object.entries(SIZES)) {
      const page = await newPage(ctx.browser, { viewport: { width, height }, hasTouch: size !== 'desktop' });
      // The app's wasm held back until the boot screen has been looked at: a slow line.
      const release = await holdWasm(page);
      await page.goto(`${ctx.server.url}${link}`);
      const picture = page.locator('#boot img.board');
      await picture.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('#boot img.board');
        return img.complete && img.naturalWidth > 0;
      });
      const shown = await picture.boundingBox();
      release();
      const board = page.locator('svg.board');
      await board.locator('[data-point], [data-cell]').first().waitFor();
      assert.equal(await page.locator('#boot').count(), 0, 'the boot screen gives way to the app');
      assert.deepEqual(await board.boundingBox(), shown, `${game}, ${size}: the board is drawn where its picture was`);
      // The picture is the app's board, empty: taken again from this build, it is the same.
      if (size === 'desktop') {
        assert.equal(await boardPicture(page), await readFile(pictureFile(game), 'utf8'),
          `public/boards/${game}.svg is not the board this build draws: run node scripts/boot-boards.mjs`);
      }
      expectClean(page);
      await page.context().close();
    }
  }
  // Seen from Black's side the picture would be upside down: the title alone, as before.
  const page = await newPage(ctx.browser);
  const release = await holdWasm(page);
  await page.goto(`${ctx.server.url}/?game=gipf&orientation=black`);
  await page.locator('#boot h1').waitFor();
  assert.equal(await page.locator('#boot img').count(), 0);
  release();
  await page.locator('svg.board [data-point]').first().waitFor();
  await page.context().close();
});
