// A family on a tablet: every kind of decision made with a real finger (Chromium's touch
// pipeline: Playwright's touchscreen and CDP touch events), one tap doing exactly one
// thing, whoever's decision it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const TABLET = { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } };
const link = (game, position) => `/?game=${game}&position=${encodeURIComponent(position)}`;

/** The centre of a GIPF point or an Emergo square on screen. */
async function centre(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const point = (label) => `[data-point="${label}"] circle.hit`;
const square = (label) => `[data-cell="${label}"] rect.dark`;

/** Lets the browser deliver what follows a touch (its compatibility click) and repaint. */
const settle = (page) => page.evaluate(() => new Promise((ok) => setTimeout(() => requestAnimationFrame(() => ok()), 120)));

/** One finger taps the place: touch down and up, then whatever the browser sends after. */
async function tap(page, selector) {
  const { x, y } = await centre(page, selector);
  await page.touchscreen.tap(x, y);
  await settle(page);
}

/** One finger goes down on the first place, slides through the others, and lifts. */
async function drag(page, ...selectors) {
  const cdp = await page.context().newCDPSession(page);
  const stops = [];
  for (const s of selectors) stops.push(await centre(page, s));
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', stops[0]);
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1], stops[i]];
    for (let k = 1; k <= 6; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 6, y: a.y + ((b.y - a.y) * k) / 6 });
  }
  await touch('touchEnd');
  await cdp.detach();
  await settle(page);
}

const moves = (app) => app.page.locator('[data-testid="move-list"] li').count();
const classOf = (app, label) => app.point(label).getAttribute('class');

test('touch: a push is one tap on the dot and one on the spot, and nothing more', async () => {
  const start = 'gipf basic 4/5/6/7/6/5/4 w 15 15';
  const app = await ctx.app(link('gipf', start), TABLET);
  await tap(app.page, point('e1'));
  assert.match(await classOf(app, 'e1'), /\bpicked\b/, 'the first tap picks the dot');
  await tap(app.page, point('e2'));
  assert.equal(await app.position(), engine('play', start, 'e1-e2'));
  assert.match(await app.status(), /^Black/);
  assert.doesNotMatch(await classOf(app, 'e1'), /\bpicked\b/, 'the push\'s tap picked nothing for Black');
  expectClean(app.page);
});

test('touch: the push that completes the opponent\'s row waits for the opponent', async () => {
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(link('gipf', start), TABLET);
  await tap(app.page, point('e1'));
  await tap(app.page, point('e2'));
  assert.match(await app.status(), /^Black removes/, 'Black decides next');
  assert.equal(await moves(app), 0, 'White\'s finger did not remove Black\'s row');
  assert.equal(await app.position(), start, 'the turn is still open');
  await tap(app.page, point('e4')); // Black's own tap: a plain row goes at once
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6'));
  assert.equal(await moves(app), 1);
  expectClean(app.page);
});

test('touch: the push that completes the mover\'s own row leaves the removal to a tap of its own', async () => {
  const start = 'gipf basic ww1w/5/6/7/6/5/4 w 12 15';
  const app = await ctx.app(link('gipf', start), TABLET);
  await tap(app.page, point('a4'));
  await tap(app.page, point('b4'));
  assert.match(await app.status(), /^White removes/);
  assert.equal(await moves(app), 0, 'the push\'s tap did not also remove the row');
  await tap(app.page, point('b3'));
  assert.equal(await app.position(), engine('play', start, 'a4-b4;xb2-b5'));
  expectClean(app.page);
});

test('touch: a row with GIPF pieces: the remover\'s last one comes marked to stay, a tap lets it go or keeps it, then Remove row', async () => {
  const start = 'gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10';
  const app = await ctx.app(link('gipf', start), TABLET);
  await tap(app.page, point('e1'));
  await tap(app.page, point('e2'));
  assert.match(await app.status(), /^Black removes/);
  assert.deepEqual(await app.page.locator('[data-point].kept').evaluateAll((ps) => ps.map((p) => p.dataset.point)), ['e4'],
    'Black\'s last GIPF piece, and only it, is marked to stay');
  await tap(app.page, point('e4'));
  assert.doesNotMatch(await classOf(app, 'e4'), /\bkept\b/, 'a tap lets it go');
  await tap(app.page, point('e4'));
  assert.match(await classOf(app, 'e4'), /\bkept\b/, 'another keeps it');
  await tap(app.page, '[data-testid="remove-row"]');
  assert.equal(await app.position(), engine('play', start, 'e1-e2;xe2-e6!e4'));
  expectClean(app.page);
});

test('touch: at a crossing, a tap on the chosen row\'s GIPF piece keeps it and keeps the row', async () => {
  const start = 'gipf standard 3W/5/6/bbBw3/3b2/3b1/3b b 10 10';
  const app = await ctx.app(link('gipf', start), TABLET);
  await tap(app.page, point('e1'));
  await tap(app.page, point('e2'));
  // The two rows offered are drawn in two colours, their buttons edged the same way.
  const rowColours = await app.page.evaluate(() => ['e3', 'f5'].map((p) => getComputedStyle(
    document.querySelector(`[data-point="${p}"] .piece circle`)).stroke));
  assert.notEqual(rowColours[0], rowColours[1], 'one colour per row');
  assert.equal(await app.page.locator('[data-testid="pick-row"].other-row').count(), 1);
  await tap(app.page, point('e3')); // picks the row e2-e6, the only one through e3
  assert.match(await classOf(app, 'e3'), /\bchosen\b/);
  assert.match(await app.status(), /tap GIPF pieces to keep them/);
  // Black's GIPF piece where e5-h5 crosses is his last: it comes marked to stay, and a tap
  // on it lets it go and another keeps it, the row staying chosen.
  assert.match(await classOf(app, 'e5'), /\bkept\b/, 'his last GIPF piece is marked to stay');
  await tap(app.page, point('e5'));
  assert.doesNotMatch(await classOf(app, 'e5'), /\bkept\b/);
  await tap(app.page, point('e5'));
  assert.match(await classOf(app, 'e5'), /\bkept\b/, 'the piece is kept, as the status asked');
  assert.match(await classOf(app, 'e3'), /\bchosen\b/, 'and the row did not switch');
  await tap(app.page, '[data-testid="remove-row"]');
  // The other row goes through the kept piece: it stays again, Black's last, and he plays on.
  await app.page.locator('[data-point="e5"].kept').waitFor();
  await tap(app.page, '[data-testid="remove-row"]');
  assert.equal(await app.position(), engine('play', start, 'e1-e2;xe2-e6!e5;xe5-h5!e5'));
  expectClean(app.page);
});

test('touch: one push, a row for each side: the mover removes his, then the opponent his', async () => {
  const start = 'gipf basic 4/5/b5/wbb4/1w1b2/1w1b1/1w1b w 10 10';
  const app = await ctx.app(link('gipf', start), TABLET);
  await drag(app.page, point('e1'), point('e2'));
  assert.match(await app.status(), /^White removes/);
  assert.equal(await moves(app), 0);
  await tap(app.page, point('d2'));
  assert.match(await app.status(), /^Black removes/, 'White\'s tap removed White\'s row only');
  assert.equal(await moves(app), 0);
  await tap(app.page, point('h5'));
  assert.equal(await app.position(), engine('play', start, 'e1-e2;xd2-h3;oe5-h5'));
  expectClean(app.page);
});

test('touch: an Emergo capture is one drag along its path, or a tap on each landing', async () => {
  const start = 'emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0';
  const dragged = await ctx.app(link('emergo', start), TABLET);
  // The finger passes over the men it jumps on its way.
  await drag(dragged.page, square('e2'), square('e3'), square('e4'), square('e5'), square('e6'));
  assert.equal(await dragged.position(), engine('play', start, 'e2-e4-e6'));
  expectClean(dragged.page);

  const tapped = await ctx.app(link('emergo', start), TABLET);
  for (const s of ['e2', 'e4']) await tap(tapped.page, square(s));
  assert.equal(await moves(tapped), 0, 'half a capture is not a move');
  await tap(tapped.page, square('e6'));
  assert.equal(await tapped.position(), engine('play', start, 'e2-e4-e6'));
  assert.equal(await moves(tapped), 1);
  expectClean(tapped.page);
});

test('touch: an Emergo step is one tap each, and a tap on a column after it picks nothing for the other side', async () => {
  const start = 'emergo 1/3/5/7/4w4/7/5/3/1 w 0 1';
  const app = await ctx.app(link('emergo', start), TABLET);
  await tap(app.page, square('e5'));
  assert.match(await app.cell('e5').getAttribute('class'), /\bpicked\b/);
  await tap(app.page, square('d5'));
  assert.equal(await app.position(), engine('play', start, 'e5-d5'));
  assert.equal(await app.page.locator('[data-cell].picked').count(), 0);
  expectClean(app.page);
});
