// Details a player meets at the table, each once wrong: the result card's title clear of
// its close button on a phone; a tooltip on every icon button on a desktop; a paused clock
// drawn paused; a GIPF piece taken drawn and said as one; the last turn's line read whole
// by a tap; a stray tap that throws away neither a picked GIPF row nor a half-made Emergo
// capture. All by clicks and taps, checked as drawn on the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { appWithClock, engine, nextFrame, playByClicks, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const link = (game, position) => `/?game=${game}&position=${encodeURIComponent(position)}`;

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('phone: the result card\'s title lies whole beside its close button', async () => {
  const app = await appWithClock(ctx, { viewport: { width: 390, height: 844 } });
  await app.page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  // White never moves: his three minutes run out (one of the longer titles).
  await app.page.clock.runFor(181_000);
  const card = app.page.getByTestId('ending');
  await card.waitFor();
  assert.equal(await card.getByTestId('result').textContent(), 'Black wins (time ran out)');
  const seen = await card.evaluate((card) => {
    const box = (r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const title = card.querySelector('[data-testid="result"]');
    // Each line of the title's text as laid out: where its letters are.
    const range = document.createRange();
    range.selectNodeContents(title);
    return {
      lines: [...range.getClientRects()].map(box),
      close: box(card.querySelector('[data-testid="close-ending"]').getBoundingClientRect()),
      card: box(card.getBoundingClientRect()),
      clipped: title.scrollWidth > title.clientWidth,
    };
  });
  assert.equal(seen.clipped, false, 'the title is not cut at its own edge');
  assert.ok(seen.lines.length > 0);
  for (const line of seen.lines) {
    // The close button is drawn over whatever lies under it: no letter may.
    assert.equal(overlap(line, seen.close), false, `a line of the title runs under the close button: ${JSON.stringify(seen)}`);
    assert.ok(line.left >= seen.card.left && line.right <= seen.card.right, `the title within the card: ${JSON.stringify(seen)}`);
  }
  expectClean(app.page);
});

/** The visible buttons under `scope` whose face is a glyph, not a word (a narrow row of
 * actions draws each as its icon: the words are there, at font size 0), with their tooltip. */
const iconButtons = (page, scope) => page.locator(scope).evaluateAll((scopes) => scopes.flatMap((s) => [...s.querySelectorAll('button')])
  .filter((b) => b.checkVisibility() && b.getBoundingClientRect().width > 0)
  .map((b) => {
    const face = getComputedStyle(b).fontSize === '0px' ? (b.dataset.icon ?? '') : b.innerText.trim();
    return { id: b.dataset.testid, face, name: (b.getAttribute('aria-label') ?? b.textContent).trim(), title: b.title };
  })
  .filter((b) => !/\p{L}{2}/u.test(b.face)));

test('desktop: each icon button in the row of actions and the move list has its name as a tooltip', async () => {
  const app = await ctx.app('/', { viewport: { width: 1280, height: 800 } });
  const seen = new Set();
  // Emergo with a clock (Undo, Draw, Resign, Pause, Menu), GIPF (Start the turn again);
  // face to face, each player's own in his strip.
  for (const [kind, clock] of [['emergo', '3+2'], ['gipf-standard', '']]) {
    if (await app.page.getByTestId('leave').count()) await app.button('leave');
    await app.page.getByTestId(`clock-${kind.split('-')[0]}`).selectOption(clock);
    await app.newGame(kind);
    for (const facing of [false, true]) {
      if (facing) await app.button('face-to-face');
      const icons = await iconButtons(app.page, '.play .actions, .play .strip, .play .nav');
      for (const b of icons) {
        seen.add(b.id);
        assert.equal(b.title, b.name, `${kind}${facing ? ', face to face' : ''}: the ${b.face} button (${b.id}) says what it does on a pointer's hover`);
      }
    }
    await app.button('face-to-face');
  }
  for (const id of ['undo', 'draw', 'resign', 'pause-clock', 'menu', 'restart-turn', 'undo-black', 'resign-black', 'pause-clock-black', 'restart-turn-black', 'hint', 'nav-first', 'nav-back', 'nav-forward', 'nav-last']) {
    assert.ok(seen.has(id), `${id} drawn as an icon: ${[...seen]}`);
  }
  expectClean(app.page);
});

/** How a clock face is drawn: its paused mark (two bars before the time), its border. */
const clockFace = (page, side) => page.getByTestId(`clock-${side}`).evaluate((el) => {
  const mark = getComputedStyle(el, '::before');
  const drawn = mark.content !== 'none' && mark.content !== 'normal' && parseFloat(mark.width) > 0 && mark.backgroundImage !== 'none';
  return { pausedMark: drawn, border: getComputedStyle(el).borderTopStyle };
});

test('a paused clock is drawn paused on both faces, and not once it runs', async () => {
  const app = await appWithClock(ctx, { viewport: { width: 820, height: 1180 } });
  await app.page.getByTestId('clock-emergo').selectOption('3+2');
  await app.button('friend-emergo');
  const both = async () => [await clockFace(app.page, 'white'), await clockFace(app.page, 'black')];
  const running = [{ pausedMark: false, border: 'solid' }, { pausedMark: false, border: 'solid' }];
  const paused = [{ pausedMark: true, border: 'dashed' }, { pausedMark: true, border: 'dashed' }];
  assert.deepEqual(await both(), running, 'running: no paused mark');
  await app.button('pause-clock');
  assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Start the clock');
  assert.deepEqual(await both(), paused, 'paused: each face says so, not only the button');
  await app.button('pause-clock');
  assert.equal(await app.page.getByTestId('pause-clock').textContent(), 'Pause the clock');
  assert.deepEqual(await both(), running, 'running again: the mark is gone');
  expectClean(app.page);
});

// Black's e1-e2 makes e2..e5 his four in a row (his last GIPF piece on e4), White's GIPF
// piece on e6 at its end; Black keeps his own (marked so by default) and takes White's.
const GIPF_ROW = 'gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10';
const TAKES_GIPF = 'e1-e2;xe2-e6!e4';

/** The points where the last turn took a piece, as drawn: `label colour[ captured][ GIPF]`,
 * GIPF when its ghost shows the inner ring of a GIPF piece. */
const ghosts = (page) => page.locator('.point.gone').evaluateAll((points) => points.map((p) => {
  const ring = p.querySelector('.ghost-ring');
  const ringDrawn = !!ring && getComputedStyle(ring).display !== 'none' && getComputedStyle(ring).stroke !== 'none' && ring.getBBox().width > 10;
  return `${p.dataset.point} ${p.querySelector('.mark').dataset.removed}${p.classList.contains('captured') ? ' captured' : ''}${ringDrawn ? ' GIPF' : ''}`;
}));

test('a GIPF piece taken is drawn with its ring in its ghost and said as a GIPF piece', async () => {
  const app = await ctx.app(link('gipf', GIPF_ROW), { viewport: { width: 820, height: 1180 } });
  await playByClicks(app.page, TAKES_GIPF);
  assert.equal(await app.position(), engine('play', GIPF_ROW, TAKES_GIPF));
  const line = app.page.getByTestId('last-turn-line');
  await line.filter({ hasText: 'Black pushed e1-e2' }).waitFor();
  assert.equal((await line.textContent()).trim(), 'Black pushed e1-e2, removed the row e2–e6 and took one white GIPF piece.');
  // Black's three plain pieces went back to his reserve; White's GIPF piece was captured.
  assert.deepEqual(await ghosts(app.page), ['e2 black', 'e3 black', 'e5 black', 'e6 white captured GIPF']);
  expectClean(app.page);
});

// White's e1-e2 completes two rows of his at once, c3–g5 and d2–h3: a line too long for
// the column beside the board at 1280×800.
const TWO_ROWS = 'gipf basic 4/1w3/w1w1w1/wbw4/1w1www/bwww1/bb2 w 5 14';
const TWO_ROWS_TURN = 'e1-e2;xc3-g5;xd2-h3';

test('desktop: a tap on the last turn\'s line shows it whole', async () => {
  const app = await ctx.app(link('gipf', TWO_ROWS), { viewport: { width: 1280, height: 800 }, hasTouch: true });
  await playByClicks(app.page, TWO_ROWS_TURN);
  assert.equal(await app.position(), engine('play', TWO_ROWS, TWO_ROWS_TURN));
  const line = app.page.getByTestId('last-turn-line');
  await line.filter({ hasText: 'White pushed e1-e2' }).waitFor();
  assert.equal((await line.textContent()).trim(), 'White pushed e1-e2, removed the rows c3–g5 and d2–h3 and took one black piece.');
  /** Whether the line's text is all on screen: no element of it clips it (an ellipsis is
   * drawn only where one does), and each of its lines is on top where its letters are. */
  const whole = () => line.evaluate((el) => {
    const clipped = [el, ...el.querySelectorAll('*')].filter((e) => getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth);
    const range = document.createRange();
    range.selectNodeContents(el);
    const hidden = [...range.getClientRects()].filter((r) => {
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.right > innerWidth || r.bottom > innerHeight || !(hit && el.contains(hit));
    });
    return { clipped: clipped.length, hidden: hidden.length };
  });
  // Cut at first (this turn is longer than the column is wide): else the test proves nothing.
  assert.notDeepEqual(await whole(), { clipped: 0, hidden: 0 }, 'the long line is cut before the tap');
  await line.tap();
  await nextFrame(app.page);
  assert.deepEqual(await whole(), { clipped: 0, hidden: 0 }, 'tapped, the whole line is on screen');
  expectClean(app.page);
});

/** What a player sees of a GIPF removal under way: the points marked in the row or kept,
 * the GIPF pieces offered to keep (and whether kept), Remove row, and the status. */
const removalOnShow = (page) => page.evaluate(() => ({
  marked: [...document.querySelectorAll('.point.in-row, .point.kept, .point.chosen')]
    .map((p) => `${p.dataset.point} ${[...p.classList].filter((c) => ['in-row', 'other-row', 'kept', 'chosen'].includes(c)).join(' ')}`),
  keep: [...document.querySelectorAll('[data-testid="keep-piece"]')].map((b) => `${b.textContent.trim()} ${b.getAttribute('aria-pressed')}`),
  removeRow: !!document.querySelector('[data-testid="remove-row"]')?.checkVisibility(),
  status: document.querySelector('[data-testid="status"]').textContent,
}));

test('GIPF: a stray tap beside the one row to decide leaves it picked, Remove row still there', async () => {
  const app = await ctx.app(link('gipf', GIPF_ROW), { viewport: { width: 820, height: 1180 } });
  await app.push('e1', 'e2');
  await app.page.getByTestId('remove-row').waitFor();
  const before = await removalOnShow(app.page);
  assert.ok(before.marked.length >= 5 && before.removeRow, JSON.stringify(before));
  await app.point('c4').click(); // an empty point, on no row
  await nextFrame(app.page);
  assert.deepEqual(await removalOnShow(app.page), before, 'the row stays picked, its marks as they were');
  // And the turn is finished from there as it stood: the row goes, Black's e4 stays.
  await app.button('remove-row');
  assert.equal(await app.position(), engine('play', GIPF_ROW, TAKES_GIPF));
  expectClean(app.page);
});

test('Emergo: a stray tap beside a half-made capture keeps the jumps tapped so far', async () => {
  // Black must capture g6-e6-c6 (two jumps): he picks g6, lands on e6, then taps a5.
  const moves = ['d6', 'd8', 'e4', 'g6', 'f4', 'g7', 'b6', 'd7', 'f6'];
  const app = await ctx.app(`/?game=emergo&moves=${moves.join('+')}`, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const line = app.page.getByTestId('last-turn-line');
  await line.filter({ hasText: 'White entered f6.' }).waitFor();
  const before = await app.position();
  const marks = () => app.page.locator('.cell.picked, .cell.target').evaluateAll((cells) => cells.map((c) => `${c.dataset.cell} ${c.classList.contains('picked') ? 'picked' : 'target'}`).sort());
  await app.cell('g6').tap();
  await app.cell('e6').tap();
  const halfMade = ['c6 target', 'e6 picked', 'g6 picked'];
  assert.deepEqual(await marks(), halfMade, 'the column and its first landing picked, the next landing offered');
  await app.cell('a5').tap(); // an empty square, nowhere on the capture's way
  await nextFrame(app.page);
  assert.deepEqual(await marks(), halfMade, 'the jumps tapped so far are kept');
  assert.equal(await app.position(), before, 'nothing played');
  await app.cell('c6').tap();
  await line.filter({ hasText: 'Black captured g6-e6-c6, taking 2 men.' }).waitFor();
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', ...moves, 'g6-e6-c6'));
  expectClean(app.page);
});
