// Trunk post_build hook: the app's stylesheet and index.html ship without their comments.
// style/main.css and index.html explain themselves in comments for the next person; a phone
// on a slow network need not download them (2.5 KB of the first load's gzip for the
// stylesheet). Nothing is reordered, and no space that means something (between selectors,
// inside values) goes. The page's link names the stylesheet with its integrity hash, written
// again for the new text.
// Also usable directly: node scripts/css-lean.mjs <dir>
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hookDir, isMain } from './hook-dir.mjs';

/** The stylesheet without comments, indentation, empty lines, or the spaces around braces
 * and after semicolons (the stylesheet holds no string with a brace or a semicolon). */
export function lean(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
    .replace(/\s*\{\s*/g, '{')
    .replace(/;?\s*\}/g, '}')
    .replace(/;\s+/g, ';')
    .replace(/,\n/g, ',')
    // A declaration's colon: `{color: red;` -> `{color:red;` (a selector's colon has no space after it).
    .replace(/([{;])([-\w]+):\s+/g, '$1$2:') + '\n';
}

/** `html` without its comments: `<!-- -->` ones, and the lines of its inline scripts that
 * are only a `//` comment (index.html's scripts hold no string or template spanning lines). */
export function leanHtml(html) {
  return html
    .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '')
    .replace(/^[ \t]*\/\/.*\n/gm, '');
}

/** A Subresource Integrity value for `text`, in the algorithm of `old` (sha384 by Trunk). */
function integrity(old, text) {
  const algorithm = old.split('-')[0];
  return `${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}`;
}

/** `html` with the integrity hash of its link to `./name` written again for `text`, the
 * file's new content (the attributes in either order); null when no such link has one. */
export function relinked(html, name, text) {
  const link = new RegExp(`(<link[^>]*href="\\./${name}"[^>]*integrity=")([^"]+)(")|(<link[^>]*integrity=")([^"]+)("[^>]*href="\\./${name}")`);
  if (!link.test(html)) return null;
  return html.replace(link, (_, a, oldA, b, c, oldC, d) => (a ? `${a}${integrity(oldA, text)}${b}` : `${c}${integrity(oldC, text)}${d}`));
}

if (isMain(import.meta)) {
  const dir = hookDir('css-lean.mjs');
  const sheets = (await readdir(dir)).filter((name) => /^main-[0-9a-f]+\.css$/.test(name));
  let html = await readFile(join(dir, 'index.html'), 'utf8');
  for (const name of sheets) {
    const path = join(dir, name);
    const text = lean(await readFile(path, 'utf8'));
    await writeFile(path, text);
    html = relinked(html, name, text);
    if (html === null) {
      console.error(`css-lean: index.html does not link ${name} with its integrity`);
      process.exit(1);
    }
  }
  await writeFile(join(dir, 'index.html'), leanHtml(html));
  console.log(`css-lean: ${sheets.join(', ')} and index.html written without comments`);
}
