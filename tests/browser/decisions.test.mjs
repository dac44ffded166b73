// A GIPF decision within reach on a phone: every button of the decision on show is on
// screen at scroll 0, nothing painted over it (the point under its centre is the button),
// its label whole; normal and face to face, upright and on its side. And no single tap on
// "Remove row" throws the game away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

const link = (variant, position) => `/?game=gipf&variant=${variant}&position=${encodeURIComponent(position)}`;

/** The three decisions a phone hid: a row with both players' GIPF pieces, a tournament
 * row of four GIPF pieces before the push, two rows to choose between. */
const DECISIONS = [
  { name: 'standard: a row with two GIPF pieces', variant: 'standard', position: 'gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10', taps: ['e1', 'e2'], decider: 'black',
    buttons: ['keep-piece', 'keep-piece', 'remove-row', 'restart-turn'] },
  { name: 'tournament: GIPF rows before the push', variant: 'tournament', position: 'gipf tournament 4/w4/wwW3/Bww4/1BBBB1/wwwBB/1Bb1 b 7 1 22', taps: ['f4'], decider: 'black',
    buttons: ['keep-piece', 'keep-piece', 'keep-piece', 'keep-piece', 'remove-row', 'keep-rows'] },
  { name: 'basic: two rows to choose from', variant: 'basic', position: 'gipf basic 1bwb/1bb2/1www1w/1wbb1ww/wbw2b/b3w/b2w w 3 3', taps: ['g7', 'f7'], decider: 'white',
    buttons: ['pick-row', 'pick-row', 'restart-turn'] },
];

const SIZES = [[390, 844], [844, 390], [820, 1180], [1180, 820], [1024, 768], [1280, 800]];

/** Each decision button on show (the decision's bar and the row of actions' restart):
 * its test id, whether it lies wholly on screen, whether a tap at its centre reaches it,
 * and whether its label shows whole. */
function reach(page) {
  return page.evaluate(() => {
    const ids = ['pick-row', 'keep-piece', 'remove-row', 'keep-rows', 'restart-turn', 'restart-turn-black', 'piece-gipf', 'piece-single'];
    const buttons = [...document.querySelectorAll(ids.map((id) => `[data-testid="${id}"]`).join(','))]
      .filter((b) => b.getClientRects().length && !b.disabled);
    return buttons.map((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        id: b.dataset.testid,
        onScreen: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5,
        reached: !!hit && (hit === b || b.contains(hit)),
        whole: b.scrollWidth <= b.clientWidth + 1,
        label: b.textContent,
      };
    });
  });
}

for (const facing of [false, true]) {
  for (const [width, height] of SIZES) {
    test(`GIPF decisions in reach, ${width}×${height}${facing ? ', face to face' : ''}`, async () => {
      for (const d of DECISIONS) {
        const app = await ctx.app(link(d.variant, d.position), { viewport: { width, height }, hasTouch: true });
        if (facing) await app.button('face-to-face');
        for (const t of d.taps) await app.point(t).tap();
        // Face to face, Black's own buttons are at his edge under ids of their own.
        const buttons = d.buttons.map((id) => (facing && d.decider === 'black' && id === 'restart-turn' ? 'restart-turn-black' : id));
        await app.page.getByTestId('remove-row').or(app.page.getByTestId('pick-row').first()).waitFor();
        assert.equal(await app.page.evaluate(() => scrollY), 0, 'nothing scrolled');
        const seen = await reach(app.page);
        assert.deepEqual(seen.map((b) => b.id).sort(), [...buttons].sort(), `${d.name}: the decision's buttons`);
        for (const b of seen) {
          assert.deepEqual({ id: b.id, label: b.label, onScreen: b.onScreen, reached: b.reached, whole: b.whole },
            { id: b.id, label: b.label, onScreen: true, reached: true, whole: true }, `${d.name}: ${b.id} within reach`);
        }
        expectClean(app.page);
        await app.page.context().close();
      }
    });
  }
}

test('Remove row never loses by one tap: the mover\'s last GIPF piece in the row stays unless he lets it go', async () => {
  const d = DECISIONS[0];
  const app = await ctx.app(link(d.variant, d.position), { viewport: { width: 820, height: 1180 }, hasTouch: true });
  await app.point('e1').tap();
  await app.point('e2').tap();
  const kept = app.page.locator('[data-testid="keep-piece"][aria-pressed="true"]');
  assert.equal(await kept.count(), 1, 'Black\'s own GIPF piece is marked to stay');
  const keptPoint = (await kept.textContent()).split(' ').at(-1);
  assert.match(await app.point(keptPoint).getAttribute('aria-label'), /black GIPF piece/);
  await app.page.getByTestId('remove-row').tap();
  await app.page.waitForFunction(() => !document.querySelector('[data-testid="remove-row"]'));
  assert.equal(await app.page.getByTestId('result').count(), 0, 'the game goes on');
  assert.match(await app.status(), /^White/);
  assert.equal(await app.point(keptPoint).getAttribute('aria-label').then((l) => /black GIPF piece/.test(l)), true, 'his GIPF piece stayed');
  expectClean(app.page);
});

test('playing Black against the computer, the board is turned to you: your strip and pieces at the bottom', async () => {
  for (const game of ['gipf', 'emergo']) {
    const app = await ctx.app('/', { viewport: { width: 390, height: 844 } });
    await app.page.getByTestId(`colour-${game}`).selectOption('black');
    await app.page.getByTestId(`computer-${game}`).click();
    await app.page.getByTestId('play-screen').waitFor();
    const place = await app.page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { blackBelow: box('[data-testid="strip-black"]').top > box('svg.board').bottom, whiteAbove: box('[data-testid="strip-white"]').bottom < box('svg.board').top };
    });
    assert.deepEqual(place, { blackBelow: true, whiteAbove: true }, game);
    // Flip is still there, and turns it back.
    await app.button('flip');
    const flipped = await app.page.evaluate(() => document.querySelector('[data-testid="strip-white"]').getBoundingClientRect().top > document.querySelector('svg.board').getBoundingClientRect().bottom);
    assert.equal(flipped, true, `${game}: flip turns White to the bottom`);
    expectClean(app.page);
  }
});
