// More details of "the table, finished", each checked as a person meets it, by clicks and
// taps on the drawn page: a finished game resumed on a phone shows its result card clear of
// the menu and its board where it was; every button of the row of actions and the players'
// strips keeps its label whole or is drawn as its icon; a shadow piece is said with its men,
// in English and Italian; Italian words stay lower case mid-sentence; "pezzo‑GIPF" never
// breaks at its hyphen, in the pages and in the app; and the end of a game face to face
// and with a clock leaves the board where it was, card shown, closed and stepped through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, newPage } from './harness.mjs';
import { engine, engineLines, nextFrame, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const link = (game, position, extra = '') => `/?game=${game}&position=${encodeURIComponent(position)}${extra}`;

const PHONE = { width: 390, height: 844 };
const PHONE_ON_ITS_SIDE = { width: 844, height: 390 };
const DESKTOP = { width: 1280, height: 800 };

/** Where an element is on the page (not the screen: tapping a button may scroll). */
const place = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
});

/** Whether a tap at the centre of the menu button reaches it (nothing painted over it). */
const menuInReach = (page) => page.getByTestId('menu').evaluate((b) => {
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit === b || b.contains(hit);
});

// Four plain pushes into a GIPF basic game: White to move, nobody has taken anything.
const FOUR_PUSHES = '/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8';

test('phone: a finished game resumed from the saved games shows its card clear of the menu, the board where it was', async () => {
  const app = await ctx.app(FOUR_PUSHES, { viewport: PHONE, hasTouch: true });
  await app.page.locator('[data-position]').waitFor();
  const before = await place(app.page, 'svg.board');
  await app.button('resign');
  await app.button('answer-white');
  await app.page.getByTestId('ending').waitFor();
  await app.button('leave');
  await app.page.getByTestId('start-screen').waitFor();
  // The one game of this fresh browser, finished, waits in the list.
  const saved = app.page.getByTestId('saved-game');
  assert.equal(await saved.count(), 1);
  await saved.getByTestId('resume').tap();
  const card = app.page.getByTestId('ending');
  await card.waitFor();
  assert.equal(await card.getByTestId('result').textContent(), 'Black wins (resignation)');
  // Resumed, the card must not cover the way to the menu (and so to Leave, Share...).
  assert.equal(await menuInReach(app.page), true, 'the menu button is not under the card');
  assert.deepEqual(await place(app.page, 'svg.board'), before, 'the board as it was in the game before it ended');
  expectClean(app.page);
});

/** Each visible button of the row of actions and of the strips, and Hint wherever it is
 * (face to face it goes to the decider's bar): its label whole (nothing cut at its edge),
 * or drawn as its icon (the words kept for screen readers at font size 0). */
const buttonFaces = (page) => page.locator('.actions button, .strip button, [data-testid="hint"]').evaluateAll((buttons) => [...new Set(buttons)]
  .filter((b) => b.checkVisibility() && b.getBoundingClientRect().width > 0)
  .map((b) => ({
    id: b.dataset.testid ?? b.textContent.trim(),
    label: b.textContent.trim(),
    whole: b.scrollWidth <= b.clientWidth + 1,
    icon: getComputedStyle(b).fontSize === '0px' && (b.dataset.icon ?? '').trim() !== '',
    widths: `${b.scrollWidth}/${b.clientWidth}`,
  })));

for (const [what, viewport] of [['phone', PHONE], ['phone on its side', PHONE_ON_ITS_SIDE]]) {
  test(`${what} (${viewport.width}×${viewport.height}): every button of the actions and the strips shows its whole label or its icon`, async () => {
    const app = await ctx.app('/', { viewport, hasTouch: true });
    // GIPF standard (Start the turn again among them), Emergo with a clock (Draw, Pause).
    for (const [kind, clock] of [['gipf-standard', ''], ['emergo', '5+3']]) {
      if (await app.page.getByTestId('leave').count()) await app.button('leave');
      await app.page.getByTestId(`clock-${kind.split('-')[0]}`).selectOption(clock);
      await app.newGame(kind);
      for (const facing of [false, true]) {
        if (facing) await app.button('face-to-face');
        await nextFrame(app.page);
        const where = `${kind}${clock ? ` with a ${clock} clock` : ''}${facing ? ', face to face' : ''}`;
        const faces = await buttonFaces(app.page);
        // White, a person, is to play: Hint is on show and so checked with the rest.
        assert.ok(faces.some((b) => b.id === 'hint'), `${where}: Hint is among the buttons checked: ${faces.map((b) => b.id)}`);
        for (const b of faces) {
          assert.ok(b.whole || b.icon, `${where}: "${b.label}" (${b.id}) is cut (${b.widths} px) and not drawn as its icon`);
        }
      }
      await app.button('face-to-face'); // back to normal for the next game
    }
    expectClean(app.page);
  });
}

// Black has no man left in hand; White enters his last five at once: a shadow piece.
const SHADOW = 'emergo 1/b2/4b/3(wwb)3/3(bw)5/3ww2/5/3/1 w 5 0';

test('phone: a shadow piece entered is said with its men, in English and in Italian', async () => {
  assert.ok(engineLines('moves', SHADOW).includes('a5'), 'a5 is a legal entry');
  for (const [lang, said] of [
    ['en', 'White entered a shadow piece of 5 men on a5.'],
    ['it', 'Il Bianco ha collocato il pezzo ombra di 5 pedine in a5.'],
  ]) {
    const app = await ctx.app(link('emergo', SHADOW, lang === 'en' ? '' : `&lang=${lang}`), { viewport: PHONE, hasTouch: true });
    await app.cell('a5').tap();
    const line = app.page.getByTestId('last-turn-line');
    await line.filter({ hasText: 'a5' }).waitFor();
    assert.equal((await line.textContent()).trim(), said, lang);
    if (lang === 'it') assert.match(said, /pezzo ombra di 5 pedine/);
    assert.equal(await app.position(), engine('play', SHADOW, 'a5'));
    expectClean(app.page);
    await app.page.context().close();
  }
});

/** The Italian words that name a thing on the board, capitalised after a sentence's first
 * word: the catalogue's own words mid-sentence must read in lower case. A sentence that
 * starts after a full stop may start with one. */
const CAPITALISED = /(?<!^|[.!?]\s)\b(Colonn[ae]|Prigionier[ae]|Pezz[oi] ombra)\b/u;

/** Every text the page says of the game: the status, the screen reader's announcement, and
 * each square's name. */
const spoken = (page) => page.evaluate(() => [
  ...[...document.querySelectorAll('[data-testid="status"], [data-testid="announce"]')].map((el) => [el.dataset.testid, el.textContent.trim()]),
  ...[...document.querySelectorAll('[data-cell]')].map((el) => [el.dataset.cell, el.getAttribute('aria-label') ?? '']),
]);

test('Italian: a column, a prisoner and a shadow piece are written in lower case mid-sentence', async () => {
  // Black must capture g6-e6-c6 (two jumps), leaving a column over two prisoners on c6.
  const moves = ['d6', 'd8', 'e4', 'g6', 'f4', 'g7', 'b6', 'd7', 'f6'];
  const app = await ctx.app(`/?game=emergo&lang=it&moves=${encodeURIComponent(moves.join(' '))}`, { viewport: PHONE, hasTouch: true });
  assert.equal(await app.status(), 'Il Nero deve catturare: tocca una colonna evidenziata.');
  const faults = [];
  const check = async (moment) => {
    for (const [where, text] of await spoken(app.page)) {
      if (CAPITALISED.test(text)) faults.push(`${moment}, ${where}: "${text}"`);
    }
  };
  await check('Black to capture');
  await app.cell('g6').tap();
  await app.cell('e6').tap();
  await check('the capture half made');
  await app.cell('c6').tap();
  await app.page.getByTestId('last-turn-line').filter({ hasText: 'g6-e6-c6' }).waitFor();
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', ...moves, 'g6-e6-c6'));
  await check('after the capture');
  // The column the capture made is there to be named (else the test proves nothing).
  assert.match(await app.cell('c6').getAttribute('aria-label'), /prigionier/i);
  assert.deepEqual(faults, [], 'no capitalised word mid-sentence');
  expectClean(app.page);
});

/** Each match of "pezzo‑GIPF" (either hyphen, so a catalogue still on the plain one is
 * checked too) in the text of `root`, with the tops of its drawn lines: one top is one line. */
function hyphenedLines(root) {
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.data.matchAll(/pezz[oi][-\u2011]GIPF/giu)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (!rects.length) continue; // not drawn (a closed section)
      const tops = [...new Set(rects.map((r) => Math.round(r.top)))];
      found.push({ text: m[0], tops, context: node.data.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20) });
    }
  }
  return found;
}

test('phone: "pezzo‑GIPF" never breaks at its hyphen, in the Italian pages and in the app', async () => {
  for (const file of ['learn.it.html', 'rules.it.html']) {
    const page = await newPage(ctx.browser, { viewport: PHONE });
    await page.goto(`${ctx.server.url}/${file}`);
    const found = await page.locator('body').evaluate(hyphenedLines);
    assert.ok(found.length > 0, `${file}: the word is there to check`);
    for (const f of found) assert.equal(f.tops.length, 1, `${file}: "${f.text}" on one line: …${f.context}… at ${f.tops}`);
    await page.context().close();
  }

  // Tournament: the first pushes must be GIPF pieces; once each player has one in, White
  // is asked which piece to push, GIPF piece or single.
  const app = await ctx.app('/?game=gipf&variant=tournament&lang=it', { viewport: PHONE, hasTouch: true });
  const start = await app.position();
  for (const [dot, spot] of [['e1', 'e2'], ['e9', 'e8']]) {
    await app.point(dot).tap();
    await app.point(spot).tap();
  }
  assert.equal(await app.position(), engine('play', start, 'Ge1-e2', 'Ge9-e8'));
  await app.point('a1').tap();
  await app.point('b2').tap();
  const choice = app.page.getByTestId('piece-gipf');
  await choice.waitFor();
  const label = await choice.evaluate(hyphenedLines);
  assert.equal(label.length, 1, `the choice's label says "pezzo‑GIPF": ${await choice.textContent()}`);
  assert.equal(label[0].tops.length, 1, `"${label[0].text}" on one line, at ${label[0].tops}`);
  expectClean(app.page);
});

/** The ways a person steps through the turns: the move list's buttons, or, face to face,
 * where the move list and its buttons are not shown (each player has only his strip and his
 * edge), the keyboard's arrows and End. */
const STEPS = {
  buttons: [['nav-back', (app) => app.button('nav-back')], ['nav-back', (app) => app.button('nav-back')], ['nav-last', (app) => app.button('nav-last')]],
  keys: [['ArrowLeft', (app) => app.page.keyboard.press('ArrowLeft')], ['ArrowLeft', (app) => app.page.keyboard.press('ArrowLeft')], ['End', (app) => app.page.keyboard.press('End')]],
};

/** Steps through the end of a finished game the way a player does, the board checked at
 * each: the card shown, closed, two turns back and to the last. */
async function endLeavesBoard(app, before, result, what, steps) {
  const card = app.page.getByTestId('ending');
  await card.waitFor();
  assert.equal(await card.getByTestId('result').textContent(), result, what);
  assert.deepEqual(await place(app.page, 'svg.board'), before, `${what}: the card shown`);
  await app.button('close-ending');
  await card.waitFor({ state: 'detached' });
  assert.equal(await app.page.getByTestId('result').textContent(), result, `${what}: the result stays`);
  assert.deepEqual(await place(app.page, 'svg.board'), before, `${what}: the card closed`);
  const last = await app.position();
  for (const [i, [name, step]] of steps.entries()) {
    await step(app);
    await nextFrame(app.page);
    // The step was taken (else the board proves nothing): back from the end, then at it.
    if (i < 2) assert.notEqual(await app.position(), last, `${what}: ${name} went back`);
    else assert.equal(await app.position(), last, `${what}: ${name} came to the end`);
    assert.deepEqual(await place(app.page, 'svg.board'), before, `${what}: after ${name}`);
  }
}

for (const [what, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`${what} (${viewport.width}×${viewport.height}): face to face, Black resigns at his edge and the board stays where it was`, async () => {
    const app = await ctx.app(FOUR_PUSHES, { viewport });
    await app.page.locator('[data-position]').waitFor();
    await app.button('face-to-face');
    await nextFrame(app.page);
    const before = await place(app.page, 'svg.board');
    await app.button('resign-black'); // his own, at his edge
    await app.button('answer-yes');
    await endLeavesBoard(app, before, 'White wins (resignation)', 'face to face', STEPS.keys);
    expectClean(app.page);
  });

  test(`${what} (${viewport.width}×${viewport.height}): a game with a 5+3 clock, ended by a resignation, leaves the board where it was`, async () => {
    for (const facing of [true, false]) {
      const app = await ctx.app('/', { viewport });
      await app.page.getByTestId('clock-gipf').selectOption('5+3');
      await app.button('friend-gipf');
      await app.page.getByTestId('play-screen').waitFor();
      const start = await app.position();
      await app.push('e1', 'e2');
      await app.push('i1', 'h2');
      assert.equal(await app.position(), engine('play', start, 'e1-e2', 'i1-h2'));
      const how = facing ? 'with a clock, face to face' : 'with a clock';
      if (facing) await app.button('face-to-face');
      await nextFrame(app.page);
      const before = await place(app.page, 'svg.board');
      if (facing) {
        await app.button('resign-black');
        await app.button('answer-yes');
      } else {
        await app.button('resign');
        await app.button('answer-black');
      }
      await endLeavesBoard(app, before, 'White wins (resignation)', how, facing ? STEPS.keys : STEPS.buttons);
      expectClean(app.page);
      await app.page.context().close();
    }
  });
}
