// Hot-seat play in a real browser, by taps, checked against the native engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const BASIC = 'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12';
const STANDARD = 'gipf standard B2W/5/6/W5B/6/5/B2W w 12 12';

test('GIPF basic: pushes to a row removal, each position as the engine says', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  assert.equal(await app.position(), BASIC);
  const turns = [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['i1', 'h2']];
  const played = [];
  for (const [dot, spot] of turns) {
    await app.push(dot, spot);
    played.push(`${dot}-${spot}`);
    assert.equal(await app.position(), engine('play', BASIC, ...played));
  }
  await app.push('e1', 'e2');
  assert.match(await app.status(), /White removes/);
  await app.button('remove-row');
  played.push('e1-e2;xe2-e5');
  assert.equal(await app.position(), engine('play', BASIC, ...played));
  assert.equal(await app.page.getByTestId('reserve-white').textContent(), '13 in reserve, 0 lost');
  assert.match(await app.page.getByTestId('strip-white').textContent(), /^White13 in reserve/, 'in White\'s strip');
  expectClean(app.page);
});

test('GIPF standard: a GIPF piece in a removed row is kept', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-standard');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2']]) {
    await app.push(dot, spot);
  }
  await app.point('e5').click(); // keep the GIPF piece
  await app.button('remove-row');
  const expected = engine('play', STANDARD, 'e1-e2', 'i1-h2', 'e1-e2', 'i1-h2', 'e1-e2;xe2-e5!e5');
  assert.equal(await app.position(), expected);
  assert.equal(await app.point('e5').locator('.piece.white').count(), 1);
  expectClean(app.page);
});

test('a turn updates the board in place: marks change by class, only the pieces that moved are rewritten', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  // Which points' contents are rewritten (elements added or removed) while `act` runs.
  const rewritten = async (act) => {
    await app.page.evaluate(() => {
      window.rewritten = new Set();
      window.watch = new MutationObserver((records) => records.filter((r) => r.type === 'childList')
        .forEach((r) => window.rewritten.add(r.target.closest('[data-point]')?.dataset.point ?? 'board')));
      window.watch.observe(document.querySelector('svg.board'), { subtree: true, childList: true });
    });
    await act();
    // Every change the click made so far, including those the observer has not yet reported.
    return app.page.evaluate(() => {
      window.watch.takeRecords().filter((r) => r.type === 'childList')
        .forEach((r) => window.rewritten.add(r.target.closest('[data-point]')?.dataset.point ?? 'board'));
      window.watch.disconnect();
      return [...window.rewritten].sort();
    });
  };
  const points = await app.page.evaluate(() => { window.points = [...document.querySelectorAll('[data-point]')]; return window.points.length; });
  assert.deepEqual(await rewritten(() => app.point('e1').click()), [], 'picking a dot marks its targets by class alone');
  assert.ok(await app.page.locator('.point.target:not(.dot)').count() > 0, 'the targets are marked');
  assert.deepEqual(await rewritten(() => app.point('e2').click()), ['e2', 'e3'], 'the push rewrites the two pieces it moved');
  assert.equal(await app.position(), engine('play', BASIC, 'e1-e2'));
  const same = await app.page.evaluate(() => window.points.every((el, i) => document.querySelectorAll('[data-point]')[i] === el));
  assert.equal(same && points === 61, true, 'every point is still the element it was');
  assert.equal(await app.point('e2').locator('.piece.slid').count(), 1, 'the entered piece slides in');
  expectClean(app.page);
});

const SEED_GAME = 'd6 d8 e4 g6 f4 g7 b6 d7 f6 g6-e6-c6 b6-d6 d7-d5 c6-e6'.split(' ');

test('Emergo: the seed game played by taps ends in its stated position', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  for (const move of SEED_GAME) await app.emergoMove(move);
  assert.equal(await app.position(), 'emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 b 7 8');
  assert.equal(await app.page.getByTestId('move-list').locator('li').count(), SEED_GAME.length);
  expectClean(app.page);
});

test('Emergo: a multi-jump capture is built tap by tap', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  for (const move of SEED_GAME.slice(0, 9)) await app.emergoMove(move);
  const before = await app.position();
  assert.match(await app.status(), /must capture/);
  await app.cell('g6').click();
  assert.match(await app.cell('e6').getAttribute('class'), /target/);
  await app.cell('e6').click();
  assert.equal(await app.position(), before, 'half a capture changes nothing yet');
  assert.match(await app.cell('c6').getAttribute('class'), /target/);
  await app.cell('c6').click();
  assert.equal(await app.position(), engine('play', before, 'g6-e6-c6'));
  expectClean(app.page);
});

test('Emergo: a figure-six capture shows its next landing even on a square it has crossed', async () => {
  // e4 jumps d4, c5, d6, e5, d4 again: it lands on its own start e4, then on c4 a second time.
  const figureSix = 'emergo 1/3/5/2b4/2b1b4/2(bb)w3/5/3/1 w 0 0';
  const app = await ctx.app(`/?game=emergo&position=${encodeURIComponent(figureSix)}`);
  assert.equal(await app.position(), figureSix);
  const landings = ['c4', 'c6', 'e6', 'e4', 'c4'];
  await app.cell('e4').click();
  for (const square of landings) {
    // Exactly one square is marked as where to tap next, and it is the next landing.
    await app.page.locator('[data-cell].target').first().waitFor();
    assert.deepEqual(await app.page.locator('[data-cell].target').evaluateAll((cells) => cells.map((c) => c.dataset.cell)), [square]);
    await app.cell(square).click();
  }
  assert.equal(await app.position(), engine('play', figureSix, 'e4-c4-c6-e6-e4-c4'));
  expectClean(app.page);
});

test('a reload resumes the game exactly; undo and redo follow the record', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  for (const move of SEED_GAME.slice(0, 4)) await app.emergoMove(move);
  const position = await app.position();
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.position(), position);
  await app.button('undo');
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', ...SEED_GAME.slice(0, 3)));
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
  await app.button('redo');
  assert.equal(await app.position(), position);
  await app.button('leave');
  await app.page.getByTestId('saved-game').first().waitFor();
  expectClean(app.page);
});

test('undo returns to a fresh turn: nothing of the undone turn\'s making is left picked', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-standard');
  await app.push('a1', 'b2');
  await app.button('undo');
  assert.equal(await app.position(), STANDARD);
  assert.equal(await app.page.locator('[data-point].picked').count(), 0, 'no dot left picked');
  // The same push again, tapped the same way, is played.
  await app.push('a1', 'b2');
  assert.equal(await app.position(), engine('play', STANDARD, 'a1-b2'));

  await app.button('leave');
  await app.newGame('emergo');
  for (const move of SEED_GAME.slice(0, 9)) await app.emergoMove(move);
  const before = await app.position();
  await app.emergoMove('g6-e6-c6');
  await app.button('undo');
  assert.equal(await app.position(), before);
  assert.equal(await app.page.locator('[data-cell].picked').count(), 0, 'no column left picked');
  await app.emergoMove('g6-e6-c6');
  assert.equal(await app.position(), engine('play', before, 'g6-e6-c6'));
  expectClean(app.page);
});

test('corrupted storage still starts, names the damage and keeps the other games', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await app.emergoMove('d6');
  await app.button('leave');
  await app.page.evaluate(() => {
    localStorage.setItem('tavola.game.broken', '{"schema":1,"rules":1,"id":"broken"');
    localStorage.setItem('tavola.game.future', JSON.stringify({ schema: 99 }));
  });
  await app.page.reload();
  await app.page.getByTestId('start-screen').waitFor();
  assert.equal(await app.page.getByTestId('damaged-game').count(), 2);
  assert.equal(await app.page.getByTestId('saved-game').count(), 1);
  assert.match(await app.page.getByTestId('damaged-game').first().textContent(), /cannot be opened/);
  await app.page.getByTestId('resume').click();
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'd6'));
  assert.equal(await app.page.evaluate(() => localStorage.getItem('tavola.game.broken')), '{"schema":1,"rules":1,"id":"broken"',
    'damaged data is never overwritten');
  expectClean(app.page);
});

test('GIPF: a drag from a dot to a spot pushes', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  const centre = async (label) => {
    const box = await app.point(label).locator('circle.hit').boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [fx, fy] = await centre('i3');
  const [tx, ty] = await centre('h3');
  await app.page.mouse.move(fx, fy);
  await app.page.mouse.down();
  await app.page.mouse.move(tx, ty, { steps: 5 });
  await app.page.mouse.up();
  assert.equal(await app.position(), engine('play', BASIC, 'i3-h3'));
  expectClean(app.page);
});

test('GIPF tournament: GIPF pieces first, then the player chooses the kind', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-tournament');
  const start = await app.position();
  assert.equal(await app.page.getByTestId('piece-single').count(), 0, 'the first push must be a GIPF piece');
  await app.push('a1', 'b2');
  await app.push('i5', 'h5');
  assert.equal(await app.position(), engine('play', start, 'Ga1-b2', 'Gi5-h5'));
  await app.button('piece-single');
  await app.push('a2', 'b3');
  assert.equal(await app.position(), engine('play', start, 'Ga1-b2', 'Gi5-h5', 'a2-b3'));
  assert.match(await app.page.getByTestId('reserve-white').textContent(), /15/);
  expectClean(app.page);
});

test('records import by pasting and from a file, and export gives them back', async () => {
  const app = await ctx.app();
  const record = '[Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]\n1. d6 d8 2. e4';
  await app.page.getByTestId('import-text').fill(record);
  await app.button('import');
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'd6', 'd8', 'e4'));
  await app.button('export');
  assert.equal((await app.page.getByTestId('export-text').inputValue()).trim(), record);
  await app.closeMenu();
  await app.button('leave');
  await app.page.locator('input[type="file"]').setInputFiles({
    name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(`[Position "${BASIC}"]\n1. e1-e2`),
  });
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.position(), engine('play', BASIC, 'e1-e2'));
  await app.button('leave');
  await app.page.getByTestId('import-text').fill('[Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]\n1. e5');
  await app.button('import');
  assert.match(await app.page.getByTestId('notice').textContent(), /turn 1 \(e5\)/);
  expectClean(app.page);
});
