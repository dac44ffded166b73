// Takes the README's screenshots: both boards mid-game at phone (portrait and landscape),
// the game screen's menu open,
// tablet (portrait and landscape) and desktop sizes, a face-to-face game (tablet both
// ways, phone landscape) with a question asked in the page, the result card, a game with
// a clock (face to face too), the start
// screen (with three saved games too), and a lesson and an embedded exercise at phone and desktop sizes.
// Also the GIPF board with Analyse on at phone (both ways), tablet and desktop sizes, and
// the puzzle trainer after a wrong answer, its dashboard and Streak mode.
// Run after `trunk build --release`: node scripts/screenshots.mjs [name...] (only the
// named sets, e.g. `gipf-analyse`; all of them without a name).
import { readFileSync } from 'node:fs';
import { serve, launch, newPage } from '../tests/browser/harness.mjs';
import { App, engineLines, playByClicks } from '../tests/browser/pages.mjs';

const SIZES = {
  'phone': { width: 390, height: 844 },
  'phone-landscape': { width: 844, height: 390 },
  'tablet': { width: 820, height: 1180 },
  'tablet-landscape': { width: 1180, height: 820 },
  'desktop': { width: 1440, height: 900 },
  'laptop': { width: 1280, height: 800 },
};
const only = process.argv.slice(2);
const server = await serve();
const browser = await launch();

async function shoot(size, name, play) {
  if (only.length && !only.includes(name)) return;
  const page = await newPage(browser, { viewport: SIZES[size], deviceScaleFactor: 1 });
  const app = new App(page, server.url);
  await app.open();
  await play(app);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `docs/screenshots/${name}-${size}.png` });
  await page.context().close();
}

// The start screen with three saved games, each with its picture, result or turn, and time.
const savedGames = async (app) => {
  const leave = async () => { await app.button('leave'); await app.page.getByTestId('start-screen').waitFor(); };
  await app.newGame('gipf-standard');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2']]) await app.push(dot, spot);
  await leave();
  await app.newGame('emergo');
  for (const move of 'd6 d8 e4 g6 f4 g7 b6 d7 f6 g6-e6-c6'.split(' ')) await app.emergoMove(move);
  await leave();
  await app.newGame('gipf-basic');
  await app.push('a1', 'b2');
  await app.button('resign');
  await app.button('answer-black');
  await app.button('close-ending');
  await leave();
};
const gipf = async (app) => {
  await app.newGame('gipf-standard');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['a5', 'b5'], ['e1', 'e2']]) await app.push(dot, spot);
};
const emergo = async (app) => {
  await app.newGame('emergo');
  for (const move of 'd6 d8 e4 g6 f4 g7 b6 d7 f6'.split(' ')) await app.emergoMove(move);
  await app.cell('g6').click();
  await app.cell('e6').click();
};
// Face to face: White has pushed into Black's row, and Black, across the table, removes it.
const faceToFace = async (app) => {
  await app.open(`/?game=gipf&position=${encodeURIComponent('gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11')}`);
  await app.button('face-to-face');
  await app.push('e1', 'e2');
};
for (const size of Object.keys(SIZES)) {
  await shoot(size, 'gipf', gipf);
  await shoot(size, 'emergo', emergo);
}
for (const size of ['tablet', 'tablet-landscape', 'phone-landscape']) await shoot(size, 'gipf-face-to-face', faceToFace);
// Face to face, Resign: either player may resign, so the question faces neither edge.
await shoot('tablet', 'question-face-to-face', async (app) => {
  await faceToFace(app);
  await app.page.locator('[data-point="e3"]').click();
  await app.button('resign'); // White's own, at his edge
});
// The end of a game: the result card with its ways on.
const ending = async (app) => {
  await app.open(`/?game=gipf&position=${encodeURIComponent('gipf basic 4/5/6/1bbbw2/6/5/4 b 10 10')}`);
  await app.push('e1', 'e2');
  await app.point('e3').click();
  await app.button('resign');
  await app.button('answer-white');
};
for (const size of ['phone', 'tablet-landscape', 'desktop']) await shoot(size, 'ending', ending);
// A game with a clock, started from the start screen's card; and face to face, each
// player's clock at his edge.
const clocked = async (app) => {
  await app.page.getByTestId('clock-gipf').selectOption('5+3');
  await app.button('friend-gipf');
  await app.push('e1', 'e2');
};
for (const size of ['phone', 'tablet']) await shoot(size, 'clock', clocked);
for (const size of ['phone', 'tablet', 'tablet-landscape']) {
  await shoot(size, 'clock-face-to-face', async (app) => {
    await clocked(app);
    await app.button('face-to-face');
  });
}
// The menu open over a game: what is not needed every turn.
for (const size of ['phone', 'tablet-landscape']) {
  await shoot(size, 'menu', async (app) => {
    await gipf(app);
    await app.openMenu();
  });
}
// Analyse on, the line drawn once the worker has answered.
const analysing = async (app) => {
  await gipf(app);
  await app.button('analyse');
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.page.locator('.best-line [data-turn]').first().waitFor({ timeout: 30000 });
};
for (const size of ['phone', 'phone-landscape', 'tablet', 'desktop']) await shoot(size, 'gipf-analyse', analysing);
// A reviewed game: the graph, each player's accuracy, a marked turn examined.
const reviewed = async (app) => {
  await app.open('/?game=gipf&variant=basic&moves=e1-e2+e9-e8+e1-e2+e9-e8+e1-e2;xe2-e8');
  await app.button('review');
  await app.page.getByTestId('review-status').filter({ hasText: /^Review done/ }).waitFor({ timeout: 60000 });
  await app.page.getByTestId('next-mistake').click();
  await app.page.getByTestId('status').filter({ hasText: /: [a-i]\d-[a-i]\d/ }).waitFor({ timeout: 30000 });
  await app.page.evaluate(() => window.scrollTo(0, 0));
};
for (const size of ['phone', 'phone-landscape', 'tablet', 'desktop']) await shoot(size, 'review', reviewed);
await shoot('phone', 'start', async () => {});

/** A lesson of learn.html, answered; and an author's exercise page after a wrong answer. */
async function shootPage(size, name, path, act) {
  if (only.length && !only.includes(name)) return;
  const page = await newPage(browser, { viewport: SIZES[size], deviceScaleFactor: 1 });
  await page.route(`${server.url}/exercise-example.html`, (route) => route.fulfill({ contentType: 'text/html', body: EXERCISE }));
  await page.goto(`${server.url}/${path}`);
  await act(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `docs/screenshots/${name}-${size}.png` });
  await page.context().close();
}
const EXERCISE = `<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="pages.css"><script src="embed.js"></script></head><body>
<h2>Black to play</h2><p>Push from e1, keep your GIPF piece and capture White's.</p>
<tavola-board id="x" position="gipf standard 3W/5/6/bBbW3/6/5/4 b 10 10" lang="en" answer="e1-e2;xe2-e6!e4"
  highlight="e3:blue e5:red" arrows="e1-e2" wrong="Your GIPF piece went too: tap it to keep it."></tavola-board></body></html>`;
const inFrame = async (page, selector) => {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`${selector} iframe`);
  await frame.locator('[data-position]').waitFor();
  return frame;
};
for (const size of ['phone', 'desktop']) {
  await shootPage(size, 'lesson', 'learn.html#gipf-pieces', async (page) => {
    const frame = await inFrame(page, '#gipf-pieces tavola-board');
    for (const point of ['e1', 'e2', 'e4']) await frame.locator(`[data-point="${point}"]`).click();
    await frame.getByTestId('remove-row').click();
    await frame.getByTestId('verdict').waitFor();
    await page.locator('#gipf-pieces h2').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('#gipf-pieces').scrollIntoView());
  });
  await shootPage(size, 'exercise', 'exercise-example.html', async (page) => {
    const frame = await inFrame(page, '#x');
    for (const point of ['e1', 'e2']) await frame.locator(`[data-point="${point}"]`).click();
    await frame.getByTestId('remove-row').click();
    await frame.getByTestId('verdict').waitFor();
  });
}
// The puzzle trainer: an Emergo puzzle answered wrong, the punishing reply on the board and
// its words, at phone (both ways), tablet and desktop sizes.
for (const size of ['phone', 'phone-landscape', 'tablet', 'desktop']) {
  await shootPage(size, 'puzzles', 'puzzles.html?p=emergo-0002', async (page) => {
    const frame = await inFrame(page, 'tavola-board');
    const moves = engineLines('moves', await frame.locator('[data-position]').getAttribute('data-position'));
    const answer = await page.evaluate(() => document.querySelector('tavola-board').getAttribute('answer'));
    const wrong = moves.find((m) => !answer.split('|').some((line) => line.split(' ')[0] === m));
    await playByClicks(frame, wrong);
    await page.locator('[data-testid="feedback"].wrong').waitFor();
    await page.waitForTimeout(900);
    await page.evaluate(() => document.querySelector('tavola-board').scrollIntoView());
  });
}
// The trainer once a GIPF puzzle is decided: solved after a hint (the themes told), and a
// wrong turn answered in words; the verdict and Next on screen as the reader left them.
for (const size of ['phone', 'phone-landscape', 'tablet', 'laptop']) {
  await shootPage(size, 'trainer-solved', 'puzzles.html?p=gipf-0053', async (page) => {
    const frame = await inFrame(page, 'tavola-board');
    frame.isGipf = true;
    await page.getByTestId('hint-button').click();
    await playByClicks(frame, 'a3-b4');
    await page.locator('[data-testid="feedback"].right').waitFor();
  });
  await shootPage(size, 'trainer-wrong', 'puzzles.html?p=gipf-0037', async (page) => {
    const frame = await inFrame(page, 'tavola-board');
    frame.isGipf = true;
    await playByClicks(frame, 'd8-e8');
    await page.locator('[data-testid="feedback"].wrong').waitFor();
    await page.waitForTimeout(900);
  });
}
// The trainer's dashboard after twenty puzzles (the rating's course, the accuracy per level
// and theme, the weakest themes), and Streak mode after a first solve.
const PUZZLE_IDS = readFileSync('public/puzzles/gipf.txt', 'utf8').split('\n').filter((l) => /^gipf-/.test(l)).map((l) => l.split('\t')[0]);
const progress = () => {
  let rating = 1200;
  const history = PUZZLE_IDS.slice(0, 20).map((id, i) => {
    const outcome = i % 3 === 1 ? 'Failed' : i % 7 === 3 ? 'Helped' : 'Solved';
    const change = outcome === 'Failed' ? -40 + i : outcome === 'Helped' ? 5 : 60 - 2 * i;
    rating += change;
    return { id, outcome, rating, change };
  });
  return { rating: { rating, deviation: 120, volatility: 0.06 }, streak: 2, best_streak: 5, history, streak_mode_best: 9, missed: history.filter((a) => a.outcome !== 'Solved').map((a) => a.id) };
};
for (const size of ['phone', 'laptop']) {
  await shootPage(size, 'trainer-dashboard', 'puzzles.html?p=gipf-0053', async (page) => {
    await page.evaluate((p) => localStorage.setItem('tavola.puzzles', JSON.stringify(p)), progress());
    await page.reload();
    await page.getByTestId('rating-chart').waitFor();
    await page.getByTestId(size === 'phone' ? 'dashboard' : 'task').scrollIntoViewIfNeeded();
  });
  await shootPage(size, 'trainer-streak', 'puzzles.html?game=gipf', async (page) => {
    await page.evaluate((p) => localStorage.setItem('tavola.puzzles', JSON.stringify(p)), progress());
    await page.reload();
    await page.getByTestId('mode-streak').click();
    await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 0' }).waitFor();
    const frame = await inFrame(page, 'tavola-board');
    frame.isGipf = true;
    const answer = await page.evaluate(() => document.querySelector('tavola-board').getAttribute('answer'));
    await playByClicks(frame, answer.split('|')[0].split(' ')[0]);
    await page.locator('[data-testid="streak-count"]').filter({ hasText: 'Streak 1' }).waitFor();
    await page.evaluate(() => scrollTo(0, 0));
  });
}
for (const size of ['phone', 'desktop']) await shoot(size, 'start-saved', savedGames);
await browser.close();
await server.close();
console.log('screenshots written to docs/screenshots/');
