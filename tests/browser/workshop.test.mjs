// The author's workshop (workshop.html, docs/embedding.md "The workshop"): positions set
// up by taps, a story recorded by playing it on the preview with a caption on every
// position and marks on plies 1 and 2, an exercise with two accepted answers and a reply,
// and the element it writes pasted into a page on a second origin, which shows exactly
// that. Refusals are named and lose nothing of the author's work.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, expectClean, serve } from './harness.mjs';
import { engine, engineLines, frameOf, playByClicks, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const sites = [];
after(async () => {
  for (const s of sites) {
    await s.server.close();
    await rm(s.dir, { recursive: true });
  }
});

/** The author's page on an origin of its own, holding `code` as the workshop wrote it. */
async function authorsPage(code) {
  const dir = await mkdtemp(join(tmpdir(), 'tavola-author-'));
  await writeFile(join(dir, 'lesson.html'), `<!DOCTYPE html><html><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
    <script src="${ctx.server.url}/embed.js"></script></head><body>${code}</body></html>`);
  const s = { dir, server: await serve(dir) };
  sites.push(s);
  const page = await newPage(ctx.browser, { serviceWorkers: 'block' });
  await page.goto(`${s.server.url}/lesson.html`);
  const app = await frameOf(page, 'tavola-board iframe');
  await app.locator('[data-position]').waitFor();
  return { page, app };
}

async function workshop(query, options = {}) {
  const page = await newPage(ctx.browser, { hasTouch: true, ...options });
  await page.goto(`${ctx.server.url}/workshop.html${query}`);
  await page.getByTestId('workshop').waitFor();
  return page;
}

const tool = (page, name) => page.locator('.palette').getByRole('button', { name, exact: true }).click();
const place = (page, label) => page.locator(`svg.workshop-board [data-place="${label}"]`);
const text = (page, id) => page.getByTestId(id).textContent();

/** The preview's app, once it shows `position`. The workshop writes the preview again a
 * moment after a change: a frame replaced meanwhile is looked for again. */
async function preview(page, position) {
  for (;;) {
    const app = await frameOf(page, '[data-testid="edit-preview"] tavola-board iframe');
    try {
      await app.waitForFunction((p) => document.querySelector('[data-position]')?.dataset.position === p, position);
      return app;
    } catch (e) {
      if (!/detached/.test(e.message)) throw e;
    }
  }
}

test('a GIPF position set up by taps is the position the element shows on another site', async () => {
  const page = await workshop('?edit=gipf-standard');
  await page.getByRole('button', { name: 'Clear board', exact: true }).click();
  await tool(page, 'Black');
  await place(page, 'e5').tap();
  await place(page, 'd4').tap();
  await tool(page, 'Black GIPF');
  await place(page, 'c3').tap();
  await tool(page, 'White GIPF');
  await place(page, 'f3').tap();
  await tool(page, 'White');
  await place(page, 'g3').click();
  await place(page, 'g3').click(); // the same piece again takes it off
  await page.getByTestId('to-move-black').click();
  const position = await text(page, 'edit-position');
  assert.equal(await page.getByTestId('edit-errors').locator('li').count(), 0);
  assert.equal(engine('play', position), position, 'the engine reads it as written');
  assert.match(position, / b 12 12$/);
  const code = await text(page, 'edit-code');
  assert.match(code, /^<tavola-board [^>]*position="gipf standard [^"]+ b 12 12"/);
  await preview(page, position);
  const { page: reader, app } = await authorsPage(code);
  const said = (label) => app.locator(`[data-point="${label}"]`).getAttribute('aria-label');
  assert.equal(await app.locator('[data-position]').getAttribute('data-position'), position);
  assert.match(await said('e5'), /black piece/);
  assert.match(await said('c3'), /black GIPF piece/);
  assert.match(await said('f3'), /white GIPF piece/);
  assert.doesNotMatch(await said('g3'), /piece/);
  assert.match(await app.getByTestId('status').textContent(), /^Black/);
  expectClean(page);
  expectClean(reader);
});

test('an Emergo position set up by taps: columns built a man at a time, men in hand, side to move', async () => {
  const page = await workshop('?edit=emergo');
  await page.getByRole('button', { name: 'Clear board', exact: true }).click();
  await tool(page, 'White');
  await place(page, 'c3').tap();
  await place(page, 'c3').tap();
  await tool(page, 'Black');
  await place(page, 'e5').tap();
  await tool(page, 'White');
  await place(page, 'e5').tap(); // a white man on top: the black one its prisoner
  await tool(page, 'Empty');
  await place(page, 'c3').tap(); // takes the top man off
  // Twelve men a side in all: the check names a side with more.
  assert.match(await page.getByTestId('edit-errors').textContent(), /White has 14 men on the board and in hand: at most 12/);
  await page.getByTestId('count-white').fill('10');
  await page.getByTestId('count-white').press('Enter');
  await page.getByTestId('count-black').fill('11');
  await page.getByTestId('count-black').press('Enter');
  assert.equal(await page.getByTestId('edit-errors').locator('li').count(), 0);
  const position = await text(page, 'edit-position');
  assert.equal(engine('play', position), position);
  assert.match(position, / w 10 11$/);
  const app = await preview(page, position);
  assert.match(await app.locator('[data-cell="e5"]').getAttribute('aria-label'), /1 white over 1 black|white.*black/);
  assert.match(await app.locator('[data-cell="c3"]').getAttribute('aria-label'), /white man/);
  // A player who set up a position from a game over the board plays on it, or analyses it, in the app.
  await page.goto(await page.getByTestId('edit-play').getAttribute('href'));
  await page.waitForFunction((p) => document.querySelector('[data-position]')?.dataset.position === p, position);
  expectClean(page);
});

test('what the engine refuses never leaves the workshop, and a bad paste or tap loses nothing', async () => {
  const page = await workshop('?edit=gipf-standard');
  const before = await text(page, 'edit-position');
  await page.getByTestId('count-black').fill('19');
  await page.getByTestId('count-black').press('Enter');
  assert.match(await page.getByTestId('edit-errors').textContent(), /Black has 2\d pieces on the board and in reserve: at most 18/);
  assert.equal(await text(page, 'edit-code'), '', 'no element for a refused position');
  assert.equal(await page.getByTestId('edit-code-copy').isDisabled(), true);
  assert.equal(await page.getByTestId('record').isDisabled(), true);
  await page.getByTestId('count-black').fill('12');
  await page.getByTestId('count-black').press('Enter');
  assert.equal(await text(page, 'edit-position'), before);
  // A paste that is no board is named; the setup is as it was.
  await page.locator('.open-board summary').click();
  await page.getByTestId('edit-paste').fill('<p>hello</p>');
  await page.getByTestId('edit-open').click();
  assert.match(await page.getByTestId('edit-refusals').textContent(), /Not a board/);
  assert.equal(await text(page, 'edit-position'), before);
  // A link whose record does not play names its turn.
  await page.getByTestId('edit-paste').fill(`${ctx.server.url}/index.html?game=emergo&moves=d6+zz`);
  await page.getByTestId('edit-open').click();
  assert.match(await page.getByTestId('edit-refusals').textContent(), /zz/);
  assert.equal(await text(page, 'edit-position'), before);
  // In Italian, the refusal is Italian.
  const it = await workshop('?edit=gipf-basic&lang=it');
  await it.getByTestId('count-white').fill('16');
  await it.getByTestId('count-white').press('Enter');
  assert.match(await it.getByTestId('edit-errors').textContent(), /Bianco/);
  expectClean(page);
  expectClean(it);
});

/** Three turns from `start`, each the engine's first. */
function threeTurns(start) {
  const turns = [];
  let position = start;
  for (let i = 0; i < 3; i++) {
    const turn = engineLines('moves', position)[0];
    turns.push(turn);
    position = engine('play', position, turn);
  }
  return turns;
}

test('a story recorded by playing it: a caption on each position, marks on plies 1 and 2, on another site and back', async () => {
  const page = await workshop('?edit=emergo', { viewport: { width: 1280, height: 900 } });
  const start = await text(page, 'edit-position');
  await page.getByTestId('record').click();
  const turns = threeTurns(start);
  // Each recorded turn writes the preview again: each turn on its new frame, at its position.
  let at = start;
  for (const [i, turn] of turns.entries()) {
    await playByClicks(await preview(page, at), turn);
    at = engine('play', at, turn);
    await page.getByTestId('edit-plies').locator(`[data-ply="${i + 1}"]`).waitFor();
  }
  // Stepping through the story moves the preview's board in place: the same page in its frame.
  const positions = [start];
  for (const turn of turns) positions.push(engine('play', positions.at(-1), turn));
  await page.getByTestId('edit-plies').locator('[data-ply="1"]').click();
  const began = await (await preview(page, positions[1])).evaluate(() => performance.timeOrigin);
  await page.getByTestId('edit-plies').locator('[data-ply="2"]').click();
  assert.equal(await (await preview(page, positions[2])).evaluate(() => performance.timeOrigin), began, 'no new frame for a step');
  for (let ply = 0; ply <= 3; ply++) {
    await page.getByTestId('edit-plies').locator(`[data-ply="${ply}"]`).click();
    await page.getByTestId('edit-caption').fill(`Caption ${ply}`);
    await page.getByTestId('edit-caption').press('Tab');
  }
  await page.getByTestId('edit-plies').locator('[data-ply="1"]').click();
  await place(page, 'e5').click(); // a ring on e5 at ply 1
  await page.getByTestId('edit-plies').locator('[data-ply="2"]').click();
  await page.locator('.palette').getByRole('button', { name: 'Red', exact: true }).click();
  const from = await place(page, 'a5').boundingBox();
  const to = await place(page, 'e5').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  const code = await text(page, 'edit-code');
  assert.match(code, /highlight="e5@1"/);
  assert.match(code, /arrows="a5-e5:red@2"/);
  // On the author's site: each caption on its ply, each mark on its ply.
  const { page: reader, app: board } = await authorsPage(code);
  for (let ply = 0; ply <= 3; ply++) {
    await reader.locator('tavola-board').evaluate((b, p) => b.goto(p), ply);
    await board.waitForFunction((p) => document.querySelector('[data-testid="caption"]')?.textContent === `Caption ${p}`, ply);
    const marks = await board.evaluate(() => [...document.querySelectorAll('path.note, path.arrow')]
      .filter((p) => getComputedStyle(p).visibility !== 'hidden').map((p) => p.getAttribute('class')));
    assert.deepEqual(marks, ply === 1 ? ['note green'] : ply === 2 ? ['arrow red'] : [], `marks at ply ${ply}`);
  }
  // Pasted back into a fresh workshop, it writes the same element.
  const again = await workshop('?edit=gipf-basic');
  await again.locator('.open-board summary').click();
  await again.getByTestId('edit-paste').fill(code);
  await again.getByTestId('edit-open').click();
  assert.equal(await text(again, 'edit-code'), code);
  expectClean(page);
  expectClean(reader);
  expectClean(again);
});

test('an exercise: the question, the reader\'s answer and the author\'s reply, and a second answer accepted', async () => {
  const page = await workshop('?edit=emergo', { viewport: { width: 1280, height: 900 } });
  const start = await text(page, 'edit-position');
  await page.getByTestId('record').click();
  await page.getByTestId('edit-question').click(); // asked at the start
  const [answer, reply] = threeTurns(start);
  const other = engineLines('moves', start).find((t) => t !== answer);
  let app = await preview(page, start);
  await playByClicks(app, answer);
  await page.getByTestId('edit-plies').locator('[data-ply="1"]').waitFor();
  // The recorded answer wrote the preview again: its new frame, at the answer's position.
  app = await preview(page, engine('play', start, answer));
  await playByClicks(app, reply);
  await page.getByTestId('edit-plies').locator('[data-ply="2"]').waitFor();
  // Another answer: played on the preview, opened again as the reader meets the exercise;
  // it then goes back to the main line.
  await page.getByTestId('edit-another').click();
  app = await preview(page, start);
  await playByClicks(app, other);
  await page.getByTestId('edit-answers').locator('li').nth(1).waitFor();
  assert.deepEqual(await page.getByTestId('edit-answers').locator('li').allTextContents(), [`${answer} ${reply}`, other]);
  const code = await text(page, 'edit-code');
  assert.match(code, new RegExp(`answer="${answer} ${reply} \\| ${other}"`));
  // The reader on another site: the second answer is right.
  const { page: reader, app: board } = await authorsPage(code);
  const solved = reader.evaluate(() => new Promise((ok) => document.addEventListener('tavola-solved', (e) => ok(e.detail.turn), { once: true })));
  await playByClicks(board, other);
  assert.equal(await solved, other);
  expectClean(page);
  expectClean(reader);
});

test('from a game\'s menu: the position on show edited in the workshop, the game copied as a board a second site shows at that turn', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const start = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';
  await page.goto(`${ctx.server.url}/index.html?game=emergo`);
  const board = page.locator('[data-position]');
  await board.waitFor();
  const turns = ['e9', 'd8', 'f8'];
  for (const turn of turns) await playByClicks(page, turn);
  await page.waitForFunction((p) => document.querySelector('[data-position]')?.dataset.position === p, engine('play', start, ...turns));
  await page.getByTestId('nav-back').click();
  const shown = engine('play', start, 'e9', 'd8');
  await page.waitForFunction((p) => document.querySelector('[data-position]')?.dataset.position === p, shown);

  await page.getByTestId('menu').click();
  await page.getByTestId('copy-board').click();
  const code = await page.getByTestId('board-code').inputValue();
  assert.match(code, /^<tavola-board ply="2">\n {2}.*\n<\/tavola-board>$/s);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.match(await page.getByTestId('notice').textContent(), /Board copied/);
  const { page: reader, app } = await authorsPage(code);
  assert.equal(await app.locator('[data-position]').getAttribute('data-position'), shown);
  await app.getByTestId('nav-last').click();
  await app.waitForFunction((p) => document.querySelector('[data-position]')?.dataset.position === p, engine('play', start, ...turns));

  await page.getByTestId('edit-this-position').click();
  await page.getByTestId('workshop').waitFor();
  assert.equal(await text(page, 'edit-position'), shown);
  assert.equal(await page.getByTestId('edit-errors').locator('li').count(), 0);
  expectClean(page);
  expectClean(reader);
});

test('the app\'s ?edit= address and the start screen open the workshop on the game named', async () => {
  const position = 'gipf basic 4/5/6/wwwb3/6/5/4 w 12 14';
  const page = await newPage(ctx.browser);
  await page.goto(`${ctx.server.url}/?edit=gipf-basic&position=${encodeURIComponent(position)}`);
  await page.getByTestId('workshop').waitFor();
  assert.equal(await text(page, 'edit-position'), position);
  assert.ok(await page.locator('svg.workshop-board [data-point="e5"]').count());
  await page.goto(`${ctx.server.url}/index.html`);
  await page.getByTestId('variant-basic').click();
  await page.getByTestId('workshop-gipf').click();
  await page.getByTestId('workshop').waitFor();
  assert.equal(await page.getByTestId('edit-game').inputValue(), 'gipf-basic');
  await page.goto(`${ctx.server.url}/index.html`);
  await page.getByTestId('workshop-emergo').click();
  await page.locator('svg.workshop-board [data-cell="e5"]').waitFor();
  expectClean(page);
});

test('after one visit the workshop opens and works offline', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${ctx.server.url}/workshop.html?edit=emergo`);
  await page.getByTestId('workshop').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => document.body.dataset.offline === 'kept');
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('workshop').waitFor();
  await page.getByTestId('clear-board').click();
  // Its preview, the kit's board, starts offline too.
  await preview(page, await text(page, 'edit-position'));
  await place(page, 'e5').click();
  assert.match(await place(page, 'e5').getAttribute('aria-label'), /white man/);
  await page.context().setOffline(false);
});
