// The author's kit, sealed (docs/embedding.md): a board on an author's site (a second
// origin) framed by a third site; only the app's own frame speaks for a board, every
// documented attribute reaches the board or is named, a board keeps the reader's turns when
// moved or reloaded, a record board's result waits for its end, a decided exercise invites
// no more turns, and a board fits a phone on its side. Nothing here waits for a time: what
// must not happen is checked once the message or request that would have carried it is in.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, expectClean, serve } from './harness.mjs';
import { boardFrame, engine, engineLines, frameOf, playByClicks, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';

/** A site of static files on an origin of its own (another port), as an author's is. */
const sites = [];
after(async () => {
  for (const site of sites) {
    await site.server.close();
    await rm(site.dir, { recursive: true });
  }
});
async function site(files) {
  const dir = await mkdtemp(join(tmpdir(), 'tavola-site-'));
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
  const s = { dir, server: await serve(dir) };
  sites.push(s);
  return s.server.url;
}

/** An author's page holding `body`, with the app's embed.js from the app's own origin. */
const lesson = (body) => `<!DOCTYPE html><html><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
  <script src="${ctx.server.url}/embed.js"></script><style>body{margin:0;padding:8px}</style></head><body>${body}</body></html>`;

async function authorPage(body, options = {}) {
  const url = await site({ 'lesson.html': lesson(body) });
  const page = await newPage(ctx.browser, { serviceWorkers: 'block', ...options });
  await page.goto(`${url}/lesson.html`);
  return page;
}

/**
 * Waits until board `id`'s frame is as tall as the app inside reports itself (a frame of
 * another origin: each side is read in turn, a frame of the app's drawing apart), and
 * returns the app's frame and that height.
 */
async function followsBoard(page, id) {
  const inside = await (await page.locator(`#${id} iframe`).elementHandle()).contentFrame();
  for (;;) {
    const app = await inside.evaluate(() => new Promise((ok) => requestAnimationFrame(
      () => ok(Math.ceil(document.querySelector('main.app').getBoundingClientRect().height)))));
    const outer = await page.locator(`#${id} iframe`).evaluate((f) => f.getBoundingClientRect().height);
    if (Math.abs(outer - app) < 1) return { inside, height: app };
  }
}

/** Records every `tavola-*` event of the page's boards in `window.heard`. */
const listen = `<script>
  window.heard = [];
  for (const type of ['tavola-ready', 'tavola-move', 'tavola-solved', 'tavola-wrong', 'tavola-end']) {
    document.addEventListener(type, (e) => window.heard.push([type, e.detail.turn ?? e.detail.position ?? e.detail.text]));
  }
</script>`;

test('a third site that frames the lesson and navigates a board\'s frame cannot forge its events or its height', async () => {
  const author = await site({
    'lesson.html': lesson(`${listen}
      <script>
        // Messages are dispatched in the order posted: once the forger's last one is heard
        // here, every message before it has been through embed.js's listener too.
        window.forgerDone = false;
        addEventListener('message', (e) => { if (e.data?.forged === 'done') window.forgerDone = true; });
      </script>
      <tavola-board id="b" game="emergo" answer="d6"></tavola-board>`),
  });
  const third = await site({
    'top.html': `<!DOCTYPE html><html><body><iframe id="lesson" src="${author}/lesson.html" style="width:800px;height:900px"></iframe></body></html>`,
    'forge.html': `<!DOCTYPE html><html><body><script>
      parent.postMessage({ source: 'tavola', type: 'solved', turn: 'd6' }, '*');
      parent.postMessage({ source: 'tavola', type: 'ready', position: 'forged' }, '*');
      parent.postMessage({ source: 'tavola', type: 'height', height: 5000 }, '*');
      parent.postMessage({ forged: 'done' }, '*');
    </script></body></html>`,
  });
  const page = await newPage(ctx.browser, { serviceWorkers: 'block', viewport: { width: 900, height: 1000 } });
  await page.route(`${third}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${third}/top.html`);
  const lessonFrame = page.frameLocator('#lesson');
  await lessonFrame.frameLocator('#b iframe').locator('[data-position]').waitFor();
  const inner = page.frames().find((f) => f.url().startsWith(`${author}/lesson.html`));
  await inner.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-ready'));
  const before = await inner.evaluate(() => document.querySelector('#b iframe').getBoundingClientRect().height);
  // The top page, an ancestor, may navigate the board's frame to a page of its own.
  await page.evaluate((url) => { window.frames[0].frames[0].location.href = url; }, `${third}/forge.html`);
  await inner.waitForFunction(() => window.forgerDone);
  assert.deepEqual(await inner.evaluate(() => window.heard.map(([type]) => type)), ['tavola-ready'], 'no forged event reached the page');
  assert.equal(await inner.evaluate(() => document.querySelector('#b iframe').getBoundingClientRect().height), before,
    'the forged height was not taken');
  assert.equal(await inner.evaluate(() => document.getElementById('b').position), EMERGO, 'nor a forged position');
  expectClean(page);
});

test('white, black and ended reach the board: the players\' header, with the result only at the end', async () => {
  const page = await authorPage(`<tavola-board id="b" game="emergo" moves="d6 d8" white="Ann" black="Bruno"
      ended="black-resigned" ply="0"></tavola-board>
    <tavola-board id="r" interactive="false" ply="0">
      [Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]
      [White "Carla"]
      [Black "Dino"]
      [Event "Club final"]
      {The empty board.} 1. d6 d8
    </tavola-board>`, { viewport: { width: 390, height: 844 } });
  const b = await boardFrame(page, 'b');
  const header = b.getByTestId('players');
  assert.equal(await header.count(), 1, 'a players\' header');
  assert.equal(await header.textContent(), 'Ann – Bruno', 'the names, and no result before the end is on show');
  await b.getByTestId('nav-last').click();
  assert.equal(await header.textContent(), 'Ann – Bruno · White wins (resignation)');
  assert.equal(await b.getByTestId('result').count(), 0, 'said once, in the header');
  const r = await boardFrame(page, 'r');
  assert.equal(await r.getByTestId('players').textContent(), 'Club final: Carla – Dino');
  expectClean(page);
});

test('a bad height is named on its board, the frame still follows the board; a good one fits the board into it', async () => {
  const bad = ['abc', '100px;background:url(https://example.invalid/x.png)', '', '0'];
  const page = await authorPage(`${bad.map((h, i) => `<tavola-board id="h${i}" game="gipf" variant="basic" height="${h}"></tavola-board>`).join('')}
    <tavola-board id="fixed" game="gipf" variant="basic" height="420"></tavola-board>`, { viewport: { width: 768, height: 900 } });
  for (const [i, value] of bad.entries()) {
    const frame = await boardFrame(page, `h${i}`);
    const notice = await frame.getByTestId('notice').textContent();
    assert.ok(notice.includes(`height="${value.slice(0, 60)}`), `${value}: named in ${notice}`);
    // The frame follows the board: a board's height, and no scroll inside.
    const { inside, height } = await followsBoard(page, `h${i}`);
    assert.ok(height > 400, `${value}: the frame is a board's height (${height})`);
    assert.ok(await inside.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight), `${value}: no scroll inside`);
  }
  const fixed = await boardFrame(page, 'fixed');
  await page.waitForFunction(() => document.querySelector('#fixed iframe').getBoundingClientRect().height === 420);
  const frameBox = await page.locator('#fixed iframe').boundingBox();
  const boardBox = await fixed.locator('svg.board').boundingBox();
  assert.ok(boardBox.y >= frameBox.y && boardBox.y + boardBox.height <= frameBox.y + frameBox.height + 0.5,
    `the board fits the 420 px frame (${JSON.stringify(boardBox)})`);
  expectClean(page);
});

test('a long answer is echoed cut in the notice, and the frame stays a board\'s height', async () => {
  const page = await authorPage(`<tavola-board id="b" game="emergo" answer="${'d6-'.repeat(3400)}d8"></tavola-board>`,
    { viewport: { width: 390, height: 844 } });
  const frame = await boardFrame(page, 'b');
  const notice = await frame.getByTestId('notice').textContent();
  assert.ok(notice.includes('d6-d6-') && notice.length < 400, `the answer is cut (${notice.length} characters)`);
  const { height } = await followsBoard(page, 'b');
  assert.ok(height < 1200, `a board's height (${height})`);
  expectClean(page);
});

test('a board keeps the reader\'s turns when moved to another container and when the page reloads', async () => {
  const page = await authorPage(`${listen}
    <div id="tab1"><tavola-board id="b" game="emergo" moves="d6"></tavola-board></div><div id="tab2"></div>`,
  { viewport: { width: 768, height: 900 } });
  let frame = await boardFrame(page, 'b');
  await frame.locator('[data-cell="d8"]').click();
  await frame.locator('[data-cell="e4"]').click();
  const played = engine('play', EMERGO, 'd6', 'd8', 'e4');
  await page.waitForFunction((p) => document.getElementById('b').position === p, played);
  await frame.getByTestId('nav-back').click();
  // Moved as tabs do: the frame loads again, and says ready with the reader's position.
  await page.evaluate(() => document.getElementById('tab2').appendChild(document.getElementById('b')));
  await page.waitForFunction(() => window.heard.filter(([type]) => type === 'tavola-ready').length === 2);
  const readies = (await page.evaluate(() => window.heard)).filter(([type]) => type === 'tavola-ready');
  assert.equal(readies[1][1], engine('play', EMERGO, 'd6', 'd8'), 'the ply the reader was looking at');
  frame = await boardFrame(page, 'b');
  await frame.getByTestId('nav-last').click();
  await frame.locator(`[data-position="${played}"]`).waitFor();
  assert.equal(await frame.getByTestId('undo').isDisabled(), false, 'the reader\'s turns are still his to undo');
  // The page reloaded: the board comes back where the reader left it.
  await page.reload();
  await page.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-ready'));
  assert.deepEqual((await page.evaluate(() => window.heard)).filter(([type]) => type === 'tavola-ready'), [['tavola-ready', played]]);
  // Start over is kept too: the next reload opens the link's game.
  frame = await boardFrame(page, 'b');
  await frame.getByTestId('start-over').click();
  await frame.locator(`[data-position="${engine('play', EMERGO, 'd6')}"]`).waitFor();
  await page.reload();
  await page.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-ready'));
  assert.deepEqual((await page.evaluate(() => window.heard)).filter(([type]) => type === 'tavola-ready'),
    [['tavola-ready', engine('play', EMERGO, 'd6')]]);
  expectClean(page);
});

test('a record board shows its result only at its end', async () => {
  const page = await authorPage(`<tavola-board id="b" interactive="false" ply="0">
      [Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]
      [Ended "black-resigned"]
      {The empty board.} 1. d6 {White enters.} d8 {Black enters, then resigns.}
    </tavola-board>`, { viewport: { width: 390, height: 844 } });
  const frame = await boardFrame(page, 'b');
  assert.equal(await frame.getByTestId('caption').textContent(), 'The empty board.');
  assert.equal(await frame.getByTestId('result').count(), 0, 'no result under the first caption');
  assert.doesNotMatch(await frame.getByTestId('status').textContent(), /wins/);
  await frame.getByTestId('nav-last').click();
  assert.equal(await frame.getByTestId('result').textContent(), 'White wins (resignation)');
  // The move list: a tap on a turn shows the position after it.
  await frame.getByTestId('move-list').getByRole('button', { name: /d6/ }).click();
  await frame.locator(`[data-position="${engine('play', EMERGO, 'd6')}"]`).waitFor();
  assert.equal(await frame.getByTestId('caption').textContent(), 'White enters.');
  assert.equal(await frame.getByTestId('result').count(), 0);
  expectClean(page);
});

test('a decided exercise invites no more turns; no ▶ with nothing to step through, no Hint after solving', async () => {
  const page = await authorPage(`<tavola-board id="e" game="emergo" moves="d6 d8 e4 g6 f4 g7 b6 d7 f6" answer="g6-e6-c6"></tavola-board>
    <tavola-board id="g" position="gipf basic 3w/5/6/bbbw3/3b2/3b1/3b b 10 10" answer="e1-e2;xe2-e6"></tavola-board>`,
  { viewport: { width: 768, height: 900 } });
  const e = await boardFrame(page, 'e');
  assert.ok(await e.getByTestId('status').isVisible(), 'the question is asked');
  for (const square of ['g6', 'e6', 'c6']) await e.locator(`[data-cell="${square}"]`).click();
  await e.locator('[data-testid="verdict"].right').waitFor();
  for (const id of ['status', 'hint', 'show-me']) assert.ok(await e.getByTestId(id).isHidden(), `${id} gives way to the verdict`);
  const g = await boardFrame(page, 'g');
  assert.ok(await g.getByTestId('nav-play').isHidden(), 'nothing to play through before the question');
  await playByClicks(g, 'e1-e2;xe2-e6');
  await g.locator('[data-testid="verdict"].right').waitFor();
  for (const id of ['status', 'hint', 'show-me']) assert.ok(await g.getByTestId(id).isHidden(), `GIPF: ${id} gives way`);
  // No empty band between the board and the verdict.
  const band = await g.locator('.turn-controls').evaluateAll((bars) => bars.filter((b) => b.getClientRects().length > 0).length);
  assert.equal(band, 0, 'the turn\'s bar is gone');
  expectClean(page);
});

test('a phone on its side: a GIPF board fits the screen, and a push by touch plays', async () => {
  const page = await authorPage(`<p>Push from a1.</p><tavola-board id="b" game="gipf" variant="basic"></tavola-board>`,
    { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  const frame = await boardFrame(page, 'b');
  await page.waitForFunction(() => document.querySelector('#b iframe').getBoundingClientRect().height <= innerHeight);
  const board = await frame.locator('svg.board').boundingBox();
  assert.ok(board.height <= 390, `the board fits the screen's height (${board.height})`);
  await page.locator('#b').evaluate((el) => el.scrollIntoView());
  for (const point of ['a1', 'b2']) {
    const box = await frame.locator(`[data-point="${point}"]`).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 390, `${point} is on the screen`);
    await frame.locator(`[data-point="${point}"]`).tap();
  }
  await frame.locator(`[data-position="${engine('play', 'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12', 'a1-b2')}"]`).waitFor();
  expectClean(page);
});

test('a third site that navigates a board\'s frame to the app\'s own address, with options of its own, forges nothing and opens no full app', async () => {
  const author = await site({
    'lesson.html': lesson(`${listen}
      <tavola-board id="b" game="emergo" answer="e4"></tavola-board>
      <script>
        // After embed.js's own listener (the element's, added when it was parsed): every raw
        // message from the board's frame, once heard here, has been through embed.js too.
        window.raw = [];
        addEventListener('message', (e) => { if (e.data?.source === 'tavola') window.raw.push(e.data.type); });
      </script>`),
  });
  const third = await site({
    'top.html': `<!DOCTYPE html><html><body><iframe id="lesson" src="${author}/lesson.html" style="width:800px;height:900px"></iframe></body></html>`,
  });
  const page = await newPage(ctx.browser, { serviceWorkers: 'block', viewport: { width: 900, height: 1000 } });
  await page.route(`${third}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${third}/top.html`);
  await page.frameLocator('#lesson').frameLocator('#b iframe').locator('[data-position]').waitFor();
  const inner = page.frames().find((f) => f.url().startsWith(`${author}/lesson.html`));
  await inner.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-ready'));
  const before = await inner.evaluate(() => document.querySelector('#b iframe').getBoundingClientRect().height);
  const app = ctx.server.url;
  for (const [query, places] of [
    ['embed=1&game=emergo&answer=d6&height=3000', ['[data-cell="d6"]']], // the forger's own exercise
    ['game=gipf&variant=basic', ['[data-point="a1"]', '[data-point="b2"]']], // the full app
    ['game=emergo&id=abc-12&moves=d6', ['[data-cell="d8"]']], // a saved game's id
  ]) {
    await inner.evaluate(() => { window.raw = []; });
    await page.evaluate((url) => { window.frames[0].frames[0].location.href = url; }, `${app}/index.html?${query}`);
    const board = page.frameLocator('#lesson').frameLocator('#b iframe');
    await board.locator('[data-position]').waitFor();
    // Opened as a board, never the app with its start screen, header or saved games.
    assert.equal(await board.getByTestId('start-screen').count(), 0, `${query}: no start screen`);
    assert.equal(await board.getByTestId('leave').count(), 0, `${query}: no full app`);
    for (const place of places) await board.locator(place).click();
    await inner.waitForFunction(() => window.raw.includes('move'));
    const inside = await (await inner.locator('#b iframe').elementHandle()).contentFrame();
    const written = await inside.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.game.') || k === 'tavola.open'));
    assert.deepEqual(written, [], `${query}: nothing written to saved games`);
  }
  assert.deepEqual(await inner.evaluate(() => window.heard.map(([type]) => type)), ['tavola-ready'], 'no forged event reached the page');
  assert.equal(await inner.evaluate(() => document.querySelector('#b iframe').getBoundingClientRect().height), before, 'nor a forged height');
  expectClean(page);
});

test('options of any length reach the board: a 20 000-character feedback and a long record written inside', async () => {
  const right = `Right. ${'Well played. '.repeat(1600)}`;
  // Forty turns of an Emergo game, each the engine's last listed.
  const turns = [];
  for (let at = EMERGO; turns.length < 40;) {
    const turn = engineLines('moves', at).pop();
    turns.push(turn);
    at = engine('play', at, turn);
  }
  const page = await authorPage(`${listen}
    <tavola-board id="b" game="emergo" answer="d6" right="${right}"></tavola-board>
    <tavola-board id="r" interactive="false" ply="0">[Position "${EMERGO}"]
      {${'A caption long enough to matter. '.repeat(600)}} ${turns.join(' ')}</tavola-board>`, { viewport: { width: 768, height: 900 } });
  assert.ok(right.length > 20000);
  const b = await boardFrame(page, 'b');
  await b.locator('[data-cell="d6"]').click();
  const verdict = b.locator('[data-testid="verdict"].right');
  await verdict.waitFor();
  assert.ok((await verdict.textContent()).length > 20000, 'the whole feedback is on the board');
  const r = await boardFrame(page, 'r');
  assert.match(await r.getByTestId('status').textContent(), /0 of 40/, 'the whole record is on the board');
  expectClean(page);
});

test('a record board says nothing of its end at its start, its move list follows the ply set by script, and its play button is drawn', async () => {
  const turns = [];
  for (let at = EMERGO; turns.length < 36;) {
    const turn = engineLines('moves', at).pop();
    turns.push(turn);
    at = engine('play', at, turn);
  }
  const page = await authorPage(`<tavola-board id="b" game="emergo" interactive="false" ply="0" moves="${turns.join(' ')}"
    ended="black-resigned"></tavola-board>`, { viewport: { width: 390, height: 844 } });
  const b = await boardFrame(page, 'b');
  assert.doesNotMatch(await b.getByTestId('announce').textContent(), /Game over|wins/, 'the live region keeps the end for the end');
  await page.evaluate(() => document.getElementById('b').setAttribute('ply', '30'));
  await b.locator('[data-testid="move-list"] li.current').waitFor();
  const seen = async () => b.getByTestId('move-list').evaluate((list) => {
    const current = list.querySelector('li.current').getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return current.top >= box.top - 0.5 && current.bottom <= box.bottom + 0.5;
  });
  await b.getByTestId('move-list').evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  assert.equal(await seen(), true, 'the turn on show is in the list\'s view');
  // The play button draws its sign: no character a font may lack.
  assert.equal((await b.getByTestId('nav-play').textContent()).trim(), '');
  assert.equal(await b.locator('[data-testid="nav-play"] .glyph').count(), 1);
  expectClean(page);
});

test('names of any length keep to two lines: the frame does not grow with them, nor does the page widen', async () => {
  const page = await authorPage(`<tavola-board id="b" game="emergo" white="${'Ann '.repeat(2500)}" black="${'B'.repeat(200)}"></tavola-board>`,
    { viewport: { width: 390, height: 844 } });
  const b = await boardFrame(page, 'b');
  const lines = await b.getByTestId('players').evaluate((header) => {
    const probe = document.createElement('span');
    probe.textContent = 'x';
    header.append(probe);
    const line = probe.getBoundingClientRect().height;
    probe.remove();
    return header.getBoundingClientRect().height / line;
  });
  assert.ok(lines <= 2.5, `the names keep to two lines (${lines.toFixed(1)})`);
  const inside = await frameOf(page, '#b iframe');
  assert.ok(await inside.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'the board does not widen');
  const { height } = await followsBoard(page, 'b');
  assert.ok(height < 1100, `the frame keeps a board's height (${height} px)`);
  expectClean(page);
});

test('compact="true" and height="420": the frame no taller than the screen, the board its whole height, nothing cut', async () => {
  const cases = [
    ['compact="true"', 1280, 800], ['compact="true"', 820, 1180], ['compact="true"', 844, 390],
    ['height="420"', 390, 844], ['height="420"', 1280, 800],
  ];
  for (const [attribute, width, height] of cases) {
    for (const game of ['game="gipf" variant="basic"', 'game="emergo"']) {
      const what = `${game} ${attribute} at ${width}×${height}`;
      const page = await authorPage(`<tavola-board id="b" ${game} ${attribute}></tavola-board>`, { viewport: { width, height } });
      const frame = await boardFrame(page, 'b');
      const { inside, height: frameHeight } = await followsBoard(page, 'b');
      assert.ok(frameHeight <= height, `${what}: the frame (${frameHeight}) within the screen`);
      // The board's drawing fills its box: no height left empty above and below it.
      const [box, drawn] = await frame.locator('svg.board').evaluate((svg) =>
        [svg.getBoundingClientRect().height, svg.querySelector('.frame').getBoundingClientRect().height]);
      assert.ok(drawn >= box - 24, `${what}: the board drawn ${drawn} px tall in its ${box} px`);
      // Every place and the controls within the frame, and no scroll inside it.
      assert.ok(await inside.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1), `${what}: no scroll inside`);
      const last = await inside.evaluate(() => [...document.querySelectorAll('[data-point], [data-cell], main.app button:not([hidden])')]
        .filter((el) => el.getClientRects().length)
        .map((el) => el.getBoundingClientRect()).reduce((m, r) => Math.max(m, r.bottom), 0));
      assert.ok(last <= frameHeight + 0.5, `${what}: everything within the frame (${last} of ${frameHeight})`);
      expectClean(page);
      await page.close();
    }
  }
});
