// A host that serves the build's pre-compressed copies (scripts/precompress.mjs): each copy
// is its file exactly, and the app, a lesson and the trainer run from the brotli copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DIST, serve, launch, newPage, expectClean } from './harness.mjs';

test('every text and wasm file of the build has a brotli and a gzip copy of itself', () => {
  const files = readdirSync(DIST).filter((f) => /\.(html|js|css|wasm|svg|webmanifest)$/.test(f));
  assert.ok(files.some((f) => f.endsWith('_bg.wasm')));
  for (const file of files) {
    const body = readFileSync(join(DIST, file));
    assert.ok(brotliDecompressSync(readFileSync(join(DIST, `${file}.br`))).equals(body), `${file}.br`);
    assert.ok(gunzipSync(readFileSync(join(DIST, `${file}.gz`))).equals(body), `${file}.gz`);
  }
});

test('from a host serving the brotli copies, the app, a lesson and the trainer run', async () => {
  const server = await serve(DIST, { precompressed: true });
  const browser = await launch();
  try {
    const page = await newPage(browser, { viewport: { width: 1000, height: 900 } });
    const encodings = new Map();
    page.on('response', (r) => encodings.set(new URL(r.url()).pathname, r.headers()['content-encoding']));
    await page.goto(`${server.url}/?game=emergo`);
    await page.locator('[data-cell="d6"]').click();
    await page.locator('[data-position]').waitFor();
    const wasm = [...encodings].find(([path]) => path.endsWith('_bg.wasm') && path.includes('tavola'));
    assert.equal(wasm?.[1], 'br', 'the page wasm came as brotli');
    await page.goto(`${server.url}/learn.html`);
    await page.frameLocator('#gipf-board tavola-board iframe').locator('[data-position]').waitFor();
    await page.goto(`${server.url}/puzzles.html`);
    await page.getByTestId('task').waitFor();
    assert.equal(encodings.get('/trainer_bg.wasm'), 'br');
    expectClean(page);
  } finally {
    await browser.close();
    await server.close();
  }
});
