// Links and embedded boards: every URL parameter, bad values, the tutorial page, and an
// embedded board that leaves the player's saved games alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, expectClean } from './harness.mjs';
import { engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';

function openUrl(query) {
  return ctx.app(`/index.html?${query}`);
}

test('game, variant, moves and ply open the game at that ply', async () => {
  const app = await openUrl('game=emergo&moves=d6+d8+e4&ply=2');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'));
  assert.match(await app.status(), /earlier position/);
  await app.button('nav-last');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8', 'e4'));
  const gipf = await openUrl('game=gipf&variant=tournament');
  assert.equal(await gipf.position(), 'gipf tournament 4/5/6/7/6/5/4 w 18 18 00');
  expectClean(app.page);
  expectClean(gipf.page);
});

test('position, orientation and interactive', async () => {
  const position = 'gipf basic 4/5/6/wwwb3/6/5/4 w 12 14';
  const app = await openUrl(`position=${encodeURIComponent(position)}&orientation=black&interactive=false`);
  assert.equal(await app.position(), position);
  const e1 = await app.point('e1').locator('circle').first().boundingBox();
  const e9 = await app.point('e9').locator('circle').first().boundingBox();
  assert.ok(e1.y < e9.y, 'flipped: e1 is drawn at the top');
  await app.push('e1', 'e2');
  assert.equal(await app.position(), position, 'a non-interactive board ignores taps');
  expectClean(app.page);
});

test('bad parameters show a clear message, never a blank page; the rest of the link is followed', async () => {
  // What opens: the game the link still names (a bad value falls back to its default),
  // or the start screen when it names none; an embedded link always gets a board.
  const cases = [
    ['game=chess', /game="chess" is not valid/, 'start-screen'],
    ['game=gipf&variant=huge', /variant="huge"/, 'board'],
    ['game=emergo&moves=e5', /turn 1 \(e5\)/, 'board'],
    ['position=emergo+nonsense', /start position/, 'start-screen'],
    ['ply=x', /ply="x"/, 'start-screen'],
    ['game=emergo&orientation=sideways', /orientation/, 'board'],
    ['interactive=perhaps', /interactive/, 'start-screen'],
    ['embed=2', /embed/, 'board'],
    ['colour=red&id=no+spaces', /id="no spaces"/, 'start-screen'],
  ];
  for (const [query, message, shown] of cases) {
    const app = await openUrl(query);
    const notice = app.page.getByTestId('notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), message, query);
    await (shown === 'board' ? app.page.locator('[data-position]') : app.page.getByTestId('start-screen')).waitFor();
    expectClean(app.page);
    await app.page.context().close();
  }
});

test('an embedded board has no chrome, steps through captions and saves nothing', async () => {
  const app = await openUrl('embed=1&game=emergo&moves=d6+d8&ply=0&captions=Empty|White|Black');
  assert.equal(await app.page.getByTestId('leave').count(), 0, 'no header');
  assert.equal(await app.page.getByTestId('export').count(), 0, 'no panel of the app');
  assert.equal(await app.page.getByTestId('caption').textContent(), 'Empty');
  await app.button('nav-forward');
  assert.equal(await app.page.getByTestId('caption').textContent(), 'White');
  await app.button('nav-last');
  await app.emergoMove('e4');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8', 'e4'));
  const saved = await app.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.')));
  assert.deepEqual(saved, [], 'nothing written to saved games');
  expectClean(app.page);
});

test('the tutorial page: its boards load, accept a move and report it', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(`${ctx.server.url}/tutorial.html`);
  const boards = page.locator('tavola-board');
  assert.equal(await boards.count(), 6);
  for (const id of ['push', 'row', 'capture', 'enter', 'seed', 'double']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded(); // the frames load lazily
    await page.frameLocator(`#${id} iframe`).locator('[data-position]').waitFor();
  }
  const push = page.frameLocator('#push iframe');
  await push.locator('[data-point="a1"]').click();
  await push.locator('[data-point="b2"]').click();
  await page.locator('[data-log="push"]', { hasText: 'You played a1-b2.' }).waitFor();
  const double = page.frameLocator('#double iframe');
  for (const square of ['g6', 'e6', 'c6']) await double.locator(`[data-cell="${square}"]`).click();
  await page.locator('[data-log="double"]', { hasText: 'You played g6-e6-c6.' }).waitFor();
  const seed = page.frameLocator('#seed iframe');
  assert.match(await seed.getByTestId('caption').textContent(), /White enters on f6/);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.')));
  assert.deepEqual(saved, [], 'tutorial boards write nothing to saved games');
  expectClean(page);
});
