// A game reviewed as on lichess, on a phone by touch: the evaluation over the game as a
// graph that shows the position under the finger, each player's accuracy in his strip,
// and the marked turns stepped through with the better turn said in the status line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

// Black's e9-e8 on the fourth turn lets White complete a row of four: the review marks it.
const GAME = '/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8+e1-e2;xe2-e8';

/** Whether an element lies wholly on the screen, the page unscrolled. */
const onScreen = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return scrollY === 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
});

test('on a phone, a reviewed game: graph, accuracy, and the marked turns stepped through by touch', async () => {
  const app = await ctx.app(GAME, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page } = app;
  await page.locator('[data-position]').waitFor();
  const last = await app.position();
  await page.getByTestId('menu').tap();
  await page.getByTestId('review').tap();
  await page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 60000 });
  await page.getByTestId('review-graph').waitFor();

  // Each player's accuracy, in his own strip.
  for (const side of ['white', 'black']) {
    const accuracy = page.getByTestId(`accuracy-${side}`);
    assert.match(await accuracy.textContent(), /^accuracy \d{1,3}%$/);
    assert.equal(await accuracy.evaluate((el) => !!el.closest('.strip')), true, `${side}'s accuracy sits in a strip`);
  }

  // Next mistake: the position before the marked turn, the status naming a better turn.
  const marked = page.getByTestId('move-list').locator('li[data-verdict]');
  assert.ok(await marked.count() >= 1, 'the review marks at least one turn');
  const turn = (await marked.first().textContent()).trim();
  await page.getByTestId('next-mistake').tap();
  const status = page.getByTestId('status');
  await status.filter({ hasText: /^Better than / }).waitFor();
  await status.filter({ hasText: /: [a-i]\d-[a-i]\d/ }).waitFor({ timeout: 30000 });
  assert.ok((await status.textContent()).startsWith(`Better than ${turn.replace(/^\d+\.\s*/, '')}`),
    `the status names the marked turn ${turn}: ${await status.textContent()}`);
  assert.notEqual(await app.position(), last, 'the board shows the position before the mistake');
  for (const what of ['svg.board', '[data-testid="status"]', '[data-testid="review-graph"]', '[data-testid="next-mistake"]']) {
    assert.ok(await onScreen(page, what), `${what} is on screen, the page unscrolled`);
  }

  // Previous mistake from the only marked turn comes round to it: it stays examined.
  const examined = await app.position();
  await page.getByTestId('prev-mistake').tap();
  await status.filter({ hasText: /^Better than / }).waitFor();
  assert.equal(await app.position(), examined);

  // A tap at the graph's right edge shows the last position, at its left edge the first.
  const box = await page.getByTestId('review-graph').boundingBox();
  await page.touchscreen.tap(box.x + box.width - 1, box.y + box.height / 2);
  await page.waitForFunction((p) => document.querySelector('[data-position]').dataset.position === p, last);
  await page.touchscreen.tap(box.x + 1, box.y + box.height / 2);
  await page.waitForFunction(() => / w 12 12$/.test(document.querySelector('[data-position]').dataset.position));
  assert.equal(await status.filter({ hasText: /^Better than / }).count(), 0, 'a position that is not a marked turn says no verdict');
  expectClean(page);
});
