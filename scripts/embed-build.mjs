// Trunk post_build hook: writes the app's first-load files (the script and wasm that
// index.html names, hashed by Trunk; the stylesheet is in index.html) into embed.js's
// APP_FILES, so that a page with <tavola-board> can start fetching them as its first board
// starts loading (public/embed.js);
// and into the build's own pages with boards written in them (the tutorials, the lessons)
// as preload links in their head, so those pages start the download before embed.js has
// even arrived.
// Also usable directly: node scripts/embed-build.mjs <dir>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoadFiles } from './first-load.mjs';
import { hookDir, isMain } from './hook-dir.mjs';

const LIST = /const APP_FILES = \[[^\]]*\];/;

/** The preload links for `files`, as embed.js makes them. */
export function preloadLinks(files) {
  return files.map((file) => `<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous"${file.endsWith('.wasm') ? ' type="application/wasm"' : ''}>`);
}

const EMBED_SCRIPT = /^([ \t]*)<script src="embed\.js"( defer)?><\/script>/m;

/** `html` with the preload links before its embed.js script, when it has a board written in it. */
export function withPreloads(html, files) {
  const boards = /<tavola-board[\s>]/.test(html.replace(/<!--[\s\S]*?-->/g, ''));
  if (!boards || !EMBED_SCRIPT.test(html) || html.includes('(scripts/embed-build.mjs)')) return html;
  return html.replace(EMBED_SCRIPT, (script, indent) => [
    `${indent}<!-- The app's first-load files, for this page's first board (scripts/embed-build.mjs). -->`,
    ...preloadLinks(files).map((link) => indent + link),
    script,
  ].join('\n'));
}

/** Writes the list into `dir/embed.js` and the preloads into the pages with boards; returns the list. */
export async function writeEmbedFiles(dir) {
  const files = firstLoadFiles(await readFile(join(dir, 'index.html'), 'utf8'));
  const path = join(dir, 'embed.js');
  const script = await readFile(path, 'utf8');
  if (!LIST.test(script)) throw new Error('embed.js has no APP_FILES list to fill');
  await writeFile(path, script.replace(LIST, `const APP_FILES = ${JSON.stringify(files)};`));
  for (const page of (await readdir(dir)).filter((f) => f.endsWith('.html') && f !== 'index.html')) {
    const html = await readFile(join(dir, page), 'utf8');
    const preloaded = withPreloads(html, files);
    if (preloaded !== html) await writeFile(join(dir, page), preloaded);
  }
  return files;
}

if (isMain(import.meta)) {
  const dir = hookDir('embed-build.mjs');
  const files = await writeEmbedFiles(dir);
  console.log(`embed.js: the app's first load is ${files.join(', ')}`);
}
