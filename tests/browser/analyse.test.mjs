// Analyse: the evaluation bar and the best line drawn on the board, searched in
// the game's worker while the page stays responsive, and the review that marks a bad turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engineLines, flipWhileBusy, withBrowser } from './pages.mjs';

const ctx = withBrowser();

/**
 * Waits for an analysis of the position on show whose first line turn `first` plays
 * ('white' or 'black'); returns the score and the turns of the line drawn on the board.
 */
async function analysed(app, first) {
  await app.page.waitForFunction((side) => {
    const score = document.querySelector('[data-testid="eval-score"]')?.dataset.score;
    const turn = document.querySelector('.best-line [data-turn="1"]');
    return score && turn?.classList.contains(side);
  }, first, { timeout: 30000 });
  return app.page.evaluate(() => ({
    score: Number(document.querySelector('[data-testid="eval-score"]').dataset.score),
    figure: document.querySelector('[data-testid="eval-score"]').textContent,
    said: document.querySelector('.eval .visually-hidden').textContent,
    bar: document.querySelector('.eval-white').style.width,
    turns: [...document.querySelectorAll('.best-line [data-turn]')].map((g) => ({
      side: g.classList.contains('white') ? 'white' : 'black', move: g.dataset.move, path: g.querySelector('path').getAttribute('d'),
    })),
  }));
}

test('GIPF: Analyse shows the evaluation and the best line, and follows the game', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-standard');
  const start = await app.position();
  await app.button('analyse');
  assert.equal(await app.page.getByTestId('analyse').getAttribute('aria-pressed'), 'true');
  // Seen as on, too: the switch is drawn like the other switches that are on.
  assert.match(await app.page.getByTestId('analyse').getAttribute('class') ?? '', /\bselected\b/);
  const before = await analysed(app, 'white');
  assert.match(before.figure, /^([+−]?\d+\.\d|White wins|Black wins)$/);
  assert.match(before.bar, /^\d+%$/);
  assert.match(before.said, /^Evaluation \(White's side\): .*Best line: 1\. White /);
  assert.ok(before.turns.length >= 2 && before.turns.length <= 3, `two or three turns drawn: ${JSON.stringify(before.turns)}`);
  assert.deepEqual(before.turns.slice(0, 2).map((t) => t.side), ['white', 'black']);
  const push = before.turns[0].move.split(' ').find((d) => /^[a-i]\d-[a-i]\d$/.test(d));
  assert.ok(engineLines('moves', start).some((turn) => turn.startsWith(push)), `${push} is a legal push`);
  // A move: the analysis starts again for Black, and the page answers meanwhile.
  await app.point('a1').click();
  const seen = await flipWhileBusy(app.page, '[data-point="b2"]');
  assert.ok(seen.turned, 'the click turned the board');
  assert.equal(seen.score, '', 'while the worker was still analysing');
  const after = await analysed(app, 'black');
  assert.notDeepEqual(after.turns, before.turns, 'the line changed with the position');
  // Off: the bar and the line go.
  await app.button('analyse');
  await app.page.locator('.eval-bar').waitFor({ state: 'detached' });
  assert.equal(await app.page.locator('.best-line [data-turn]').count(), 0);
  expectClean(app.page);
});

test('GIPF: in the middle of a turn the analysis is of the decision due, and browsing history too', async () => {
  // White's push lines up four black pieces: Black must remove them (step 4).
  const position = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(`/?game=gipf&position=${encodeURIComponent(position)}`);
  await app.button('analyse');
  await analysed(app, 'white');
  await app.push('e1', 'e2');
  await app.page.waitForFunction(() => /1\. Black xe2-e6/.test(document.querySelector('.eval .visually-hidden')?.textContent ?? ''),
    null, { timeout: 30000 });
  await app.button('remove-row'); // the turn is complete: Black's own turn now
  await analysed(app, 'black');
  await app.button('nav-first');
  const back = await analysed(app, 'white');
  assert.match(back.said, /Best line: 1\. White /);
  expectClean(app.page);
});

test('Emergo: Analyse draws the first moves and follows the game', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  const start = await app.position();
  await app.button('analyse');
  const before = await analysed(app, 'white');
  assert.ok(engineLines('moves', start).includes(before.turns[0].move), `${before.turns[0].move} is legal`);
  assert.deepEqual(before.turns.slice(0, 2).map((t) => t.side), ['white', 'black']);
  await app.page.locator('[data-cell].target').first().click(); // any legal entry
  const seen = await flipWhileBusy(app.page);
  assert.ok(seen.turned, 'the click turned the board');
  assert.equal(seen.score, '', 'while the worker was still analysing');
  const after = await analysed(app, 'black');
  assert.ok(engineLines('moves', await app.position()).includes(after.turns[0].move), `${after.turns[0].move} is legal`);
  expectClean(app.page);
});

test('with Analyse on, Hint names the turn of the first arrow, not another level\'s', async () => {
  // Two puzzles' positions, where the hint's level plays another turn than the answer
  // (tavola-cli ai '<position>' club: g1-g2, f2-e2) and a second's analysis finds it.
  const cases = [
    ['gipf', 'gipf basic 3b/3w1/3b2/bwwbwww/1bw3/1w3/w1w1 b 2 6', 'black'],
    ['emergo', 'emergo 1/3/2b2/7/1(bbwww)5(wwwb)(bbbbww)/1b(bww)4/3w1/2(wbb)/1 w 0 0', 'white'],
  ];
  for (const [game, position, side] of cases) {
    const app = await ctx.app(`/?game=${game}&position=${encodeURIComponent(position)}`);
    await app.button('analyse');
    const { turns } = await analysed(app, side);
    await app.button('hint');
    await app.page.getByTestId('notice').waitFor({ timeout: 30000 });
    const said = await app.page.getByTestId('notice').textContent();
    // The arrow's turn as the board draws it: a GIPF push "a1-b2" inside its move's text.
    const first = game === 'emergo' ? turns[0].move : turns[0].move.split(' ').find((d) => /^[a-i]\d-[a-i]\d$/.test(d));
    assert.ok(said.includes(first), `${game}: the hint "${said}" is the first arrow's ${first}`);
    expectClean(app.page);
  }
});

test('the review marks the turn that threw the game away, and not the one after', async () => {
  // White has one piece left and three in a row on e3-e5: pushing e1-e2 makes a row that
  // brings four back; any other push empties the reserve and loses.
  const position = 'gipf basic 4/5/6/1www3/6/5/4 w 1 10';
  const app = await ctx.app(`/?game=gipf&position=${encodeURIComponent(position)}`);
  await app.push('a1', 'b2');
  await app.push('a1', 'b2');
  await app.page.getByTestId('result').waitFor();
  // With Analyse on, a finished game reviews itself.
  await app.button('analyse');
  const turns = app.page.getByTestId('move-list').locator('li');
  await turns.first().and(app.page.locator('[data-verdict]')).waitFor({ timeout: 30000 });
  assert.equal(await turns.first().getAttribute('data-verdict'), '??');
  assert.match(await turns.first().getAttribute('title'), /^A mistake by White: the evaluation went from [−+]?\d+\.\d to Black wins$/);
  assert.match(await turns.first().textContent(), /a1-b2\?\?$/);
  // The review has reached the last position when it says it is done.
  await app.page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 30000 });
  assert.equal(await turns.nth(1).getAttribute('data-verdict'), null, "Black's winning turn is no mistake");
  // "Review game" runs it again on request.
  await app.button('review');
  await turns.first().and(app.page.locator('[data-verdict="??"]')).waitFor({ timeout: 30000 });
  expectClean(app.page);
});

test('on a phone the review\'s graph is tall enough to read and tap, and the board and strips stay put', async () => {
  const position = 'gipf basic 4/5/6/1www3/6/5/4 w 1 10';
  const app = await ctx.app(`/?game=gipf&position=${encodeURIComponent(position)}`, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const places = () => app.page.evaluate(() => ['svg.board', '[data-testid="strip-white"]', '[data-testid="strip-black"]']
    .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.top, r.height]; }));
  const before = await places();
  await app.push('a1', 'b2');
  await app.push('a1', 'b2');
  await app.page.getByTestId('close-ending').tap();
  await app.page.getByTestId('menu').tap();
  await app.page.getByTestId('analyse').tap();
  await app.page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 30000 });
  const graph = await app.page.locator('.review-graph').boundingBox();
  assert.ok(graph.height >= 40 && graph.y + graph.height <= 844, `the graph ${JSON.stringify(graph)}`);
  assert.deepEqual(await places(), before, 'the board and the strips where they were');
  expectClean(app.page);
});

test('on a small phone, Analyse from the menu leaves the whole board and the bar on screen', async () => {
  const app = await ctx.app('/?game=gipf&variant=basic', { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  await app.page.locator('[data-position]').waitFor();
  const board = () => app.page.evaluate(() => {
    const r = document.querySelector('svg.board').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && scrollY === 0;
  });
  await app.page.getByTestId('menu').tap();
  await app.page.getByTestId('analyse').tap();
  await app.page.getByTestId('game-menu').waitFor({ state: 'hidden' });
  await app.page.locator('.eval-bar').waitFor();
  assert.equal(await app.page.getByTestId('analyse').getAttribute('aria-pressed'), 'true');
  assert.ok(await board(), 'the board whole, at the top, under the evaluation bar');
  await app.page.getByTestId('menu').tap();
  await app.page.getByTestId('analyse').tap();
  await app.page.waitForFunction(() => !document.querySelector('.eval-bar'));
  assert.ok(await board(), 'and when it goes');
  expectClean(app.page);
});
