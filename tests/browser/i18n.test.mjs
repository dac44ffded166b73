// Languages: English, Italian and Swedish, from the browser's language, the visible switch
// (remembered across reloads) or the lang URL parameter; the tutorial in each of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, expectClean } from './harness.mjs';
import { App, withBrowser } from './pages.mjs';

const ctx = withBrowser();
const openApp = (path, options) => ctx.app(path, options);

const htmlLang = (app) => app.page.evaluate(() => document.documentElement.lang);
const savedLang = (app) => app.page.evaluate(() => localStorage.getItem('tavola.lang'));

/** The status of a new Emergo game (White enters first) and after a GIPF basic push. */
const STATUS = {
  en: { emergo: 'White to enter a man: tap a highlighted square.', gipf: 'Black to push a piece: tap a highlighted dot, then a spot.' },
  it: { emergo: 'Il Bianco colloca una pedina: tocca una casella evidenziata.', gipf: 'Il Nero spinge un pezzo: tocca un dot evidenziato, poi uno spot.' },
  sv: { emergo: 'Vit sätter in en pjäs: tryck på en markerad ruta.', gipf: 'Svart skjuter in en bricka: tryck på en markerad prick och sedan på en punkt.' },
};

test('the switch on the start screen changes every text, and the choice survives a reload', async () => {
  const app = await openApp();
  assert.equal(await app.page.getByTestId('lang').inputValue(), 'en', 'headless Chromium speaks en-US');
  assert.equal(await htmlLang(app), 'en');
  await app.chooseLang('it');
  const start = app.page.getByTestId('start-screen');
  await start.getByText('Nuova partita').waitFor();
  for (const english of ['New game', 'Saved games', 'Import a game record', 'GIPF basic']) {
    assert.ok(!(await start.textContent()).includes(english), `"${english}" is translated`);
  }
  assert.equal(await htmlLang(app), 'it');
  assert.equal(await savedLang(app), 'it');
  await app.newGame('emergo');
  assert.equal(await app.status(), STATUS.it.emergo);
  await app.page.reload();
  await app.page.getByTestId('play-screen').waitFor();
  assert.equal(await app.status(), STATUS.it.emergo, 'the choice is remembered');
  assert.equal(await app.page.getByTestId('lang').inputValue(), 'it');
  expectClean(app.page);
});

test('the switch on the game screen re-renders the status, the panel and the result', async () => {
  const app = await openApp();
  await app.newGame('emergo');
  assert.equal(await app.status(), STATUS.en.emergo);
  await app.chooseLang('sv');
  assert.equal(await app.status(), STATUS.sv.emergo);
  assert.equal(await app.page.getByTestId('undo').textContent(), 'Ångra');
  assert.equal(await app.page.getByTestId('strip-white').textContent(), 'Viti handen: 12');
  await app.chooseLang('it');
  await app.button('resign');
  assert.match(await app.page.getByTestId('question').textContent(), /Chi abbandona la partita\?/);
  assert.equal(await app.page.getByTestId('answer-white').textContent(), 'Il Bianco abbandona');
  await app.button('answer-white');
  assert.equal(await app.page.getByTestId('result').textContent(), 'Vince il Nero (abbandono)');
  assert.equal(await app.status(), 'Partita finita: Vince il Nero (abbandono).');
  expectClean(app.page);
});

test('the status line in all three languages, for Emergo and for a GIPF push', async () => {
  for (const lang of ['en', 'it', 'sv']) {
    const app = await openApp(`/index.html?lang=${lang}`);
    assert.equal(await htmlLang(app), lang);
    await app.newGame('emergo');
    assert.equal(await app.status(), STATUS[lang].emergo, lang);
    await app.button('leave');
    await app.newGame('gipf-basic');
    await app.push('e1', 'e2');
    assert.equal(await app.status(), STATUS[lang].gipf, lang);
    expectClean(app.page);
    await app.page.context().close();
  }
});

test('a GIPF row removal in Italian names its button as labelled', async () => {
  const app = await openApp('/index.html?lang=it');
  await app.newGame('gipf-basic');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2']]) {
    await app.push(dot, spot);
  }
  assert.equal(await app.status(), 'Il Bianco prende la fila evidenziata: toccala o premi «Prendi la fila».');
  assert.equal(await app.page.getByTestId('remove-row').textContent(), 'Prendi la fila');
  await app.button('remove-row');
  assert.equal(await app.page.getByTestId('strip-white').textContent(), 'Bianco13 nella riserva, 0 persi');
  expectClean(app.page);
});

test('the browser language chooses, ?lang wins without being saved, a bad lang is named', async () => {
  const swedish = await openApp('/', { locale: 'sv-SE' });
  await swedish.page.getByTestId('start-screen').getByText('Nytt parti').waitFor();
  assert.equal(await swedish.page.getByTestId('lang').inputValue(), 'sv');
  await swedish.page.evaluate(() => localStorage.setItem('tavola.lang', 'it'));
  await swedish.open('/index.html?lang=sv');
  assert.equal(await swedish.page.getByTestId('lang').inputValue(), 'sv');
  assert.equal(await savedLang(swedish), 'it', 'a link does not change the player\'s choice');
  await swedish.open('/');
  assert.equal(await swedish.page.getByTestId('lang').inputValue(), 'it', 'the saved choice beats the browser');
  expectClean(swedish.page);

  const bad = await openApp('/index.html?lang=fr');
  assert.match(await bad.page.getByTestId('notice').textContent(), /URL parameter lang="fr" is not valid: expected en, it or sv/);
  expectClean(bad.page);
});

test('an embedded board speaks its lang and saves nothing', async () => {
  const app = await openApp('/index.html?embed=1&game=emergo&lang=sv');
  assert.equal(await app.status(), STATUS.sv.emergo);
  await app.chooseLang('it');
  assert.equal(await app.status(), STATUS.it.emergo);
  const saved = await app.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavola.')));
  assert.deepEqual(saved, [], 'nothing written, not even the language');
  expectClean(app.page);
});

test('each tutorial page speaks its language, boards and captions included', async () => {
  const cases = [
    ['tutorial.html', 'en', 'You played a1-b2.', /White enters on f6/],
    ['tutorial.it.html', 'it', 'Hai giocato a1-b2.', /Il Bianco colloca in f6/],
    ['tutorial.sv.html', 'sv', 'Du spelade a1-b2.', /Vit sätter in på f6/],
  ];
  for (const [file, lang, played, caption] of cases) {
    const page = await newPage(ctx.browser);
    // A saved choice of another language must not leak into a tutorial's boards.
    await page.goto(`${ctx.server.url}/index.html`);
    await page.evaluate(() => localStorage.setItem('tavola.lang', 'sv'));
    await page.goto(`${ctx.server.url}/${file}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.locator('.langs a').count(), 3, 'links to every language');
    await page.locator('#enter').scrollIntoViewIfNeeded();
    const enter = page.frameLocator('#enter iframe');
    assert.equal(await enter.getByTestId('status').textContent(), STATUS[lang].emergo, file);
    const push = page.frameLocator('#push iframe');
    await push.locator('[data-point="a1"]').click();
    await push.locator('[data-point="b2"]').click();
    await page.locator('[data-log="push"]', { hasText: played }).waitFor();
    assert.equal(await push.getByTestId('status').textContent(), STATUS[lang].gipf, file);
    await page.locator('#seed').scrollIntoViewIfNeeded(); // boards load as they come near the screen
    assert.match(await page.frameLocator('#seed iframe').getByTestId('caption').textContent(), caption);
    expectClean(page);
    await page.context().close();
  }
});

/** Records, in the page, every text the status line shows, from the first. */
function watchStatus() {
  window.statusSeen = [];
  new MutationObserver(() => {
    const said = document.querySelector('[data-testid="status"]')?.textContent;
    if (said && said !== window.statusSeen.at(-1)) window.statusSeen.push(said);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test('Italian and Swedish come as files, fetched once and before the first drawing; English needs none', async () => {
  const english = await newPage(ctx.browser);
  const fetched = [];
  english.on('request', (r) => { if (r.url().includes('/texts/')) fetched.push(r.url()); });
  await new App(english, ctx.server.url).open('/index.html?game=emergo');
  assert.deepEqual(fetched, [], 'an English page fetches no texts');

  const page = await newPage(ctx.browser);
  const asked = [];
  page.on('request', (r) => { if (r.url().includes('/texts/')) asked.push(new URL(r.url()).pathname); });
  await page.context().addInitScript(watchStatus);
  const app = new App(page, ctx.server.url);
  await app.open('/index.html?game=emergo&lang=it');
  assert.equal(await app.status(), STATUS.it.emergo);
  assert.deepEqual(await page.evaluate(() => window.statusSeen), [STATUS.it.emergo], 'never drawn in English first');
  assert.deepEqual(asked, ['/texts/it.txt'], "asked for once: the head's preload is what the app takes");
  await app.chooseLang('sv');
  assert.equal(await app.status(), STATUS.sv.emergo);
  await app.chooseLang('it');
  assert.equal(await app.status(), STATUS.it.emergo);
  assert.deepEqual(asked, ['/texts/it.txt', '/texts/sv.txt'], 'a language already in the page is not fetched again');
  expectClean(page);
});

test("the page's first script starts in the language the app does, a refused lang included", async () => {
  // The head preloads the texts of the language it names: a file the app would not use is
  // a download for nothing, and the boot screen's words would be of another language.
  const page = await newPage(ctx.browser, { locale: 'sv-SE' });
  const asked = [];
  page.on('request', (r) => { if (r.url().includes('/texts/')) asked.push(new URL(r.url()).pathname); });
  const app = new App(page, ctx.server.url);
  await app.open('/index.html?game=emergo&lang=IT');
  assert.equal(await app.status(), STATUS.sv.emergo, 'lang=IT is refused: the browser\'s Swedish');
  assert.match(await page.getByTestId('notice').textContent(), /lang="IT"/);
  assert.equal(await htmlLang(app), 'sv');
  assert.deepEqual(asked, ['/texts/sv.txt']);
  // A saved choice beats the browser; a link's lang=it-CH is refused, as above.
  await page.evaluate(() => localStorage.setItem('tavola.lang', 'it'));
  asked.length = 0;
  await app.open('/index.html?game=emergo&lang=it-CH');
  assert.equal(await app.status(), STATUS.it.emergo);
  assert.equal(await htmlLang(app), 'it');
  assert.deepEqual(asked, ['/texts/it.txt']);
});

test('texts that cannot be had leave the page in English, or as it was, and a sentence says so', async () => {
  // Without the service worker, which would answer from its copy of the files.
  const page = await newPage(ctx.browser, { serviceWorkers: 'block' });
  await page.route('**/texts/it.txt', (route) => route.abort('internetdisconnected'));
  // A file from another build (a stale cache): its first line's fingerprint differs.
  await page.route('**/texts/sv.txt', (route) => route.fulfill({ contentType: 'text/plain', body: 'tavola-texts 0123456789abcdef\ntitle = Tavola\n' }));
  const app = new App(page, ctx.server.url);
  await app.open('/index.html?game=emergo&lang=it');
  assert.equal(await app.status(), STATUS.en.emergo, 'the game is playable, in English');
  assert.equal(await htmlLang(app), 'en');
  assert.match(await page.getByTestId('notice').textContent(), /^Italiano could not be loaded \(offline, or the app has changed since\)/);
  assert.equal(await page.getByTestId('lang').inputValue(), 'en', 'the switch shows the language on show');
  await (await app.inMenu('lang')).selectOption('sv');
  await page.getByTestId('notice').getByText(/^Svenska could not be loaded/).waitFor();
  assert.equal(await htmlLang(app), 'en');
  assert.equal(await page.getByTestId('lang').inputValue(), 'en', 'the switch goes back to the language on show');
  assert.equal(await page.evaluate(() => localStorage.getItem('tavola.lang')), null, 'nothing remembered');
  const refused = page.problems.filter((p) => !/texts\/it\.txt|ERR_INTERNET_DISCONNECTED/.test(p));
  assert.deepEqual(refused, [], 'no other error than the refused request');
});
