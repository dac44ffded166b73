// A reload in the middle of things loses nothing and gives nothing back: a GIPF turn half
// made comes back at the decision it had reached, and the clock keeps the time the player
// spent thinking before the page went away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, newPage, reloadStopped, stopClock } from './harness.mjs';
import { App, engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const link = (position) => `/?game=gipf&variant=${position.split(' ')[1]}&position=${encodeURIComponent(position)}`;

/** What a player sees of the turn: the status, the board's position and the marked points. */
async function turnOnShow(app) {
  return app.page.evaluate(() => ({
    status: document.querySelector('[data-testid="status"]').textContent,
    position: document.querySelector('[data-position]').dataset.position,
    marks: [...document.querySelectorAll('[data-point]')].map((p) => `${p.dataset.point}:${p.getAttribute('class')}`),
    remove: Boolean(document.querySelector('[data-testid="remove-row"]')),
  }));
}

async function reload(app) {
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
}

test('a reload in the middle of a GIPF turn comes back at the decision it had reached', async () => {
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(link(start));
  await app.push('e1', 'e2');
  await app.page.getByTestId('remove-row').waitFor();
  const before = await turnOnShow(app);
  assert.match(before.status, /Black removes/);
  await reload(app);
  await app.page.getByTestId('remove-row').waitFor();
  assert.deepEqual(await turnOnShow(app), before, 'the same turn, at the same decision');
  await app.button('remove-row');
  await app.page.waitForFunction((s) => document.querySelector('[data-position]').dataset.position !== s, start);
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6'));
  // Played, the turn is no longer kept: a second reload shows the position after it.
  await reload(app);
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6'));
  assert.match(await app.status(), /Black to push/);
  expectClean(app.page);
});

test('a reload on a tablet keeps the GIPF piece marked to stay in standard', async () => {
  const start = 'gipf standard W3/5/6/Bbb1b2/6/5/B2W w 12 8';
  const app = await ctx.app(link(start), { viewport: { width: 1180, height: 820 }, hasTouch: true });
  await app.point('e1').tap();
  await app.point('e2').tap();
  await app.page.getByTestId('remove-row').waitFor();
  const unmarked = await turnOnShow(app);
  await app.point('e3').tap(); // Black keeps his GIPF piece
  await app.page.locator('[data-point="e3"].kept').waitFor();
  const marked = await turnOnShow(app);
  assert.notDeepEqual(marked.marks, unmarked.marks, 'the mark shows');
  await reload(app);
  await app.page.getByTestId('remove-row').waitFor();
  assert.deepEqual(await turnOnShow(app), marked, 'the kept piece is still marked');
  await app.page.getByTestId('remove-row').tap();
  await app.page.waitForFunction((s) => document.querySelector('[data-position]').dataset.position !== s, start);
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6!e3'));
  expectClean(app.page);
});

test('a reload gives back none of the time spent on the turn', async () => {
  const page = await newPage(ctx.browser);
  // The page's clock moves only when the test says: no waiting on the wall clock.
  await page.clock.install({ time: new Date('2026-12-04T10:00:00Z') });
  const app = new App(page, ctx.server.url);
  await app.open('/');
  await stopClock(page);
  await page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  await app.cell('d6').click(); // White: 3:00 + 2
  await app.cell('d8').click(); // Black: 3:00 + 2
  const white = page.getByTestId('clock-white');
  await page.clock.runFor(20_000); // White thinks
  await page.waitForFunction(() => document.querySelector('[data-testid="clock-white"]').textContent === '2:42');
  await reloadStopped(page, page.getByTestId('play-screen'));
  await page.waitForFunction(() => document.querySelector('[data-testid="clock-white"]')?.textContent);
  assert.equal(await white.textContent(), '2:42', 'the 20 s thought stay spent');
  assert.equal(await page.getByTestId('clock-black').textContent(), '3:02');
  assert.equal(await page.getByTestId('pause-clock').textContent(), 'Start the clock', 'back paused');
  expectClean(page);
});
