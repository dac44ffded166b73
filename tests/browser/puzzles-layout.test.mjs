// The puzzle trainer's layout (docs/puzzles.md): at phone (both ways), tablet and laptop
// sizes, once a puzzle is decided its verdict and Next are on the screen, a phone on its
// side shows the whole board, and Next brings the page back to its top; Streak mode, the
// replay and the dashboard leave the board where it was, the same size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newPage, expectClean } from './harness.mjs';
import { playByClicks, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const SIZES = [[390, 844], [844, 390], [820, 1180], [1280, 800]];

/** The position puzzle `id` starts from, as the stored set has it. */
const positionOf = (id) => readFileSync(new URL('../../public/puzzles/gipf.txt', import.meta.url), 'utf8')
  .split('\n').find((l) => l.startsWith(`${id}\t`)).split('\t')[6];

async function boardOf(page) {
  const frame = page.locator('.puzzle-board');
  await frame.locator('[data-position]').waitFor();
  frame.isGipf = (await frame.locator('svg.gipf').count()) > 0;
  return frame;
}

/** Waits until every element of `testids` lies wholly within the window. */
const onScreen = (page, testids) => page.waitForFunction((ids) => ids.every((id) => {
  const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
  return r && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
}), testids);

for (const [width, height] of SIZES) {
  const touch = width < 1000;
  test(`${width}×${height}: a solved puzzle's verdict and Next are on screen, and Next brings the page to its top`, async () => {
    const page = await newPage(ctx.browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch });
    await page.goto(`${ctx.server.url}/puzzles.html?p=gipf-0053`);
    await page.getByTestId('task').waitFor();
    const board = await boardOf(page);
    const frame = await page.locator('.puzzle-board svg.board').boundingBox();
    assert.ok(frame.height <= height, `the board (${frame.height} px) is no taller than the screen`);
    await playByClicks(board, 'a3-b4');
    await page.locator('[data-testid="feedback"].right').waitFor();
    await onScreen(page, ['feedback', 'next']);
    await page.getByTestId('next').click();
    await page.waitForFunction(() => !location.search.includes('gipf-0053') && scrollY === 0);
    await boardOf(page);
    assert.equal(await page.evaluate(() => scrollY), 0, 'the new puzzle from the top');
    expectClean(page);
  });

  test(`${width}×${height}: Streak mode, the replay and the dashboard neither move nor shrink the board`, async () => {
    const page = await newPage(ctx.browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch });
    await page.goto(`${ctx.server.url}/puzzles.html?p=gipf-0037&game=gipf`);
    await page.getByTestId('task').waitFor();
    const board = await boardOf(page);
    const box = async () => {
      await page.evaluate(() => scrollTo(0, 0));
      return page.locator('.puzzle-board svg.board').boundingBox();
    };
    const fresh = await box();
    await playByClicks(board, 'd8-e8');
    await page.locator('[data-testid="feedback"].wrong').waitFor();
    await page.locator('[data-testid="rating-chart"][data-attempts="1"]').waitFor();
    // The board's own verdict under it: the board keeps its place and size.
    assert.deepEqual(await box(), fresh, 'with the dashboard drawn');
    const enter = (id) => (touch ? page.getByTestId(id).tap() : page.getByTestId(id).click());
    await enter('mode-streak');
    await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 0' }).waitFor();
    await boardOf(page);
    assert.deepEqual(await box(), fresh, 'in Streak mode');
    await enter('mode-replay');
    await page.waitForFunction(() => /gipf-0037/.test(location.search));
    await boardOf(page);
    // The replay shows the puzzle from its start, not where the wrong turn left it.
    await page.waitForFunction((start) => document.querySelector('.puzzle-board [data-position]')?.getAttribute('data-position') === start, positionOf('gipf-0037'));
    assert.deepEqual(await box(), fresh, 'in the replay');
    expectClean(page);
  });

  test(`${width}×${height}: a wrong turn's answer and Next are on screen`, async () => {
    const page = await newPage(ctx.browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch });
    await page.goto(`${ctx.server.url}/puzzles.html?p=gipf-0037`);
    await page.getByTestId('task').waitFor();
    const board = await boardOf(page);
    await playByClicks(board, 'd8-e8');
    await page.locator('[data-testid="feedback"].wrong').waitFor();
    await onScreen(page, ['feedback', 'next']);
    expectClean(page);
  });
}
