// Hot-seat on a tablet: every legal target visible, marks that survive
// updates, the tournament's first step, who may restart a turn, one-tap rows, touch drag,
// and undo, resign and draw against the computer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { engine, watchWorkers, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const BASIC = 'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12';
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';
const link = (game, position, extra = '') => `/?game=${game}&position=${encodeURIComponent(position)}${extra}`;

/** The centre of a GIPF point on screen. */
async function centre(app, label) {
  const box = await app.point(label).locator('circle.hit').boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** What is painted on top at a point's centre: the point it belongs to and its class. */
async function topAt(app, label) {
  const { x, y } = await centre(app, label);
  return app.page.evaluate(([x, y]) => {
    const el = document.elementFromPoint(x, y);
    return { point: el?.closest('[data-point]')?.getAttribute('data-point'), class: el?.getAttribute('class') };
  }, [x, y]);
}

test('GIPF: every legal target is marked above the piece on it', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  await app.point('e1').click();
  assert.match(await app.point('e2').getAttribute('class'), /target/);
  assert.deepEqual(await topAt(app, 'e2'), { point: 'e2', class: 'target-mark' }, 'the mark is painted over the piece on e2');
  await app.point('d1').click();
  for (const spot of ['d2', 'e2']) {
    assert.deepEqual(await topAt(app, spot), { point: spot, class: 'target-mark' }, `${spot} is a visible target of d1`);
  }
  await app.point('e2').click(); // d1 is picked: its target e2 pushes
  assert.equal(await app.position(), engine('play', BASIC, 'd1-e2'));
  expectClean(app.page);
});

test('dots stay dots and the last move stays marked as the marks change', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  await app.push('a1', 'b2');
  const a1 = () => app.point('a1').getAttribute('class');
  assert.match(await a1(), /\bdot\b.*\blast\b/);
  await app.point('i1').click();
  assert.match(await a1(), /\bdot\b/, 'a1 is still drawn as a dot');
  assert.match(await a1(), /\blast\b/, 'a1 is still marked as the last move');
  await app.point('i1').click();
  assert.match(await a1(), /\bdot\b.*\blast\b/);
  expectClean(app.page);

  const emergo = await ctx.app(link('emergo', 'emergo 1/b2/1b3/2w4/9/7/5/3/1 w 0 0'));
  await emergo.emergoMove('d6-c6');
  await emergo.cell('d7').click();
  await emergo.cell('d7').click();
  assert.match(await emergo.cell('d6').getAttribute('class'), /\blast\b/, 'd6 keeps its last-move outline');
  assert.match(await emergo.cell('c6').getAttribute('class'), /\blast\b/);
  expectClean(emergo.page);
});

test('GIPF tournament: tapping a dot leaves the GIPF rows, and the piece kind is asked, not assumed', async () => {
  const start = 'gipf tournament WWWW/5/B5/B6/B5/B4/4 w 10 10 11';
  const app = await ctx.app(link('gipf', start));
  assert.match(await app.status(), /tap a dot/);
  assert.match(await app.point('i1').getAttribute('class'), /target/, 'the dots are offered');
  await app.push('i1', 'h2');
  assert.equal(await app.position(), start, 'nothing is pushed before the kind is chosen');
  assert.match(await app.status(), /which piece/);
  for (const kind of ['piece-gipf', 'piece-single']) {
    assert.equal(await app.page.getByTestId(kind).getAttribute('aria-checked'), 'false', `${kind} is not chosen silently`);
  }
  await app.button('piece-single');
  await app.button('keep-rows'); // step 3 offers the GIPF row again
  assert.equal(await app.position(), engine('play', start, 'i1-h2'));
  expectClean(app.page);
});

test('GIPF: only the mover may start the turn again', async () => {
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(link('gipf', start));
  await app.push('e1', 'e2');
  assert.match(await app.status(), /^Black removes/);
  assert.equal(await app.page.getByTestId('restart-turn').isDisabled(), true, 'Black may not take back White\'s push');
  await app.button('remove-row');
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6'));
  expectClean(app.page);
});

test('GIPF: a row with nothing to choose goes with one tap', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2']]) await app.push(dot, spot);
  assert.match(await app.status(), /White removes/);
  await app.point('e3').click();
  assert.equal(await app.position(), engine('play', BASIC, 'e1-e2', 'i1-h2', 'e1-e2', 'i1-h2', 'e1-e2;xe2-e5'));
  expectClean(app.page);
});

/** A touch gesture through Chromium's input pipeline: down at `from`, moved, up at `to`. */
async function touchDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const at = (p) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 8; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('GIPF on a touch screen: a drag pushes, and tap-tap still works', async () => {
  const app = await ctx.app('/', { hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
  await app.newGame('gipf-basic');
  await touchDrag(app.page, await centre(app, 'e1'), await centre(app, 'e2'));
  assert.equal(await app.position(), engine('play', BASIC, 'e1-e2'));
  const tap = async (label) => { const { x, y } = await centre(app, label); await app.page.touchscreen.tap(x, y); };
  await tap('i1');
  await app.page.locator('[data-point="i1"].picked').waitFor(); // the tap's click comes after the touch
  await tap('h2');
  const after = engine('play', BASIC, 'e1-e2', 'i1-h2');
  await app.page.waitForFunction((p) => document.querySelector('[data-position]').getAttribute('data-position') === p, after);
  assert.equal(await app.position(), after);
  expectClean(app.page);
});

/** Waits until the move list holds `n` turns and nobody is thinking. */
async function turnsPlayed(app, n) {
  await app.page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length === n
    && !document.querySelector('[data-testid="status"]').textContent.includes('thinking'), n, { timeout: 30000 });
}

test('against the computer: undo takes back both turns, redo brings them back, the computer waits', async () => {
  const app = await ctx.app();
  await app.page.context().addInitScript(watchWorkers);
  await app.page.reload();
  await app.newGame('emergo');
  await (await app.inMenu('player-black')).selectOption('beginner');
  await app.cell('d6').click();
  await turnsPlayed(app, 2);
  const after = await app.position();
  const mark = await app.page.evaluate(() => window.workerLog.length);
  await app.button('undo');
  assert.equal(await app.position(), EMERGO, 'White\'s d6 and the reply both went back');
  // A hint, asked now, is answered after any request the Undo might have set off: every
  // request posted since the Undo is the hint's own, for White's position.
  await app.button('hint');
  await app.page.getByTestId('notice').filter({ hasText: 'Hint' }).waitFor({ timeout: 30000 });
  const since = await app.page.evaluate((mark) => window.workerLog.slice(mark).filter((e) => e.what === 'posted').map((e) => e.data), mark);
  assert.ok(since.length >= 1 && since.every((line) => line.includes(EMERGO)), `only the hint was asked: ${JSON.stringify(since)}`);
  assert.equal(await app.position(), EMERGO, 'the computer did not answer a move not made');
  assert.equal(await app.page.getByTestId('redo').isEnabled(), true);
  await app.button('redo');
  await turnsPlayed(app, 2);
  assert.equal(await app.position(), after);
  expectClean(app.page);
});

test('against the computer: Resign is the person\'s, and a draw offer is weighed', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await (await app.inMenu('player-black')).selectOption('expert');
  await app.cell('d6').click();
  await app.page.getByTestId('status').filter({ hasText: 'thinking' }).waitFor();
  await app.button('resign');
  await app.button('answer-yes');
  assert.equal(await app.page.getByTestId('result').textContent(), 'Black wins (resignation)');
  expectClean(app.page);

  const losing = await ctx.app(link('emergo', 'emergo 1/3/5/7/3(bbbb)5/7/5/1w1/1 w 0 0'));
  await (await losing.inMenu('player-black')).selectOption('beginner');
  assert.equal(await losing.page.getByTestId('draw').textContent(), 'Offer a draw');
  await losing.button('draw');
  await losing.page.getByTestId('notice').filter({ hasText: 'declines' }).waitFor({ timeout: 30000 });
  assert.equal(await losing.page.getByTestId('result').count(), 0, 'the computer, standing better, refused');

  const winning = await ctx.app(link('emergo', 'emergo 1/3/5/7/3(wwww)5/7/5/1b1/1 w 0 0'));
  await (await winning.inMenu('player-black')).selectOption('beginner');
  await winning.button('draw');
  await winning.page.getByTestId('result').waitFor({ timeout: 30000 });
  assert.equal(await winning.page.getByTestId('result').textContent(), 'Draw (draw agreed)');
  expectClean(losing.page);
  expectClean(winning.page);
});

test('start screen: a card per game, friend or computer, the rules, saved games on top', async () => {
  const app = await ctx.app();
  for (const game of ['gipf', 'emergo']) {
    const card = app.page.getByTestId(`card-${game}`);
    assert.equal(await card.locator('img').evaluate((img) => img.complete && img.naturalWidth > 0), true, `${game} has its picture`);
    const href = await app.page.getByTestId(`learn-${game}`).getAttribute('href');
    assert.match(href, new RegExp(`^learn\\.html#${game}-`), `${game}'s own lessons`);
    const anchor = href.split('#')[1];
    const page = await (await fetch(new URL(href, app.url + '/'))).text();
    assert.ok(page.includes(`id="${anchor}"`), `learn.html has the anchor #${anchor}`);
  }
  assert.equal(await app.page.getByTestId('saved-games').count(), 0, 'no saved-games list before any game');
  await app.page.getByTestId('level-emergo').selectOption('club');
  await app.button('computer-emergo');
  assert.equal(await app.page.getByTestId('player-black').inputValue(), 'club', 'the computer plays Black at the level chosen');
  assert.equal(await app.page.getByTestId('player-white').inputValue(), 'person');
  await app.button('leave');
  const saved = app.page.getByTestId('saved-game');
  assert.match(await saved.textContent(), /White: Person · Black: Computer \(club\)/);
  const order = await app.page.evaluate(() => {
    const list = document.querySelector('[data-testid="saved-games"]');
    const cards = document.querySelector('[data-testid="card-gipf"]');
    return Boolean(list.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert.ok(order, 'saved games come before the new-game cards');
  await app.chooseLang('it');
  assert.equal(await app.page.getByTestId('learn-gipf').getAttribute('href'), 'learn.it.html#gipf-board');
  expectClean(app.page);
});

test('face to face: the far player\'s status and buttons turn to him, remembered per game', async () => {
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(link('gipf', start), { viewport: { width: 820, height: 1180 } });
  const status = app.page.getByTestId('status');
  const turned = (loc) => loc.evaluate((el) => getComputedStyle(el.closest('.decision')).transform);
  const boardTop = async () => (await app.page.locator('svg.board').boundingBox()).y;
  await app.button('face-to-face');
  assert.equal(await turned(status), 'none', 'White, near the bottom, reads his status upright');
  await app.push('e1', 'e2'); // Black must now remove his row
  assert.equal(await turned(status), 'matrix(-1, 0, 0, -1, 0, 0)', 'Black\'s status is turned 180°');
  const removeRow = app.page.getByTestId('remove-row');
  assert.equal(await turned(removeRow), 'matrix(-1, 0, 0, -1, 0, 0)', 'and so is his Remove row');
  assert.ok((await removeRow.boundingBox()).y < await boardTop(), 'Black\'s button is on his side, above the board');
  // On the table the whole game fits the screen, upright, on its side, and on a phone on its side.
  for (const viewport of [{ width: 820, height: 1180 }, { width: 1180, height: 820 }, { width: 844, height: 390 }]) {
    await app.page.setViewportSize(viewport);
    const fits = await app.page.evaluate(() => {
      const inView = (sel) => { const r = document.querySelector(sel).getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; };
      return { scroll: document.scrollingElement.scrollHeight <= innerHeight, board: inView('svg.board'),
        white: inView('[data-testid="strip-white"]'), black: inView('[data-testid="strip-black"]'), undo: inView('[data-testid="undo"]') };
    });
    assert.deepEqual(fits, { scroll: true, board: true, white: true, black: true, undo: true }, `face to face at ${viewport.width}×${viewport.height}`);
  }
  await app.page.setViewportSize({ width: 820, height: 1180 });
  await app.button('leave');
  await app.page.getByTestId('resume').click();
  assert.equal(await app.page.getByTestId('face-to-face').getAttribute('aria-pressed'), 'true', 'remembered for this game');
  // The half-made turn was kept with the game: Black's removal is still his to make.
  assert.match(await status.textContent(), /Black removes/);
  await removeRow.click();
  assert.equal(await app.position(), engine('play', start, 'e1-e2;oe2-e6'));
  await app.button('leave');
  await app.newGame('emergo');
  assert.equal(await app.page.getByTestId('face-to-face').getAttribute('aria-pressed'), 'false', 'another game starts without');
  expectClean(app.page);
});

test('face to face on its side: each strip at its player\'s edge, still over the turns, its counts whole; the last turn said to the decider', async () => {
  for (const [width, height] of [[844, 390], [1180, 820], [1280, 800], [390, 844], [820, 1180]]) {
    const app = await ctx.app(link('gipf', 'gipf standard 3W/5/6/bBbW3/6/5/4 w 10 10'), { viewport: { width, height }, hasTouch: true });
    await app.button('face-to-face');
    const seen = () => app.page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      const strip = (side) => { const r = box(`[data-testid="strip-${side}"]`); return { top: Math.round(r.top), left: Math.round(r.left) }; };
      const counts = [...document.querySelectorAll('.strip .counts')].every((c) => c.scrollWidth <= c.clientWidth + 1);
      const line = document.querySelector('[data-testid="last-turn-line"]');
      const r = line.getBoundingClientRect();
      return { white: strip('white'), black: strip('black'), board: box('svg.board'), counts, line: line.textContent,
        lineShown: r.height > 0 && r.top >= 0 && r.bottom <= innerHeight, lineTurned: getComputedStyle(line).transform !== 'none' };
    });
    const first = await seen();
    const where = `${width}×${height}`;
    // White sits at the bottom edge, Black at the top: each strip in his half, nearest his edge.
    assert.ok(first.white.top > first.board.top + first.board.height / 2 - 1, `${where}: White's strip in the bottom half (${first.white.top})`);
    assert.ok(first.black.top < first.board.top + first.board.height / 2, `${where}: Black's strip in the top half (${first.black.top})`);
    assert.ok(first.counts, `${where}: the counts read whole`);
    await app.push('i5', 'h5');
    const afterWhite = await seen();
    assert.match(afterWhite.line, /White pushed/, `${where}: the last turn is said face to face`);
    assert.deepEqual([afterWhite.lineShown, afterWhite.lineTurned], [true, true], `${where}: to Black, who decides now`);
    await app.push('a1', 'b2');
    const afterBlack = await seen();
    assert.match(afterBlack.line, /Black pushed/);
    assert.deepEqual([afterBlack.lineShown, afterBlack.lineTurned], [true, false], `${where}: upright to White`);
    for (const s of [afterWhite, afterBlack]) {
      assert.deepEqual([s.white, s.black], [first.white, first.black], `${where}: neither strip moves`);
    }
    expectClean(app.page);
    await app.page.context().close();
  }
});

test('sound: a synthesized cue for each turn and the end, and a remembered mute', async () => {
  const app = await ctx.app();
  // Count the oscillators Web Audio starts, with their frequencies.
  await app.page.addInitScript(() => {
    window.sounds = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) { window.sounds.push(this.frequency.value); return start.apply(this, args); };
  });
  await app.page.reload();
  await app.newGame('emergo');
  const heard = () => app.page.evaluate(() => window.sounds.length);
  await app.cell('d6').click();
  assert.equal(await heard(), 1, 'an entry clicks once');
  await app.button('sound');
  assert.equal(await app.page.getByTestId('sound').getAttribute('aria-pressed'), 'false');
  await app.cell('d8').click();
  assert.equal(await heard(), 1, 'muted: silence');
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.page.getByTestId('sound').getAttribute('aria-pressed'), 'false', 'mute is remembered');
  await app.button('sound');
  await app.button('resign');
  await app.button('answer-white');
  assert.equal(await app.page.evaluate(() => window.sounds.length), 3, 'the end of the game is a chord of three notes');
  expectClean(app.page);
});

const LAYOUTS = [
  ['phone portrait', 390, 844], ['phone landscape', 844, 390], ['tablet portrait', 820, 1180],
  ['tablet landscape', 1180, 820], ['desktop', 1440, 900],
];

/** Fails unless the element is entirely inside the viewport, the page unscrolled. */
async function inView(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height, scrolled } = await page.evaluate(() => ({ width: innerWidth, height: innerHeight, scrolled: scrollY }));
  assert.equal(scrolled, 0);
  assert.ok(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
    `${what} is in view: ${JSON.stringify(box)} in ${width}×${height}`);
}

for (const [name, width, height] of LAYOUTS) {
  test(`layout, ${name} (${width}×${height}): board, status and the decision's buttons in view`, async () => {
    const moves = encodeURIComponent('e1-e2 i1-h2 e1-e2 i1-h2');
    const app = await ctx.app(`/?game=gipf&variant=basic&moves=${moves}`, { viewport: { width, height } });
    await app.push('e1', 'e2'); // White must now remove his row
    for (const id of ['status', 'remove-row', 'restart-turn', 'undo']) await inView(app.page, app.page.getByTestId(id), id);
    await inView(app.page, app.page.locator('svg.board'), 'the GIPF board');
    const hit = await app.point('e4').locator('circle.hit').boundingBox();
    const [a, b] = [await centre(app, 'e4'), await centre(app, 'e5')];
    const spacing = Math.hypot(a.x - b.x, a.y - b.y);
    assert.ok(hit.width >= spacing * 0.99, `a point's hit area (${hit.width}px) is as wide as the spacing (${spacing}px)`);
    assert.ok(spacing >= 30, `points are ${spacing}px apart`);
    // Analyse on: its bar joins them without pushing anything out of view.
    await app.button('analyse');
    await app.page.evaluate(() => window.scrollTo(0, 0));
    await app.page.locator('.eval-bar').waitFor();
    for (const id of ['status', 'remove-row', 'restart-turn', 'undo', 'eval']) await inView(app.page, app.page.getByTestId(id), `${id}, analysing`);
    await inView(app.page, app.page.locator('svg.board'), 'the GIPF board, analysing');
    expectClean(app.page);

    const emergo = await ctx.app(link('emergo', EMERGO), { viewport: { width, height } });
    await emergo.emergoMove('d6');
    for (const id of ['status', 'undo']) await inView(emergo.page, emergo.page.getByTestId(id), id);
    await inView(emergo.page, emergo.page.locator('svg.board'), 'the Emergo board');
    const square = await emergo.cell('e5').locator('rect.dark').boundingBox();
    assert.ok(square.width >= 30, `squares are ${square.width}px wide`);
    expectClean(emergo.page);
  });
}

test('a hint is shown on the board, not only in words', async () => {
  const app = await ctx.app();
  await app.newGame('gipf-basic');
  await app.button('hint');
  await app.page.getByTestId('notice').waitFor({ timeout: 30000 });
  const [dot, spot] = (await app.page.getByTestId('notice').textContent()).match(/push ([a-i]\d)-([a-i]\d)/).slice(1);
  for (const label of [dot, spot]) assert.match(await app.point(label).getAttribute('class'), /\bhint\b/, `${label} is marked`);
  await app.push(dot, spot);
  assert.equal(await app.page.locator('[data-point].hint').count(), 0, 'the hint goes with the turn');

  const emergo = await ctx.app(link('emergo', EMERGO));
  await emergo.button('hint');
  await emergo.page.getByTestId('notice').waitFor({ timeout: 30000 });
  const square = (await emergo.page.getByTestId('notice').textContent()).match(/Hint: ([a-i]\d)/)[1];
  assert.match(await emergo.cell(square).getAttribute('class'), /\bhint\b/);
  expectClean(app.page);
  expectClean(emergo.page);
});

test('screen readers hear what happened, in every language', async () => {
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const app = await ctx.app(link('gipf', start, '&lang=it'));
  await app.push('e1', 'e2');
  await app.button('remove-row');
  assert.equal(await app.page.getByTestId('announce').textContent(), 'Il Bianco ha spinto e1-e2. Il Nero ha preso la fila e2–e6 e ha catturato un pezzo bianco.');
  await app.chooseLang('sv');
  assert.equal(await app.page.getByTestId('announce').textContent(), 'Vit sköt in e1-e2. Svart plockade upp raden e2–e6 och tog en vit bricka.');
  await app.chooseLang('en');
  assert.equal(await app.page.getByTestId('announce').textContent(), 'White pushed e1-e2. Black removed the row e2–e6 and took one white piece.');
  expectClean(app.page);
});

test('smaller things: corner labels on the board in dark mode, Games on one line, 1… for Black first, long values', async () => {
  const app = await ctx.app('/?game=gipf', { colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  for (const label of ['a1', 'a5', 'i1', 'i5']) {
    const inside = await app.point(label).locator('text.label').evaluate((text) => {
      const r = text.getBoundingClientRect();
      return [[r.left + 1, r.top + 1], [r.right - 1, r.top + 1], [r.left + 1, r.bottom - 1], [r.right - 1, r.bottom - 1]]
        .every(([x, y]) => document.elementsFromPoint(x, y).some((el) => el.classList.contains('frame')));
    });
    assert.ok(inside, `${label}'s label lies on the board`);
  }
  const leave = await app.page.getByTestId('leave').boundingBox();
  assert.ok(leave.height < 50, `"← Games" stays on one line (${leave.height}px tall)`);
  expectClean(app.page);

  const black = await ctx.app(link('emergo', 'emergo 1/3/5/7/9/7/5/3/1 b 12 12'));
  await black.emergoMove('d8');
  assert.equal(await black.page.getByTestId('move-list').locator('li').first().textContent(), '1… d8');
  expectClean(black.page);

  const long = await ctx.app(`/?orientation=${'x'.repeat(500)}`, { viewport: { width: 390, height: 844 } });
  const notice = await long.page.getByTestId('notice').textContent();
  assert.ok(notice.length < 200, `the echoed value is cut: ${notice.length} characters`);
  assert.ok(await long.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not widen');
});

test('Emergo moves are animated leg by leg, and not at all with reduced motion', async () => {
  const before = engine('play', EMERGO, ...'d6 d8 e4 g6 f4 g7 b6 d7 f6'.split(' '));
  const animation = (app, square) => app.cell(square).locator('g.column').evaluate((g) => ({
    class: g.getAttribute('class'), name: getComputedStyle(g).animationName,
  }));
  const app = await ctx.app(link('emergo', before));
  await app.emergoMove('g6-e6-c6');
  assert.deepEqual(await animation(app, 'c6'), { class: 'column hop2', name: 'hop2' }, 'the capturer travels two legs');
  assert.deepEqual(await animation(app, 'f6'), { class: 'column ghost', name: 'under' }, 'the man jumped first goes under');
  await app.emergoMove('b6-d6');
  assert.deepEqual(await animation(app, 'd6'), { class: 'column hop1', name: 'hop1' }, 'one jump, one leg');
  expectClean(app.page);
  const entry = await ctx.app(link('emergo', EMERGO));
  await entry.emergoMove('d6');
  assert.deepEqual(await animation(entry, 'd6'), { class: 'column entered', name: 'enter' }, 'an entry drops in');
  expectClean(entry.page);

  const still = await ctx.app(link('emergo', before), { reducedMotion: 'reduce' });
  await still.emergoMove('g6-e6-c6');
  assert.equal((await animation(still, 'c6')).name, 'none', 'reduced motion honoured');
  expectClean(still.page);
});

test('on a phone a notice leaves "← Games" within reach, in every language', async () => {
  for (const lang of ['en', 'it', 'sv']) {
    const app = await ctx.app(`/?game=gipf&variant=basic&lang=${lang}`, { viewport: { width: 390, height: 844 }, hasTouch: true });
    await app.page.getByTestId('hint').tap();
    await app.page.getByTestId('notice').waitFor({ timeout: 30000 });
    const reached = await app.page.evaluate(() => {
      const b = document.querySelector('[data-testid="leave"]').getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return hit?.closest('[data-testid="leave"]') !== null;
    });
    assert.equal(reached, true, `${lang}: a tap on "← Games" reaches it`);
    expectClean(app.page);
    await app.page.context().close();
  }
});

test('a hint on a desktop or a tablet on its side leaves the whole board on screen', async () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 1280, height: 720 }, { width: 1180, height: 820 }]) {
    const app = await ctx.app('/?game=gipf', { viewport });
    const height = () => app.page.evaluate(() => document.scrollingElement.scrollHeight);
    const before = await height();
    await app.button('hint');
    await app.page.getByTestId('notice').waitFor();
    const seen = await app.page.evaluate(() => ({
      board: document.querySelector('svg.board').getBoundingClientRect().bottom <= innerHeight,
    }));
    // The notice lies over the page: it makes it no taller (at 1180×820 the side column
    // already reaches 14 px below the screen without one, a layout of its own to mend).
    assert.deepEqual({ ...seen, taller: (await height()) > before }, { board: true, taller: false }, `${viewport.width}×${viewport.height}`);
    expectClean(app.page);
    await app.page.context().close();
  }
});
