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

// In GIPF a push may complete the opponent's row: he removes it in the middle of the
// mover's turn, and his strip is the one marked while he does (it stayed on the mover's).
test('the marked strip is the player who decides, also the opponent removing his row', async () => {
  const app = await ctx.app(`/?game=gipf&variant=basic&position=${encodeURIComponent('gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11')}`, { viewport: { width: 820, height: 1180 } });
  const marked = () => app.page.locator('.strip.to-move').getAttribute('data-testid');
  assert.equal(await marked(), 'strip-white', 'White to push');
  await app.push('e1', 'e2');
  await app.page.getByTestId('status').filter({ hasText: /Black/ }).waitFor();
  assert.equal(await marked(), 'strip-black', 'Black removes his row');
  assert.equal(await app.page.locator('.strip.to-move').count(), 1);
  await app.point('e4').click();
  // The turn done, Black is to move: still his strip, and the record has White's turn.
  await app.page.getByTestId('status').filter({ hasText: /Black to move|Black/ }).waitFor();
  assert.equal(await marked(), 'strip-black');
  expectClean(app.page);
});

test('each clock says whose it is, in the page\'s language', async () => {
  for (const [lang, white, black] of [['en', 'White', 'Black'], ['it', 'Bianco', 'Nero']]) {
    const app = await ctx.app(`/?lang=${lang}`, { viewport: { width: 820, height: 1180 } });
    await app.page.getByTestId('clock-emergo').selectOption('3+2');
    await app.button('friend-emergo');
    // Each clock lies in its player's strip, which names him: ○ White, ● Black.
    const named = (side) => app.page.getByTestId(`clock-${side}`).evaluate((el) => {
      const strip = el.closest('.strip');
      return `${getComputedStyle(strip.querySelector('.who'), '::before').content} ${strip.querySelector('.who').textContent}`;
    });
    assert.equal(await named('white'), `"○ " ${white}`);
    assert.equal(await named('black'), `"● " ${black}`);
    // White's clock is running (3:00, then 2:59…); Black's stands at 3:00.
    assert.match(await app.page.getByTestId('clock-white').textContent(), /^[23]:[0-5]\d$/, 'the time alone in the text');
    assert.equal(await app.page.getByTestId('clock-black').textContent(), '3:00', 'the time alone in the text');
    expectClean(app.page);
  }
});

/**
 * What must be on screen at scroll 0 (as a rectangle each, or a fault): the board's corner
 * points or squares, both players' strips, the status, and every button of the decision
 * and of the players' actions.
 */
function onScreen() {
  const faults = [];
  const inView = (el, what) => {
    const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5)) {
      faults.push(`${what}: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
  };
  if (scrollY !== 0) faults.push(`scrolled to ${scrollY}`);
  for (const p of ['a1', 'a5', 'e1', 'e9', 'i1', 'i5']) {
    const el = document.querySelector(`[data-point="${p}"] circle`);
    if (el) inView(el, p);
  }
  for (const c of ['a5', 'e1', 'e9', 'i5']) {
    const el = document.querySelector(`[data-cell="${c}"]`);
    if (el) inView(el, c);
  }
  for (const s of ['strip-white', 'strip-black', 'status']) inView(document.querySelector(`[data-testid="${s}"]`), s);
  for (const b of document.querySelectorAll('.turn-controls button, .actions button, .strip button')) inView(b, b.dataset.testid ?? b.textContent);
  return faults;
}

const boardAt = (page) => page.locator('svg.board').evaluate((el) => {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
});

// GIPF standard to a row with a GIPF piece in it, for White to decide (keep it or not);
// Emergo to a capture half made.
const TURNS = {
  gipf: [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['a5', 'b5'], ['e1', 'e2']],
  emergo: ['d6', 'd8', 'e4', 'g6', 'f4', 'g7', 'b6', 'd7', 'f6', 'g6'],
};

for (const [width, height] of [[390, 844], [844, 390], [820, 1180], [1180, 820], [1024, 768], [1280, 800]]) {
  test(`the table at ${width}×${height}: board, strips and the decision's buttons on screen, and the board still, turn after turn`, async () => {
    const app = await ctx.app('/', { viewport: { width, height } });
    for (const game of ['gipf', 'emergo']) {
      for (const clock of ['', '5+3']) {
        for (const facing of [false, true]) {
          const what = `${game}${clock ? ' with a clock' : ''}${facing ? ', face to face' : ''}`;
          if (await app.page.getByTestId('leave').count()) await app.button('leave');
          await app.page.getByTestId(`clock-${game}`).selectOption(clock);
          await app.newGame(game === 'gipf' ? 'gipf-standard' : 'emergo');
          if (facing) await app.button('face-to-face');
          const board = await boardAt(app.page);
          assert.deepEqual(await app.page.evaluate(onScreen), [], `${what}, at the start`);
          for (const turn of TURNS[game]) {
            if (game === 'gipf') await app.push(...turn);
            else await app.cell(turn).click();
            assert.deepEqual(await app.page.evaluate(onScreen), [], `${what}, after ${turn}`);
            assert.equal(await boardAt(app.page), board, `${what}: the board has not moved after ${turn}`);
          }
          // The decision due is on screen: White's GIPF row, Black's Emergo capture.
          if (game === 'gipf') await app.page.getByTestId('remove-row').waitFor();
          else assert.match(await app.status(), /captures/);
          if (facing) await app.button('face-to-face');
        }
      }
    }
    expectClean(app.page);
  });
}

// Analyse and a review add the evaluation bar and the graph to the table; the board was
// shrunk for them at landscape sizes (768 → 364 px high at 1280×800).
for (const [what, width, height] of SIZES) {
  test(`${what} (${width}×${height}): Analyse and the review graph neither move nor shrink the board`, async () => {
    const app = await ctx.app('/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8+e1-e2;xe2-e8', { viewport: { width, height } });
    await app.page.locator('[data-position]').waitFor();
    const before = await place(app.page, 'svg.board');
    await app.button('analyse');
    await app.page.locator('.eval-bar').waitFor();
    assert.deepEqual(await place(app.page, 'svg.board'), before, 'Analyse on: the board as it was');
    await app.button('review');
    await app.page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 60000 });
    await app.page.getByTestId('review-graph').waitFor();
    assert.deepEqual(await place(app.page, 'svg.board'), before, 'the review graph drawn: the board as it was');
    expectClean(app.page);
  });
}

// The end of a game: the card over the screen's edge, closed to the result line, stepped
// back and forth, reviewed: the board never moves or shrinks (a banner above it had pushed
// it 51 px down on a phone; "Review game" from the card narrowed it at 1280×800).
for (const [what, width, height] of [...SIZES, ['small desktop', 1024, 768]]) {
  test(`${what} (${width}×${height}): the end of a game, its card, its steps and its review leave the board where it was`, async () => {
    for (const leave of ['close-ending', 'ending-review']) {
      const app = await ctx.app('/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8', { viewport: { width, height } });
      await app.page.locator('[data-position]').waitFor();
      const before = await place(app.page, 'svg.board');
      await app.button('resign');
      await app.page.getByTestId('answer-white').click();
      await app.page.getByTestId('ending').waitFor();
      assert.deepEqual(await place(app.page, 'svg.board'), before, `${leave}: the card shown`);
      // The card leaves the row of actions (the menu) in reach.
      const menu = await app.page.getByTestId('menu').evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === b || b.contains(hit);
      });
      assert.equal(menu, true, `${leave}: the menu button is not under the card`);
      await app.page.getByTestId(leave).click();
      await app.page.getByTestId('ending').waitFor({ state: 'detached' });
      if (leave === 'ending-review') await app.page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 60000 });
      else assert.equal(await app.page.getByTestId('result').textContent(), 'Black wins (resignation)');
      assert.deepEqual(await place(app.page, 'svg.board'), before, `${leave}: closed`);
      for (const step of ['nav-back', 'nav-back', 'nav-last']) {
        await app.button(step);
        assert.deepEqual(await place(app.page, 'svg.board'), before, `${leave}: after ${step}`);
      }
      expectClean(app.page);
      await app.page.context().close();
    }
  });
}
