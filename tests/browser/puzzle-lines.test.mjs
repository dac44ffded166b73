// Puzzles of several turns, as a player meets them in the trainer: the second hint names
// the turn then due, "Show me" plays the whole line, and a wrong first turn is said to be
// the first even after the trainer's reply lands on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newPage, expectClean } from './harness.mjs';
import { engine, engineLines, playByClicks, withBrowser } from './pages.mjs';

const ctx = withBrowser();

const PUZZLES = ['gipf', 'emergo'].flatMap((file) =>
  readFileSync(new URL(`../../public/puzzles/${file}.txt`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [id, game, , , , , position, line, also] = l.split('\t');
      return { id, game, position, line: line.split(' '), also: also === '-' ? [] : also.split(' ') };
    }));
const byId = (id) => PUZZLES.find((p) => p.id === id);

async function trainer(id) {
  const page = await newPage(ctx.browser, { viewport: { width: 1200, height: 950 } });
  await page.goto(`${ctx.server.url}/puzzles.html?p=${id}`);
  await page.getByTestId('task').waitFor();
  const board = page.frameLocator('tavola-board iframe');
  await board.locator('[data-position]').waitFor();
  board.isGipf = (await board.locator('svg.gipf').count()) > 0;
  return { page, board };
}

const shows = (page, position) => page.waitForFunction(
  (want) => document.querySelector('tavola-board iframe').contentDocument.querySelector('[data-position]')?.getAttribute('data-position') === want,
  position,
);

/** Where a turn in notation starts: the dot of a push, the square a column leaves. */
const start = (turn) => turn.split(/[-x;:]/)[0].replace(/^G/, '');

test('on a later turn of a line, the second hint names the turn then due', async () => {
  const p = byId('gipf-0029');
  assert.equal(p.line.length, 3);
  const { page, board } = await trainer(p.id);
  await page.getByTestId('hint-button').click();
  await page.getByTestId('hint-button').click();
  assert.match(await page.getByTestId('hint').textContent(), new RegExp(`starts at ${start(p.line[0])}\\.$`));
  await playByClicks(board, p.line[0]);
  await shows(page, engine('play', p.position, p.line[0], p.line[1]));
  await page.waitForFunction((want) => document.querySelector('[data-testid="hint"]').textContent.endsWith(want), `starts at ${start(p.line[2])}.`);
  assert.notEqual(start(p.line[2]), start(p.line[0]), 'a puzzle where the two turns start apart');
  expectClean(page);
});

test('"Show me" plays the whole line, the solver\'s turns and the reply between them', async () => {
  const p = byId('gipf-0007');
  assert.ok(p.line.length >= 3, 'a line of several turns');
  const { page, board } = await trainer(p.id);
  await board.getByTestId('show-me').click();
  await shows(page, engine('play', p.position, ...p.line));
  await page.locator('[data-testid="feedback"]').filter({ hasText: /solution/i }).waitFor();
  assert.doesNotMatch(await board.getByTestId('verdict').textContent(), /Turn \d of/, 'no step left to play');
  expectClean(page);
});

test('a wrong first turn is said to be the first, after the trainer\'s reply too', async () => {
  const p = byId('gipf-0037');
  assert.ok(p.line.length >= 3, 'a line of several turns');
  const accepted = new Set([p.line[0], ...p.also]);
  const wrong = engineLines('moves', p.position).find((t) => !accepted.has(t) && !t.includes(';'));
  const { page, board } = await trainer(p.id);
  await playByClicks(board, wrong);
  await page.locator('[data-testid="feedback"].wrong').waitFor();
  const said = await page.getByTestId('feedback').textContent();
  const [, reply] = said.match(/answers (\S+?)( and|\.)/) ?? [];
  assert.ok(reply, said);
  await shows(page, engine('play', p.position, wrong, reply));
  await board.locator('[data-testid="verdict"].wrong').waitFor();
  assert.match(await board.getByTestId('verdict').textContent(), /^Turn 1 of \d+: /);
  expectClean(page);
});
