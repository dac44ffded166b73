// Links, tabs and full storage never lose a move: each way of losing one as a player
// meets it, in real Chromium with real localStorage and real `storage` events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean } from './harness.mjs';
import { App, engine, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const EMERGO = 'emergo 1/3/5/7/9/7/5/3/1 w 12 12';

/** Every saved game's stored JSON, parsed (damaged ones skipped). */
function savedGames(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.game.'))
    .map((k) => { try { return JSON.parse(localStorage.getItem(k)); } catch { return null; } })
    .filter(Boolean));
}

/** The record's turns without tags and move numbers. */
const turnsOf = (record) => record.split('\n').filter((l) => !l.startsWith('[')).join(' ')
  .split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t));

async function waitForPosition(app, position) {
  await app.page.locator(`[data-position="${position}"]`).waitFor();
}

test('a link, a move and two reloads: one saved game, the move kept', async () => {
  const app = await ctx.app('/?game=emergo&moves=d6+d8');
  await app.emergoMove('e4');
  const after = engine('play', EMERGO, 'd6', 'd8', 'e4');
  await waitForPosition(app, after);
  for (let i = 0; i < 2; i++) {
    await app.page.reload();
    await app.page.getByTestId('play-screen').waitFor();
    assert.equal(await app.position(), after, 'the reload continues the saved game');
  }
  const games = await savedGames(app.page);
  assert.equal(games.length, 1, 'one saved game');
  assert.deepEqual(turnsOf(games[0].record), ['d6', 'd8', 'e4']);
  // Opening the same link again finds the same game, now further on.
  await app.open('/?game=emergo&moves=d6+d8');
  assert.equal(await app.position(), after);
  assert.match(await app.page.getByTestId('notice').textContent(), /further on than this link/);
  assert.equal((await savedGames(app.page)).length, 1);
  expectClean(app.page);
});

test('tracking parameters are ignored; a known parameter with a bad value is named', async () => {
  const app = await ctx.app('/?game=emergo&moves=d6+d8&fbclid=IwAR0abc&utm_source=chat');
  assert.equal(await app.position(), engine('play', EMERGO, 'd6', 'd8'));
  assert.equal(await app.page.getByTestId('notice').count(), 0);
  await app.open('/?game=emergo&utm_source=chat&orientation=sideways');
  assert.match(await app.page.getByTestId('notice').textContent(), /orientation="sideways"/);
  expectClean(app.page);
});

test('moves hold turns only: a tag in them is refused, not obeyed', async () => {
  const app = await ctx.app('/?game=emergo&moves=d6+d8%0A%5BEnded+%22white-resigned%22%5D');
  assert.match(await app.page.getByTestId('notice').textContent(), /moves=.*expected turns only/s);
  assert.equal(await app.page.getByTestId('result').count(), 0, 'no game was decided by the link');
  // The rest of the link is followed: an Emergo game from its start, with no end recorded.
  assert.equal(await app.position(), EMERGO);
  assert.ok((await savedGames(app.page)).every((g) => !g.record.includes('[Ended')));
  expectClean(app.page);
});

test('two tabs on one game: moves cross over, a stale rename loses nothing, leaving keeps the other tab', async () => {
  const a = await ctx.app();
  await a.newGame('emergo');
  await a.emergoMove('d6');
  // A second tab opens on the game last opened.
  const b = new App(await a.page.context().newPage(), a.url);
  b.page.problems = [];
  b.page.on('console', (m) => { if (m.type() === 'error') b.page.problems.push(m.text()); });
  await b.open('/');
  await waitForPosition(b, engine('play', EMERGO, 'd6'));
  await a.emergoMove('d8');
  await waitForPosition(b, engine('play', EMERGO, 'd6', 'd8'));
  await b.emergoMove('e4');
  await waitForPosition(a, engine('play', EMERGO, 'd6', 'd8', 'e4'));

  // A third tab goes back to the list ("← Games") and stays there while two turns are played.
  const list = new App(await a.page.context().newPage(), a.url);
  list.page.problems = [];
  list.page.on('console', (m) => { if (m.type() === 'error') list.page.problems.push(m.text()); });
  await list.open('/');
  await list.button('leave');
  await list.page.getByTestId('saved-game').waitFor();
  await a.emergoMove('g6');
  await b.emergoMove('f4');
  const five = engine('play', EMERGO, 'd6', 'd8', 'e4', 'g6', 'f4');
  await waitForPosition(a, five);
  await list.page.getByTestId('saved-game').filter({ hasText: '5 turns' }).waitFor(); // the list follows
  await list.page.getByRole('button', { name: 'Rename' }).click();
  await list.page.locator('input.rename').fill('Friday game');
  await list.page.locator('input.rename').press('Enter');
  // Read where it was written: another tab's storage hears of it a moment later.
  const [game] = await savedGames(list.page);
  assert.deepEqual(turnsOf(game.record), ['d6', 'd8', 'e4', 'g6', 'f4'], 'the rename kept every turn');
  assert.equal(game.name, 'Friday game');
  await a.page.locator('.game-name', { hasText: 'Friday game' }).waitFor();
  await list.page.getByTestId('resume').click();
  await waitForPosition(list, five);

  // "← Games" in one tab (two, now) does not close the game in another tab's reload.
  await a.button('leave');
  await b.page.reload();
  await waitForPosition(b, five);
  assert.equal((await savedGames(a.page)).length, 1, 'no copy was needed');
  expectClean(a.page);
  assert.deepEqual([...b.page.problems, ...list.page.problems], []);
});

test('a move based on an older version becomes a copy, and the player is told', async () => {
  const a = await ctx.app();
  await a.newGame('emergo');
  await a.emergoMove('d6');
  // Another writer moves the stored game on without this tab hearing of it (a tab that
  // was asleep, a second browser window writing at the same moment).
  await a.page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tavola.game.'));
    const game = JSON.parse(localStorage.getItem(key));
    game.record = game.record.replace('1. d6', '1. d6 d8');
    game.rev += 1;
    localStorage.setItem(key, JSON.stringify(game));
  });
  await a.emergoMove('e8');
  assert.match(await a.page.getByTestId('notice').textContent(), /changed in another tab.*saved as a copy/);
  const games = await savedGames(a.page);
  assert.deepEqual(games.map((g) => turnsOf(g.record).join(' ')).sort(), ['d6 d8', 'd6 e8']);
  expectClean(a.page);
});

/** Fills this site's storage to the last character, as a full device would be. */
function fillStorage(page) {
  return page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try { localStorage.setItem(`filler-${n}`, chunk); n++; } catch { break; }
      }
    }
    // A new item needs room for its key too, so a few characters may be left: the last
    // item takes them one by one.
    const last = `filler-${n - 1}`;
    for (;;) {
      try { localStorage.setItem(last, localStorage.getItem(last) + 'x'); } catch { break; }
    }
  });
}

test('full storage: the game is kept, the player told what to do, and saved once there is room', async () => {
  const app = await ctx.app();
  await app.newGame('emergo');
  await app.emergoMove('d6');
  await fillStorage(app.page);
  await app.emergoMove('d8');
  const notice = app.page.getByTestId('notice');
  assert.match(await notice.textContent(), /could not be saved: the browser's storage for this site is full.*Export the game, or delete old games/);
  assert.doesNotMatch(await notice.textContent(), /QuotaExceeded/);
  await app.page.getByTestId('to-saved-games').waitFor();
  await app.emergoMove('e4');
  const three = engine('play', EMERGO, 'd6', 'd8', 'e4');
  assert.equal(await app.position(), three, 'play goes on');
  assert.deepEqual(turnsOf((await savedGames(app.page))[0].record), ['d6']);

  // Room is made in another tab: this one saves at once.
  const other = await app.page.context().newPage();
  await other.goto(app.url + '/?lang=en');
  await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k)));
  await app.page.getByTestId('notice').filter({ hasText: 'the game is saved' }).waitFor();
  assert.deepEqual(turnsOf((await savedGames(app.page))[0].record), ['d6', 'd8', 'e4']);
  await app.page.reload();
  await waitForPosition(app, three);
  expectClean(app.page);
});

test('full storage in Italian, then room made by deleting a game in the list', async () => {
  const app = await ctx.app('/?lang=it');
  await app.newGame('emergo');
  await app.emergoMove('d6');
  await app.page.evaluate(() => {
    localStorage.setItem('tavola.game.old', '{"an old damaged game":"' + 'x'.repeat(1 << 20) + '"}');
  });
  await fillStorage(app.page);
  await app.emergoMove('d8');
  assert.match(await app.page.getByTestId('notice').textContent(), /Impossibile salvare la partita: lo spazio del browser/);
  await app.button('to-saved-games');
  await app.page.getByTestId('damaged-game').getByRole('button').click();
  await app.button('answer-yes');
  await app.page.getByTestId('notice').filter({ hasText: 'la partita è salvata' }).waitFor();
  assert.match(await app.page.getByTestId('saved-game').textContent(), /2 turni/);
  await app.page.getByTestId('resume').click();
  await waitForPosition(app, engine('play', EMERGO, 'd6', 'd8'));
  expectClean(app.page);
});

test('comments and players\' names: shown, edited, exported, and naming the saved game', async () => {
  const app = await ctx.app();
  const record = `[Position "${EMERGO}"]\n[Event "Club night"]\n[White "Ada"]\n[Black "Bruno"]\n{A quiet start} 1. d6 {the usual} d8 2. e4`;
  await app.page.getByTestId('import-text').fill(record);
  await app.button('import');
  await app.page.getByTestId('play-screen').waitFor();
  assert.deepEqual(await app.page.getByTestId('comment').allTextContents(), ['A quiet start', 'the usual']);
  assert.equal(await app.page.getByTestId('event').textContent(), 'Club night');
  assert.equal(await app.page.getByTestId('name-white').inputValue(), 'Ada');
  assert.equal(await app.page.locator('.game-name').textContent(), 'Ada – Bruno');
  await (await app.inMenu('name-black')).fill('Carla');
  await (await app.inMenu('name-black')).press('Enter');
  await app.page.locator('.game-name', { hasText: 'Ada – Carla' }).waitFor();
  await app.button('export');
  const exported = await app.page.getByTestId('export-text').inputValue();
  assert.match(exported, /\[Black "Carla"\]/);
  assert.match(exported, /\{A quiet start\} 1\. d6 \{the usual\} d8 2\. e4/);
  await app.page.reload();
  await app.page.getByTestId('comment').first().waitFor();
  assert.equal(await app.page.getByTestId('name-black').inputValue(), 'Carla');
  await app.button('leave');
  assert.match(await app.page.getByTestId('saved-game').textContent(), /Ada – Carla/);
  expectClean(app.page);
});

test('share by link: a fresh browser takes the game in, and the sender\'s game is extended or copied', async () => {
  const perms = { permissions: ['clipboard-read', 'clipboard-write'] };
  const a = await ctx.app('/', perms);
  await a.newGame('emergo');
  for (const m of ['d6', 'd8']) await a.emergoMove(m);
  await a.button('share');
  const link = await a.page.getByTestId('share-link').inputValue();
  assert.match(link, /\?game=emergo&moves=d6\+d8&id=[0-9a-z-]+$/);
  if (!(await a.page.evaluate(() => 'share' in navigator))) {
    assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), link, 'copied where there is no share sheet');
    assert.match(await a.page.getByTestId('notice').textContent(), /Link copied/);
  }

  // The opponent, in another browser: the game arrives, is saved under the same id, moves on.
  const b = await ctx.app(link.slice(a.url.length), perms);
  await waitForPosition(b, engine('play', EMERGO, 'd6', 'd8'));
  assert.equal(new URL(b.page.url()).search, '', 'the address is the app\'s own once the link is taken in');
  await b.emergoMove('e4');
  await b.button('share');
  const reply = await b.page.getByTestId('share-link').inputValue();
  const [id] = [new URL(link).searchParams.get('id')];
  assert.equal(new URL(reply).searchParams.get('id'), id);
  assert.equal((await savedGames(b.page))[0].id, id);

  // Back to the sender: the reply extends the saved game, keeping its name.
  const name = await a.page.locator('.game-name').textContent();
  await a.open(reply.slice(a.url.length));
  await waitForPosition(a, engine('play', EMERGO, 'd6', 'd8', 'e4'));
  assert.equal(await a.page.getByTestId('notice').count(), 0);
  assert.equal(await a.page.locator('.game-name').textContent(), name);
  assert.equal((await savedGames(a.page)).length, 1);

  // A link whose history differs from the saved game: a copy, and the player is told.
  await a.emergoMove('g6');
  await a.open(reply.slice(a.url.length).replace('d6+d8+e4', 'd6+d8+f4'));
  assert.match(await a.page.getByTestId('notice').textContent(), /differ from your saved game.*copy/);
  await waitForPosition(a, engine('play', EMERGO, 'd6', 'd8', 'f4'));
  const games = await savedGames(a.page);
  assert.deepEqual(games.map((g) => turnsOf(g.record).join(' ')).sort(), ['d6 d8 e4 g6', 'd6 d8 f4']);
  // The same fork opened again reopens its copy: no third game.
  await a.open(reply.slice(a.url.length).replace('d6+d8+e4', 'd6+d8+f4'));
  await waitForPosition(a, engine('play', EMERGO, 'd6', 'd8', 'f4'));
  assert.equal((await savedGames(a.page)).length, 2, 'one copy per fork');
  expectClean(a.page);
  expectClean(b.page);
});

// A GIPF turn half made travels in the link: the receiver sees the turn where the sender
// left it (White has pushed, Black is to remove his row), not the turn's start.
test('share by link: a turn in progress arrives as it stands, and a bad one is named', async () => {
  const position = 'gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11';
  const a = await ctx.app(`/?game=gipf&variant=basic&position=${encodeURIComponent(position)}`);
  await a.push('e1', 'e2');
  const waiting = await a.status();
  assert.match(waiting, /Black/);
  await a.button('share');
  const link = await a.page.getByTestId('share-link').inputValue();
  assert.match(link, /&draft=e1-e2(~r0)?$/);
  const b = await ctx.app(link.slice(a.url.length));
  await b.page.getByTestId('status').filter({ hasText: waiting }).waitFor();
  await b.point('e4').click();
  await waitForPosition(b, engine('play', position, 'e1-e2;oe2-e6'));
  // A draft that does not read: the game opens at the turn's start, and the value is named.
  const c = await ctx.app(link.slice(a.url.length).replace(/draft=.*$/, 'draft=e1-zz'));
  assert.match(await c.page.getByTestId('notice').textContent(), /draft.*e1-zz.*GIPF turn in progress/);
  assert.match(await c.status(), /White/);
  expectClean(a.page);
  expectClean(b.page);
  expectClean(c.page);
});

test('share by link: a resignation and the players\' names travel with the game, quotes and all', async () => {
  const perms = { permissions: ['clipboard-read', 'clipboard-write'] };
  const a = await ctx.app('/', perms);
  a.page.on('dialog', (d) => assert.fail(`a native dialog: ${d.message()}`));
  await a.newGame('emergo');
  await a.emergoMove('d6');
  await (await a.inMenu('name-white')).fill('Ann "the Hammer" O\'Neil');
  await (await a.inMenu('name-white')).press('Enter');
  await (await a.inMenu('name-black')).fill('Bo');
  await (await a.inMenu('name-black')).press('Tab');
  await a.button('share');
  const first = await a.page.getByTestId('share-link').inputValue();

  // The opponent takes the game in, names and all.
  const b = await ctx.app(first.slice(a.url.length), perms);
  await waitForPosition(b, engine('play', EMERGO, 'd6'));
  assert.equal(await b.page.getByTestId('name-white').inputValue(), 'Ann "the Hammer" O\'Neil');
  assert.match((await savedGames(b.page))[0].record, /\[White "Ann \\"the Hammer\\" O'Neil"\]/);

  // Black resigns and shares: White's board shows the end, and takes no more turns.
  await b.button('resign');
  await b.button('answer-black');
  await b.page.getByTestId('result').waitFor();
  await b.button('share');
  const resigned = await b.page.getByTestId('share-link').inputValue();
  assert.match(resigned, /&ended=black-resigned/);
  await a.open(resigned.slice(a.url.length));
  assert.match(await a.page.getByTestId('result').textContent(), /White wins \(resignation\)/);
  await a.cell('d8').click();
  assert.equal(await a.position(), engine('play', EMERGO, 'd6'), 'the game is over on both boards');
  assert.equal((await savedGames(a.page)).length, 1);
  expectClean(a.page);
  expectClean(b.page);
});

test('share by link: where the device has a share sheet, the link goes to it', async () => {
  // Headless Chromium on Linux has no Web Share API: stand in for the device's sheet.
  const app = new App(await ctx.browser.newPage(), ctx.server.url);
  app.page.problems = [];
  app.page.on('console', (m) => { if (m.type() === 'error') app.page.problems.push(m.text()); });
  await app.page.addInitScript(() => {
    window.shared = [];
    navigator.share = (data) => { window.shared.push(data); return Promise.reject(new DOMException('closed', 'AbortError')); };
  });
  await app.open('/');
  await app.newGame('emergo');
  await app.emergoMove('d6');
  await app.button('share');
  const link = await app.page.getByTestId('share-link').inputValue();
  const shared = await app.page.evaluate(() => window.shared);
  assert.equal(shared.length, 1);
  assert.equal(shared[0].url, link);
  assert.match(shared[0].url, /\?game=emergo&moves=d6&id=/);
  assert.equal(await app.page.getByTestId('notice').count(), 0, 'no "copied" notice: the sheet took it');
  assert.deepEqual(app.page.problems, [], 'closing the sheet is no error');
  await app.page.close();
});
