// The optional clock, on a page whose time the test moves (Playwright's clock: Date and
// timers under the test's control), so nothing here waits on or measures the wall clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, newPage, reloadStopped } from './harness.mjs';
import { App, appWithClock, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const clockOf = (app, side) => app.page.getByTestId(`clock-${side}`);
const shows = async (app, side, text) => {
  await app.page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, [`clock-${side}`, text]);
};

test('a game with a clock: time runs for the side to move, with the increment after each turn', async () => {
  const app = await appWithClock(ctx);
  await app.page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  await shows(app, 'white', '3:00');
  await shows(app, 'black', '3:00');
  assert.match(await clockOf(app, 'white').getAttribute('class'), /\brunning\b/);
  await app.page.clock.runFor(10_000);
  await shows(app, 'white', '2:50');
  await app.cell('d6').click();
  await shows(app, 'white', '2:52'); // 2 s added
  assert.match(await clockOf(app, 'black').getAttribute('class'), /\brunning\b/);
  await app.page.clock.runFor(5_000);
  await shows(app, 'black', '2:55');
  // Paused: nothing runs.
  await app.button('pause-clock');
  await app.page.clock.runFor(60_000);
  await shows(app, 'black', '2:55');
  assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Start the clock');
  await app.button('pause-clock');
  await app.page.clock.runFor(1_000);
  await shows(app, 'black', '2:54');
  expectClean(app.page);
});

test('a turn played on a paused clock starts it again and says so', async () => {
  const app = await appWithClock(ctx);
  await app.page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  await app.page.clock.runFor(10_000);
  await app.button('pause-clock');
  await app.page.clock.runFor(60_000);
  await shows(app, 'white', '2:50');
  await app.cell('d6').click();
  await app.page.getByTestId('notice').filter({ hasText: 'The clock was paused: it runs again.' }).waitFor();
  assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Pause the clock');
  await shows(app, 'white', '2:52'); // the pause cost White nothing; the increment came
  await app.page.clock.runFor(5_000);
  await shows(app, 'black', '2:55');
  expectClean(app.page);
});

test('the clock survives a reload, paused where it was, and a flag ends the game on time', async () => {
  const app = await appWithClock(ctx);
  await app.page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  await app.page.clock.runFor(20_000);
  await app.cell('d6').click(); // White: 2:40 + 2
  await reloadStopped(app.page, app.page.getByTestId('play-screen'));
  await shows(app, 'white', '2:42');
  await shows(app, 'black', '3:00');
  assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Start the clock', 'back paused');
  await app.page.clock.runFor(30_000);
  await shows(app, 'black', '3:00');
  await app.button('pause-clock');
  await app.page.clock.runFor(165_000);
  await shows(app, 'black', '0:15');
  assert.match(await clockOf(app, 'black').getAttribute('class'), /\blow\b/, 'low time is marked');
  await app.page.clock.runFor(16_000);
  await app.page.getByTestId('result').waitFor();
  assert.equal(await app.page.getByTestId('result').textContent(), 'White wins (time ran out)');
  await shows(app, 'black', '0:00.0');
  assert.equal(await app.page.getByTestId('pause-clock').isHidden(), true, 'a finished game has no clock to run');
  expectClean(app.page);
});

test('face to face, Black\'s clock is at his edge, turned to him', async () => {
  const app = await appWithClock(ctx, { viewport: { width: 820, height: 1180 } });
  await app.page.getByTestId('clock-gipf').selectOption('5+3');
  await app.button('friend-gipf');
  await app.button('face-to-face');
  const place = await app.page.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    const black = document.querySelector('[data-testid="clock-black"]');
    return {
      blackAbove: box('[data-testid="clock-black"]').bottom <= box('svg.board').top,
      whiteBelow: box('[data-testid="clock-white"]').top >= box('svg.board').bottom,
      turned: getComputedStyle(black.closest('.strip')).transform,
    };
  });
  assert.deepEqual(place, { blackAbove: true, whiteBelow: true, turned: 'matrix(-1, 0, 0, -1, 0, 0)' });
  expectClean(app.page);
});

test('a second tab shares the running clock: neither stops it, and a turn in either adds its increment once', async () => {
  // Real time here: two pages share one localStorage, and each would have its own test clock.
  const a = await ctx.app('/');
  await a.page.getByTestId('clock-emergo').selectOption('3+2');
  await a.button('friend-emergo');
  await a.cell('d6').click();
  await a.cell('d8').click();
  // The first tab says it plays the game (each second its clock runs).
  await a.page.waitForFunction(() => localStorage.getItem('tavola.live') !== null);
  const b = new App(await a.page.context().newPage(), a.url);
  b.page.problems = [];
  await b.open('/');
  await b.page.getByTestId('play-screen').waitFor();
  for (const app of [a, b]) {
    assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Pause the clock', 'nobody paused it');
    assert.match(await clockOf(app, 'white').getAttribute('class'), /\brunning\b/);
  }
  // White's time runs on in the second tab: it shows less than it did.
  const secs = (t) => t.split(':').reduce((m, s) => m * 60 + Number(s), 0);
  const shownThen = secs(await clockOf(b, 'white').textContent());
  await b.page.waitForFunction((then) => document.querySelector('[data-testid="clock-white"]').textContent.split(':').reduce((m, s) => m * 60 + Number(s), 0) < then, shownThen);
  // White plays in the second tab; the first takes it, Black's time running there.
  await b.emergoMove('e4');
  await a.page.locator('[data-testid="clock-black"].running').waitFor();
  assert.equal(await a.page.getByTestId('pause-clock').textContent(), 'Pause the clock');
  // Black plays in the first: the second follows, White's time running, 2 s added once.
  const blackBefore = await clockOf(a, 'black').textContent();
  await a.emergoMove('g6');
  await b.page.locator('[data-testid="clock-white"].running').waitFor();
  const blackAfter = await clockOf(b, 'black').textContent();
  assert.ok(secs(blackAfter) <= secs(blackBefore) + 2, `the increment came once: ${blackBefore} then ${blackAfter}`);
  expectClean(a.page);
  expectClean(b.page);
});
