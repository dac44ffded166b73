// Page objects for the app: what a player sees and taps, named as a player would.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { DIST, serve, launch, newPage, stopClock } from './harness.mjs';

/** This checkout, where the CLI is built (not beside `DIST`, which may be an older build elsewhere). */
const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

let cli;

/**
 * The native engine's CLI, built from this checkout the first time a test asks for it
 * (a no-op when it is up to date), so a position is never checked against a stale binary.
 * `TAVOLA_CLI` names one already built (scripts/test builds it once for all test files,
 * which run in parallel).
 */
function cliPath() {
  if (!cli && process.env.TAVOLA_CLI) cli = process.env.TAVOLA_CLI;
  if (!cli) {
    execFileSync('cargo', ['build', '--quiet', '-p', 'tavola-engine', '--bin', 'tavola-cli'], { cwd: ROOT, stdio: 'inherit' });
    cli = join(ROOT, 'target', 'debug', 'tavola-cli');
  }
  return cli;
}

/** Runs the native engine's CLI: the reference every board position is checked against. */
export function engineLines(...args) {
  return execFileSync(cliPath(), args, { encoding: 'utf8' }).trim().split('\n');
}

/** The last line the CLI prints: the position after `play`, the count of `perft`. */
export function engine(...args) {
  return engineLines(...args).pop();
}

/**
 * Clicks "Flip board" inside the page, then reports once a zero-delay timer has fired:
 * whether the board is drawn the other way up by then, and the status line, the position
 * and the evaluation's score at that moment. While a worker searches, all of it happens
 * before the search's answer; a search on the page's own thread would hold the click, the
 * drawing and the timer back until it was done. An order of events, not a time.
 *
 * `tap` (a selector) is clicked first, in the same task, as a screen reader clicks: the
 * turn that starts the search. Tapped from the test, a slow round trip could outlast the
 * search and leave nothing to prove.
 */
export function flipWhileBusy(page, tap = null) {
  return page.evaluate((tap) => new Promise((resolve) => {
    if (tap) document.querySelector(tap).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const first = document.querySelector('[data-point], [data-cell]');
    const attr = first.hasAttribute('data-point') ? 'data-point' : 'data-cell';
    const at = `[${attr}="${first.getAttribute(attr)}"]`;
    const y = () => document.querySelector(at).getBoundingClientRect().y;
    const before = y();
    document.querySelector('[data-testid="flip"]').click();
    setTimeout(() => resolve({
      turned: y() !== before,
      status: document.querySelector('[data-testid="status"]')?.textContent ?? '',
      position: document.querySelector('[data-position]').getAttribute('data-position'),
      score: document.querySelector('[data-testid="eval-score"]')?.dataset.score ?? null,
    }), 0);
  }), tap);
}

/** The app's frame inside an embedded board (`#id`), once it shows a position. */
export async function boardFrame(page, id) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`#${id} iframe`);
  await frame.locator('[data-position]').waitFor();
  return frame;
}

/** The app's frame inside the iframe `selector` of `page`, to run script in (a board's
 * frame is named by its element, not its address, which holds only its key). */
export async function frameOf(page, selector) {
  return (await page.locator(selector).elementHandle()).contentFrame();
}

/** Plays a turn in notation as a learner does, by `gesture` ('click' or, on a touch
 * screen, 'tap'): its places, and the removal buttons in GIPF. */
export async function playTurn(frame, turn, gesture = 'click') {
  const act = (locator) => locator[gesture]();
  if (/^[a-i]\d(-[a-i]\d)*$/.test(turn) && !frame.isGipf) {
    for (const square of turn.split('-')) await act(frame.locator(`[data-cell="${square}"]`));
    return;
  }
  const [push, ...removals] = turn.split(';');
  const [, dot, spot] = push.match(/^G?([a-i]\d)-([a-i]\d)$/);
  await act(frame.locator(`[data-point="${dot}"]`));
  await act(frame.locator(`[data-point="${spot}"]`));
  for (const removal of removals) {
    const [, from, to, keep] = removal.match(/^[xo]([a-i]\d)-([a-i]\d)((?:![a-i]\d)*)$/);
    await frame.getByTestId('remove-row').or(frame.getByTestId('pick-row').first()).first().waitFor();
    const pick = frame.getByTestId('pick-row').filter({ hasText: from }).filter({ hasText: to });
    if (await pick.count()) await act(pick);
    // The GIPF pieces to keep are those of the turn: a learner taps each one marked
    // otherwise (the mover's last GIPF pieces come marked to stay).
    const wanted = new Set(keep.split('!').filter(Boolean));
    const buttons = frame.getByTestId('keep-piece');
    for (let i = 0; i < await buttons.count(); i++) {
      const point = (await buttons.nth(i).textContent()).trim().split(' ').at(-1);
      const kept = await buttons.nth(i).getAttribute('aria-pressed') === 'true';
      if (kept !== wanted.has(point)) await act(frame.locator(`[data-point="${point}"]`));
    }
    await act(frame.getByTestId('remove-row'));
  }
}

/** Plays a turn in notation by clicks. */
export const playByClicks = (frame, turn) => playTurn(frame, turn, 'click');

export class App {
  constructor(page, url) {
    this.page = page;
    this.url = url;
  }

  async open(path = '/') {
    await this.page.goto(this.url + path);
    await this.page.locator('[data-testid="start-screen"], [data-testid="play-screen"]').first().waitFor();
  }

  /** Starts a hot-seat game from the start screen's cards: 'emergo', 'gipf-basic', … */
  async newGame(kind) {
    const [game, variant] = kind.split('-');
    if (variant) await this.page.getByTestId(`variant-${variant}`).click();
    await this.page.getByTestId(`friend-${game}`).click();
    await this.page.getByTestId('play-screen').waitFor();
  }

  /** The canonical position the board shows. */
  position() {
    return this.page.locator('[data-position]').getAttribute('data-position');
  }

  status() {
    return this.page.getByTestId('status').textContent();
  }

  point(label) {
    return this.page.locator(`[data-point="${label}"]`);
  }

  cell(label) {
    return this.page.locator(`[data-cell="${label}"]`);
  }

  /** Pushes in GIPF by tapping the dot, then the spot. */
  async push(dot, spot) {
    await this.point(dot).click();
    await this.point(spot).click();
  }

  /** Plays an Emergo move as taps: an entry is one square, a move its squares in order. */
  async emergoMove(move) {
    for (const square of move.split('-')) await this.cell(square).click();
  }

  /**
   * Clicks a button as a person finds it: one kept in the game screen's menu is reached
   * by opening the menu first.
   */
  async button(testid) {
    const button = this.page.getByTestId(testid);
    await button.waitFor({ state: 'attached' });
    if (await button.evaluate((b) => !!b.closest('.menu[hidden]'))) await this.openMenu();
    await button.click();
  }

  /** A field of the game screen's menu (who plays a side, a name), the menu opened (on the game screen). */
  async inMenu(testid) {
    if (await this.page.getByTestId('menu').count()) await this.openMenu();
    return this.page.getByTestId(testid);
  }

  /** Chooses a language on the switch, and waits until the page speaks it: a language's
   * texts other than English are fetched the first time (`<html lang>` follows them). */
  async chooseLang(code) {
    await (await this.inMenu('lang')).selectOption(code);
    await this.page.waitForFunction((c) => document.documentElement.lang === c, code);
  }

  /** Closes the game screen's menu as a keyboard does (a tap beside it does the same). */
  async closeMenu() {
    await this.page.keyboard.press('Escape');
    await this.page.getByTestId('game-menu').waitFor({ state: 'hidden' });
  }

  /** Opens the game screen's menu (flip, export, share, who plays each side...). */
  async openMenu() {
    if (await this.page.getByTestId('menu').getAttribute('aria-expanded') !== 'true') await this.page.getByTestId('menu').click();
    await this.page.getByTestId('game-menu').waitFor();
  }
}

/**
 * The app on a page of `ctx.browser` whose clock starts at a fixed time and, once the app is
 * open, moves only when the test says (Playwright's clock), so no test waits on or measures
 * the wall clock. Not for a page that must draw frames unbidden: the clock holds them too.
 */
export async function appWithClock(ctx, options = {}) {
  const page = await newPage(ctx.browser, options);
  await page.clock.install({ time: new Date('2026-12-02T10:00:00Z') });
  const app = new App(page, ctx.server.url);
  await app.open('/');
  await stopClock(page);
  return app;
}

/** Resolves once the page has drawn a frame after everything done so far: what a tap
 * changes is on the screen by then (the order of events, not a time). */
export const nextFrame = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/**
 * Serves the build and starts Chromium around the tests of one file. `ctx.app(path)` opens
 * the app in a fresh browser context (empty storage) and returns its page object.
 */
export function withBrowser() {
  const ctx = {
    async app(path = '/', options = {}) {
      const app = new App(await newPage(ctx.browser, options), ctx.server.url);
      await app.open(path);
      return app;
    },
  };
  before(async () => { ctx.server = await serve(); ctx.browser = await launch(); });
  after(async () => { await ctx.browser?.close(); await ctx.server?.close(); });
  return ctx;
}

/**
 * An init script (`context.addInitScript(watchWorkers)`) that records, in the page, every
 * Worker's requests and messages in order, and its end, in `window.workerLog`: the events
 * that would carry a stale answer, so a test proves one never came by waiting for them.
 */
export function watchWorkers() {
  window.workerLog = [];
  const Real = window.Worker;
  let started = 0;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      const worker = started++;
      this.worker = worker;
      window.workerLog.push({ worker, what: 'started' });
      this.addEventListener('message', (e) => window.workerLog.push({ worker, what: 'heard', data: String(e.data) }));
    }
    postMessage(message, ...rest) {
      window.workerLog.push({ worker: this.worker, what: 'posted', data: String(message) });
      return super.postMessage(message, ...rest);
    }
    terminate() {
      window.workerLog.push({ worker: this.worker, what: 'terminated' });
      return super.terminate();
    }
  };
}

/** The last request posted to a worker whose text matches `pattern` ({ worker, id, data }). */
export async function lastRequest(page, pattern) {
  // A request can wait in the page until its worker has said it is ready.
  await page.waitForFunction((source) => window.workerLog.some((e) => e.what === 'posted' && new RegExp(source).test(e.data)), pattern.source, { timeout: 30000 });
  return page.evaluate((source) => {
    const sent = window.workerLog.filter((e) => e.what === 'posted' && new RegExp(source).test(e.data)).at(-1);
    return sent && { worker: sent.worker, id: sent.data.split(' ')[0], data: sent.data };
  }, pattern.source);
}

/**
 * Waits until `request` (from `lastRequest`) is over for good: its answer came back (a
 * message with its id) or its worker was terminated, so no answer to it can still arrive.
 * Resolves to 'answered' or 'terminated'.
 */
export async function requestOver(page, request, timeout = 30000) {
  const handle = await page.waitForFunction(({ worker, id }) => {
    const log = window.workerLog.filter((e) => e.worker === worker);
    if (log.some((e) => e.what === 'terminated')) return 'terminated';
    if (log.some((e) => e.what === 'heard' && e.data.split(' ')[0] === id)) return 'answered';
    return false;
  }, request, { timeout });
  return handle.jsonValue();
}
