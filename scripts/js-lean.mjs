// Trunk post_build hook, after css-lean.mjs: the JavaScript that wasm-bindgen writes for the
// app's page (`tavola-<hash>.js`, part of every first visit) and for the puzzle trainer
// (`trainer.js`) ships minified by terser: 2.2 KB of the first load's gzip. Only local names
// are shortened: the names the wasm imports and the module's exports are properties and
// exports, which terser keeps. The page's modulepreload link names the app's file with its
// integrity hash, written again for the new text.
// Also usable directly: node scripts/js-lean.mjs <dir>
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { hookDir, isMain } from './hook-dir.mjs';

/** `code` (an ES module) minified. */
export async function lean(code) {
  const { code: out } = await minify(code, { module: true, compress: true, mangle: true, format: { comments: false } });
  return out;
}

/** A Subresource Integrity value for `text`, in the algorithm of `old` (sha384 by Trunk). */
function integrity(old, text) {
  const algorithm = old.split('-')[0];
  return `${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}`;
}

/** `html` with the integrity hash of its link to `./name` written again for `text`, the
 * file's new content (the attributes in either order); null when no such link has one. */
function relinked(html, name, text) {
  const link = new RegExp(`(<link[^>]*href="\\./${name}"[^>]*integrity=")([^"]+)(")|(<link[^>]*integrity=")([^"]+)("[^>]*href="\\./${name}")`);
  if (!link.test(html)) return null;
  return html.replace(link, (_, a, oldA, b, c, oldC, d) => (a ? `${a}${integrity(oldA, text)}${b}` : `${c}${integrity(oldC, text)}${d}`));
}

if (isMain(import.meta)) {
  const dir = hookDir('js-lean.mjs');
  const files = (await readdir(dir)).filter((name) => /^tavola-[0-9a-f]+\.js$/.test(name) || name === 'trainer.js');
  let html = await readFile(join(dir, 'index.html'), 'utf8');
  for (const name of files) {
    const text = await lean(await readFile(join(dir, name), 'utf8'));
    await writeFile(join(dir, name), text);
    if (name === 'trainer.js') continue;
    html = relinked(html, name, text);
    if (html === null) {
      console.error(`js-lean: index.html does not link ${name} with its integrity`);
      process.exit(1);
    }
  }
  await writeFile(join(dir, 'index.html'), html);
  console.log(`js-lean: ${files.join(', ')} minified`);
}
