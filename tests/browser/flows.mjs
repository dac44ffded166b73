// The flows every engine runs (engines.mjs): written once, run by engine-chromium.test.mjs,
// engine-firefox.test.mjs and engine-webkit.test.mjs, each in its own node --test process
// with one browser. Every test's name starts with its engine in brackets, so scripts/test
// counts each engine's passes and failures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from './harness.mjs';
import { launchEngine, available, selected, DRIVER_STALLED } from './engines.mjs';
import { engine, engineLines } from './pages.mjs';

const BASIC = 'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12';
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';
const link = (game, position, extra = '') => `/?game=${game}&position=${encodeURIComponent(position)}${extra}`;

/** The layouts every engine is checked at: phones, tablets (an iPad on its side is 1024×768), desktop. */
export const LAYOUTS = [
  ['phone portrait', 390, 844], ['phone landscape', 844, 390], ['tablet portrait', 820, 1180],
  ['tablet landscape', 1180, 820], ['iPad landscape', 1024, 768], ['desktop', 1280, 800],
];

/**
 * What a layout must never do, measured in the page: scroll sideways, put a control or a
 * heading outside the screen's width, or break a title, a name or a button's label inside a
 * word (each word of them must lie on one line; a long one is cut with an ellipsis instead).
 */
export function layoutFaults() {
  const faults = [];
  const W = innerWidth;
  if (document.documentElement.scrollWidth > W + 1) faults.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${W})`);
  const shown = (el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, [hidden], svg, details:not([open]) > :not(summary)');
  const TEXTS = 'h1, h2, h3, button, a.button, label, .name, .player-name, .event, [data-testid="result"], [data-testid="status"]';
  for (const el of document.querySelectorAll(`${TEXTS}, select, input, svg.board`)) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    if (r.width > 0 && (r.left < -0.5 || r.right > W + 0.5)) faults.push(`${what} is off screen (${Math.round(r.left)}..${Math.round(r.right)} of ${W})`);
  }
  for (const el of document.querySelectorAll(TEXTS)) {
    if (!shown(el)) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
        if (tops.size > 1) faults.push(`"${m[0]}" in ${el.tagName.toLowerCase()}.${el.className || el.dataset.testid || ''} is broken over ${tops.size} lines`);
      }
    }
  }
  return faults;
}

/** Whether each of the selectors' elements lies entirely on screen, the page unscrolled. */
function allInView(selectors) {
  return selectors.map((s) => {
    const el = document.querySelector(s);
    if (!el) return `${s}: missing`;
    const r = el.getBoundingClientRect();
    return r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 ? 'in view'
      : `${s}: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`;
  });
}

/** Where the board is on the page, rounded to pixels, as one comparable string. */
function boardBox() {
  const r = document.querySelector('svg.board').getBoundingClientRect();
  return [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round).join(',');
}

/**
 * An init script: once the boot screen's picture of the board has been decoded and painted,
 * notes where it is (`window.bootPicture`, as boardBox writes a box) and lets the server send
 * the held wasm (`serve`'s `hold`).
 */
function bootPicture() {
  document.addEventListener('DOMContentLoaded', async () => {
    const img = document.querySelector('#boot img.board');
    if (img) {
      await img.decode().catch(() => {});
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      const r = img.getBoundingClientRect();
      window.bootPicture = [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round).join(',');
    }
    fetch('/__release');
  });
}

/** A player's view of the app on one engine's page. */
class Player {
  constructor(page, url) { this.page = page; this.url = url; }
  async open(path = '/') {
    await this.page.goto(this.url + path);
    if (!/^\/(index\.html|puzzles\.html)?(\?|$)/.test(path)) return; // not the app: a page of boards
    await this.page.visible('[data-testid="start-screen"], [data-testid="play-screen"], [data-testid="task"], [data-position]');
  }
  position() { return this.page.position(); }
  status() { return this.page.text('[data-testid="status"]'); }
  /** Waits until the board shows `position`, and returns it. */
  async shows(position) {
    await this.page.waitFor((p) => document.querySelector('[data-position]')?.getAttribute('data-position') === p, position,
      { what: `position ${position}`, timeout: 15000 }).catch(() => {});
    return this.position();
  }
  /** Clicks a button as a person finds it: one in the game screen's menu after opening the menu. */
  async button(id) {
    const inMenu = await this.page.eval((id) => !!document.querySelector(`[data-testid="${id}"]`)?.closest('.menu[hidden]'), id);
    if (inMenu) await this.page.click('[data-testid="menu"]');
    return this.page.click(`[data-testid="${id}"]`);
  }
  /** Pushes by two clicks, then waits until the push is on the board (the status moves on). */
  async push(dot, spot) {
    await this.page.click(`[data-point="${dot}"]`);
    await this.page.waitFor((d) => document.querySelector(`[data-point="${d}"]`).classList.contains('picked'), dot, { what: `${dot} picked` });
    const before = await this.status();
    await this.page.click(`[data-point="${spot}"]`);
    await this.page.waitFor((s) => document.querySelector('[data-testid="status"]')?.textContent !== s, before, { what: `the push ${dot}-${spot}` });
    // And drawn: the next frame has been painted (WebKit took a tap made before it as the push's own).
    await this.page.eval(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true)))));
  }
  async move(squares) { for (const s of squares.split('-')) await this.page.click(`[data-cell="${s}"]`); }
  /** Selects `value` in a <select> as the keyboard does it: focus, then the choice's change event. */
  select(id, value) {
    return this.page.eval(([id, value]) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return el.value;
    }, [id, value]);
  }
  /** Which board point or square has the focus. */
  focused() {
    return this.page.eval(() => {
      const el = document.activeElement?.closest('[data-point], [data-cell]');
      return el ? el.getAttribute('data-point') ?? el.getAttribute('data-cell') : null;
    });
  }
  /** Moves the board's focus to `label` with the arrow keys, as a keyboard player does. */
  async arrowTo(label) {
    const attr = (await this.page.count('[data-point]')) ? 'data-point' : 'data-cell';
    const centre = (l) => this.page.eval(([a, l]) => {
      const el = document.querySelector(`[${a}="${l}"]`);
      const r = (el.querySelector('circle.hit') ?? el).getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    }, [attr, l]);
    const [tx, ty] = await centre(label);
    for (let i = 0; i < 40 && (await this.focused()) !== label; i++) {
      const [x, y] = await centre(await this.focused());
      const [dx, dy] = [tx - x, ty - y];
      await this.page.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp'));
    }
    assert.equal(await this.focused(), label, `the keyboard reached ${label}`);
  }
  /** Tabs until the board has the focus. */
  async tabToBoard() {
    for (let i = 0; i < 60 && (await this.focused()) === null; i++) await this.page.press('Tab');
    assert.notEqual(await this.focused(), null, 'Tab reaches the board');
  }
  async clean() {
    const problems = (await this.page.problems()).filter((p) => !/favicon/.test(p));
    assert.deepEqual(problems, [], `${this.page.engine}: the page reported errors`);
  }
}

/** Records the computer's worker in the page: each request posted and each answer heard, in
 * order, and each worker's end, so a test can wait for the answer that would have been stale. */
function watchWorkers() {
  window.workerLog = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      const n = window.workerLog.filter((e) => e.what === 'started').length;
      this.n = n;
      window.workerLog.push({ worker: n, what: 'started' });
      this.addEventListener('message', (e) => window.workerLog.push({ worker: n, what: 'heard', data: String(e.data) }));
    }
    postMessage(message, ...rest) {
      window.workerLog.push({ worker: this.n, what: 'posted', data: String(message) });
      return super.postMessage(message, ...rest);
    }
    terminate() {
      window.workerLog.push({ worker: this.n, what: 'terminated' });
      return super.terminate();
    }
  };
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

/**
 * Each button of the GIPF decision on show (and Start the turn again) as a person finds it:
 * `id: ok`, or what is wrong (off screen, painted over, its label cut), the page unscrolled.
 */
function decisionReach() {
  const ids = ['pick-row', 'keep-piece', 'remove-row', 'keep-rows', 'restart-turn', 'restart-turn-black'];
  const buttons = [...document.querySelectorAll(ids.map((id) => `[data-testid="${id}"]`).join(','))]
    .filter((b) => b.getClientRects().length && !b.disabled);
  return buttons.map((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const faults = [
      scrollY !== 0 && 'scrolled',
      !(r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5) && 'off screen',
      !(hit && (hit === b || b.contains(hit))) && 'painted over',
      b.scrollWidth > b.clientWidth + 1 && 'label cut',
    ].filter(Boolean);
    return `${b.dataset.testid}: ${faults.join(', ') || 'ok'}`;
  }).sort();
}

/** The GIPF decisions a phone hid under its row of actions: tapped to, who decides, and the buttons they offer. */
export const DECISIONS = [
  ['standard', 'gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10', ['e1', 'e2'], 'black', ['keep-piece', 'keep-piece', 'remove-row', 'restart-turn']],
  ['tournament', 'gipf tournament 4/w4/wwW3/Bww4/1BBBB1/wwwBB/1Bb1 b 7 1 22', ['f4'], 'black', ['keep-piece', 'keep-piece', 'keep-piece', 'keep-piece', 'keep-rows', 'remove-row']],
  ['basic', 'gipf basic 1bwb/1bb2/1www1w/1wbb1ww/wbw2b/b3w/b2w w 3 3', ['g7', 'f7'], 'white', ['pick-row', 'pick-row', 'restart-turn']],
];

/** Defines the flows for one engine. */
/**
 * Run in the trainer's page: the board's places on screen that something else lies over (a
 * tap there would not reach the board), with the page as it is scrolled and scrolled down to
 * the board's bottom.
 */
export async function coveredPlaces() {
  const covered = new Set();
  const look = () => {
    for (const place of document.querySelectorAll('.puzzle-board :is([data-point], [data-cell])')) {
      const r = (place.querySelector('circle.hit') ?? place).getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      if (!document.elementFromPoint(x, y)?.closest('.puzzle-board')) covered.add(place.dataset.point ?? place.dataset.cell);
    }
  };
  look();
  const board = document.querySelector('.puzzle-board svg').getBoundingClientRect();
  scrollBy(0, Math.max(0, board.bottom - innerHeight + 4));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  look();
  return [...covered];
}

/**
 * Waits until the workshop's preview shows the last change (its `aria-busy` false: a change
 * writes the preview again once the author pauses, and its new board must be ready), as a
 * person looking at the preview waits before tapping on, or before tapping it.
 */
const previewSettled = (ws) => ws.page.waitFor(() => document.querySelector('[data-testid="edit-preview"]')?.getAttribute('aria-busy') === 'false',
  undefined, { what: 'the preview showing the last change' });

export function defineFlows(name) {
  const skip = !selected().includes(name) ? `not in TAVOLA_ENGINES` : available(name) ? false : `${name} is not installed`;
  const ctx = {};
  before(async () => {
    if (skip) return;
    ctx.server = await serve();
    ctx.engine = await launchEngine(name);
    console.log(`# engine ${name} ${ctx.engine.version}`);
  });
  after(async () => { await ctx.engine?.close(); await ctx.server?.close(); });

  const open = async (path = '/', { width = 1280, height = 800, touch = false, server = ctx.server } = {}) => {
    const player = new Player(await ctx.engine.newPage({ width, height, touch }), server.url);
    await player.open(path);
    return player;
  };
  const flow = (title, fn) => test(`[${name}] ${title}`, { skip }, async (t) => {
    const attempt = async () => {
      const pages = [];
      const opened = async (...args) => { const p = await open(...args); pages.push(p.page); return p; };
      try { await fn(opened); } finally { for (const p of pages) await p.close().catch(() => {}); }
    };
    try {
      await attempt();
    } catch (error) {
      // WebKit's driver that never answered is not the page failing (engines.mjs): once more.
      if (name !== 'webkit' || !DRIVER_STALLED(error)) throw error;
      t.diagnostic(`webkit's driver did not answer (${error.message}); the flow ran again in a new browser`);
      await attempt();
    }
  });

  for (const [what, width, height] of LAYOUTS) {
    flow(`layout at ${what} (${width}×${height}): nothing off screen, no sideways scroll, no title broken inside a word`, async (opened) => {
      const start = await opened('/', { width, height });
      await start.page.visible('[data-testid="start-screen"]');
      assert.deepEqual(await start.page.eval(layoutFaults), [], 'the start screen');
      // A game in the middle of a GIPF turn: the board, the status and the decision's buttons in view.
      const moves = encodeURIComponent('e1-e2 i1-h2 e1-e2 i1-h2');
      const gipf = await opened(`/?game=gipf&variant=standard&moves=${moves}`, { width, height });
      const still = await gipf.page.eval(boardBox);
      await gipf.push('e1', 'e2');
      await gipf.page.visible('[data-testid="remove-row"]');
      assert.deepEqual(await gipf.page.eval(layoutFaults), [], 'the GIPF game screen');
      const table = ['svg.board', '[data-testid="strip-white"]', '[data-testid="strip-black"]', '[data-testid="status"]', '[data-testid="undo"]', '[data-testid="menu"]'];
      assert.deepEqual(await gipf.page.eval(allInView, [...table, '[data-testid="remove-row"]']), Array(7).fill('in view'));
      assert.equal(await gipf.page.eval(boardBox), still, 'the push and its decision leave the board where it was');
      // Face to face: each player's strip and buttons at his edge, the board still whole,
      // and still when the turn passes to the other edge.
      await gipf.button('face-to-face');
      assert.deepEqual(await gipf.page.eval(allInView, [...table, '[data-testid="undo-black"]', '[data-testid="remove-row"]']), Array(8).fill('in view'), 'face to face');
      const facing = await gipf.page.eval(boardBox);
      const before = await gipf.status();
      await gipf.page.click('[data-testid="remove-row"]');
      await gipf.page.waitFor((s) => document.querySelector('[data-testid="status"]')?.textContent !== s, before, { what: 'the row removed' });
      assert.deepEqual(await gipf.page.eval(allInView, [...table, '[data-testid="undo-black"]']), Array(7).fill('in view'), 'face to face, the other side to move');
      assert.equal(await gipf.page.eval(boardBox), facing, 'face to face, the board has not moved with the turn');
      // Emergo with a clock, started from the start screen: strips, clocks and the board in
      // view, and the board still after an entry.
      await start.select('clock-emergo', '5+3');
      await start.page.click('[data-testid="friend-emergo"]');
      await start.page.visible('[data-testid="clock-white"]');
      assert.deepEqual(await start.page.eval(layoutFaults), [], 'Emergo with a clock');
      assert.deepEqual(await start.page.eval(allInView, [...table, '[data-testid="clock-white"]', '[data-testid="clock-black"]']), Array(8).fill('in view'), 'Emergo with a clock');
      const clocked = await start.page.eval(boardBox);
      const waiting = await start.status();
      await start.move('d6');
      await start.page.waitFor((s) => document.querySelector('[data-testid="status"]')?.textContent !== s, waiting, { what: 'the entry d6' });
      assert.equal(await start.page.eval(boardBox), clocked, 'Emergo with a clock: the board has not moved with the entry');
      // And face to face: both clocks, each player's buttons and the board still in view.
      await start.button('face-to-face');
      const clocks = ['[data-testid="clock-white"]', '[data-testid="clock-black"]', '[data-testid="undo-black"]'];
      assert.deepEqual(await start.page.eval(allInView, [...table, ...clocks]), Array(9).fill('in view'), 'Emergo with a clock, face to face');
      assert.deepEqual(await start.page.eval(layoutFaults), [], 'Emergo with a clock, face to face');
      const emergo = await opened(link('emergo', EMERGO), { width, height });
      assert.deepEqual(await emergo.page.eval(layoutFaults), [], 'the Emergo game screen');
      assert.deepEqual(await emergo.page.eval(allInView, table), Array(6).fill('in view'));
      await gipf.clean();
    });
  }

  // The rest of the layout matrix, at every size: each GIPF decision a phone once hid, for
  // the player whose decision it is, normal and face to face; and the end of a game (the
  // card, closed to the result line, stepped back and forth, and reviewed) with the board
  // where it stood before the last turn.
  for (const [what, width, height] of LAYOUTS) {
    flow(`layout at ${what} (${width}×${height}): every GIPF decision within reach, normal and face to face`, async (opened) => {
      for (const facing of [false, true]) {
        for (const [variant, position, taps, decider, buttons] of DECISIONS) {
          const where = `${variant}${facing ? ', face to face' : ''}`;
          const player = await opened(`/?game=gipf&variant=${variant}&position=${encodeURIComponent(position)}`, { width, height });
          if (facing) await player.button('face-to-face');
          for (const t of taps) await player.page.click(`[data-point="${t}"]`);
          await player.page.visible(`[data-testid="${buttons.at(-1)}"]`);
          // Face to face Black's own buttons have ids of their own.
          const black = facing && decider === 'black';
          const expected = buttons.map((id) => `${black && id === 'restart-turn' ? 'restart-turn-black' : id}: ok`).sort();
          assert.deepEqual(await player.page.eval(decisionReach), expected, where);
          assert.deepEqual(await player.page.eval(layoutFaults), [], where);
          await player.clean();
          await player.page.close();
        }
      }
    });

    flow(`layout at ${what} (${width}×${height}): the end of a game, its card, its steps and its review leave the board where it was`, async (opened) => {
      // The review asks the computer for every turn: at two sizes, the others close the card.
      const leaves = ['phone portrait', 'desktop'].includes(what) ? ['close-ending', 'ending-review'] : ['close-ending'];
      for (const leave of leaves) {
        const app = await opened(`/?game=gipf&variant=basic&moves=${encodeURIComponent('e1-e2 e9-e8 e1-e2 e9-e8')}`, { width, height });
        const still = await app.page.eval(boardBox);
        await app.button('resign');
        await app.page.click('[data-testid="answer-white"]');
        await app.page.visible('[data-testid="ending"]');
        assert.equal(await app.page.eval(boardBox), still, `${leave}: the card shown`);
        assert.deepEqual(await app.page.eval(layoutFaults), [], `${leave}: the card shown`);
        // The card leaves the menu in reach.
        const menu = await app.page.eval(() => {
          const b = document.querySelector('[data-testid="menu"]');
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit === b || b.contains(hit);
        });
        assert.equal(menu, true, `${leave}: the menu button is not under the card`);
        await app.page.click(`[data-testid="${leave}"]`);
        await app.page.waitFor(() => !document.querySelector('[data-testid="ending"]'), undefined, { what: 'the card closed' });
        if (leave === 'ending-review') {
          await app.page.waitFor(() => /^Review done/.test(document.querySelector('[data-testid="review-status"]')?.textContent ?? ''),
            undefined, { what: 'the review done', timeout: 90000 });
        } else {
          assert.equal(await app.page.text('[data-testid="result"]'), 'Black wins (resignation)');
        }
        assert.equal(await app.page.eval(boardBox), still, `${leave}: closed`);
        for (const step of ['nav-back', 'nav-back', 'nav-last']) {
          await app.button(step);
          assert.equal(await app.page.eval(boardBox), still, `${leave}: after ${step}`);
        }
        assert.deepEqual(await app.page.eval(layoutFaults), [], `${leave}: closed`);
        await app.clean();
        await app.page.close();
      }
    });
  }

  flow('a link in Italian is drawn in Italian from the start, and the switch fetches Swedish', async (opened) => {
    const app = await opened('/?game=emergo&lang=it');
    assert.equal(await app.status(), 'Il Bianco colloca una pedina: tocca una casella evidenziata.');
    await app.select('lang', 'sv');
    await app.page.waitFor(() => document.documentElement.lang === 'sv', undefined, { what: 'the Swedish texts' });
    assert.equal(await app.status(), 'Vit sätter in en pjäs: tryck på en markerad ruta.');
    await app.clean();
  });

  flow("a link shows its game's empty board at once, and the app draws the board in its place", async () => {
    for (const [game, path] of [['GIPF', '/?game=gipf&variant=standard'], ['Emergo', '/?game=emergo']]) {
      for (const [what, width, height] of LAYOUTS.filter(([w]) => ['phone portrait', 'phone landscape', 'iPad landscape'].includes(w))) {
        // A slow line: the wasm comes once the page has measured the picture (bootPicture). A
        // server of its own, a new origin, so no cache or service worker answers instead.
        const slow = await serve(undefined, { init: bootPicture, hold: /_bg\.wasm$/ });
        const page = await ctx.engine.newPage({ width, height, touch: !!ctx.engine.touch });
        try {
          await page.goto(slow.url + path);
          await page.visible('svg.board [data-point], svg.board [data-cell]');
          const [picture, board] = await page.eval(() => {
            const r = document.querySelector('svg.board').getBoundingClientRect();
            return [window.bootPicture, [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round).join(',')];
          });
          assert.ok(picture, `${game}, ${what}: the picture was shown before the app`);
          assert.equal(board, picture, `${game}, ${what}: the board is drawn where its picture was`);
          assert.equal(await page.count('#boot'), 0, 'the boot screen gives way to the app');
          assert.deepEqual((await page.problems()).filter((p) => !/favicon/.test(p)), []);
        } finally {
          await page.close().catch(() => {});
          await slow.close();
        }
      }
    }
  });

  flow('GIPF by pointer: a push, a row removed with a GIPF piece kept, and a game played to its end with the result card and Rematch', async (opened) => {
    const start = 'gipf standard B3/5/6/WWW1w2/6/5/4 w 10 10';
    const app = await opened(link('gipf', start));
    await app.push('e1', 'e2');
    await app.page.visible('[data-testid="remove-row"]');
    // White's last GIPF pieces are all in the row: they are marked to stay, so no tap on
    // Remove row loses the game. He lets e4 and e5 go, and keeps e3.
    for (const point of ['e3', 'e4', 'e5']) {
      assert.equal(await app.page.eval((p) => document.querySelector(`[data-point="${p}"]`).classList.contains('kept'), point), true, `${point} marked to stay`);
    }
    await app.page.click('[data-point="e4"]');
    await app.page.click('[data-point="e5"]');
    await app.button('remove-row');
    assert.equal(await app.shows(engine('play', start, 'e1-e2;xe2-e6!e3')), engine('play', start, 'e1-e2;xe2-e6!e3'));
    // White's last piece: two pushes and the game is over.
    const late = 'gipf basic 4/5/6/1www3/6/5/4 w 1 10';
    const end = await opened(link('gipf', late));
    await end.push('a1', 'b2');
    await end.push('a1', 'b2');
    await end.page.visible('[data-testid="ending"] [data-testid="result"]');
    assert.match(await end.page.text('[data-testid="ending"] [data-testid="result"]'), /^Black wins/);
    await end.button('rematch');
    await end.page.waitFor(() => !document.querySelector('[data-testid="ending"]'), undefined, { what: 'a fresh game' });
    assert.equal(await end.page.count('[data-testid="move-list"] li'), 0, 'the rematch starts afresh');
    await app.clean();
    await end.clean();
  });

  flow('GIPF and Emergo by touch: taps push and enter (where the engine\'s driver has touch input)', async (opened) => {
    if (!ctx.engine.touch) return; // WebKitWebDriver's touch actions reach the page as a mouse (README, Browser engines)
    const app = await opened('/?game=gipf&variant=basic', { width: 820, height: 1180, touch: true });
    const heard = () => app.page.eval(() => window.pointerTypes);
    await app.page.eval(() => { window.pointerTypes = []; addEventListener('pointerdown', (e) => window.pointerTypes.push(e.pointerType), true); return true; });
    await app.page.tap('[data-point="e1"]');
    await app.page.waitFor(() => document.querySelector('[data-point="e1"]').classList.contains('picked'), undefined, { what: 'e1 picked' });
    await app.page.tap('[data-point="e2"]');
    assert.equal(await app.shows(engine('play', BASIC, 'e1-e2')), engine('play', BASIC, 'e1-e2'));
    assert.deepEqual(await heard(), ['touch', 'touch'], 'the page heard a finger');
    const emergo = await opened(link('emergo', EMERGO), { width: 820, height: 1180, touch: true });
    await emergo.page.tap('[data-cell="d6"]');
    assert.equal(await emergo.shows(engine('play', EMERGO, 'd6')), engine('play', EMERGO, 'd6'));
    await app.clean();
    await emergo.clean();
  });

  flow('Emergo by pointer: an entry, a capture, and the capture that ends the game', async (opened) => {
    const app = await opened(link('emergo', EMERGO));
    await app.move('d6');
    assert.equal(await app.shows(engine('play', EMERGO, 'd6')), engine('play', EMERGO, 'd6'));
    const before = engine('play', EMERGO, ...'d6 d8 e4 g6 f4 g7 b6 d7 f6'.split(' '));
    const capture = await opened(link('emergo', before));
    await capture.move('g6-e6-c6');
    assert.equal(await capture.shows(engine('play', before, 'g6-e6-c6')), engine('play', before, 'g6-e6-c6'));
    const last = 'emergo 1/3/5/7/4b4/3w3/5/3/1 w 0 0';
    const end = await opened(link('emergo', last));
    await end.move('e4-e6');
    await end.page.visible('[data-testid="ending"] [data-testid="result"]');
    assert.match(await end.page.text('[data-testid="ending"] [data-testid="result"]'), /^White wins/);
    for (const p of [app, capture, end]) await p.clean();
  });

  flow('both games by keyboard alone, each to its end', async (opened) => {
    const late = 'gipf basic 4/5/6/1www3/6/5/4 w 1 10';
    const gipf = await opened(link('gipf', late));
    await gipf.tabToBoard();
    for (const turn of [0, 1]) {
      await gipf.arrowTo('a1');
      await gipf.page.press('Enter');
      await gipf.arrowTo('b2');
      await gipf.page.press('Space');
      await gipf.page.waitFor((n) => document.querySelectorAll('[data-testid="move-list"] li').length === n, turn + 1, { what: `turn ${turn + 1}` });
    }
    await gipf.page.visible('[data-testid="ending"] [data-testid="result"]');
    assert.match(await gipf.page.text('[data-testid="ending"] [data-testid="result"]'), /^Black wins/);
    const emergo = await opened(link('emergo', 'emergo 1/3/5/7/4b4/3w3/5/3/1 w 0 0'));
    await emergo.tabToBoard();
    for (const square of ['e4', 'e6']) { await emergo.arrowTo(square); await emergo.page.press('Enter'); }
    await emergo.page.visible('[data-testid="ending"] [data-testid="result"]');
    assert.match(await emergo.page.text('[data-testid="ending"] [data-testid="result"]'), /^White wins/);
    await gipf.clean();
    await emergo.clean();
  });

  flow('saved as you go: a reload resumes the game, and a second tab follows the first', async (opened) => {
    const app = await opened('/?game=emergo');
    await app.move('d6');
    await app.shows(engine('play', EMERGO, 'd6'));
    await app.page.reload();
    await app.page.visible('[data-testid="start-screen"], [data-testid="play-screen"]');
    if (await app.page.count('[data-testid="resume"]')) await app.button('resume');
    assert.equal(await app.shows(engine('play', EMERGO, 'd6')), engine('play', EMERGO, 'd6'), 'the reload resumed the game');
    const tab = new Player(await app.page.newTab(), app.url);
    await tab.open('/');
    if (await tab.page.count('[data-testid="resume"]')) await tab.button('resume');
    assert.equal(await tab.shows(engine('play', EMERGO, 'd6')), engine('play', EMERGO, 'd6'), 'the second tab opens the same game');
    await app.move('d8');
    assert.equal(await tab.shows(engine('play', EMERGO, 'd6', 'd8')), engine('play', EMERGO, 'd6', 'd8'), 'the second tab followed');
    await app.clean();
    await tab.clean();
    await tab.page.close();
  });

  flow('a second tab shares the running clock: neither stops it, and a turn in either adds its increment once', async (opened) => {
    // MiniBrowser never returns a pointer action in its second tab, and in a second window
    // an action in the first one sometimes fails: Chromium and Firefox play both tabs here
    // (and clock.test.mjs in Chromium).
    if (ctx.engine.name === 'webkit') return;
    const a = await opened('/');
    await a.select('clock-emergo', '3+2');
    await a.page.click('[data-testid="friend-emergo"]');
    await a.page.visible('[data-testid="clock-white"]');
    await a.move('d6');
    await a.move('d8');
    // The first tab says it plays the game (each second its clock runs).
    await a.page.waitFor(() => localStorage.getItem('tavola.live') !== null, undefined, { what: 'the first tab playing' });
    const b = new Player(await a.page.newTab(), a.url);
    await b.open('/');
    if (await b.page.count('[data-testid="resume"]')) await b.button('resume');
    await b.page.visible('[data-testid="clock-white"]');
    const running = (side) => `[data-testid="clock-${side}"].running`;
    for (const tab of [a, b]) {
      assert.equal(await tab.page.eval(() => document.querySelector('[data-testid="pause-clock"]').textContent), 'Pause the clock', 'nobody paused it');
      await tab.page.visible(running('white'));
    }
    // White's time runs on in the second tab: it shows less than it did.
    const secs = (t) => t.split(':').reduce((m, s) => m * 60 + Number(s), 0);
    const then = secs(await b.page.text('[data-testid="clock-white"]'));
    await b.page.waitFor((t) => document.querySelector('[data-testid="clock-white"]').textContent.split(':').reduce((m, s) => m * 60 + Number(s), 0) < t,
      then, { what: "White's time running down in the second tab" });
    // White plays in the second tab; the first takes it, Black's time running there.
    await b.move('e4');
    await a.page.visible(running('black'));
    assert.equal(await a.page.eval(() => document.querySelector('[data-testid="pause-clock"]').textContent), 'Pause the clock');
    // Black plays in the first: the second follows, White's time running, 2 s added once.
    const blackBefore = await a.page.text('[data-testid="clock-black"]');
    await a.move('g6');
    await b.page.visible(running('white'));
    const blackAfter = await b.page.text('[data-testid="clock-black"]');
    assert.ok(secs(blackAfter) <= secs(blackBefore) + 2, `the increment came once: ${blackBefore} then ${blackAfter}`);
    await a.clean();
    await b.clean();
    await b.page.close();
  });

  flow('the computer answers from its worker, Undo cancels its answer, and Hint names a legal move', async (opened) => {
    const server = await serve(undefined, { init: watchWorkers });
    try {
      const app = await opened('/?game=emergo', { server });
      await app.move('d6');
      await app.select('player-black', 'beginner');
      // Its answer arrives from the worker and is played.
      await app.page.waitFor(() => document.querySelectorAll('[data-testid="move-list"] li').length === 2
        && !document.querySelector('[data-testid="status"]').textContent.includes('thinking'), undefined, { what: 'the reply' });
      const played = await app.position();
      assert.notEqual(played, engine('play', EMERGO, 'd6'));
      // Undo while it thinks about its next answer: that answer is never played.
      await app.move('d4');
      await app.page.waitFor(() => document.querySelector('[data-testid="status"]').textContent.includes('thinking'), undefined, { what: 'thinking' });
      const asked = await app.page.eval(() => window.workerLog.filter((e) => e.what === 'posted' && / play /.test(e.data)).at(-1));
      await app.button('undo');
      const mine = engine('play', played, 'd4');
      assert.equal(await app.position(), played, 'Undo took back d4');
      // The stale request ends with its worker terminated or with its own answer heard; either way it is over.
      const id = asked.data.split(' ')[0];
      await app.page.waitFor(([w, id]) => window.workerLog.some((e) => e.worker === w
        && (e.what === 'terminated' || (e.what === 'heard' && e.data.split(' ')[0] === id))), [asked.worker, id], { what: `request ${id} over` });
      // A request after it is answered: any stale answer would have come first from the same worker.
      await app.button('hint');
      await app.page.visible('[data-testid="notice"]');
      const hinted = (await app.page.text('[data-testid="notice"]')).match(/Hint: ([a-i0-9-]+)/)?.[1];
      assert.ok(hinted, 'a hint');
      assert.equal(await app.position(), played, 'no stale computer move arrived');
      assert.ok(engine('moves', played).split('\n').length >= 1);
      assert.notEqual(mine, played);
      await app.clean();
    } finally { await server.close(); }
  });

  flow('storage refused: the game is played in memory and the page says it is not saved', async (opened) => {
    const server = await serve(undefined, { init: refuseStorage });
    try {
      const app = await opened('/?game=emergo', { server });
      await app.page.waitFor(() => /could not be saved/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''), undefined, { what: 'the notice' });
      await app.move('d6');
      await app.move('d8');
      assert.equal(await app.shows(engine('play', EMERGO, 'd6', 'd8')), engine('play', EMERGO, 'd6', 'd8'));
      await app.clean();
    } finally { await server.close(); }
  });

  flow('offline after one visit: the app reloads and plays with its server gone', async (opened) => {
    const server = await serve();
    const app = await opened('/', { server });
    await app.page.eval(() => navigator.serviceWorker.ready.then(() => true));
    await app.page.waitFor(() => navigator.serviceWorker.controller !== null, undefined, { what: 'the offline worker in control' });
    await server.close();
    await app.page.reload();
    await app.page.visible('[data-testid="start-screen"]');
    await app.open('/?game=emergo');
    await app.move('d6');
    assert.equal(await app.shows(engine('play', EMERGO, 'd6')), engine('play', EMERGO, 'd6'));
    await app.clean();
  });

  flow('an embedded board on another site: an exercise solved', async (opened) => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'tavola-site-'));
    const site = await serve(dir);
    try {
      await writeFile(join(dir, 'page.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>lesson</title>
        <script>window.seen = []; for (const t of ['tavola-ready', 'tavola-solved', 'tavola-wrong']) addEventListener(t, (e) => seen.push(t), true);</script>
        <script src="${ctx.server.url}/embed.js"></script>
        <tavola-board id="b" game="emergo" answer="d6" right="Well entered."></tavola-board>`);
      const page = await opened('/page.html', { server: site });
      await page.page.waitFor(() => window.seen.includes('tavola-ready'), undefined, { what: 'the board ready' });
      assert.notEqual(await page.page.frameEval('#b iframe', () => location.origin), new URL(site.url).origin, 'the board is on the app\'s own origin');
      await page.page.clickInFrame('#b iframe', '[data-cell="d6"]');
      await page.page.waitFor(() => window.seen.includes('tavola-solved') || window.seen.includes('tavola-wrong'), undefined, { what: 'the verdict' });
      assert.deepEqual(await page.page.eval(() => window.seen.filter((t) => t !== 'tavola-ready')), ['tavola-solved']);
      assert.match(await page.page.frameEval('#b iframe', () => document.body.textContent), /Well entered\./);
      await page.clean();
    } finally { await site.close(); await rm(dir, { recursive: true }); }
  });

  flow('a third site framing a lesson cannot forge a board\'s events or height through the app\'s own address', async (opened) => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const [authorDir, thirdDir] = [await mkdtemp(join(tmpdir(), 'tavola-site-')), await mkdtemp(join(tmpdir(), 'tavola-site-'))];
    const [author, third] = [await serve(authorDir), await serve(thirdDir)];
    try {
      // The page's own listener comes after the board's (added when the element was
      // parsed): a raw message heard here has been through embed.js first.
      await writeFile(join(authorDir, 'lesson.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>lesson</title>
        <script>window.seen = []; for (const t of ['tavola-ready', 'tavola-solved']) addEventListener(t, () => seen.push(t), true);</script>
        <script src="${ctx.server.url}/embed.js"></script>
        <tavola-board id="b" game="emergo" answer="e4"></tavola-board>
        <script>window.raw = []; addEventListener('message', (e) => { if (e.data?.source === 'tavola') raw.push(e.data.type); });</script>`);
      await writeFile(join(thirdDir, 'top.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>top</title>
        <iframe id="lesson" src="${author.url}/lesson.html" style="width:800px;height:900px"></iframe>`);
      const top = await opened('/top.html', { server: third });
      const inLesson = (fn) => top.page.frameEval('#lesson', fn);
      for (let ready = false; !ready;) ready = await inLesson(() => window.seen.includes('tavola-ready')).catch(() => false);
      const before = await inLesson(() => document.querySelector('#b iframe').getBoundingClientRect().height);
      // The third site sends the board's frame to the app itself, with an exercise and a height of its own.
      await top.page.eval((url) => { window.frames[0].frames[0].location.href = url; }, `${ctx.server.url}/index.html?embed=1&game=emergo&answer=d6&height=3000`);
      // The app there starts and reports (ready, its height): wait until the lesson has had them.
      for (let heard = false; !heard;) heard = await inLesson(() => window.raw.filter((t) => t === 'ready').length >= 2);
      assert.deepEqual(await inLesson(() => window.seen), ['tavola-ready'], 'no forged event reached the lesson');
      assert.equal(await inLesson(() => document.querySelector('#b iframe').getBoundingClientRect().height), before, 'nor a forged height');
    } finally {
      await author.close(); await third.close();
      await rm(authorDir, { recursive: true }); await rm(thirdDir, { recursive: true });
    }
  });

  flow('the workshop: a position set up by pointer and keyboard, a story recorded with a caption and a mark', async (opened) => {
    const ws = await opened('/workshop.html?edit=emergo', { width: 1280, height: 900 });
    await ws.page.visible('[data-testid="workshop"]');
    const place = (label) => `svg.workshop-board [data-place="${label}"]`;
    await previewSettled(ws);
    await ws.page.click('[data-testid="clear-board"]');
    await previewSettled(ws);
    await ws.page.click(place('c3'));
    await previewSettled(ws);
    await ws.page.click('[data-testid="tool-black"]');
    // The keyboard: Tab to the board, arrows to a square, Enter puts a man there.
    await ws.page.focus(place('c3'));
    await ws.arrowTo('e5');
    await ws.page.press('Enter');
    await ws.page.waitFor(() => /black man/.test(document.querySelector('svg.workshop-board [data-place="e5"]').getAttribute('aria-label')), undefined, { what: 'e5 set by the keyboard' });
    await previewSettled(ws);
    // A man a side on the board: eleven in hand each.
    await ws.select('count-white', '11');
    await previewSettled(ws);
    await ws.select('count-black', '11');
    await ws.page.waitFor(() => !document.querySelector('[data-testid="edit-errors"] li'), undefined, { what: 'the position accepted' });
    await previewSettled(ws);
    const position = await ws.page.text('[data-testid="edit-position"]');
    assert.equal(engine('play', position), position, 'the engine reads the position as written');
    assert.match(position, /^emergo .* w 11 11$/);
    await ws.page.click('[data-testid="record"]');
    await previewSettled(ws);
    const preview = '[data-testid="edit-preview"] tavola-board iframe';
    await ws.page.waitFor((p) => document.querySelector('[data-testid="edit-preview"] tavola-board iframe')?.contentDocument?.querySelector('[data-position]')?.getAttribute('data-position') === p, position, { what: 'the preview' });
    const turn = engineLines('moves', position)[0];
    for (const square of turn.split('-')) await ws.page.clickInFrame(preview, `[data-cell="${square}"]`);
    await ws.page.visible('[data-testid="edit-plies"] [data-ply="1"]');
    await ws.page.click(place('c3')); // a ring on the position after the turn
    await ws.page.waitFor(() => /highlight="c3@1"/.test(document.querySelector('[data-testid="edit-code"]').textContent), undefined, { what: 'the mark in the element' });
    await ws.select('edit-caption', 'The first man enters.');
    await ws.page.waitFor(() => /captions="\|The first man enters\."/.test(document.querySelector('[data-testid="edit-code"]').textContent), undefined, { what: 'the caption in the element' });
    assert.match(await ws.page.text('[data-testid="edit-code"]'), new RegExp(`moves="${turn}"`));
    await ws.clean();
  });

  // The workshop's evidence, one page at a time (WebKitGTK's MiniBrowser is one window).
  const workshopPlace = (label) => `svg.workshop-board [data-place="${label}"]`;
  const workshopPreview = '[data-testid="edit-preview"] tavola-board iframe';
  const previewShows = (ws, position) => ws.page.waitFor((p) => document.querySelector('[data-testid="edit-preview"] tavola-board iframe')
    ?.contentDocument?.querySelector('[data-position]')?.getAttribute('data-position') === p, position, { what: `the preview at ${position}` });
  // Each square once the preview's frame has it, and the turn only once the preview shows
  // `from`: a turn recorded writes the preview again, and a tap while the new frame starts
  // finds no square, or lands on the old frame just before it goes (WebKit, under load).
  const playOnPreview = async (ws, turn, from) => {
    await previewSettled(ws);
    await previewShows(ws, from);
    for (const square of turn.split('-')) {
      await ws.page.waitFor((s) => !!document.querySelector('[data-testid="edit-preview"] tavola-board iframe')
        ?.contentDocument?.querySelector(`[data-cell="${s}"]`), square, { what: `the preview's ${square}` });
      await ws.page.clickInFrame(workshopPreview, `[data-cell="${square}"]`);
    }
  };
  // The preview's board carries `text` in its options and has reported ready: a change
  // writes the preview again after the author pauses, and the next tap waits for it, as a
  // person who looks at the preview does (WebKit's driver stalled on a tap made while a
  // replaced frame started).
  const previewCarries = async (ws, text) => {
    await ws.page.waitFor((t) => [...document.querySelector('[data-testid="edit-preview"] tavola-board')?.attributes ?? []]
      .some((a) => a.value.includes(t)), text, { what: `the preview with ${text}` });
    await previewSettled(ws);
  };
  const openWorkshop = async (opened, query) => {
    const ws = await opened(`/workshop.html${query}`, { width: 1280, height: 900 });
    await ws.page.visible('[data-testid="workshop"]');
    return ws;
  };

  flow('the workshop: a GIPF position by taps, GIPF pieces and the side to move', async (opened) => {
    const ws = await openWorkshop(opened, '?edit=gipf-standard');
    await previewSettled(ws);
    await ws.page.click('[data-testid="clear-board"]');
    await previewSettled(ws);
    for (const [tool, label] of [['black', 'e5'], ['black', 'd4'], ['blackgipf', 'c3'], ['whitegipf', 'f3']]) {
      await ws.page.click(`[data-testid="tool-${tool}"]`);
      await ws.page.click(workshopPlace(label));
      await previewSettled(ws);
    }
    await ws.page.click('[data-testid="to-move-black"]');
    await ws.page.waitFor(() => / b 12 12$/.test(document.querySelector('[data-testid="edit-position"]').textContent), undefined, { what: 'Black to move' });
    const position = await ws.page.text('[data-testid="edit-position"]');
    assert.equal(engine('play', position), position, 'the engine reads the position as written');
    assert.match(await ws.page.attr(workshopPlace('c3'), 'aria-label'), /black GIPF piece/);
    await previewShows(ws, position);
    await ws.clean();
  });

  flow('the workshop: a story of three turns, a caption on each position, marks on plies 1 and 2, pasted back', async (opened) => {
    const ws = await openWorkshop(opened, '?edit=emergo');
    const start = await ws.page.text('[data-testid="edit-position"]');
    await previewSettled(ws);
    await ws.page.click('[data-testid="record"]');
    await previewSettled(ws);
    await previewShows(ws, start);
    let at = start;
    for (let n = 1; n <= 3; n++) {
      const turn = engineLines('moves', at)[0];
      await playOnPreview(ws, turn, at);
      at = engine('play', at, turn);
      await ws.page.visible(`[data-testid="edit-plies"] [data-ply="${n}"]`);
    }
    const ply = (n) => ws.page.click(`[data-testid="edit-plies"] [data-ply="${n}"]`);
    for (let n = 0; n <= 3; n++) {
      await ply(n);
      await ws.select('edit-caption', `Caption ${n}`);
      await previewCarries(ws, `Caption ${n}`);
    }
    await ply(1);
    await ws.page.click(workshopPlace('e5'));
    await previewCarries(ws, 'e5@1');
    await ply(2);
    await ws.page.click(workshopPlace('c3'));
    await previewCarries(ws, 'c3@2');
    await ws.page.waitFor(() => /highlight="e5@1 c3@2"/.test(document.querySelector('[data-testid="edit-code"]').textContent), undefined, { what: 'the marks in the element' });
    const story = await ws.page.text('[data-testid="edit-code"]');
    assert.match(story, /captions="Caption 0\|Caption 1\|Caption 2\|Caption 3"/);
    // Pasted back, it writes the same element.
    await ws.page.eval(() => { document.querySelector('.open-board').open = true; });
    await ws.select('edit-paste', story);
    await ws.page.click('[data-testid="edit-open"]');
    await ws.page.waitFor((c) => document.querySelector('[data-testid="edit-code"]').textContent === c, story, { what: 'the same element' });
    // Each change writes the preview's element again, its frame replaced while it may still
    // load: Firefox then reports the request the worker was answering for the frame it
    // dropped (a URL it leaves empty). The preview itself has shown every change above.
    const problems = (await ws.page.problems()).filter((p) => !/favicon/.test(p)
      && !(ws.page.engine === 'firefox' && /Failed to load ‘’\. A ServiceWorker intercepted the request/.test(p)));
    assert.deepEqual(problems, [], `${ws.page.engine}: the page reported errors`);
  });

  flow('the workshop: an exercise with the reader\'s answer, the author\'s reply and another answer', async (opened) => {
    const ws = await openWorkshop(opened, '?edit=emergo');
    const start = await ws.page.text('[data-testid="edit-position"]');
    await previewSettled(ws);
    await ws.page.click('[data-testid="record"]');
    await previewSettled(ws);
    await ws.page.click('[data-testid="edit-question"]');
    await previewShows(ws, start);
    const [answer, other] = engineLines('moves', start);
    const reply = engineLines('moves', engine('play', start, answer))[0];
    await playOnPreview(ws, answer, start);
    await ws.page.visible('[data-testid="edit-plies"] [data-ply="1"]');
    await playOnPreview(ws, reply, engine('play', start, answer));
    await ws.page.visible('[data-testid="edit-plies"] [data-ply="2"]');
    await ws.page.click('[data-testid="edit-another"]');
    await playOnPreview(ws, other, start);
    await ws.page.waitFor(() => document.querySelectorAll('[data-testid="edit-answers"] li').length === 2, undefined, { what: 'two answers' });
    assert.match(await ws.page.text('[data-testid="edit-code"]'), new RegExp(`answer="${answer} ${reply} \\| ${other}"`));
    await ws.clean();
  });

  flow('the puzzle trainer: a wrong turn\'s verdict lies beside the board, never over it', async (opened) => {
    const { readFileSync } = await import('node:fs');
    for (const [width, height] of [[1280, 800], [844, 390]]) {
      const line = readFileSync(new URL('../../public/puzzles/emergo.txt', import.meta.url), 'utf8').split('\n')
        .find((l) => l && !l.startsWith('#') && l.split('\t')[7].split(' ').length === 1);
      const [id, , , , , , position, turn] = line.split('\t');
      const trainer = await opened(`/puzzles.html?p=${id}`, { width, height });
      await trainer.page.waitFor((p) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === p, position, { what: 'the board' });
      const wrong = engineLines('moves', position).find((t) => t !== turn && /^[a-i]\d-[a-i]\d$/.test(t));
      for (const square of wrong.split('-')) await trainer.page.click(`.puzzle-board [data-cell="${square}"]`);
      await trainer.page.visible('[data-testid="feedback"].wrong');
      assert.deepEqual(await trainer.page.eval(coveredPlaces), [], `${trainer.page.engine} at ${width}×${height}: every place on screen takes a tap`);
      await trainer.clean();
    }
  });

  flow('the puzzle trainer: a puzzle solved by taps', async (opened) => {
    const { readFileSync } = await import('node:fs');
    const line = readFileSync(new URL('../../public/puzzles/emergo.txt', import.meta.url), 'utf8').split('\n')
      .find((l) => l && !l.startsWith('#') && l.split('\t')[7].split(' ').length === 1);
    const [id, , , , , , position, turn] = line.split('\t');
    const trainer = await opened(`/puzzles.html?p=${id}`, { width: 1200, height: 950 });
    await trainer.page.visible('[data-testid="task"]');
    // The trainer draws the puzzle's board itself, in its own page: no frame.
    const shown = () => trainer.page.eval(() => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position'));
    await trainer.page.waitFor(() => Boolean(document.querySelector('.puzzle-board [data-position]')), undefined, { what: 'the board' });
    assert.equal(await trainer.page.eval(() => document.querySelectorAll('iframe').length), 0, 'no frame');
    assert.equal(await shown(), position);
    for (const square of turn.split('-')) await trainer.page.click(`.puzzle-board [data-cell="${square}"]`);
    await trainer.page.visible('[data-testid="feedback"].right');
    assert.match(await trainer.page.text('[data-testid="feedback"]'), /^Solved!/);
    await trainer.clean();
  });
}
