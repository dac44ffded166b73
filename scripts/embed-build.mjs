// Trunk post_build hook: writes the app's first-load files (the script, wasm and stylesheet
// that index.html names, hashed by Trunk) into embed.js's APP_FILES, so that a page with
// <tavola-board> can start fetching them as its first board starts loading (public/embed.js).
// Also usable directly: node scripts/embed-build.mjs <dir>
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = /const APP_FILES = \[[^\]]*\];/;

/** The .js, _bg.wasm and .css files index.html loads, as index.html names them. */
export function appFiles(html) {
  const named = [...html.matchAll(/<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/g)]
    .map((m) => m[0].match(/\bhref="\.?\/?([\w.-]+\.(?:js|wasm|css))"/)?.[1])
    .filter(Boolean);
  return [...new Set(named)];
}

/** Writes the list into `dir/embed.js`; returns it. */
export async function writeEmbedFiles(dir) {
  const files = appFiles(await readFile(join(dir, 'index.html'), 'utf8'));
  const path = join(dir, 'embed.js');
  const script = await readFile(path, 'utf8');
  if (!LIST.test(script)) throw new Error('embed.js has no APP_FILES list to fill');
  await writeFile(path, script.replace(LIST, `const APP_FILES = ${JSON.stringify(files)};`));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/embed-build.mjs <dir> (or run as a Trunk hook)');
    process.exit(2);
  }
  const files = await writeEmbedFiles(dir);
  console.log(`embed.js: the app's first load is ${files.join(', ')}`);
}
