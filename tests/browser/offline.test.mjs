// Offline install: the manifest and its icons, the service worker's precache, and play with
// the network off after one visit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { serve, launch, newPage, expectClean, DIST } from './harness.mjs';
import { App, engine } from './pages.mjs';
import { writeServiceWorker } from '../../scripts/sw-build.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Visits once, waits until the service worker controls the page, then cuts the network
 * and stops the server. One page keeps one browser context, where the worker lives. */
async function visitedThenOffline() {
  const server = await serve();
  try {
    const app = new App(await newPage(browser), server.url);
    await app.open();
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await app.page.context().setOffline(true);
    return app;
  } finally {
    await server.close();
  }
}

test('after one visit the app reloads and plays with the network off', async () => {
  const app = await visitedThenOffline();
  await app.page.reload();
  await app.page.getByTestId('start-screen').waitFor();
  await app.newGame('emergo');
  await app.emergoMove('d6');
  assert.equal(await app.position(), engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'd6'));
  expectClean(app.page);
});

test('offline, a link with a query string still opens the app', async () => {
  const app = await visitedThenOffline();
  await app.open('/?game=emergo');
  expectClean(app.page);
});

test('offline, every page of the build opens as itself: tutorials, lessons, rules', async () => {
  const app = await visitedThenOffline();
  // The trainer and the workshop are not precached: each opens offline once visited
  // (puzzles.test.mjs, workshop.test.mjs).
  const pages = (await readdir(DIST)).filter((f) => f.endsWith('.html') && !['index.html', 'puzzles.html', 'workshop.html'].includes(f));
  for (const name of ['tutorial.html', 'learn.html', 'learn.it.html', 'learn.sv.html', 'rules.html', 'rules.it.html', 'rules.sv.html']) {
    assert.ok(pages.includes(name), `${name} is built`);
  }
  for (const name of pages) {
    await app.page.goto(`${app.url}/${name}?from=offline`);
    const html = await readFile(join(DIST, name), 'utf8');
    const title = html.match(/<title>([^<]*)<\/title>/)[1];
    assert.equal(await app.page.title(), title.replace(/&amp;/g, '&'), `${name} offline`);
  }
  // A tutorial's boards are the app in iframes: they load offline too.
  await app.page.goto(`${app.url}/tutorial.html`);
  await app.page.frameLocator('#push iframe').locator('[data-position]').waitFor();
  expectClean(app.page);
});

test('an author\'s own page with a board works offline after one visit, with the guide\'s page-sw.js', async () => {
  // The author's site as the guide lays it out: the page, page-sw.js beside it, the build in tavola/.
  const dir = await mkdtemp(join(tmpdir(), 'tavola-author-'));
  await symlink(DIST, join(dir, 'tavola'));
  await cp(join(DIST, 'page-sw.js'), join(dir, 'page-sw.js'));
  await writeFile(join(dir, 'lesson.html'), `<!DOCTYPE html><html><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">
    <title>My Emergo lesson</title><script src="tavola/embed.js"></script></head>
    <body><h1>My Emergo lesson</h1><tavola-board id="b" game="emergo"></tavola-board>
    <script src="offline.js"></script></body></html>`);
  // The registration exactly as the guide gives it.
  const guide = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const offline = guide.split('## Your pages offline')[1].match(/```js\n([\s\S]*?)```/)[1];
  await writeFile(join(dir, 'offline.js'), offline);
  const server = await serve(dir);
  try {
    const page = await newPage(browser);
    await page.goto(`${server.url}/lesson.html`);
    const frame = page.frameLocator('#b iframe');
    await frame.locator('[data-position]').waitFor();
    // Both workers have their files: the author's page and embed.js, and the board's build.
    await page.waitForFunction(async () => {
      const kept = await (await caches.open('author-pages-v1')).keys();
      return ['lesson.html', 'embed.js'].every((name) => kept.some((r) => r.url.endsWith(name)));
    });
    const inside = page.frames().find((f) => f.url().includes('/tavola/index.html'));
    await inside.evaluate(() => navigator.serviceWorker.ready);
    await inside.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await server.close();
    await page.reload();
    assert.equal(await page.title(), 'My Emergo lesson');
    await frame.locator('[data-cell="d6"]').click();
    await frame.locator(`[data-position="${engine('play', 'emergo 1/3/5/7/9/7/5/3/1 w 12 12', 'd6')}"]`).waitFor();
    expectClean(page);
  } finally {
    await server.close();
    await rm(dir, { recursive: true });
  }
});

test('a new deploy takes over on the next load and deletes the old cache', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tavola-deploy-'));
  const server = await serve(dir);
  try {
    await cp(DIST, dir, { recursive: true });
    const app = new App(await newPage(browser), server.url);
    await app.open();
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    const cacheNames = () => app.page.evaluate(() => caches.keys());
    assert.deepEqual(await cacheNames(), [(await writeServiceWorker(dir)).cache]);

    await writeFile(join(dir, 'icon.svg'), `${await readFile(join(dir, 'icon.svg'), 'utf8')}\n`);
    const { cache } = await writeServiceWorker(dir);
    await app.page.reload();
    await app.page.waitForFunction(async (name) => (await caches.keys()).join() === name, cache);
    await app.page.getByTestId('start-screen').waitFor();
    expectClean(app.page);
  } finally {
    await server.close();
    await rm(dir, { recursive: true });
  }
});

test('the manifest is linked, parses, and every icon it names is served', async () => {
  const server = await serve();
  try {
    const html = await (await fetch(server.url)).text();
    assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    assert.equal(response.status, 200);
    const manifest = await response.json();
    assert.equal(manifest.name, 'Tavola');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '.');
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(wanted), wanted);
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, response.url));
      assert.equal(file.status, 200, icon.src);
      assert.equal(file.headers.get('content-type'), icon.type, icon.src);
    }
  } finally {
    await server.close();
  }
});

test('the built sw.js precaches every file of the build but the trainer\'s, which it keeps once asked', async () => {
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  const files = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)[1]);
  const kept = JSON.parse(sw.match(/const LATER = (\[[\s\S]*?\]);/)[1]);
  const built = (await readdir(DIST, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    // The pre-compressed copies are for hosts (scripts/precompress.mjs), not the browser.
    .filter((file) => file !== 'sw.js' && !/\.(br|gz)$/.test(file));
  assert.deepEqual([...files, ...kept].sort(), built.sort());
  for (const file of ['puzzles.html', 'trainer.js', 'trainer_bg.wasm']) assert.ok(kept.includes(file), `${file} waits to be asked for`);
  for (const pattern of [/^index\.html$/, /^tavola-\w+\.js$/, /^tavola-\w+_bg\.wasm$/, /^manifest\.webmanifest$/]) {
    assert.ok(files.some((f) => pattern.test(f)), `${pattern} is precached`);
  }
});

test('a changed build output gives sw.js a new cache name; the same build the same one', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tavola-sw-'));
  try {
    await writeFile(join(dir, 'index.html'), '<html></html>');
    await writeFile(join(dir, 'tavola-1.js'), 'one');
    const first = await writeServiceWorker(dir);
    assert.match(first.cache, /^tavola-[0-9a-f]{16}$/);
    assert.deepEqual(first.files, ['index.html', 'tavola-1.js'], 'sw.js itself is not precached');
    assert.equal((await writeServiceWorker(dir)).cache, first.cache);
    await writeFile(join(dir, 'tavola-1.js'), 'two');
    const second = await writeServiceWorker(dir);
    assert.notEqual(second.cache, first.cache);
    assert.match(await readFile(join(dir, 'sw.js'), 'utf8'), new RegExp(`const CACHE = "${second.cache}"`));
  } finally {
    await rm(dir, { recursive: true });
  }
});
