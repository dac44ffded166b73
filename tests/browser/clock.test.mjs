// The optional clock, on a page whose time the test moves (Playwright's clock: Date and
// timers under the test's control), so nothing here waits on or measures the wall clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, newPage, reloadStopped, stopClock } from './harness.mjs';
import { App, withBrowser } from './pages.mjs';

const ctx = withBrowser();

/** The app on a page whose clock starts at a fixed time and, once the app is open, moves only when told. */
async function appWithClock(options = {}) {
  const page = await newPage(ctx.browser, options);
  await page.clock.install({ time: new Date('2026-12-02T10:00:00Z') });
  const app = new App(page, ctx.server.url);
  await app.open('/');
  await stopClock(page);
  return app;
}
const clockOf = (app, side) => app.page.getByTestId(`clock-${side}`);
const shows = async (app, side, text) => {
  await app.page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, [`clock-${side}`, text]);
};

test('a game with a clock: time runs for the side to move, with the increment after each turn', async () => {
  const app = await appWithClock();
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
  const app = await appWithClock();
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
  const app = await appWithClock();
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
  const app = await appWithClock({ viewport: { width: 820, height: 1180 } });
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
