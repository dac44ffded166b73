// The moments around a turn and around the end of a game, as players at a table meet
// them: the last turn in sight, questions asked in the page and turned to who answers, a
// result card with its ways on, and a finished game that stays finished.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const link = (game, position) => `/?game=${game}&position=${encodeURIComponent(position)}`;

/** Fails the test on any native dialog: none faces the players at a table. */
function noNativeDialogs(page) {
  page.on('dialog', (d) => { page.problems.push(`native dialog: ${d.message()}`); d.dismiss(); });
}

/** The centre of an element's box on screen. */
async function centreOf(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}
const near = (a, b) => Math.hypot(a.x - b.x, a.y - b.y) < 6;

test('the last push stays in sight above the targets of the next turn', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  await app.push('e1', 'e2');
  // Black's turn: every dot is a target, e1 among them.
  assert.match(await app.point('e1').getAttribute('class'), /\btarget\b/);
  const way = app.page.locator('[data-testid="last-turn"] .last-way');
  const start = app.page.locator('[data-testid="last-turn"] .last-start');
  assert.match(await way.getAttribute("d"), /^M-?\d+ -?\d+L/, "the push is drawn");
  const drawnOver = await app.page.evaluate(() => {
    const marks = document.querySelector('[data-testid="last-turn"]');
    const e1 = document.querySelector('[data-point="e1"] .target-mark');
    const style = getComputedStyle(marks.querySelector('.last-start'));
    return {
      after: Boolean(e1.compareDocumentPosition(marks) & Node.DOCUMENT_POSITION_FOLLOWING),
      visible: style.display !== 'none' && style.visibility !== 'hidden' && Number(style.strokeOpacity) > 0.5,
      takesTaps: getComputedStyle(marks).pointerEvents !== 'none',
    };
  });
  assert.deepEqual(drawnOver, { after: true, visible: true, takesTaps: false }, 'painted over the target marks, never catching a tap');
  assert.ok(near(await centreOf(start), await centreOf(app.point('e1').locator('circle.hit'))), 'the ring is on the entry dot');
  // From e1 to e2 (the run was empty): the way's box spans both points.
  const [b, e1, e2] = [await way.boundingBox(), await centreOf(app.point('e1').locator('circle.hit')), await centreOf(app.point('e2').locator('circle.hit'))];
  for (const p of [e1, e2]) assert.ok(p.x >= b.x - 4 && p.x <= b.x + b.width + 4 && p.y >= b.y - 4 && p.y <= b.y + b.height + 4);
  expectClean(app.page);

  const emergo = await ctx.app(link('emergo', 'emergo 1/3/5/7/wb2b4/7/2b2/1w1/1 w 0 0'));
  await emergo.emergoMove('e2-e4-e6');
  const crosses = await emergo.page.locator('[data-testid="last-turn"] .last-taken').getAttribute('d');
  assert.equal((crosses.match(/M/g) ?? []).length, 4, 'a cross (two strokes) on each of the two men taken');
  expectClean(emergo.page);
});

test('in hot-seat either player may resign, asked in the page in one question, and it stays', async () => {
  const app = await ctx.app();
  noNativeDialogs(app.page);
  await app.newGame('emergo');
  await app.cell('d6').click(); // Black to move
  await app.button('resign');
  const question = app.page.getByTestId('question');
  assert.match(await question.textContent(), /Who resigns\?/);
  assert.equal(await app.page.getByTestId('answer-white').textContent(), 'White resigns');
  assert.equal(await app.page.getByTestId('answer-black').textContent(), 'Black resigns');
  assert.doesNotMatch(await question.getAttribute('class'), /\bfar\b/, 'asked of both, turned to neither');
  await app.button('answer-no');
  assert.equal(await question.count(), 0);
  assert.equal(await app.page.getByTestId('result').count(), 0, 'No keeps the game going');
  // White resigns while it is Black's turn.
  await app.button('resign');
  await app.button('answer-white');
  assert.equal(await question.count(), 0);
  assert.equal(await app.page.getByTestId('result').textContent(), 'Black wins (resignation)');
  assert.equal(await app.page.getByTestId('undo').isDisabled(), true, 'a resignation is not taken back');
  expectClean(app.page);
});

test('face to face each player resigns at his own edge, asked turned to him', async () => {
  const app = await ctx.app();
  noNativeDialogs(app.page);
  await app.newGame('emergo');
  await app.cell('d6').click(); // Black to move
  await app.button('face-to-face');
  await app.button('resign-black'); // his own, at his edge
  const question = app.page.getByTestId('question');
  assert.match(await question.textContent(), /Black resigns\?/);
  assert.match(await question.getAttribute('class'), /\bfar\b/, 'turned to Black, across the table');
  await app.button('answer-no');
  assert.equal(await question.count(), 0);
  await app.button('resign-black');
  await app.button('answer-yes');
  assert.equal(await app.page.getByTestId('result').textContent(), 'White wins (resignation)');
  assert.equal(await app.page.getByTestId('undo').isDisabled(), true, 'a resignation is not taken back');
  expectClean(app.page);
});

test('a hot-seat draw is offered by the player to move and answered by the other', async () => {
  const app = await ctx.app();
  noNativeDialogs(app.page);
  await app.newGame('emergo');
  await app.button('face-to-face');
  await app.button('draw'); // White to move offers
  assert.match(await app.page.getByTestId('question').getAttribute('class'), /\bfar\b/, 'Black answers, across the table');
  await app.button('answer-yes');
  assert.equal(await app.page.getByTestId('result').textContent(), 'Draw (draw agreed)');
  expectClean(app.page);
});

test('the result card: how it ended, turns, time, what each side took, and the ways on', async () => {
  const start = 'gipf basic 4/5/6/1bbbw2/6/5/4 b 10 10';
  const app = await ctx.app(link('gipf', start));
  await app.push('e1', 'e2');
  await app.point('e3').click(); // Black's plain row goes, with White's piece on e6
  await app.button('resign');
  await app.button('answer-white');
  const card = app.page.getByTestId('ending');
  assert.equal(await card.getByTestId('result').textContent(), 'Black wins (resignation)');
  assert.match(await card.getByTestId('ending-facts').textContent(), /^1 turn, played in 0 min \d+ s$/);
  assert.equal(await card.getByTestId('took-black').textContent(), 'Black captured 1 piece');
  assert.equal(await card.getByTestId('took-white').textContent(), 'White captured 0 pieces');
  await app.button('close-ending');
  assert.equal(await card.count(), 0);
  assert.equal(await app.page.getByTestId('result').textContent(), 'Black wins (resignation)', 'the result stays under the board');
  expectClean(app.page);
});

test('a finished game never reopens by itself; an unfinished one does', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await app.cell('d6').click();
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'd6'), 'the game goes on after a reload');
  await app.button('resign');
  await app.button('answer-black');
  await app.page.reload();
  await app.page.getByTestId('start-screen').waitFor();
  assert.equal(await app.page.getByTestId('play-screen').count(), 0, 'the finished game stays in the list');
  assert.equal(await app.page.getByTestId('saved-game').count(), 1);
  expectClean(app.page);
});

test('against the computer: choose your colour, and a rematch swaps colours with the same settings', async () => {
  const app = await ctx.app();
  noNativeDialogs(app.page);
  await app.page.getByTestId('level-emergo').selectOption('beginner');
  await app.page.getByTestId('colour-emergo').selectOption('black');
  await app.button('computer-emergo');
  assert.equal(await app.page.getByTestId('player-white').inputValue(), 'beginner', 'the computer takes White');
  assert.equal(await app.page.getByTestId('player-black').inputValue(), 'person');
  // The computer opens the game.
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1, null, { timeout: 30000 });
  await app.button('resign');
  assert.match(await app.page.getByTestId('question').textContent(), /Black resigns\?/, 'the person resigns, not the computer');
  assert.equal(await app.page.getByTestId('answer-white').count(), 0, 'nobody resigns for the computer');
  await app.button('answer-yes');
  await app.button('rematch');
  assert.equal(await app.page.getByTestId('player-white').inputValue(), 'person', 'colours swapped');
  assert.equal(await app.page.getByTestId('player-black').inputValue(), 'beginner', 'at the same level');
  assert.equal(await app.position(), 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'a fresh game');
  assert.equal(await app.page.getByTestId('ending').count(), 0);
  expectClean(app.page);
});

test('a rematch of a GIPF game keeps the variant and extra pieces, and swaps the names', async () => {
  const app = await ctx.app();
  await app.page.getByTestId('variant-basic').click();
  await app.page.getByTestId('extra-white').selectOption('2');
  await app.newGame('gipf');
  const start = await app.position();
  await (await app.inMenu('name-white')).fill('Ann');
  await (await app.inMenu('name-black')).fill('Bo');
  await (await app.inMenu('name-black')).press('Enter');
  await app.closeMenu();
  await app.push('a1', 'b2');
  await app.button('resign');
  await app.button('answer-black');
  await app.button('rematch');
  assert.equal(await app.position(), start, 'the same start, extra pieces and all');
  assert.equal(await app.page.getByTestId('name-white').inputValue(), 'Bo');
  assert.equal(await app.page.getByTestId('name-black').inputValue(), 'Ann');
  expectClean(app.page);
});
