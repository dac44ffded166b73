// The last turn drawn whole and said in one line: a GIPF push with the row it made and the
// pieces that left the board (back to the reserve, or captured), for both players and when
// browsing back; and the best line's arrows in a review, none hiding another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

// Black's e1-e2 makes e2..e5 his four in a row, White's e6 at its end.
const POSITION = 'gipf basic 4/5/6/1bbbw2/6/5/4 b 10 10';
const LINE = 'Black pushed e1-e2, removed the row e2–e6 and took one white piece.';

/** The points where a piece was taken, as `label colour[ captured]`, each as drawn: a ghost
 * of the piece's size, and a cross on a capture. */
const ghosts = (page) => page.locator('.point.gone').evaluateAll((points) => points.map((p) => {
  const mark = p.querySelector('.mark');
  const captured = p.classList.contains('captured');
  const drawn = mark.getBBox().width > 30
    && (getComputedStyle(p.querySelector('.ghost-cross')).display !== 'none') === captured;
  return `${p.dataset.point} ${mark.dataset.removed}${captured ? ' captured' : ''}${drawn ? '' : ' not drawn'}`;
}));

/** Whether two boxes of the board (user units) overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function rowRemoved(viewport) {
  const app = await ctx.app(`/?game=gipf&variant=basic&position=${encodeURIComponent(POSITION)}`, { viewport, deviceScaleFactor: 1 });
  await app.push('e1', 'e2');
  await app.button('remove-row');
  await app.page.getByTestId('last-turn-line').filter({ hasText: LINE }).waitFor();
  return app;
}

test('tablet: the last turn shows its row and the pieces it took, in the drawing and in words', async () => {
  const app = await rowRemoved({ width: 820, height: 1180 });
  const all = ['e2 black', 'e3 black', 'e4 black', 'e5 black', 'e6 white captured'];
  assert.deepEqual(await ghosts(app.page), all, "Black's four went back, White's e6 was taken");
  // Said to the screen reader as well.
  assert.equal(await app.page.getByTestId('announce').textContent(), LINE);
  // The ring at e1 leaves its label readable.
  const [ring, label] = await app.page.evaluate(() => {
    const box = (el) => { const b = el.getBBox(); return { x: b.x, y: b.y, width: b.width, height: b.height }; };
    const r = box(document.querySelector('.last-turn .last-start'));
    const half = parseFloat(getComputedStyle(document.querySelector('.last-turn .last-start')).strokeWidth) / 2;
    return [{ x: r.x - half, y: r.y - half, width: r.width + 2 * half, height: r.height + 2 * half },
      box(document.querySelector('[data-point="e1"] .label'))];
  });
  assert.equal(overlap(ring, label), false, `the ring ${JSON.stringify(ring)} misses the label ${JSON.stringify(label)}`);
  await app.page.screenshot({ path: 'docs/screenshots/last-turn-tablet.png' });
  // Browsing: before the turn there is no last turn; back at it, all of it shows again.
  await app.button('nav-back');
  await app.page.locator('.point.gone').first().waitFor({ state: 'detached' });
  assert.equal(await app.page.getByTestId('last-turn-line').textContent(), '');
  await app.button('nav-forward');
  await app.page.getByTestId('last-turn-line').filter({ hasText: LINE }).waitFor();
  assert.deepEqual(await ghosts(app.page), all);
  expectClean(app.page);
});

test('phone: the line stays one line high (cut with an ellipsis) and the ghosts are drawn', async () => {
  const app = await rowRemoved({ width: 390, height: 844 });
  const line = app.page.getByTestId('last-turn-line');
  const { height, lineHeight } = await line.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
  assert.ok(height <= lineHeight + 1, `one line high: ${height} for ${lineHeight}`);
  await app.page.screenshot({ path: 'docs/screenshots/last-turn-phone.png' });
  assert.equal((await ghosts(app.page)).length, 5);
  expectClean(app.page);
});

test('phone: a review\'s better line draws every arrow and number apart, and the tapped turn leaves the board on screen', async () => {
  const viewport = { width: 390, height: 844 };
  const app = await ctx.app('/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8+e1-e2;xe2-e8', { viewport, hasTouch: true, isMobile: true });
  await app.page.locator('[data-position]').waitFor();
  await app.button('analyse');
  await app.button('review');
  await app.page.getByTestId('review-status').filter({ hasText: /^Review done|^No /i }).or(app.page.locator('[data-verdict="??"]')).first().waitFor({ timeout: 60000 });
  const marked = app.page.getByTestId('move-list').locator('li[data-verdict="??"]').filter({ hasText: 'e9-e8' }).first();
  await marked.waitFor({ timeout: 60000 });
  await marked.locator('button').scrollIntoViewIfNeeded();
  await marked.locator('button').tap();
  await app.page.locator('.best-line .line-turn[data-turn="3"]').waitFor({ timeout: 30000 });
  // The whole board is on screen.
  await app.page.waitForFunction(() => {
    const r = document.querySelector('svg.board').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  }, null, { timeout: 5000 });
  const turns = await app.page.locator('.best-line .line-turn').evaluateAll((gs) => gs.map((g) => {
    const b = g.querySelector('text').getBBox();
    return { move: g.dataset.move, d: g.querySelector('path').getAttribute('d'), text: { x: b.x, y: b.y, width: b.width, height: b.height } };
  }));
  assert.equal(turns.length, 3);
  for (let i = 0; i < turns.length; i++) {
    for (let j = i + 1; j < turns.length; j++) {
      assert.notEqual(turns[i].d, turns[j].d, `arrows ${i + 1} and ${j + 1} (${turns[i].move}, ${turns[j].move}) lie apart`);
      assert.equal(overlap(turns[i].text, turns[j].text), false, `numbers ${i + 1} and ${j + 1} are apart: ${JSON.stringify(turns)}`);
    }
  }
  expectClean(app.page);
});

// Emergo's last move is said under the board too, for both players, and its path drawn.
test('phone: the last Emergo move is drawn and said in one line, a capture with the men it took', async () => {
  const app = await ctx.app('/?game=emergo&moves=d6+d8+e4+g6+f4+g7+b6+d7+f6', { viewport: { width: 390, height: 844 }, hasTouch: true });
  const line = app.page.getByTestId('last-turn-line');
  await line.filter({ hasText: 'White entered f6.' }).waitFor();
  for (const square of ['g6', 'e6', 'c6']) await app.cell(square).tap();
  await line.filter({ hasText: 'Black captured g6-e6-c6, taking 2 men.' }).waitFor();
  assert.ok(await app.page.locator('.last-turn').count() > 0, 'the path drawn');
  const box = await line.boundingBox();
  assert.ok(box.y + box.height <= 844 && box.y >= 0, `the line on screen: ${JSON.stringify(box)}`);
  expectClean(app.page);
});
