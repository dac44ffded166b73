// The author's kit for embedded boards (docs/embedding.md): frames that fit their board,
// undo and start over, exercises and their events, annotations, hidden chrome, a computer
// opponent, warnings for links that do not add up, and the guide's own examples.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, expectClean, serve } from './harness.mjs';
import { boardFrame, engine, frameOf, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';

/** Chromium asks pages without an icon for /favicon.ico; the build has none to serve. */
const noFavicon = (page) => page.route(`${ctx.server.url}/favicon.ico`, (route) => route.fulfill({ status: 204 }));

/** A page on the test server whose body is `html` (served by interception, so dist/ stays as built). */
async function pageWith(html, options = {}) {
  // No service worker: once it controls the page, its fetches bypass the routes below.
  const page = await newPage(ctx.browser, { serviceWorkers: 'block', ...options });
  const url = `${ctx.server.url}/__author-page.html`;
  await noFavicon(page);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
  return page;
}

const board = (attributes) => `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">
  <script src="embed.js"></script><style>body{margin:0;padding:8px}</style></head>
  <body><tavola-board id="b" ${attributes}></tavola-board></body></html>`;

/** An embedded app opened directly, as a plain iframe would show it. */
const embedded = (query) => ctx.app(`/index.html?embed=1&${query}`);

for (const width of [360, 768, 1280]) {
  test(`at ${width} px the frame fits its board and controls: no inner scroll, nothing clipped`, async () => {
    const page = await pageWith(`${board('game="gipf" variant="basic"')}
      <tavola-board id="demo" game="emergo" interactive="false" ply="1" moves="d6 d8 e4"
        captions="Empty board, and a caption long enough to wrap onto a second line on a phone.|White enters.|Black enters.|White enters again."></tavola-board>`,
    { viewport: { width, height: 800 } });
    for (const id of ['b', 'demo']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const frame = page.frameLocator(`#${id} iframe`);
      await frame.locator('[data-position]').waitFor();
      const iframe = page.locator(`#${id} iframe`);
      // The frame follows the height the app reports.
      await page.waitForFunction((sel) => {
        const f = document.querySelector(sel);
        const app = f.contentDocument?.querySelector('main.app');
        return app && Math.abs(f.getBoundingClientRect().height - Math.ceil(app.getBoundingClientRect().height)) < 1;
      }, `#${id} iframe`);
      const inside = await (await iframe.elementHandle()).contentFrame();
      const scroll = await inside.evaluate(() => ({
        height: document.scrollingElement.scrollHeight, inner: innerHeight,
        width: document.scrollingElement.scrollWidth, innerW: innerWidth,
      }));
      assert.ok(scroll.height <= scroll.inner, `${id} at ${width}: no vertical scroll inside (${scroll.height} > ${scroll.inner})`);
      assert.ok(scroll.width <= scroll.innerW, `${id} at ${width}: no horizontal scroll inside`);
      // The whole width is the board's: no room kept for a scrollbar the frame never has
      // (where scrollbars take room, it showed as a pale stripe beside the board).
      assert.equal(await inside.evaluate(() => document.body.getBoundingClientRect().width), await inside.evaluate(() => innerWidth),
        `${id} at ${width}: the app takes the frame's width`);
      // Boxes are in the page's coordinates: each control lies within the frame's box.
      const outer = await iframe.boundingBox();
      for (const control of ['nav-last', 'lang']) {
        const box = await inside.getByTestId(control).boundingBox();
        assert.ok(box && box.y >= outer.y && box.y + box.height <= outer.y + outer.height
          && box.x >= outer.x && box.x + box.width <= outer.x + outer.width, `${id} at ${width}: ${control} is inside the frame`);
      }
    }
    expectClean(page);
  });
}

test('undo and start over let a reader retry on an embedded board', async () => {
  const app = await embedded('game=emergo&moves=d6');
  const start = engine('play', EMERGO, 'd6');
  assert.equal(await app.page.getByTestId('undo').isDisabled(), true, 'the given moves are not undone');
  assert.equal(await app.page.getByTestId('start-over').isDisabled(), true);
  await app.emergoMove('d8');
  await app.emergoMove('e4');
  await app.button('undo');
  assert.equal(await app.position(), engine('play', start, 'd8'));
  await app.button('start-over');
  assert.equal(await app.position(), start);
  assert.equal(await app.page.getByTestId('undo').isDisabled(), true);
  expectClean(app.page);
});

test('an exercise: accepted answers, the author\'s feedback, solved and wrong events, try again', async () => {
  const page = await pageWith(board(`game="emergo" moves="d6 d8 e4 g6 f4 g7 b6 d7 f6" answer="g6-e6-c6"
    right="Yes: a double capture." wrong="No: Black must capture."`));
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['tavola-move', 'tavola-solved', 'tavola-wrong']) {
      document.getElementById('b').addEventListener(type, (e) => window.heard.push([type, e.detail.turn]));
    }
  });
  const frame = page.frameLocator('#b iframe');
  for (const square of ['g6', 'e6', 'c6']) await frame.locator(`[data-cell="${square}"]`).click();
  await frame.getByTestId('verdict').getByText('Yes: a double capture.').waitFor();
  await page.waitForFunction(() => window.heard.some(([t]) => t === 'tavola-solved'));
  assert.deepEqual(await page.evaluate(() => window.heard), [['tavola-move', 'g6-e6-c6'], ['tavola-solved', 'g6-e6-c6']]);
  assert.ok(await frame.getByTestId('show-me').isHidden(), 'nothing to show once solved');
  expectClean(page);

  // A GIPF exercise with two accepted answers; a legal turn that is neither is wrong.
  const gipf = await pageWith(board(`position="gipf basic 3w/5/6/bbbw3/3b2/3b1/3b b 10 10"
    answer="e1-e2;xe2-e6 | e1-e2;xe5-h5" wrong="Remove one of the rows."`));
  await gipf.evaluate(() => {
    window.heard = [];
    document.getElementById('b').addEventListener('tavola-wrong', (e) => window.heard.push(e.detail.turn));
  });
  const g = gipf.frameLocator('#b iframe');
  await g.locator('[data-point="a1"]').click();
  await g.locator('[data-point="b2"]').click();
  await g.getByTestId('verdict').getByText('Remove one of the rows.').waitFor();
  await gipf.waitForFunction(() => window.heard[0] === 'a1-b2');
  await g.getByTestId('try-again').click();
  await g.locator('[data-point="e1"]').click();
  await g.locator('[data-point="e2"]').click();
  await g.getByTestId('pick-row').filter({ hasText: 'h5' }).click();
  await g.getByTestId('remove-row').click();
  await g.locator('[data-testid="verdict"].right').waitFor();
  expectClean(gipf);
});

test('annotations: highlighted places and arrows in the colours asked', async () => {
  const app = await embedded('game=gipf&variant=basic&highlight=e5+d4:red&arrows=e1-e5:blue');
  assert.equal(await app.page.locator('.annotations .note.green[data-mark="e5"]').count(), 1);
  assert.equal(await app.page.locator('.annotations .note.red[data-mark="d4"]').count(), 1);
  assert.equal(await app.page.locator('.annotations .arrow.blue[data-mark="e1-e5"]').count(), 1);
  // Annotations never catch a tap: the push under the arrow still works.
  await app.push('e1', 'e2');
  assert.equal(await app.position(), engine('play', 'gipf basic b2w/5/6/w5b/6/5/b2w w 12 12', 'e1-e2'));
  const emergo = await embedded('game=emergo&highlight=e5:yellow&arrows=d6-d8');
  assert.equal(await emergo.page.locator('.annotations .note.yellow').count(), 1);
  assert.equal(await emergo.page.locator('.annotations .arrow.green').count(), 1);
  expectClean(app.page);
  expectClean(emergo.page);
});

test('hide: the hint, the language switch, the status line and the navigation', async () => {
  const shown = await embedded('game=emergo');
  for (const id of ['hint', 'lang', 'status', 'nav-last']) assert.ok(await shown.page.getByTestId(id).isVisible(), id);
  const app = await embedded('game=emergo&hide=hint,lang,status,nav');
  for (const id of ['hint', 'lang', 'status', 'nav-last']) assert.ok(!(await app.page.getByTestId(id).isVisible()), id);
  await app.emergoMove('d6');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6'), 'the board still plays');
  expectClean(app.page);
});

test('computer and level: the reader plays against the computer on an embedded board', async () => {
  // Every request the page sends the computer's worker ("id line"), in order.
  const page = await newPage(ctx.browser);
  await page.addInitScript(() => {
    window.asked = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (typeof message === 'string') window.asked.push(message);
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(`${ctx.server.url}/index.html?embed=1&game=emergo&computer=black&level=beginner`);
  const answered = () => page.waitForFunction(() => document.querySelector('[data-position]').dataset.position.endsWith(' w 11 11'));
  const asked = () => page.evaluate(() => window.asked.filter((m) => / play /.test(` ${m} `)).length);
  await page.locator('[data-cell="d6"]').click();
  await answered();
  assert.notEqual(await page.locator('[data-position]').getAttribute('data-position'), engine('play', EMERGO, 'd6'), 'Black answered');
  const before = await asked();
  // Undo takes back the reader's turn with the computer's reply, which is not played again:
  // the computer is asked nothing until the reader plays again, and then once.
  await page.getByTestId('undo').click();
  await page.locator(`[data-position="${EMERGO}"]`).waitFor();
  await page.locator('[data-cell="d6"]').click();
  await answered();
  assert.equal(await asked(), before + 1, 'one question: the reply to the reader\'s new turn');
  expectClean(page);
});

test('authors are warned: captions that do not match the moves, a ply past the end, bad answers and places', async () => {
  const app = await embedded('game=emergo&moves=d6+d8&captions=One|Two&ply=7&answer=d6&highlight=a1');
  const notice = await app.page.getByTestId('notice').textContent();
  for (const part of ['2 captions for 3 positions', 'ply=7 is past the end: the game has 2 turns', 'answer "d6" cannot be played here', '"a1" is not a place on this board']) {
    assert.ok(notice.includes(part), `${part} in ${notice}`);
  }
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'), 'the board still opens');
  const bad = await embedded('game=emergo&level=grandmaster');
  assert.match(await bad.page.getByTestId('notice').textContent(), /level="grandmaster" is not valid: expected beginner, casual, club or expert/);
  expectClean(app.page);
  expectClean(bad.page);
});

/** An author's page on another origin than the app's: a second server (another port) with
 * the page as a real file, as a teacher's site is; the board's files come from the app's. */
let authorSite;
let pages = 0;
after(async () => {
  await authorSite?.server.close();
  if (authorSite) await rm(authorSite.dir, { recursive: true });
});
async function authorPage(body, options = {}) {
  if (!authorSite) {
    const dir = await mkdtemp(join(tmpdir(), 'tavola-author-site-'));
    authorSite = { dir, server: await serve(dir) };
  }
  pages += 1;
  await writeFile(join(authorSite.dir, `lesson-${pages}.html`), `<!DOCTYPE html><html><head>
    <meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">
    <script src="${ctx.server.url}/embed.js"></script></head><body>${body}</body></html>`);
  const page = await newPage(ctx.browser, { serviceWorkers: 'block', ...options });
  await page.goto(`${authorSite.server.url}/lesson-${pages}.html`);
  return page;
}

test('on an author\'s page elsewhere, every bad value still opens the board, says what to fix, and writes nothing', async () => {
  const cases = [
    ['game="emergo" level="grandmaster"', /level="grandmaster" is not valid: expected beginner/],
    ['game="emergo" highlight="e5:purple"', /highlight="e5:purple"/],
    ['game="emergo" hide="moves"', /hide="moves"/],
    ['game="emergo" orientation="up"', /orientation="up"/],
    ['game="emergo" moves="d6 d6"', /turn 2 \(d6\)/],
    ['game="chess"', /game="chess" is not valid/],
    ['game="emergo" lang="fr"', /lang="fr"/],
    ['game="emergo" computer="red"', /computer="red"/],
    ['game="gipf" variant="advanced"', /variant="advanced"/],
    ['game="emergo" interactive="maybe"', /interactive="maybe"/],
    [`game="emergo" level="${'x'.repeat(7000)}"`, /level="x+…"/],
  ];
  const page = await authorPage(cases.map(([attributes], i) => `<tavola-board id="b${i}" ${attributes}></tavola-board>`).join('\n'),
    { viewport: { width: 768, height: 900 } });
  for (const [i, [attributes, message]] of cases.entries()) {
    const frame = await boardFrame(page, `b${i}`);
    const notice = await frame.getByTestId('notice').textContent();
    assert.match(notice, message, attributes.slice(0, 60));
    assert.ok(notice.length < 300, `the notice is cut (${notice.length} characters)`);
    assert.equal(await frame.getByTestId('start-screen').count(), 0, `${attributes.slice(0, 60)}: no start screen`);
    assert.equal(await frame.locator('.saved-game').count(), 0, 'no saved games listed');
  }
  // A turn on such a board plays, and the reader's storage is left alone.
  const frame = await boardFrame(page, 'b0');
  await frame.locator('[data-cell="d6"]').click();
  await frame.locator('[data-position$=" b 11 12"]').waitFor();
  const inside = await frameOf(page, '#b0 iframe');
  const keys = await inside.evaluate(() => Object.keys(localStorage));
  assert.deepEqual(keys.filter((k) => k.startsWith('tavola.game.') || k === 'tavola.open'), [], 'nothing written to the reader\'s games');
  // The 7 000 characters of a value wrap inside the frame, which never widens the page.
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'the author\'s page does not widen');
  expectClean(page);

  // A 7 000-character word in the author's own feedback wraps on the board too.
  const long = await authorPage(`<tavola-board id="r" game="emergo" answer="d6" right="${'y'.repeat(7000)}"></tavola-board>`,
    { viewport: { width: 360, height: 800 } });
  const r = await boardFrame(long, 'r');
  await r.locator('[data-cell="d6"]').click();
  await r.locator('[data-testid="verdict"].right').waitFor();
  const inner = await frameOf(long, '#r iframe');
  assert.ok(await inner.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'the board does not widen');
  assert.ok(await long.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'nor the author\'s page');
  expectClean(long);
});

test('a board moved to another container keeps its events and its height; ready and shown are heard', async () => {
  const page = await authorPage(`<script>
      window.heard = [];
      for (const type of ['tavola-ready', 'tavola-move', 'tavola-shown']) {
        document.addEventListener(type, (e) => window.heard.push([type, e.detail.turn ?? e.detail.position]));
      }
    </script>
    <div id="tab1"><tavola-board id="b" game="emergo" moves="d6 d8 e4 g6 f4 g7 b6 d7 f6" answer="g6-e6-c6"></tavola-board></div>
    <div id="tab2"></div>`, { viewport: { width: 768, height: 900 } });
  await boardFrame(page, 'b');
  const position = engine('play', EMERGO, ...'d6 d8 e4 g6 f4 g7 b6 d7 f6'.split(' '));
  await page.waitForFunction(() => window.heard.length === 1);
  assert.deepEqual(await page.evaluate(() => window.heard), [['tavola-ready', position]]);
  // Moved as tabs or a framework move it: the frame reloads in place and still reports.
  await page.evaluate(() => document.getElementById('tab2').appendChild(document.getElementById('b')));
  const frame = await boardFrame(page, 'b');
  await page.waitForFunction(() => window.heard.length === 2);
  await frame.getByTestId('show-me').click();
  await page.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-shown'));
  assert.deepEqual((await page.evaluate(() => window.heard)).filter(([type]) => type === 'tavola-shown'), [['tavola-shown', 'g6-e6-c6']]);
  // The frame follows the app's height again (a fixed guess would leave a scroll inside).
  const inside = await frameOf(page, '#b iframe');
  await frame.getByTestId('verdict').waitFor();
  const app = await inside.evaluate(() => Math.ceil(document.querySelector('main.app').getBoundingClientRect().height));
  await page.waitForFunction((h) => Math.abs(document.querySelector('#b iframe').getBoundingClientRect().height - h) < 2, app);
  expectClean(page);
});

test('a board far below the fold gets no frame until the reader scrolls near it', async () => {
  const page = await authorPage(`<script>
      window.ready = [];
      document.addEventListener('tavola-ready', (e) => window.ready.push(e.target.id));
    </script>
    <tavola-board id="top" game="emergo"></tavola-board>
    <div style="height: 6000px"></div>
    <tavola-board id="far" game="gipf" variant="basic"></tavola-board>`, { viewport: { width: 768, height: 900 } });
  // The first board's report frees the page's queue, and a board waiting for its turn gets
  // its frame in that same task, before the report is heard here: so once it is heard,
  // a far board without a frame was never asked for.
  await page.waitForFunction(() => window.ready.includes('top'));
  assert.equal(await page.locator('#far iframe').count(), 0, 'the far board has no frame while far from the screen');
  // Scrolled near, it loads.
  await page.locator('#far').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => window.ready.includes('far'));
  await page.frameLocator('#far iframe').locator('[data-point="e1"]').waitFor();
  expectClean(page);
});

test('a story of several turns: the reader\'s turn, a scripted reply, the reader\'s turn again, by taps', async () => {
  const page = await authorPage(`<script>
      window.heard = [];
      for (const type of ['tavola-move', 'tavola-solved', 'tavola-wrong', 'tavola-shown']) {
        document.addEventListener(type, (e) => window.heard.push([type, e.detail.turn]));
      }
    </script>
    <tavola-board id="b" game="emergo" answer="d6 d8 e4 | d6 d8 f4" wrong="Enter next to your man."></tavola-board>`,
  { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const frame = await boardFrame(page, 'b');
  const at = (...turns) => frame.locator(`[data-position="${engine('play', EMERGO, ...turns)}"]`).waitFor();
  await frame.locator('[data-cell="d6"]').tap();
  // The reply comes by itself; meanwhile the board takes no turn.
  await at('d6', 'd8');
  assert.equal(await frame.getByTestId('verdict').textContent(), 'Turn 2 of 2');
  // A wrong second turn says where it went wrong; Try again goes back to that turn only.
  await frame.locator('[data-cell="c5"]').tap();
  await at('d6', 'd8', 'c5');
  assert.equal(await frame.getByTestId('verdict').textContent(), 'Turn 2 of 2: Enter next to your man.');
  await frame.getByTestId('try-again').tap();
  await at('d6', 'd8');
  // Show me plays the reader's next turn of the line.
  await frame.getByTestId('show-me').tap();
  await at('d6', 'd8', 'e4');
  await page.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-shown'));
  assert.deepEqual(await page.evaluate(() => window.heard), [
    ['tavola-move', 'd6'], ['tavola-move', 'd8'], ['tavola-move', 'c5'], ['tavola-wrong', 'c5'], ['tavola-shown', 'e4'],
  ]);
  // Start over, and the whole story by taps: solved once, at its end.
  await frame.getByTestId('start-over').tap();
  await at();
  await page.evaluate(() => { window.heard = []; });
  await frame.locator('[data-cell="d6"]').tap();
  await at('d6', 'd8');
  await frame.locator('[data-cell="f4"]').tap();
  await frame.locator('[data-testid="verdict"].right').getByText('Right').waitFor();
  // The event crosses from the frame by postMessage: it may come a moment after the words.
  await page.waitForFunction(() => window.heard.some(([type]) => type === 'tavola-solved'));
  assert.deepEqual((await page.evaluate(() => window.heard)).filter(([type]) => type !== 'tavola-move'), [['tavola-solved', 'f4']]);
  expectClean(page);
});

test('a whole record inside the element is its game: comments as captions, marks per ply, played through', async () => {
  const page = await authorPage(`<tavola-board id="b" interactive="false" ply="0" speed="0.3"
      highlight="d6@1 e4:red@3" arrows="d6-d8@2">
    [Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]
    [White "Ann"]
    {The empty board.} 1. d6 {White enters at d6.} d8 2. e4 {White again.}
    </tavola-board>`);
  const frame = await boardFrame(page, 'b');
  assert.equal(await page.locator('#b').evaluate((el) => el.innerText.trim()), '', 'the record\'s text gives way to the board');
  const caption = frame.getByTestId('caption');
  const marks = async () => frame.locator('.annotations path[visibility="visible"]').evaluateAll((paths) => paths.map((p) => p.dataset.mark));
  assert.equal(await caption.textContent(), 'The empty board.');
  assert.deepEqual(await marks(), []);
  await frame.getByTestId('nav-forward').click();
  assert.equal(await caption.textContent(), 'White enters at d6.');
  assert.deepEqual(await marks(), ['d6']);
  await frame.getByTestId('nav-forward').click();
  assert.ok(await caption.isHidden(), 'no comment after Black\'s turn: no caption');
  assert.deepEqual(await marks(), ['d6-d8']);
  // Play through: from the start, one turn per 0.3 s, stopping at the last.
  await frame.getByTestId('nav-first').click();
  await frame.getByTestId('nav-play').click();
  assert.equal(await frame.getByTestId('nav-play').getAttribute('aria-pressed'), 'true');
  await frame.locator(`[data-position="${engine('play', EMERGO, 'd6', 'd8', 'e4')}"]`).waitFor();
  await frame.locator('[data-testid="nav-play"][aria-pressed="false"]').waitFor();
  assert.equal(await caption.textContent(), 'White again.');
  assert.deepEqual(await marks(), ['e4']);
  expectClean(page);
});

test('the element\'s methods and properties: play, goto, reset, position; a new ply shown in place', async () => {
  const page = await authorPage('<tavola-board id="b" game="emergo" moves="d6 d8"></tavola-board>');
  const frame = await boardFrame(page, 'b');
  const b = page.locator('#b');
  const shows = (...turns) => frame.locator(`[data-position="${engine('play', EMERGO, ...turns)}"]`).waitFor();
  const reports = (...turns) => page.waitForFunction((p) => document.getElementById('b').position === p, engine('play', EMERGO, ...turns));
  await reports('d6', 'd8');
  await b.evaluate((el) => el.play('e4'));
  await shows('d6', 'd8', 'e4');
  await reports('d6', 'd8', 'e4');
  await b.evaluate((el) => el.play('e5'));
  await frame.getByTestId('notice').getByText(/cannot be played/).waitFor();
  await b.evaluate((el) => el.goto(1));
  await shows('d6');
  await reports('d6');
  // A changed ply attribute moves the board in place: the frame's page is not reloaded.
  const loaded = () => frame.locator('main.app').evaluate(() => performance.timeOrigin);
  const before = await loaded();
  await b.evaluate((el) => el.setAttribute('ply', '0'));
  await shows();
  await b.evaluate((el) => el.setAttribute('orientation', 'black'));
  // Drawn from Black's side: e1, White's corner, is now at the top.
  await frame.locator('main.app').evaluate(() => new Promise((ok) => {
    const top = (sq) => document.querySelector(`[data-cell="${sq}"]`).getBoundingClientRect().top;
    const check = () => (top('e1') < top('e9') ? ok() : requestAnimationFrame(check));
    check();
  }));
  await b.evaluate((el) => el.setAttribute('lang', 'it'));
  await frame.getByTestId('nav-last').and(frame.locator('[aria-label="Ultima mossa"]')).waitFor();
  assert.equal(await loaded(), before, 'no reload for a new ply, orientation or language');
  await b.evaluate((el) => el.reset());
  await shows('d6', 'd8');
  await reports('d6', 'd8');
  expectClean(page);
});

test('a ply set by script while the board is still starting is the ply it opens at', async () => {
  // As the workshop's preview steps through a story it has just written, or an author's
  // script sets the ply right after adding the board.
  const page = await authorPage('<tavola-board id="b" game="emergo" moves="d6 d8 e4"></tavola-board>');
  // Set as soon as the frame is pointed at the app, long before the app inside it listens.
  await page.evaluate(() => new Promise((done) => {
    const b = document.getElementById('b');
    const check = () => {
      if (!b.querySelector('iframe')?.getAttribute('src')) { requestAnimationFrame(check); return; }
      b.setAttribute('ply', '1');
      done();
    };
    check();
  }));
  const frame = await boardFrame(page, 'b');
  await frame.locator(`[data-position="${engine('play', EMERGO, 'd6')}"]`).waitFor();
  await page.waitForFunction((p) => document.getElementById('b').position === p, engine('play', EMERGO, 'd6'));
  expectClean(page);
});

test('captions work without embed too', async () => {
  const app = await ctx.app('/index.html?game=emergo&moves=d6&ply=0&captions=Empty|White+enters');
  assert.equal(await app.page.getByTestId('caption').textContent(), 'Empty');
  await app.button('nav-forward');
  assert.equal(await app.page.getByTestId('caption').textContent(), 'White enters');
  expectClean(app.page);
});

test('every example in docs/embedding.md loads without errors', async () => {
  const guide = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const examples = [...guide.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1].replaceAll('"tavola/', '"'));
  const script = guide.match(/```js\n([\s\S]*?)```/)[1];
  assert.ok(examples.length >= 5, 'the guide has its examples');
  for (const example of examples) {
    const html = example.includes('<script src="embed.js">') || !example.includes('<tavola-board')
      ? example : `<script src="embed.js"></script>\n${example}`;
    const page = await newPage(ctx.browser, { serviceWorkers: 'block' });
    await noFavicon(page);
    await page.route(`${ctx.server.url}/my-page.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
    await page.route(`${ctx.server.url}/__example.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${ctx.server.url}/__example.html`);
    const frames = page.locator('iframe');
    assert.ok(await frames.count() > 0, `a board in:\n${example}`);
    for (let i = 0; i < await frames.count(); i += 1) {
      await frames.nth(i).scrollIntoViewIfNeeded();
      const inside = page.frameLocator('iframe').nth(i);
      await inside.locator('[data-position]').waitFor();
      assert.equal(await inside.getByTestId('notice').count(), 0, `no notice in:\n${example}`);
    }
    expectClean(page);
    await page.context().close();
  }
});
