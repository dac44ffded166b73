// Learn to play: a learner completes every lesson of both games by clicks, in each
// language; a wrong move gets feedback, "Try again" and "Show me"; the rules reference and
// the Rules entry from a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { newPage, expectClean } from './harness.mjs';
import { engine, playByClicks, withBrowser } from './pages.mjs';
import { LESSONS } from '../../scripts/learn-pages.mjs';

const ctx = withBrowser();

const PAGES = { en: 'learn.html', it: 'learn.it.html', sv: 'learn.sv.html' };
const RIGHT = { en: 'Right!', it: 'Giusto!', sv: 'Rätt!' };

/** The lesson's board frame, scrolled into view so its lazy iframe loads. */
async function lessonFrame(page, id) {
  const board = page.locator(`#${id} tavola-board`);
  await board.scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`#${id} tavola-board iframe`);
  await frame.locator('[data-position]').waitFor();
  frame.isGipf = (await frame.locator('svg.gipf').count()) > 0;
  return frame;
}

/** Records the exercise events of every board on the page in `window.heard`. */
async function listen(page) {
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['tavola-solved', 'tavola-wrong']) {
      document.addEventListener(type, (e) => window.heard.push([e.target.closest('section')?.id, type, e.detail.turn]));
    }
  });
}

test('the lesson pages are what scripts/learn-pages.mjs writes', () => {
  execFileSync('node', ['scripts/learn-pages.mjs', '--check'], { cwd: new URL('../..', import.meta.url) });
});

for (const [lang, file] of Object.entries(PAGES)) {
  test(`${lang}: a learner completes every lesson by clicks`, async () => {
    const page = await newPage(ctx.browser, { viewport: { width: 1000, height: 900 } });
    await page.goto(`${ctx.server.url}/${file}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    await listen(page);
    for (const lesson of LESSONS) {
      const frame = await lessonFrame(page, lesson.id);
      const answer = lesson.board.answer.split('|')[0];
      const before = await frame.locator('[data-position]').getAttribute('data-position');
      await playByClicks(frame, answer);
      const verdict = frame.locator('[data-testid="verdict"].right');
      await verdict.waitFor();
      assert.equal(await verdict.textContent(), RIGHT[lang], lesson.id);
      assert.equal(await frame.locator('[data-position]').getAttribute('data-position'), engine('play', before, answer), lesson.id);
      await page.waitForFunction((id) => window.heard.some(([s, type]) => s === id && type === 'tavola-solved'), lesson.id);
    }
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.')));
    assert.deepEqual(saved, [], 'lessons write nothing to saved games');
    expectClean(page);
  });
}

test('a wrong move gets feedback; "Try again" takes it back and "Show me" plays the answer', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(`${ctx.server.url}/learn.html#emergo-enter`);
  await listen(page);
  const frame = await lessonFrame(page, 'emergo-enter');
  const start = await frame.locator('[data-position]').getAttribute('data-position');
  await frame.locator('[data-cell="c5"]').click();
  const wrong = frame.locator('[data-testid="verdict"].wrong');
  await wrong.waitFor();
  assert.equal(await wrong.textContent(), 'Not this one.');
  await page.waitForFunction(() => window.heard.some(([, type, turn]) => type === 'tavola-wrong' && turn === 'c5'));
  await frame.locator('[data-cell="d6"]').click();
  assert.equal(await frame.locator('[data-position]').getAttribute('data-position'), engine('play', start, 'c5'),
    'the board takes no second move');
  await frame.getByTestId('try-again').click();
  await frame.getByTestId('verdict').waitFor({ state: 'hidden' });
  assert.equal(await frame.locator('[data-position]').getAttribute('data-position'), start);
  await frame.getByTestId('show-me').click();
  await frame.getByTestId('verdict').getByText('This is the move: d6.').waitFor();
  assert.equal(await frame.locator('[data-position]').getAttribute('data-position'), engine('play', start, 'd6'));
  await frame.getByTestId('try-again').click();
  await frame.locator('[data-cell="d6"]').click();
  await frame.locator('[data-testid="verdict"].right').waitFor();
  expectClean(page);
});

test('the rules reference in three languages, linked from the lessons and from a game', async () => {
  const page = await newPage(ctx.browser);
  for (const [lang, file] of [['en', 'rules.html'], ['it', 'rules.it.html'], ['sv', 'rules.sv.html']]) {
    await page.goto(`${ctx.server.url}/${file}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const sections = await page.locator('h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
    assert.deepEqual(sections, ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8', '2.9']);
  }
  await page.goto(`${ctx.server.url}/learn.sv.html`);
  await page.locator('a[href="rules.sv.html"]').first().click();
  await page.waitForURL(/rules\.sv\.html$/);
  expectClean(page);

  const app = await ctx.app('/index.html?lang=it');
  await app.newGame('emergo');
  const rules = await app.inMenu('rules');
  assert.equal(await rules.textContent(), 'Regole');
  const [lessons] = await Promise.all([app.page.context().waitForEvent('page'), rules.click()]);
  await lessons.waitForLoadState();
  assert.match(lessons.url(), /\/learn\.it\.html$/);
  expectClean(app.page);
});
