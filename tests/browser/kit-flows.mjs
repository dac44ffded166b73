// The embed kit's flows every engine runs (engines.mjs), beside flows.mjs: defects of
// <tavola-board> first fixed and tested in Chromium alone (loading.test.mjs,
// embed-sealed.test.mjs), here in Chromium, Firefox ESR and WebKitGTK. Each engine's test
// file calls defineKitFlows; every test's name starts with its engine in brackets, so
// scripts/test counts each engine's passes and failures. Nothing here waits for a time:
// what must not happen is checked once the message, frame or height that would have
// carried it is in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './harness.mjs';
import { recordBoards } from './board-log.mjs';
import { launchEngine, available, selected } from './engines.mjs';

const pause = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Polls `fn()` (run here, in node) until it returns something truthy, and returns that. */
async function until(fn, what, timeout = 30000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn().catch((e) => ({ error: e.message }));
    if (last && !last.error) return last;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await pause(50);
  }
}

/** Static files on an origin of their own (another port), as an author's site is. */
async function site(files) {
  const dir = await mkdtemp(join(tmpdir(), 'tavola-site-'));
  for (const [file, body] of Object.entries(files)) await writeFile(join(dir, file), body);
  const server = await serve(dir);
  return { url: server.url, close: async () => { await server.close(); await rm(dir, { recursive: true }); } };
}

/** An author's page holding `body`, with embed.js from the app's own origin `app`. */
const lesson = (app, body) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>lesson</title>
  <script src="${app}/embed.js"></script><style>body{margin:0;padding:8px}</style></head><body>${body}</body></html>`;

/**
 * In the page, once every board that was given its turn has drawn and its frame has taken
 * the height the app inside reports, and still so two frames later (a height taken brings
 * other boards near the screen, and they ask for their turn at the next frame; one given
 * its turn has its frame pointed at the app at once): where the element `selector` names
 * is on the screen, and whether the anchor's own board was among them. Null until then.
 * The boards' frames are on the page's own origin.
 */
async function anchorSettled(selector) {
  const loaded = () => {
    const frames = [...document.querySelectorAll('tavola-board iframe[src]')];
    return frames.length > 0 && frames.every((f) => {
      const app = f.contentDocument?.querySelector('main.app');
      return app && f.contentDocument.querySelector('[data-position]')
        && Math.abs(f.getBoundingClientRect().height - Math.ceil(app.getBoundingClientRect().height)) < 1;
    });
  };
  if (!loaded()) return null;
  await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  if (!loaded()) return null;
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  const own = target.matches('tavola-board') ? target : target.querySelector('tavola-board');
  return {
    top: document.querySelector(selector).getBoundingClientRect().top, scrollY,
    frames: document.querySelectorAll('tavola-board iframe[src]').length, ownLoaded: !!own.querySelector('iframe[src]'),
  };
}

/**
 * An init script's source (serve's `init`) for a page of boards: records each board asking
 * for its turn and saying ready (board-log.mjs), and the moment the first board is given its
 * turn, before its frame has started loading, jumps to the page's last lesson, as a reader
 * who follows a link in the contents does (`window.jumpedTo`).
 */
const leaveFirstBoardBehind = `() => (${recordBoards})(${function jumpOnce() {
  if (window.jumpedTo) return;
  const last = [...document.querySelectorAll('tavola-board')].at(-1).closest('section');
  window.jumpedTo = last.id;
  last.scrollIntoView();
}})`;

/** Inside a board's frame, two frames on (the app reports a new height from a resize
 * observer, before the frame is drawn): the app's height, the frame's own viewport, the
 * board's box (its height, top and bottom) and drawing, the document's scroll height, and
 * the lowest place or button on show. Null until the board is drawn. */
async function boardFit() {
  await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  const app = document.querySelector('main.app');
  const svg = document.querySelector('svg.board');
  if (!app || !svg?.querySelector('.frame') || !document.querySelector('[data-position]')) return null;
  const last = [...document.querySelectorAll('[data-point], [data-cell], main.app button:not([hidden])')]
    .filter((el) => el.getClientRects().length).map((el) => el.getBoundingClientRect()).reduce((m, r) => Math.max(m, r.bottom), 0);
  const board = svg.getBoundingClientRect();
  return {
    app: Math.ceil(app.getBoundingClientRect().height), inner: innerHeight, scroll: document.scrollingElement.scrollHeight,
    box: board.height, boardTop: board.top, boardBottom: board.bottom, drawn: svg.querySelector('.frame').getBoundingClientRect().height, last,
  };
}

/** The app's saved games (`tavola.game.*`) and open game (`tavola.open`) in this origin's
 * storage, both kinds, as one comparable object. */
function savedGames() {
  const pick = (store) => Object.fromEntries(Object.keys(store).filter((k) => k.startsWith('tavola.game.') || k === 'tavola.open')
    .sort().map((k) => [k, store.getItem(k)]));
  return { local: pick(localStorage), session: pick(sessionStorage) };
}

/** Defines the embed kit's flows for one engine. */
export function defineKitFlows(name) {
  const skip = !selected().includes(name) ? `not in TAVOLA_ENGINES` : available(name) ? false : `${name} is not installed`;
  const ctx = {};
  before(async () => {
    if (skip) return;
    ctx.server = await serve();
  });
  after(async () => { await (await ctx.engine?.catch(() => null))?.close(); await ctx.server?.close(); });
  // The browser starts with the first of these flows that runs: a run of flows.mjs's
  // alone (a --test-name-pattern) does not start a second one.
  const engine = () => {
    ctx.engine ??= launchEngine(name).then((e) => { console.log(`# engine ${name} ${e.version} (embed kit)`); return e; });
    return ctx.engine;
  };

  /** `fn({ open, site })`: `open(url, { width, height, touch })` a page, `site(files)` an
   * author's or a third site; each closed when the flow ends. */
  const flow = (title, fn) => test(`[${name}] ${title}`, { skip }, async () => {
    const browser = await engine();
    const pages = [];
    const sites = [];
    const open = async (url, { width = 1280, height = 800, touch = false } = {}) => {
      const page = await browser.newPage({ width, height, touch: touch && !!browser.touch });
      pages.push(page);
      await page.goto(url);
      return page;
    };
    try {
      await fn({ open, site: async (files) => { const s = await site(files); sites.push(s); return s.url; } });
    } finally {
      for (const p of pages) await p.close().catch(() => {});
      for (const s of sites) await s.close();
    }
  });
  const clean = async (page, what) => {
    const problems = (await page.problems()).filter((p) => !/favicon/.test(p));
    assert.deepEqual(problems, [], `${page.engine}, ${what}: the page reported errors`);
  };

  flow('a link to a lesson lands on its heading on a phone, and stays there while the boards above take their heights', async ({ open }) => {
    // tutorial.html's sections are its boards; learn.html's have ids of their own.
    for (const [path, selector] of [['/tutorial.html#seed', '#seed'], ['/learn.html#emergo-feeding', '#emergo-feeding h2']]) {
      const page = await open(ctx.server.url + path, { width: 390, height: 844, touch: true });
      const landed = await page.waitFor(anchorSettled, selector, { what: `${path}: the boards given their turn drawn, their heights taken`, timeout: 60000 });
      const where = `${selector} at ${Math.round(landed.top)} px from the top of the screen (scrolled ${Math.round(landed.scrollY)} px) once ${landed.frames} boards took their heights`;
      // Scrolled into view, the heading is at the top (0 px in all three engines); Firefox's
      // own scroll anchoring, without embed.js's help, left learn.html's 120 px down.
      assert.ok(landed.top >= -1 && landed.top < 50, `${path}: ${where}`);
      assert.ok(landed.ownLoaded, `${path}: the anchor's own board was given its turn; ${where}`);
      await clean(page, path);
      await page.close();
    }
  });

  flow('a board the reader has left behind still loads when its turn comes, so the boards he went to do not wait for it', async ({ open }) => {
    const server = await serve(undefined, { init: leaveFirstBoardBehind });
    try {
      const page = await open(`${server.url}/learn.html`, { width: 390, height: 844, touch: true });
      const last = await page.waitFor(() => window.jumpedTo, undefined, { what: 'the jump to the last lesson' });
      await page.waitFor((id) => !!document.querySelector(`#${id} tavola-board iframe[src]`)?.contentDocument?.querySelector('[data-position]'),
        last, { what: `the board of #${last}`, timeout: 60000 });
      const log = await page.eval(() => window.boardLog);
      const asks = log.filter((e) => e.what === 'asks');
      const readies = log.filter((e) => e.what === 'ready');
      assert.ok(asks.length >= 2, `the first board and the one jumped to both asked: ${JSON.stringify(log)}`);
      // Each board given its turn before the one jumped to said ready before the next asked:
      // none was passed over when its time ran out.
      for (let i = 1; i < asks.length; i++) {
        const before = readies.find((r) => r.board === asks[i - 1].board);
        assert.ok(before && before.at < asks[i].at, `board ${i} (left behind) was ready before board ${i + 1} asked: ${JSON.stringify(log)}`);
      }
      await clean(page, 'learn.html');
    } finally { await server.close(); }
  });

  flow('height="420" on a phone and on desktop, compact="true" on desktop and a tablet: the frame within the screen, the board its whole height, nothing cut', async ({ open, site }) => {
    const GAMES = [['gipf', 'game="gipf" variant="basic"'], ['emergo', 'game="emergo"']];
    const SIZES = [[390, 844, ['height="420"']], [1280, 800, ['height="420"', 'compact="true"']], [820, 1180, ['compact="true"']]];
    const files = {};
    for (const [width, height, attributes] of SIZES) {
      const boards = attributes.flatMap((a, i) => GAMES.map(([g, game]) => `<tavola-board id="${g}${i}" ${game} ${a}></tavola-board>`));
      files[`fit-${width}.html`] = lesson(ctx.server.url, boards.join('\n'));
    }
    const author = await site(files);
    for (const [width, height, attributes] of SIZES) {
      const page = await open(`${author}/fit-${width}.html`, { width, height });
      for (const [i, attribute] of attributes.entries()) {
        for (const [g] of GAMES) {
          const id = `${g}${i}`;
          const what = `${g} ${attribute} at ${width}×${height}`;
          // Brought near the screen, it gets its turn; then its frame follows the app inside.
          await page.eval((id) => { document.getElementById(id).scrollIntoView(); return true; }, id);
          // Settled: the frame as tall as the app inside, its viewport that height, and all of
          // it the same two frames later. (A frame shorter than its app for a moment has a
          // scroll bar in Firefox, which narrows the board: the height is reported again.)
          const outer = () => page.eval((id) => document.querySelector(`#${id} iframe`).getBoundingClientRect().height, id);
          const { fit, frame } = await until(async () => {
            const fit = await page.frameEval(`#${id} iframe`, boardFit);
            const frame = await outer();
            if (!fit || Math.abs(frame - fit.app) >= 1 || Math.abs(frame - fit.inner) >= 1) return null;
            const again = await page.frameEval(`#${id} iframe`, boardFit);
            return JSON.stringify(again) === JSON.stringify(fit) && (await outer()) === frame && { fit, frame };
          }, `${what}: the frame as tall as the app inside, settled`, 45000);
          assert.ok(frame <= height, `${what}: the frame (${frame} px) within the screen`);
          if (attribute.startsWith('height')) assert.ok(Math.abs(frame - 420) < 1, `${what}: the frame is 420 px (${frame})`);
          assert.ok(fit.boardTop >= -0.5 && fit.boardBottom <= frame + 0.5, `${what}: the board (${fit.boardTop}..${fit.boardBottom}) within its ${frame} px frame`);
          // The board's drawing fills its box: no height left empty above and below it.
          assert.ok(fit.drawn >= fit.box - 24, `${what}: the board drawn ${fit.drawn} px tall in its ${fit.box} px`);
          assert.ok(fit.scroll <= fit.inner + 1, `${what}: no scroll inside (${fit.scroll} in ${fit.inner})`);
          assert.ok(fit.last <= frame + 0.5, `${what}: every place and button within the frame (${fit.last} of ${frame})`);
        }
      }
      await clean(page, `${width}×${height}`);
      await page.close();
    }
  });

  flow('a third site that sends a board\'s frame to the full app or to a saved game\'s address forges nothing and writes nothing', async ({ open, site }) => {
    const app = ctx.server.url;
    // A saved game of the reader's, made by the app itself on its own origin.
    const page = await open(`${app}/?game=emergo&moves=d6`, { width: 900, height: 1000 });
    const saved = await page.waitFor(() => {
      const open = localStorage.getItem('tavola.open');
      return open && localStorage.getItem(`tavola.game.${JSON.parse(open)}`) !== null && document.querySelector('[data-position]') ? JSON.parse(open) : null;
    }, undefined, { what: 'the game saved' });
    const mine = await page.eval(savedGames);
    // The author's lesson; embed.js's listener (the element's, added when it was parsed)
    // comes before the page's own: a raw message heard here has been through embed.js too.
    const author = await site({
      'lesson.html': lesson(app, `<script>window.seen = [];
          for (const t of ['tavola-ready', 'tavola-move', 'tavola-solved', 'tavola-wrong', 'tavola-end']) addEventListener(t, () => seen.push(t), true);</script>
        <tavola-board id="b" game="emergo" answer="e4"></tavola-board>
        <script>window.raw = []; addEventListener('message', (e) => { if (e.data?.source === 'tavola') raw.push(e.data.type); });</script>`),
    });
    // The third site frames the lesson, and a page of the app's origin that runs nothing
    // (rules.html): what the app's frames under this site keep in storage, read there.
    const third = await site({
      'top.html': `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>top</title></head><body style="margin:0">
        <iframe id="lesson" src="${author}/lesson.html" style="width:800px;height:900px;border:0"></iframe>
        <iframe id="probe" src="${app}/rules.html" style="width:80px;height:40px;border:0"></iframe></body></html>`,
    });
    await page.goto(`${third}/top.html`);
    const inLesson = (fn) => page.frameEval('#lesson', fn);
    await until(() => inLesson(() => window.seen.includes('tavola-ready')), 'the lesson\'s board ready');
    const height = await inLesson(() => document.querySelector('#b iframe').getBoundingClientRect().height);
    const kept = await until(() => page.frameEval('#probe', savedGames), 'the probe');
    for (const query of ['game=gipf&variant=basic', `game=emergo&id=${saved}&moves=${encodeURIComponent('d6 d8 e4')}`]) {
      await inLesson(() => { window.raw = []; return true; });
      await page.eval((url) => { window.frames[0].frames[0].location.href = url; return true; }, `${app}/index.html?${query}`);
      // The app there starts: as a board it says ready (unheard by the page: no key); a full
      // app would say nothing, and would write its game at once.
      const started = await until(async () => {
        const raw = await inLesson(() => window.raw);
        const now = await page.frameEval('#probe', savedGames);
        return (raw.includes('ready') || JSON.stringify(now) !== JSON.stringify(kept)) && { raw, now };
      }, `${query}: the app in the frame started`);
      assert.ok(started.raw.includes('ready'), `${query}: the app in the frame is a board (${JSON.stringify(started.raw)})`);
      assert.deepEqual(await page.frameEval('#probe', savedGames), kept, `${query}: nothing written to the saved games`);
    }
    assert.deepEqual(await inLesson(() => window.seen), ['tavola-ready'], 'no forged event reached the lesson');
    assert.equal(await inLesson(() => document.querySelector('#b iframe').getBoundingClientRect().height), height, 'nor a forged height');
    await clean(page, 'the third site');
    // And on the app's own origin, the reader's saved game is as it was.
    await page.goto(`${app}/rules.html`);
    assert.deepEqual(await page.eval(savedGames), mine, 'the saved game is unchanged');
    // Whether the frames under the third site saw the reader's storage (browsers that
    // partition a frame's storage by the top site do not: the id then found nothing to
    // write over), for the record.
    console.log(`# ${name}: a frame under the third site sees the reader's saved games: ${JSON.stringify(kept) === JSON.stringify(mine)}`);
  });
}
