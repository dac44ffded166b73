// The app mounts: the start screen renders and nothing goes wrong on the way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, expectClean } from './harness.mjs';
import { withBrowser } from './pages.mjs';

const ctx = withBrowser();

test('start screen renders with no console or page errors', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(ctx.server.url);
  const start = page.getByTestId('start-screen');
  await start.waitFor({ timeout: 15000 });
  assert.match(await start.textContent(), /Tavola/);
  expectClean(page);
});

test('start screen: the controls keep the focus and what was typed, across a language change too', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(ctx.server.url);
  await page.getByTestId('start-screen').waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.className);

  // The variant is chosen in place: the button keeps the focus, the extra pieces show.
  await page.getByTestId('variant-basic').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('variant-basic').getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('variant-standard').getAttribute('aria-checked'), 'false');
  assert.equal(await focused(), 'variant-basic');
  await page.getByTestId('extra-white').selectOption('2');
  await page.getByTestId('variant-tournament').click();
  assert.equal(await page.getByTestId('extra-white').isVisible(), false, 'extra pieces with the basic game only');
  await page.getByTestId('variant-basic').click();
  assert.equal(await page.getByTestId('extra-white').inputValue(), '2', 'the extra pieces chosen are kept');

  // The typed record is the same field after a language change.
  await page.getByTestId('import-text').fill('[Position "emergo');
  await page.evaluate(() => { window.field = document.querySelector('[data-testid="import-text"]'); });
  await page.getByTestId('lang').selectOption('it');
  await page.getByText('Nuova partita').waitFor();
  assert.equal(await page.getByTestId('import-text').inputValue(), '[Position "emergo');
  assert.ok(await page.evaluate(() => window.field === document.querySelector('[data-testid="import-text"]')));
  await page.getByTestId('lang').selectOption('en');

  // A rename: the button keeps the focus, then typing stays in the field.
  await page.getByTestId('friend-emergo').click();
  await page.getByTestId('leave').click();
  const rename = page.getByRole('button', { name: 'Rename' });
  await rename.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Save name');
  await page.locator('input.rename').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Friday');
  assert.equal(await focused(), 'rename');
  assert.equal(await page.locator('input.rename').inputValue(), 'Friday');
  await page.getByTestId('lang').selectOption('sv');
  await page.waitForFunction(() => document.documentElement.lang === 'sv');
  assert.equal(await page.locator('input.rename').inputValue(), 'Friday', 'the rename survives a language change');
  await page.locator('input.rename').press('Enter');
  await page.locator('[data-testid="saved-game"] .name', { hasText: 'Friday' }).waitFor();
  assert.equal(await page.locator('input.rename').count(), 0);
  expectClean(page);
});

test("a new game's name carries the day as the browser writes it in each language", async () => {
  for (const lang of ['en', 'it', 'sv']) {
    const page = await newPage(ctx.browser);
    await page.goto(`${ctx.server.url}/?lang=${lang}`);
    await page.getByTestId('friend-emergo').click();
    await page.getByTestId('play-screen').waitFor();
    await page.getByTestId('leave').click();
    const name = await page.locator('[data-testid="saved-game"] .name').first().textContent();
    const day = await page.evaluate((code) => new Date().toLocaleDateString(code), lang);
    assert.equal(name.trim(), `Emergo, ${day}`, lang);
    expectClean(page);
    await page.context().close();
  }
});

test('saved games show their position in small and when they were last played, newest first', async () => {
  const page = await newPage(ctx.browser, { timezoneId: 'UTC' });
  await page.clock.install({ time: new Date('2026-12-04T09:00:00Z') });
  await page.goto(ctx.server.url);
  const start = page.getByTestId('start-screen');
  await start.waitFor();
  const play = async (at, game, taps) => {
    await page.clock.setSystemTime(new Date(at));
    if (game === 'gipf-basic') await page.getByTestId('variant-basic').click();
    await page.getByTestId(`friend-${game.split('-')[0]}`).click();
    await page.getByTestId('play-screen').waitFor();
    for (const tap of taps) await page.locator(`[data-point="${tap}"], [data-cell="${tap}"]`).click();
    await page.getByTestId('leave').click();
    await start.waitFor();
  };
  await play('2026-12-04T09:00:00Z', 'gipf-standard', ['e1', 'e2']);
  await play('2026-12-04T10:30:00Z', 'emergo', ['d6']);
  await play('2026-12-04T14:05:00Z', 'gipf-basic', []);
  const games = page.getByTestId('saved-game');
  // The newest two, the third a tap away.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2);
  assert.equal(await page.getByTestId('all-saved-games').textContent(), 'All 3 saved games');
  await page.getByTestId('all-saved-games').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 3);
  assert.equal(await page.getByTestId('all-saved-games').isHidden(), true);
  // Each says how far it is and when it was last played, the newest first.
  const summaries = (await games.locator('.summary').allTextContents()).map((s) => s.trim());
  assert.deepEqual(summaries, [
    'GIPF: 0 turns, White to move · 12/4/2026, 2:05 PM',
    'Emergo: 1 turn, Black to move · 12/4/2026, 10:30 AM',
    'GIPF: 1 turn, Black to move · 12/4/2026, 9:00 AM',
  ]);
  const pictures = await games.getByTestId('saved-picture').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  assert.equal(pictures.length, 3, 'a picture for each game');
  assert.equal(new Set(pictures).size, 3, 'three different pictures');
  // Each man is one dot ("M x y h0") of its colour's path.
  const men = await games.getByTestId('saved-picture').evaluateAll((svgs) => svgs.map((svg) =>
    [...svg.querySelectorAll('path')].map((path) => (path.getAttribute('d').match(/M/g) ?? []).length).join('+')));
  assert.deepEqual(men, ['3+3', '1+0', '4+3'], 'white+black: GIPF basic at its start, one Emergo man, GIPF standard after a push');
  expectClean(page);
  await page.context().close();
});

test('with four saved games a new game is still on a phone\'s first screen', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(ctx.server.url);
  const start = page.getByTestId('start-screen');
  await start.waitFor();
  for (const taps of [['d6'], ['e9'], ['d6', 'd8'], []]) {
    await page.getByTestId('friend-emergo').tap();
    await page.getByTestId('play-screen').waitFor();
    for (const tap of taps) await page.locator(`[data-cell="${tap}"]`).tap();
    await page.getByTestId('leave').tap();
    await start.waitFor();
  }
  await page.getByTestId('all-saved-games').waitFor();
  const box = await page.getByTestId('friend-gipf').boundingBox();
  assert.equal(await page.evaluate(() => scrollY), 0);
  assert.ok(box.y >= 0 && box.y + box.height <= 844, `"Play a friend" at ${box.y}..${box.y + box.height} of 844`);
  await page.getByTestId('all-saved-games').tap();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 4);
  expectClean(page);
  await page.context().close();
});
