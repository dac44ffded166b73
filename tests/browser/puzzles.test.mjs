// The puzzle trainer (docs/puzzles.md): puzzles of both games solved by taps, a wrong turn
// answered on the board by the reply that punishes it, lines of several turns, hints,
// filters, the rating kept through a reload, a shared link (also with bad values), storage
// refused, the embed code on another page, offline after one visit, and none of it in the
// app's first load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, expectClean, serve } from './harness.mjs';
import { engine, engineLines, playByClicks, playTurn, withBrowser } from './pages.mjs';
import { coveredPlaces } from './flows.mjs';

const ctx = withBrowser();

/** The stored sets, as the trainer reads them: id, game, …, position, line, also. */
const PUZZLES = ['gipf', 'emergo'].flatMap((file) =>
  readFileSync(new URL(`../../public/puzzles/${file}.txt`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [id, game, rating, level, depth, themes, position, line, also] = l.split('\t');
      return { id, game, rating: Number(rating), themes: themes.split(','), position, line: line.split(' '), also: also === '-' ? [] : also.split(' ') };
    }));

/** The first puzzle that `pick` accepts. */
function puzzle(pick) {
  const found = PUZZLES.find(pick);
  assert.ok(found, 'the sets hold such a puzzle');
  return found;
}

const ONE_TURN_GIPF = (p) => p.game.startsWith('gipf') && p.line.length === 1;

/** The trainer's board frame, once its board is drawn, and the position it shows. */
async function boardOf(page) {
  const frame = page.locator('.puzzle-board');
  await frame.locator('[data-position]').waitFor();
  frame.isGipf = (await frame.locator('svg.gipf').count()) > 0;
  frame.position = () => frame.locator('[data-position]').getAttribute('data-position');
  return frame;
}

async function trainer(path, options = {}) {
  const page = await newPage(ctx.browser, { viewport: { width: 1200, height: 950 }, ...options });
  if (options.init) await page.addInitScript(options.init);
  await page.goto(`${ctx.server.url}/${path}`);
  await page.getByTestId('task').waitFor();
  return page;
}

const rating = async (page) => Number((await page.getByTestId('rating').textContent()).split(' ')[0]);

test('a GIPF puzzle from a shared link is solved by taps; the rating rises and survives a reload', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  assert.equal(await board.position(), p.position);
  assert.match(await page.getByTestId('about').textContent(), new RegExp(p.id));
  // Whose turn, the variant and the length of the line, before the first turn; the board
  // seen from the solver's side.
  const solver = / b \d/.test(p.position) ? 'Black' : 'White';
  assert.equal(await page.getByTestId('task').textContent(), `${solver} to play · GIPF ${p.game.split('-')[1]} · one turn`);
  const [e1, e9] = await Promise.all(['e1', 'e9'].map((at) => board.locator(`[data-point="${at}"]`).boundingBox()));
  assert.equal(e1.y < e9.y, solver === 'Black', `seen from ${solver}'s side`);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.match(await page.getByTestId('feedback').textContent(), /^Solved! Rating \+\d+\.$/);
  const after = await rating(page);
  assert.ok(after > 1200, `rating ${after}`);
  assert.match(await page.getByTestId('streak').textContent(), /^1 \(best 1\)$/);
  // The standing's count is named apart from Streak mode's run, the mode's button.
  assert.equal(await page.locator('dt:has(+ [data-testid="streak"])').textContent(), 'Solved in a row');
  await page.reload();
  await page.getByTestId('task').waitFor();
  assert.equal(await rating(page), after, 'kept in localStorage');
  assert.match(await page.getByTestId('history').textContent(), new RegExp(`✓ ${p.id}`));
  // The same puzzle again, reloaded in the middle: it is not counted twice.
  await boardOf(page);
  assert.equal(await page.getByTestId('hint-button').isDisabled(), true, 'a counted puzzle gives no more hints');
  expectClean(page);
  // Decided, the position opens in the app, seen from the same side, to analyse or play out.
  await page.getByTestId('analyse').click();
  await page.waitForURL(/index\.html\?position=/);
  await page.locator(`svg.board[data-position="${p.position}"], [data-position="${p.position}"]`).first().waitFor();
  const [a1, a9] = await Promise.all(['e1', 'e9'].map((at) => page.locator(`[data-point="${at}"]`).first().boundingBox()));
  assert.equal(a1.y < a9.y, solver === 'Black', `the app from ${solver}'s side`);
});

test('an Emergo puzzle of several turns: the scripted reply comes between the solver\'s turns', async () => {
  const p = puzzle((q) => q.game === 'emergo' && q.line.length === 3);
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await playByClicks(board, p.line[0]);
  const afterReply = engine('play', p.position, p.line[0], p.line[1]);
  await page.waitForFunction(
    (want) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === want,
    afterReply,
  );
  assert.equal(await page.getByTestId('feedback').isHidden(), true, 'no verdict in the middle of the line');
  await playByClicks(board, p.line[2]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  expectClean(page);
});

test('a wrong turn is answered by the reply that punishes it; Try again, then solving counts nothing more', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const accepted = new Set([p.line[0], ...p.also]);
  const wrong = engineLines('moves', p.position).find((t) => !accepted.has(t) && !t.includes(';'));
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await page.evaluate(() => {
    // How long the page takes from the tap that completes the turn to the trainer's answer
    // (the reply is searched in the page): measured in the page, reported, never asserted.
    document.addEventListener('click', () => { window.wrongAt = performance.now(); }, true);
    new MutationObserver(() => { if (window.wrongAt && !window.answeredIn) window.answeredIn = performance.now() - window.wrongAt; })
      .observe(document.querySelector('[data-testid="feedback"]'), { childList: true, subtree: true, characterData: true });
  });
  await playByClicks(board, wrong);
  const feedback = page.locator('[data-testid="feedback"].wrong');
  await feedback.waitFor();
  const said = await feedback.textContent();
  const reply = await feedback.getAttribute('data-reply');
  assert.ok(reply, said);
  assert.match(said, /^(White|Black) \w+ /, 'the reply said in words');
  assert.match(said, /Not solved this time\. Rating -\d+\./);
  await page.waitForFunction(
    (want) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === want,
    engine('play', p.position, wrong, reply),
  );
  console.log(`the trainer answered a wrong turn in ${(await page.evaluate(() => window.answeredIn)).toFixed(0)} ms (page time, reply searched in the page)`);
  assert.ok((await rating(page)) < 1200);
  await board.getByTestId('try-again').click();
  await page.waitForFunction(
    (want) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === want,
    p.position,
  );
  const failedRating = await rating(page);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.equal(await page.getByTestId('feedback').textContent(), 'Solved.');
  assert.equal(await rating(page), failedRating, 'only the first try counts');
  assert.match(await page.getByTestId('history').textContent(), new RegExp(`✗ ${p.id}`));
  // Another puzzle solved, then this one reached again by its link (as from the recent
  // puzzles): solved, it still moves nothing, and the history lists it once.
  const other = puzzle((q) => ONE_TURN_GIPF(q) && q.id !== p.id);
  await page.goto(`${ctx.server.url}/puzzles.html?p=${other.id}`);
  await page.getByTestId('task').waitFor();
  await playByClicks(await boardOf(page), other.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  const solvedRating = await rating(page);
  assert.ok(solvedRating > failedRating, 'a first try counts');
  // In a new tab: the board does not come back where this tab left it.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${ctx.server.url}/puzzles.html?p=${p.id}`);
  await page.getByTestId('task').waitFor();
  await playByClicks(await boardOf(page), p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.equal(await page.getByTestId('feedback').textContent(), 'Solved.');
  assert.equal(await rating(page), solvedRating, 'a puzzle is rated on its first try only');
  const listed = (await page.getByTestId('history').textContent()).split(p.id).length - 1;
  assert.equal(listed, 1, 'listed once');
  expectClean(page);
});

// Puzzles of several turns: the second hint names the turn then due, "Show me" plays the
// whole line, and a wrong first turn stays the first after the trainer's reply lands.

/** Waits until the trainer's board shows `position`. */
const shows = (page, position) => page.waitForFunction(
  (want) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === want,
  position,
);

/** Where a turn in notation starts: the dot of a push, the square a column leaves. */
const start = (turn) => turn.split(/[-x;:]/)[0].replace(/^G/, '');

test('on a later turn of a line, the second hint names the turn then due', async () => {
  const p = puzzle((q) => q.id === 'gipf-0029');
  assert.equal(p.line.length, 3);
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await page.getByTestId('hint-button').click();
  await page.getByTestId('hint-button').click();
  assert.match(await page.getByTestId('outcome').getByTestId('hint').textContent(), new RegExp(`starts at ${start(p.line[0])}\\.$`));
  await playByClicks(board, p.line[0]);
  await shows(page, engine('play', p.position, p.line[0], p.line[1]));
  await page.waitForFunction((want) => document.querySelector('.outcome [data-testid="hint"]').textContent.endsWith(want), `starts at ${start(p.line[2])}.`);
  assert.notEqual(start(p.line[2]), start(p.line[0]), 'a puzzle where the two turns start apart');
  expectClean(page);
});

test('"Show me" plays the whole line, the solver\'s turns and the reply between them, each drawn in its turn', async () => {
  const p = puzzle((q) => q.id === 'gipf-0016');
  assert.ok(p.line.length >= 3, 'a line of several turns');
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  // Every position the board draws, in order.
  await page.evaluate(() => {
    window.drawn = [];
    const note = () => {
      const at = document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position');
      if (at && at !== window.drawn.at(-1)) window.drawn.push(at);
    };
    new MutationObserver(note).observe(document.querySelector('.puzzle-board'), { subtree: true, attributes: true, attributeFilter: ['data-position'] });
    note();
  });
  await board.getByTestId('show-me').click();
  await shows(page, engine('play', p.position, ...p.line));
  // A person sees each turn: the position after each reply is drawn before the next turn.
  const line = p.line.map((_, i) => engine('play', p.position, ...p.line.slice(0, i + 1)));
  assert.deepEqual(await page.evaluate(() => window.drawn), [p.position, ...line]);
  await page.locator('[data-testid="feedback"]').filter({ hasText: /solution/i }).waitFor();
  assert.doesNotMatch(await board.getByTestId('verdict').textContent(), /Turn \d of/, 'no step left to play');
  expectClean(page);
});

test('a wrong first turn is said to be the first, after the trainer\'s reply too', async () => {
  const p = puzzle((q) => q.id === 'gipf-0037');
  assert.ok(p.line.length >= 3, 'a line of several turns');
  const accepted = new Set([p.line[0], ...p.also]);
  const wrong = engineLines('moves', p.position).find((t) => !accepted.has(t) && !t.includes(';'));
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await playByClicks(board, wrong);
  await page.locator('[data-testid="feedback"].wrong').waitFor();
  const said = await page.getByTestId('feedback').textContent();
  const reply = await page.getByTestId('feedback').getAttribute('data-reply');
  assert.ok(reply, said);
  await shows(page, engine('play', p.position, wrong, reply));
  await board.locator('[data-testid="verdict"].wrong').waitFor();
  assert.match(await board.getByTestId('verdict').textContent(), /^Turn 1 of \d+: /);
  expectClean(page);
});

test('filters, hints and the next puzzle; a puzzle solved after a hint counts half', async () => {
  const page = await trainer('puzzles.html?game=emergo&lang=it');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  await page.getByTestId('filter-theme').selectOption('jump');
  const shown = await page.getByTestId('about').textContent();
  const id = shown.match(/(emergo-\d{4})/)[1];
  const p = PUZZLES.find((q) => q.id === id);
  assert.ok(p.themes.includes('jump'), `${id} has the theme chosen`);
  await page.getByTestId('hint-button').click();
  assert.match(await page.getByTestId('outcome').getByTestId('hint').textContent(), /^Cerca: /);
  await page.getByTestId('hint-button').click();
  assert.match(await page.getByTestId('outcome').getByTestId('hint').textContent(), new RegExp(`parte da ${p.line[0].split('-')[0]}\\.$`));
  const board = await boardOf(page);
  for (let i = 0; i < p.line.length; i += 2) {
    await playByClicks(board, p.line[i]);
    if (i + 1 < p.line.length) {
      await page.waitForFunction(
        (want) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === want,
        engine('play', p.position, ...p.line.slice(0, i + 2)),
      );
    }
  }
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.match(await page.getByTestId('history').textContent(), new RegExp(`½ ${id}`));
  assert.match(await page.getByTestId('streak').textContent(), /^0 /, 'a hint ends the streak');
  await page.getByTestId('next').click();
  await page.waitForFunction((old) => !document.querySelector('[data-testid="about"]')?.textContent.includes(old), id);
  assert.match(await page.getByTestId('about').textContent(), /emergo-\d{4}/);
  assert.match(page.url(), /\?p=emergo-\d{4}&game=emergo&theme=jump$/, 'the address names the puzzle on show and the filter');
  await page.getByTestId('filter-game').selectOption('gipf');
  await page.waitForFunction(() => /gipf-\d{4}/.test(document.querySelector('[data-testid="about"]')?.textContent ?? ''));
  expectClean(page);
});

test('a link with a puzzle that does not exist and a bad theme: both named, a puzzle shown', async () => {
  const page = await trainer('puzzles.html?p=gipf-9999&theme=luck&extra=1');
  const notice = await page.getByTestId('notice').textContent();
  assert.match(notice, /There is no puzzle "gipf-9999"; here is another\./);
  assert.match(notice, /theme=luck/);
  await boardOf(page);
  expectClean(page);
});

test("before the trainer's wasm arrives, the page's top is painted in the trainer's language, where the trainer draws it", async () => {
  for (const [width, height] of [[390, 844], [1200, 950]]) {
    const page = await newPage(ctx.browser, { viewport: { width, height }, locale: 'sv-SE' });
    // A slow line: the trainer's wasm held back until the top has been looked at.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route(/trainer_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${ctx.server.url}/puzzles.html?lang=it`);
    const boxes = () => page.evaluate(() => ['nav.top a', 'h1', 'h1 + p'].map((s) => {
      const el = document.querySelector(s);
      const r = el.getBoundingClientRect();
      return `${el.textContent} ${[r.x, r.y, r.width, r.height].map(Math.round).join(',')}`;
    }));
    await page.locator('#boot h1').waitFor();
    const early = await boxes();
    assert.match(early[1], /^Problemi /, 'the link\'s Italian, not the browser\'s Swedish');
    assert.equal(await page.locator('#loading').textContent(), 'Caricamento dei problemi…');
    assert.equal(await page.locator('#boot a').first().getAttribute('href'), 'index.html?lang=it');
    release();
    await page.getByTestId('task').waitFor();
    assert.equal(await page.locator('#boot').count(), 0, 'the trainer takes its place');
    assert.deepEqual(await boxes(), early, `${width}×${height}: the same words in the same places`);
    expectClean(page);
    await page.context().close();
  }
});

test("the app's Italian texts cannot be had: the trainer speaks Italian and says which words stay English", async () => {
  // Without the service worker, which would answer from its copy of the file.
  const page = await newPage(ctx.browser, { viewport: { width: 1200, height: 950 }, serviceWorkers: 'block' });
  await page.route('**/texts/it.txt', (route) => route.abort('internetdisconnected'));
  await page.goto(`${ctx.server.url}/puzzles.html?p=${puzzle(ONE_TURN_GIPF).id}&lang=it`);
  assert.match(await page.getByTestId('notice').textContent(),
    /^Alcune parole in Italiano non si sono potute caricare \(offline, o l'app è cambiata nel frattempo\): i colori e i livelli restano in inglese\.$/);
  assert.match(await page.getByTestId('task').textContent(), /^Muove il (White|Black) · (GIPF \w+|Emergo) · (una mossa|\d mosse)$/, "the trainer's own words, the app's colour and game");
  await boardOf(page);
});

test('storage refused: the puzzles go on, and a sentence says the rating is not kept', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const page = await trainer(`puzzles.html?p=${p.id}`, {
    init: () => Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    }),
  });
  assert.match(await page.getByTestId('unkept').textContent(), /refuses storage/);
  const board = await boardOf(page);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.ok((await rating(page)) > 1200, 'the rating moves for the page\'s life');
  assert.match(await page.getByTestId('unkept').textContent(), /best streak and missed puzzles/);
  // Streak mode and the dashboard go on without storage too.
  await page.getByTestId('mode-streak').click();
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 0 (best 0)' }).waitFor();
  await page.locator('[data-testid="rating-chart"][data-attempts="1"]').waitFor();
  expectClean(page);
});

test('by touch on a tablet: an Emergo puzzle solved by taps, and a second tab follows the rating', async () => {
  const p = puzzle((q) => q.game === 'emergo' && q.line.length === 1);
  const page = await trainer(`puzzles.html?p=${p.id}`, { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  // The second tab shares the first's storage: the same browser context.
  const second = await page.context().newPage();
  await second.goto(`${ctx.server.url}/puzzles.html?game=gipf`);
  await second.getByTestId('task').waitFor();
  const board = await boardOf(page);
  for (const square of p.line[0].split('-')) await board.locator(`[data-cell="${square}"]`).tap();
  await page.locator('[data-testid="feedback"].right').waitFor();
  const solved = await rating(page);
  await second.waitForFunction((want) => document.querySelector('[data-testid="rating"]').textContent.startsWith(String(want)), solved);
  assert.match(await second.getByTestId('history').textContent(), new RegExp(p.id));
  expectClean(page);
});

test('storage full: the result counts on the page, and a sentence says it is not kept', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const page = await trainer(`puzzles.html?p=${p.id}`, {
    init: () => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key === 'tavola.puzzles') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.call(this, key, value);
      };
    },
  });
  assert.equal(await page.getByTestId('unkept').isHidden(), true);
  const board = await boardOf(page);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.match(await page.getByTestId('unkept').textContent(), /storage is full/);
  assert.ok((await rating(page)) > 1200);
  expectClean(page);
});

test('saved progress that cannot be read is set aside, and the trainer starts afresh', async () => {
  const page = await trainer('puzzles.html', { init: () => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('tavola.puzzles', '{"rating": "high"'); } } });
  assert.match(await page.getByTestId('unkept').textContent(), /could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('tavola.puzzles.damaged')), '{"rating": "high"');
  assert.match(await page.getByTestId('rating').textContent(), /^1200 /);
  expectClean(page);
});

test('a puzzle\'s embed code names it by its id: on another page the answer is nowhere in the source, the board takes it and hides its hint', async () => {
  // A Black-to-play puzzle: shown from Black's side on the other page too.
  const p = puzzle((q) => ONE_TURN_GIPF(q) && q.position.split(' ')[3] === 'b');
  const page = await trainer(`puzzles.html?p=${p.id}`);
  // Nothing in it gives the answer away: offered beside a puzzle still to solve.
  await page.locator('.share summary').click();
  const code = await page.getByTestId('embed-code').inputValue();
  assert.equal(code.replace(/\d+\/embed/, 'N/embed'), `<script src="http://127.0.0.1:N/embed.js"></script>\n<tavola-board puzzle="${p.id}"></tavola-board>`);
  // An author's page on another origin, written with the code as it was copied, and two
  // boards more: the puzzle with the hint asked for, and a puzzle that does not exist.
  const site = mkdtempSync(join(tmpdir(), 'author-'));
  const source = `<!DOCTYPE html>\n<html lang="en"><head><link rel="icon" href="data:,"></head><body><h1>A puzzle</h1>\n${code}
<tavola-board id="hinted" puzzle="${p.id}" hide=""></tavola-board>\n<tavola-board id="missing" puzzle="gipf-9999"></tavola-board>\n</body></html>\n`;
  writeFileSync(join(site, 'author.html'), source);
  for (const turn of [p.line[0], ...p.also]) assert.ok(!source.includes(turn), `${turn} is not in the page's source`);
  const other = await serve(site);
  const author = await newPage(ctx.browser, { viewport: { width: 900, height: 900 } });
  await author.goto(`${other.url}/author.html`);
  await author.evaluate(() => { window.heard = []; document.addEventListener('tavola-solved', () => window.heard.push('solved')); });
  const board = author.frameLocator('tavola-board:first-of-type iframe');
  await board.locator(`[data-position="${p.position}"]`).waitFor();
  board.isGipf = true;
  const top = (point) => board.locator(`[data-point="${point}"]`).evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(await top('e1') < await top('e9'), 'drawn from Black\'s side: e1 at the top');
  assert.equal(await board.getByTestId('hint').isVisible(), false, 'no hint to print the answer');
  await playByClicks(board, p.line[0]);
  await author.waitForFunction(() => window.heard.includes('solved'));
  const hinted = author.frameLocator('#hinted iframe');
  await author.locator('#hinted').scrollIntoViewIfNeeded();
  await hinted.getByTestId('hint').waitFor();
  await author.locator('#missing').scrollIntoViewIfNeeded();
  const missing = author.frameLocator('#missing iframe');
  await missing.getByTestId('notice').filter({ hasText: /gipf-9999.*one of the puzzles of the trainer/ }).waitFor();
  await other.close();
  expectClean(author);
});

test('the start screen and the lessons lead to the trainer, and the app\'s first load fetches none of it', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 1000, height: 900 } });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${ctx.server.url}/index.html`);
  await page.getByTestId('start-screen').waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched.filter((f) => /trainer|puzzles/.test(f)), [], 'the page itself asks nothing of the trainer');
  await page.getByTestId('puzzles-emergo').click();
  await page.getByTestId('task').waitFor();
  assert.match(await page.getByTestId('about').textContent(), /emergo-\d{4}/);
  await page.goto(`${ctx.server.url}/learn.sv.html`);
  await page.getByTestId('to-puzzles').click();
  await page.getByTestId('task').waitFor();
  assert.equal(await page.locator('h1').textContent(), 'Problem');
  expectClean(page);
});

/** Notes, in `window.registered`, each call of the page's service worker registration and
 * whether a board had reported ready by then. */
const WATCH_REGISTER = () => {
  document.addEventListener('tavola-ready', () => { window.boardReady = true; }, { capture: true });
  window.registered = [];
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    window.registered.push({ boardReady: window.boardReady === true });
    return register(...args);
  };
};

test('after one visit the trainer works offline, though the app\'s first visit does not download it', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const page = await trainer(`puzzles.html?p=${p.id}`, { init: WATCH_REGISTER });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Its install fetches the whole build: not while the trainer's and the board's files are
  // on the line.
  assert.deepEqual(await page.evaluate(() => window.registered), [{ boardReady: true }], 'the worker registered once the board was ready');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => document.body.dataset.offline === 'kept');
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('task').waitFor();
  const board = await boardOf(page);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  await page.context().setOffline(false);
});

// What the trainer says: a wrong turn's reply in words with what it does, themes only once
// the puzzle is decided, a solve after a hint said as one, and the address keeping the
// puzzle and the filter.

test('a wrong turn is answered in words: the reply named as a person reads it, and Black lost by force', async () => {
  const p = puzzle((q) => q.id === 'gipf-0037');
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await playByClicks(board, 'd8-e8');
  const feedback = page.locator('[data-testid="feedback"].wrong');
  await feedback.waitFor();
  const said = await feedback.textContent();
  assert.match(said, /^White pushes from [a-i]\d to [a-i]\d\. Black is lost by force\./);
  const [from, to] = (await feedback.getAttribute('data-reply')).split(/[-;]/);
  assert.ok(said.startsWith(`White pushes from ${from} to ${to}.`), 'the reply played on the board');
  assert.doesNotMatch(said, /\b[a-i]\d-[a-i]\d\b/, 'no bare notation in the sentence');
  expectClean(page);
});

test('a reply that completes a row says so, and the pieces it takes back, in Italian too', async () => {
  const p = puzzle((q) => q.id === 'gipf-0053');
  const page = await trainer(`puzzles.html?p=${p.id}&lang=it`);
  const board = await boardOf(page);
  await playByClicks(board, 'f8-e8');
  const feedback = page.locator('[data-testid="feedback"].wrong');
  await feedback.waitFor();
  assert.match(await feedback.textContent(), /^Il Bianco spinge da [a-i]\d a [a-i]\d, completa una fila e si riprende 4 pezzi\./);
  expectClean(page);
});

test('themes are told once the puzzle is decided; a solve after a hint is said as one; the board prompts no more turn', async () => {
  const p = puzzle(ONE_TURN_GIPF);
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  const themeWords = /a win|a quiet turn|a row|two rows|a capture|a GIPF piece taken|the opponent's row/;
  assert.doesNotMatch(await page.getByTestId('about').textContent(), themeWords, 'no theme before it is solved');
  await page.getByTestId('hint-button').click();
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  assert.match(await page.getByTestId('feedback').textContent(), /^Solved with a hint\. Rating [+-]\d+\.$/);
  assert.match(await page.getByTestId('about').textContent(), themeWords);
  expectClean(page);
});

/** Whether an Emergo move in notation is a capture (a jump two squares on). */
const jumps = (move) => {
  const [a, b] = move.split('-');
  return !!b && Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) === 2;
};

test('an Emergo puzzle solved where the other side must capture next: the board no longer asks for a turn', async () => {
  const p = puzzle((q) => q.game === 'emergo' && q.line.length === 1
    && engineLines('moves', engine('play', q.position, q.line[0])).some(jumps));
  const page = await trainer(`puzzles.html?p=${p.id}`);
  const board = await boardOf(page);
  await playByClicks(board, p.line[0]);
  await page.locator('[data-testid="feedback"].right').waitFor();
  await board.locator('[data-testid="verdict"].right').waitFor();
  assert.doesNotMatch(await board.getByTestId('status').textContent(), /must capture|to move|to enter/);
  expectClean(page);
});

test('the address names the first puzzle, and keeps the filter, which a reload and a new visit find again', async () => {
  const page = await trainer('puzzles.html');
  assert.match(new URL(page.url()).search, /^\?p=(gipf|emergo)-\d{4}$/, 'the first puzzle in the address');
  await page.getByTestId('filter-game').selectOption('emergo');
  await page.getByTestId('filter-theme').selectOption('jump');
  await page.waitForFunction(() => /^\?p=emergo-\d{4}&game=emergo&theme=jump$/.test(location.search));
  await page.reload();
  await page.getByTestId('task').waitFor();
  assert.equal(await page.getByTestId('filter-game').inputValue(), 'emergo');
  assert.equal(await page.getByTestId('filter-theme').inputValue(), 'jump');
  // A visit without a filter in its link: the player's last one.
  await page.goto(`${ctx.server.url}/puzzles.html`);
  await page.getByTestId('task').waitFor();
  assert.equal(await page.getByTestId('filter-theme').inputValue(), 'jump');
  assert.match(new URL(page.url()).search, /^\?p=emergo-\d{4}&game=emergo&theme=jump$/);
  expectClean(page);
});

for (const [name, options] of [
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
  ['a tablet', { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } }],
  ['a phone', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }],
  ['a phone on its side', { hasTouch: true, isMobile: true, viewport: { width: 844, height: 390 } }],
]) {
  test(`on ${name} the verdict lies beside or under the board, never over it`, async () => {
    for (const game of ['gipf', 'emergo']) {
      const p = puzzle((q) => q.game.startsWith(game) && TAPPABLE(q));
      const page = await trainer(`puzzles.html?p=${p.id}`, options);
      await missByTaps(page, p, options.hasTouch ? 'tap' : 'click');
      assert.deepEqual(await page.evaluate(coveredPlaces), [], `${game}: every place on screen takes a tap`);
      const verdict = await page.getByTestId('feedback').boundingBox();
      const board = await page.locator('.puzzle-board svg').boundingBox();
      const apart = verdict.y >= board.y + board.height - 0.5 || verdict.x >= board.x + board.width - 0.5;
      assert.ok(apart, `${game}: the verdict (${JSON.stringify(verdict)}) keeps clear of the board (${JSON.stringify(board)})`);
      expectClean(page);
      await page.close();
    }
  });
}

test('a GIPF variant and a difficulty narrow the puzzles; the address keeps them; a bad one is named', async () => {
  const page = await trainer('puzzles.html?game=gipf-standard&difficulty=hard');
  assert.equal(await page.getByTestId('filter-game').inputValue(), 'gipf-standard');
  assert.equal(await page.getByTestId('filter-difficulty').inputValue(), 'hard');
  const admitted = (q) => q.game === 'gipf-standard' && q.rating >= 1600 && q.rating < 2000;
  assert.ok(admitted(await onShow(page)), 'the puzzle on show is a hard GIPF standard one');
  assert.match(await page.getByTestId('task').textContent(), /GIPF standard/);
  // The next ones too, and the choice is offered by its words.
  for (let i = 0; i < 3; i++) {
    const before = (await onShow(page)).id;
    await page.getByTestId('next').click();
    await page.waitForFunction((old) => !document.querySelector('[data-testid="about"]').textContent.includes(old), before);
    assert.ok(admitted(await onShow(page)), `puzzle ${i + 2} is a hard GIPF standard one too`);
  }
  assert.equal(await page.getByTestId('filter-difficulty').locator('option:checked').textContent(), 'Hard (1600–1999)');
  await page.getByTestId('filter-difficulty').selectOption('easy');
  await page.waitForFunction(() => /game=gipf-standard&difficulty=easy/.test(location.search));
  const easy = await onShow(page);
  assert.ok(easy.game === 'gipf-standard' && easy.rating < 1200, `an easy one now (${easy.id})`);
  await page.goto(`${ctx.server.url}/puzzles.html?difficulty=brutal`);
  await page.getByTestId('task').waitFor();
  assert.match(await page.getByTestId('notice').textContent(), /difficulty=brutal/);
  expectClean(page);
});

// Beyond single puzzles: the dashboard, Streak mode and the replay of missed puzzles, each
// tapped through as a player on a touch screen does.

/** Plays `turn` on the board by taps, as on a touch screen. */
const playByTaps = (frame, turn) => playTurn(frame, turn, 'tap');

/** The puzzle the trainer shows, by the id its "about" line names. */
async function onShow(page) {
  const id = (await page.getByTestId('about').textContent()).match(/((?:gipf|emergo)-\d{4})/)[1];
  return PUZZLES.find((q) => q.id === id);
}

/** Solves the puzzle on show by taps, the scripted replies awaited between the turns. */
async function solveByTaps(page, p) {
  const board = await boardOf(page);
  await shows(page, p.position);
  for (let i = 0; i < p.line.length; i += 2) {
    await playByTaps(board, p.line[i]);
    if (i + 1 < p.line.length) await shows(page, engine('play', p.position, ...p.line.slice(0, i + 2)));
  }
  await page.locator('[data-testid="feedback"].right').waitFor();
}

/** A wrong first turn on the puzzle on show, by taps (or clicks), and the trainer's verdict on it. */
async function missByTaps(page, p, how = 'tap') {
  const board = await boardOf(page);
  await shows(page, p.position);
  const accepted = new Set([p.line[0], ...p.also]);
  const wrong = engineLines('moves', p.position).find((t) => !accepted.has(t) && !t.includes(';'));
  await playTurn(board, wrong, how);
  await page.locator('[data-testid="feedback"].wrong').waitFor();
}

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } };
const TAPPABLE = (q) => q.line.length === 1 && !q.line[0].includes(';');

test('the dashboard draws the rating\'s course and the accuracy per level and theme, names the weakest theme and trains it', async () => {
  const solved = PUZZLES.filter((q) => q.game === 'emergo' && TAPPABLE(q) && !q.themes.includes('quiet')).slice(0, 2);
  const failed = PUZZLES.filter((q) => q.game.startsWith('gipf') && TAPPABLE(q) && q.themes.includes('quiet')).slice(0, 2);
  assert.equal(solved.length + failed.length, 4);
  const page = await trainer(`puzzles.html?p=${failed[0].id}`, PHONE);
  assert.equal(await page.getByTestId('rating-chart').count(), 0, 'no chart before a first puzzle');
  await missByTaps(page, failed[0]);
  for (const p of [solved[0], failed[1], solved[1]]) {
    await page.goto(`${ctx.server.url}/puzzles.html?p=${p.id}`);
    await page.getByTestId('task').waitFor();
    if (failed.includes(p)) await missByTaps(page, p); else await solveByTaps(page, p);
  }
  const chart = page.getByTestId('rating-chart');
  await page.locator('[data-testid="rating-chart"][data-attempts="4"]').waitFor();
  const points = (await chart.locator('polyline').getAttribute('points')).split(' ');
  assert.equal(points.length, 5, 'the rating before the first puzzle, then after each');
  const ys = points.map((xy) => Number(xy.split(',')[1]));
  assert.ok(ys[1] > ys[0] && ys[2] < ys[1], `down after a miss, up after a solve (y grows downwards): ${ys}`);
  const themes = await page.getByTestId('accuracy-theme').textContent();
  assert.match(themes, /a quiet turn.*0% of 2/);
  assert.match(await page.getByTestId('accuracy-level').textContent(), /\d+% of \d/);
  const train = page.getByTestId('train-theme-quiet');
  assert.equal(await train.textContent(), 'Train: a quiet turn');
  await train.tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="filter-theme"]').value === 'quiet');
  await page.waitForFunction(() => /theme=quiet/.test(location.search));
  assert.ok((await onShow(page)).themes.includes('quiet'), 'a puzzle of the weakest theme on show');
  expectClean(page);
});

test('Streak mode: rising puzzles until a miss, no hints, the best kept through a reload', async () => {
  const page = await trainer('puzzles.html?game=gipf', { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  await page.getByTestId('mode-streak').tap();
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 0 (best 0)' }).waitFor();
  const first = await onShow(page);
  assert.equal(first.rating, 900, `the streak starts with the easiest puzzles (${first.id})`);
  assert.equal(await page.getByTestId('hint-button').isDisabled(), true, 'no hints in a streak');
  await solveByTaps(page, first);
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 1 (best 1)' }).waitFor();
  await page.getByTestId('next').tap();
  await page.waitForFunction((old) => !document.querySelector('[data-testid="about"]').textContent.includes(old), first.id);
  const second = await onShow(page);
  assert.ok(second.game.startsWith('gipf') && second.id !== first.id);
  await solveByTaps(page, second);
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 2 (best 2)' }).waitFor();
  await page.getByTestId('next').tap();
  await page.waitForFunction((old) => !document.querySelector('[data-testid="about"]').textContent.includes(old), second.id);
  // Next waits for a verdict; the run's one skip passes over a puzzle, which neither counts
  // nor ends the run, and is spent.
  assert.equal(await page.getByTestId('next').isDisabled(), true, 'no Next before the verdict');
  const skipped = await onShow(page);
  await page.getByTestId('skip').tap();
  await page.waitForFunction((old) => !document.querySelector('[data-testid="about"]').textContent.includes(old), skipped.id);
  assert.equal(await page.getByTestId('skip').isDisabled(), true, 'one skip per streak');
  assert.equal(await page.getByTestId('skip').getAttribute('title'), 'One skip per streak, spent.');
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 2 (best 2)' }).waitFor();
  assert.equal(await page.getByTestId('history').getByText(skipped.id).count(), 0, 'the skipped puzzle is not counted');
  const third = await onShow(page);
  assert.ok(third.id !== skipped.id);
  await missByTaps(page, third);
  assert.match(await page.getByTestId('feedback').textContent(), /The streak is over at 2\./);
  assert.equal(await page.getByTestId('next').textContent(), 'New streak');
  assert.match(await page.getByTestId('streak-best').textContent(), /^Best in Streak mode: 2$/);
  await page.reload();
  await page.getByTestId('task').waitFor();
  assert.match(await page.getByTestId('streak-best').textContent(), /^Best in Streak mode: 2$/, 'kept in localStorage');
  await page.getByTestId('mode-streak').tap();
  await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 0 (best 2)' }).waitFor();
  assert.equal((await onShow(page)).rating, 900, 'a new streak from the bottom');
  assert.equal(await page.getByTestId('skip').isDisabled(), false, 'a new streak has its skip');
  expectClean(page);
});

test('a missed puzzle comes back in the replay until solved cleanly, then leaves it', async () => {
  const [x, y] = PUZZLES.filter((q) => q.game.startsWith('gipf') && TAPPABLE(q)).slice(0, 2);
  const page = await trainer(`puzzles.html?p=${x.id}`, PHONE);
  assert.equal(await page.getByTestId('mode-replay').isDisabled(), true, 'nothing to replay yet');
  await missByTaps(page, x);
  await page.goto(`${ctx.server.url}/puzzles.html?p=${y.id}`);
  await page.getByTestId('task').waitFor();
  await page.getByTestId('hint-button').tap();
  await solveByTaps(page, y);
  await page.reload();
  await page.getByTestId('task').waitFor();
  assert.equal(await page.getByTestId('mode-replay').textContent(), 'Replay missed puzzles (2)', 'a miss and a solve with help, kept');
  await page.getByTestId('mode-replay').tap();
  await page.waitForFunction((id) => document.querySelector('[data-testid="about"]').textContent.includes(id), x.id);
  const before = await rating(page);
  // Missed again: it stays, behind the other.
  await missByTaps(page, x);
  assert.match(await page.getByTestId('feedback').textContent(), /It comes back after the others\./);
  assert.equal(await rating(page), before, 'a replay is not rated');
  await page.getByTestId('next').tap();
  await page.waitForFunction((id) => document.querySelector('[data-testid="about"]').textContent.includes(id), y.id);
  await solveByTaps(page, y);
  assert.match(await page.getByTestId('feedback').textContent(), /Solved cleanly: it leaves the replay\./);
  await page.locator('[data-testid="mode-replay"]').filter({ hasText: '(1)' }).waitFor();
  await page.getByTestId('next').tap();
  await page.waitForFunction((id) => document.querySelector('[data-testid="about"]').textContent.includes(id), x.id);
  await solveByTaps(page, x);
  await page.locator('[data-testid="mode-replay"]').filter({ hasText: '(0)' }).waitFor();
  assert.equal(await page.getByTestId('mode-replay').isDisabled(), true);
  assert.equal(await page.getByTestId('replay-done').isVisible(), true);
  await page.reload();
  await page.getByTestId('task').waitFor();
  assert.equal(await page.getByTestId('mode-replay').textContent(), 'Replay missed puzzles (0)', 'the solved replays stay gone');
  expectClean(page);
});
