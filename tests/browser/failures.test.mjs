// Browser services that fail: the app goes on softly, says so in a sentence, and never
// shows a blank page or hangs. Storage refused (site data blocked), the computer's worker
// not loading or trapping mid-search, and a cancelled search that must stop at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, newPage } from './harness.mjs';
import { App, engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';

/**
 * The app at `path` in a fresh context: `init` runs in the page before any of its scripts,
 * and `routes` (glob → handler) answer its requests. Service workers are blocked, so every
 * request reaches the routes.
 */
async function open(path, { init, routes = {} } = {}) {
  const page = await newPage(ctx.browser, { serviceWorkers: 'block' });
  if (init) await page.context().addInitScript(init);
  for (const [glob, handler] of Object.entries(routes)) await page.route(glob, handler);
  const app = new App(page, ctx.server.url);
  await app.open(path);
  return app;
}

/** As a browser with site data blocked: reading either storage throws a SecurityError. */
function refuseStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() { throw new DOMException(`The operation is insecure (${name}).`, 'SecurityError'); },
    });
  }
}

/** Records every Worker the page starts: when, what it was sent and said, when it ended. */
function watchWorkers() {
  window.workers = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.record = { started: performance.now(), terminated: null, posted: [], heard: [] };
      window.workers.push(this.record);
      this.addEventListener('message', (e) => this.record.heard.push({ at: performance.now(), data: String(e.data) }));
    }
    postMessage(message, ...rest) {
      this.record.posted.push({ at: performance.now(), data: String(message) });
      return super.postMessage(message, ...rest);
    }
    terminate() {
      this.record.terminated ??= performance.now();
      return super.terminate();
    }
  };
}

const NOT_SAVED = /could not be saved: the browser does not let this site store anything/;

test('storage refused: the start screen shows, a game is played in memory, and the page says it is not saved', async () => {
  const app = await open('/', { init: refuseStorage });
  await app.page.getByTestId('start-screen').waitFor();
  await app.newGame('emergo');
  const notice = app.page.getByTestId('notice');
  await notice.filter({ hasText: NOT_SAVED }).waitFor();
  await app.page.evaluate(() => { window.shownNotice = document.querySelector('[data-testid="notice"]'); });
  await app.emergoMove('d6');
  await app.emergoMove('d8');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'), 'both moves were played');
  assert.match(await notice.textContent(), NOT_SAVED, 'the sentence stays through the moves');
  assert.equal(await app.page.evaluate(() => window.shownNotice === document.querySelector('[data-testid="notice"]')), true,
    'said once: the moves did not say it again');
  assert.equal(await app.page.getByTestId('to-saved-games').count(), 0, 'no offer to make room: there is none to make');
  expectClean(app.page);
});

test('storage refused: a link opens its game and plays on', async () => {
  const app = await open('/?game=emergo&moves=d6+d8', { init: refuseStorage });
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'));
  await app.page.getByTestId('notice').filter({ hasText: NOT_SAVED }).waitFor();
  await app.emergoMove('e4');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8', 'e4'));
  expectClean(app.page);
});

/**
 * Checks that the computer is off and says why (`reason` in the notice and in the titles of
 * Hint, Analyse and the level choices), and that a person now plays both sides by hand.
 */
async function playsOnWithoutComputer(app, reason) {
  const notice = app.page.getByTestId('notice');
  await notice.filter({ hasText: /The computer is unavailable/ }).waitFor({ timeout: 20000 });
  assert.match(await notice.textContent(), reason);
  assert.match(await notice.textContent(), /make both sides' moves yourself/);
  assert.doesNotMatch(await app.status(), /thinking/, 'the computer no longer thinks');
  for (const id of ['hint', 'analyse', 'player-white', 'player-black']) {
    const control = app.page.getByTestId(id);
    assert.equal(await control.isDisabled(), true, `${id} is off`);
    assert.match(await control.getAttribute('title') ?? '', /The computer is unavailable/, `${id} says why`);
  }
  assert.equal(await app.page.getByTestId('player-white').inputValue(), 'expert', 'the game keeps its set-up');
  // White was the computer's side: a person plays it now, and Black.
  await app.emergoMove('d6');
  await app.emergoMove('d8');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'));
}

test('the worker does not load: the player is told and the game goes on by hand', async () => {
  const app = await open('/', { init: watchWorkers, routes: { '**/ai-worker.js': (route) => route.abort() } });
  await app.newGame('emergo');
  // The computer takes White, so it is to move first.
  await (await app.inMenu('player-white')).selectOption('expert');
  await playsOnWithoutComputer(app, /its program could not be loaded/);
  assert.equal(await app.page.evaluate(() => window.workers.length), 2, 'started, replaced once, then given up');
  // The aborted script itself is reported by the browser; nothing else may be.
  app.page.problems = app.page.problems.filter((p) => !/Failed to load resource/.test(p));
  expectClean(app.page);
});

// Stands in for the worker script: it says "ready", and when asked, searches for a moment
// and then fails as the real worker does when its wasm traps. A Rust panic (`panic =
// "abort"`) or any other trap reaches JavaScript as a WebAssembly.RuntimeError thrown out
// of the wasm call, here the message handler, where nothing catches it: an uncaught error
// in the worker, which the page hears as the Worker's `error` event.
const TRAPPING_WORKER = `
  postMessage('ready');
  onmessage = () => {
    const until = Date.now() + 200;
    while (Date.now() < until);
    throw new WebAssembly.RuntimeError('unreachable');
  };
`;

test('the worker traps mid-search: it is replaced once, then the player is told and the game goes on', async () => {
  const app = await open('/', {
    init: watchWorkers,
    routes: { '**/ai-worker.js': (route) => route.fulfill({ contentType: 'text/javascript', body: TRAPPING_WORKER }) },
  });
  await app.newGame('emergo');
  await (await app.inMenu('player-white')).selectOption('expert');
  await playsOnWithoutComputer(app, /it stopped with an error/);
  const workers = await app.page.evaluate(() => window.workers);
  assert.equal(workers.length, 2, 'started, replaced once, then given up');
  assert.ok(workers.every((w) => w.terminated !== null), 'both trapped workers were ended');
  assert.equal(workers[1].posted[0]?.data, workers[0].posted[0]?.data, 'the replacement was asked the same request again');
  expectClean(app.page);
});

/**
 * Cancels the search the page's worker is running by `cancel` (a click inside the page), and
 * reports, in the page's own order of events, whether that worker was terminated within the
 * click itself or at least before the page's next task (a zero-delay timer), whether it said
 * anything after the click, and how many workers there are then. An order, not a time.
 */
async function cancelToIdle(app, cancel) {
  return app.page.evaluate(async (selector) => {
    const busy = window.workers.find((w) => w.terminated === null);
    const heard = busy.heard.length;
    document.querySelector(selector).click();
    const inClick = busy.terminated !== null;
    await new Promise((ok) => setTimeout(ok, 0));
    return { inClick, beforeNextTask: busy.terminated !== null, heardAfter: busy.heard.length - heard, workers: window.workers.length };
  }, cancel);
}

/** Waits until the live worker has been sent a request matching `pattern` and not answered it. */
async function searching(app, pattern) {
  await app.page.waitForFunction((source) => {
    const live = window.workers.find((w) => w.terminated === null);
    const sent = live?.posted.filter((m) => new RegExp(source).test(m.data)) ?? [];
    const last = sent.at(-1);
    return last && !live.heard.some((m) => m.data.split(' ')[0] === last.data.split(' ')[0]);
  }, pattern.source, { timeout: 20000 });
}

test('a cancelled search stops at once: its worker is terminated before the page\'s next task', async () => {
  const app = await open('/', { init: watchWorkers });
  await app.newGame('gipf-standard');
  // Analyse on searches the position for a second; switching it off cancels that search.
  await app.button('analyse');
  await searching(app, /^\d+ analyse 1000 /);
  const analysis = await cancelToIdle(app, '[data-testid="analyse"]');
  assert.ok(analysis.beforeNextTask, `the searching worker was terminated at once (within the click: ${analysis.inClick})`);
  assert.equal(analysis.heardAfter, 0, 'nothing came from it after the click');
  assert.equal(analysis.workers, 2, 'a fresh worker took its place');

  // The computer thinking at the highest level; Undo cancels it.
  await app.push('a1', 'b2');
  await (await app.inMenu('player-black')).selectOption('expert');
  await searching(app, /^\d+ play expert /);
  const undo = await cancelToIdle(app, '[data-testid="undo"]');
  assert.ok(undo.beforeNextTask, `the thinking worker was terminated at once (within the click: ${undo.inClick})`);
  assert.equal(undo.heardAfter, 0, 'nothing came from it after the click');
  // The game goes on with the fresh worker: the computer answers the next move.
  assert.equal(await app.position(), 'gipf standard B2W/5/6/W5B/6/5/B2W w 12 12');
  await app.push('a1', 'b2');
  const mine = await app.position();
  await app.page.waitForFunction((old) => document.querySelector('[data-position]').dataset.position !== old
    && !document.querySelector('[data-testid="status"]').textContent.includes('thinking'), mine, { timeout: 30000 });
  expectClean(app.page);
});
