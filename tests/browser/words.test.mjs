// Words and layout players stumbled on: counts that say whose pieces, singular forms in
// Italian and Swedish, names that are not cut where there is room, a chosen option that
// does not look like the button that starts a game, each side's fields on its own line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();
const link = (game, position, extra = '') => `/?game=${game}&position=${encodeURIComponent(position)}${extra}`;

test('counts say what a side has lost, and rows read in the singular where there is one', async () => {
  // White's push lines up four black pieces with White's own on e2: Black removes e2-e6.
  const start = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const it = await ctx.app(link('gipf', start, '&lang=it'));
  await it.push('e1', 'e2');
  assert.equal(await it.page.getByTestId('reserve-white').textContent(), '14 nella riserva, 0 persi');
  const sv = await ctx.app(link('gipf', 'gipf standard 3W/5/6/bbBw3/3b2/3b1/3b b 10 10', '&lang=sv'));
  await sv.push('e1', 'e2');
  const rows = await sv.page.getByTestId('pick-row').allTextContents();
  assert.ok(rows.some((r) => / 1 tagen$/.test(r)), `a row taking one piece says "1 tagen": ${rows}`);
  assert.ok(rows.every((r) => !/ 1 tagna$/.test(r)));
  expectClean(it.page);
  expectClean(sv.page);
});

test('desktop: the game\'s name is whole, the chosen variant is not a Play button, each side on its line', async () => {
  const app = await ctx.app('/', { viewport: { width: 1440, height: 900 } });
  const look = (id) => app.page.getByTestId(id).evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.backgroundColor} ${s.color}`;
  });
  assert.notEqual(await look('variant-standard'), await look('friend-gipf'), 'the selected variant is not drawn as the Play button');
  await app.newGame('gipf');
  const cut = await app.page.locator('.game-name').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  assert.equal(cut, false, 'the name is not cut');
  for (const side of ['white', 'black']) {
    const same = await app.page.evaluate((side) => {
      const choice = document.querySelector(`[data-testid="player-${side}"]`).closest('.side');
      return choice !== null && choice.contains(document.querySelector(`[data-testid="name-${side}"]`));
    }, side);
    assert.equal(same, true, `${side}'s player and name share a line`);
  }
  expectClean(app.page);
});
