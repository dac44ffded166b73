// The browser-test harness: serves the release build (dist/) on loopback and drives
// Debian's Chromium through playwright-core. Every page it opens records console errors
// and uncaught page errors, and `expectClean` fails the test on any of them.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
/** The build under test: dist/, or another (`TAVOLA_DIST=/path/to/dist`, e.g. an older build to compare). */
export const DIST = process.env.TAVOLA_DIST ? resolve(process.env.TAVOLA_DIST) : join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `dir` on 127.0.0.1 at a free port; resolves to { url, close }. Every file goes out
 * with a validator (ETag and Last-Modified, answered with 304 Not Modified when they match),
 * as static hosts send them, and no Cache-Control, so the browser revalidates. With `gzip`, text
 * and wasm go out compressed (gzip -9) to a browser that accepts it, as static hosts do;
 * with `precompressed`, a file's brotli copy (`scripts/precompress.mjs`) goes out instead
 * when there is one and the browser accepts br, as hosts serving pre-compressed files do.
 * With `init` (a function or its source), every HTML page starts with a script that runs it
 * before any of the page's own scripts: an init script that needs no driver's help, so it
 * works the same on every engine (engines.mjs). With `hold` (a RegExp of paths), those
 * files are answered only once the page has asked for `/__release` (a slow line that a page's
 * init script ends when it has seen what it came for), and never kept in a cache. */
export async function serve(dir = DIST, { gzip = false, precompressed = false, init = null, hold = null } = {}) {
  const compressed = new Map();
  const INIT_PATH = '/__test-init.js';
  let held = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (init && path === INIT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(`(${init})();`);
      return;
    }
    if (hold && path === '/__release') {
      for (const go of held) go();
      held = [];
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
      return;
    }
    if (hold?.test(path)) {
      await new Promise((go) => held.push(go));
      res.setHeader('cache-control', 'no-store');
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // As nginx writes it: the file's last change and size.
      const etag = `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
      const validators = { etag, 'last-modified': info.mtime.toUTCString() };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, validators).end();
        return;
      }
      let body = await readFile(file);
      const headers = { 'content-type': type, ...validators };
      if (init && type.startsWith('text/html')) {
        body = Buffer.from(String(body).replace(/<head[^>]*>/i, (head) => `${head}<script src="${INIT_PATH}"></script>`));
      }
      const brotli = precompressed && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
        ? await readFile(`${file}.br`).catch(() => null) : null;
      if (brotli) {
        body = brotli;
        Object.assign(headers, { 'content-encoding': 'br', vary: 'accept-encoding' });
      } else if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && type !== 'image/png') {
        if (!compressed.has(file)) compressed.set(file, gzipSync(body, { level: 9 }));
        body = compressed.get(file);
        Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  // Closing also ends the connections a browser still holds (an image still loading when
  // a test cuts the network kept one open, and close() waited for it for ever).
  const close = () => new Promise((ok) => { server.close(ok); server.closeAllConnections(); });
  return { url: `http://127.0.0.1:${port}`, close };
}

/** Launches headless Chromium with the flags this closed network needs. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A new page that collects console errors and page errors into `page.problems`. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  return page;
}

/**
 * Stops the clock installed on `page` (`page.clock.install`, before its load): from here its
 * time moves only by the test's `runFor`. An installed clock still flows with the wall clock,
 * so a slow machine's pauses between two steps would reach the times a test reads. It stops
 * a minute on from the page's now, a jump no step in between can overtake (`pauseAt` refuses
 * the past).
 */
export async function stopClock(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

/**
 * Reloads a page whose clock `stopClock` stopped: the clock runs while the page starts again
 * (the app mounts after a painted frame, on the page's timers) and stops again once `ready`
 * is on the page. The page is written as it went away at the stopped time.
 */
export async function reloadStopped(page, ready) {
  await page.reload();
  await page.clock.resume();
  await ready.waitFor();
  await stopClock(page);
}

/** Fails when the page logged any console error or threw. */
export function expectClean(page) {
  assert.deepEqual(page.problems, [], 'the page reported errors');
}
