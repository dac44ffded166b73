// The computer opponent in its Web Worker: it plays legal moves for its side, and the page
// stays responsive while it thinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engine, engineLines, flipWhileBusy, lastRequest, requestOver, watchWorkers, withBrowser } from './pages.mjs';

const ctx = withBrowser();

/** Waits until the computer has played and it is the person's turn again. */
async function computerMoved(app, before) {
  await app.page.waitForFunction((old) => {
    const board = document.querySelector('[data-position]');
    const status = document.querySelector('[data-testid="status"]')?.textContent ?? '';
    return board && board.getAttribute('data-position') !== old && !status.includes('thinking');
  }, before, { timeout: 30000 });
  return app.position();
}

test('Emergo against the computer: every answer is a legal move', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await (await app.inMenu('player-black')).selectOption('casual');
  let position = await app.position();
  for (let i = 0; i < 3; i++) {
    await app.page.locator('[data-cell].target').first().click(); // any legal entry
    const afterMine = await app.position();
    position = await computerMoved(app, afterMine);
    assert.ok(engineLines('successors', afterMine).includes(position), 'the computer moved legally');
  }
  const moves = await app.page.getByTestId('move-list').locator('li').count();
  assert.equal(moves, 6);
  // Replaying the record natively checks every computer move was legal.
  await app.button('export');
  const record = await app.page.getByTestId('export-text').inputValue();
  const turns = record.split('\n').filter((l) => !l.startsWith('[')).join(' ').split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t));
  assert.equal(engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', ...turns), position);
  expectClean(app.page);
});

test('GIPF: the computer plays White and the page answers clicks while it thinks', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-standard');
  const start = await app.position();
  await (await app.inMenu('player-white')).selectOption('expert');
  await app.page.getByTestId('status').filter({ hasText: 'thinking' }).waitFor();
  // The page answers while the worker searches (pages.mjs, flipWhileBusy).
  const seen = await flipWhileBusy(app.page);
  assert.ok(seen.turned, 'the click turned the board');
  assert.match(seen.status, /thinking/, 'while the computer was still thinking');
  assert.equal(seen.position, start, 'before its move was on the board');
  const after = await computerMoved(app, start);
  assert.ok(engineLines('successors', start).includes(after), 'the computer played a legal turn');
  expectClean(app.page);
});

test('undo while the computer thinks cancels it, and a hint names a legal move', async () => {
  const app = await ctx.app();
  await app.page.context().addInitScript(watchWorkers);
  await app.page.reload();
  await app.newGame('emergo');
  await app.cell('d6').click();
  // Black stays the computer throughout, so only Undo can stop its answer.
  await (await app.inMenu('player-black')).selectOption('beginner');
  await app.page.getByTestId('status').filter({ hasText: 'thinking' }).waitFor();
  const asked = await lastRequest(app.page, /^\d+ /); // the request it is thinking about
  await app.button('undo');
  const start = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';
  // The request Undo cancelled is over (its worker ended, or its answer came and was
  // dropped): no answer to it can arrive after this.
  await requestOver(app.page, asked);
  assert.equal(await app.page.getByTestId('player-black').inputValue(), 'beginner');
  assert.equal(await app.position(), start, 'no stale computer move arrived');
  assert.doesNotMatch(await app.page.getByTestId('status').textContent(), /thinking/);
  await app.button('hint');
  const notice = app.page.getByTestId('notice');
  await notice.waitFor({ timeout: 30000 });
  const hinted = (await notice.textContent()).match(/Hint: ([a-i0-9-]+)/)[1];
  assert.ok(engineLines('moves', start).includes(hinted), `${hinted} is a legal move`);
  expectClean(app.page);
});
