// The table as one design: what comes and goes around the board (a notice: a hint, the
// computer declining a draw) never moves or shrinks it, at phone, tablet and desktop sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

const SIZES = [
  ['phone', 390, 844],
  ['phone on its side', 844, 390],
  ['tablet', 820, 1180],
  ['tablet on its side', 1180, 820],
  ['desktop', 1280, 800],
];

/** Where an element is on the page (not the screen: tapping a button may scroll). */
const place = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
});
/** Where an element is on the screen. */
const rect = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
});
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [what, width, height] of SIZES) {
  test(`${what} (${width}×${height}): a notice neither moves nor covers the board`, async () => {
    const app = await ctx.app('/', { viewport: { width, height } });
    await app.newGame('gipf-basic');
    const before = await place(app.page, 'svg.board');
    await app.button('hint');
    await app.page.getByTestId('notice').filter({ hasText: 'Hint' }).waitFor({ timeout: 30000 });
    assert.deepEqual(await place(app.page, 'svg.board'), before, 'the board stays where it was, as large');
    const [notice, board] = [await rect(app.page, '[data-testid="notice"]'), await rect(app.page, 'svg.board')];
    assert.ok(notice.y >= 0 && notice.y + notice.height <= height && notice.x >= 0 && notice.x + notice.width <= width,
      `the notice is on screen: ${JSON.stringify(notice)}`);
    assert.equal(overlap(notice, board), false, `the notice leaves the board free: ${JSON.stringify({ notice, board })}`);
    await app.page.getByTestId('notice').getByRole('button', { name: /dismiss|close|×/i }).click();
    await app.page.getByTestId('notice').waitFor({ state: 'detached' });
    assert.deepEqual(await place(app.page, 'svg.board'), before, 'nor when it goes');
    expectClean(app.page);
  });
}

test('a game opened from a scrolled start screen opens at the top', async () => {
  const app = await ctx.app('/', { viewport: { width: 390, height: 844 }, hasTouch: true });
  for (const kind of ['gipf-basic', 'emergo', 'gipf-standard']) {
    await app.newGame(kind);
    await app.button('leave');
    await app.page.getByTestId('start-screen').waitFor();
  }
  const friend = app.page.getByTestId('friend-emergo');
  await friend.scrollIntoViewIfNeeded();
  assert.ok(await app.page.evaluate(() => scrollY) > 0, 'the start screen is scrolled down to the Emergo card');
  await friend.tap();
  await app.page.getByTestId('play-screen').waitFor();
  const top = await app.page.evaluate(() => ({ scroll: scrollY, status: document.querySelector('[data-testid="status"]').getBoundingClientRect().top }));
  assert.equal(top.scroll, 0, 'at the top');
  assert.ok(top.status >= 0, `the status is on screen: ${top.status}`);
  expectClean(app.page);
});

test('each clock says whose it is, in the page\'s language', async () => {
  for (const [lang, white, black] of [['en', 'White', 'Black'], ['it', 'Bianco', 'Nero']]) {
    const app = await ctx.app(`/?lang=${lang}`, { viewport: { width: 820, height: 1180 } });
    await app.page.getByTestId('clock-emergo').selectOption('3+2');
    await app.button('friend-emergo');
    const named = (side) => app.page.getByTestId(`clock-${side}`).evaluate((el) => getComputedStyle(el, '::before').content);
    assert.match(await named('white'), new RegExp(white));
    assert.match(await named('black'), new RegExp(black));
    assert.equal(await app.page.getByTestId('clock-white').textContent(), '3:00', 'the time alone in the text');
    expectClean(app.page);
  }
});
