// Trunk post_build hook: index.html ships without its comments, and the app's stylesheet,
// which Trunk writes into it (a <style>, so the first paint waits for no other file), without
// its comments and spaces. The build's other pages (the trainer, the lessons, the rules)
// likewise get public/pages.css written in, in place of their link to it (the file stays,
// for authors' pages), and the game's stylesheet where they link it (the trainer and the
// workshop, which draw the game's boards). style/main.css and index.html explain themselves in comments for
// the next person; a phone on a slow network need not download them (2.5 KB of the first
// load's gzip for the stylesheet). Nothing is reordered, and no space that means something
// (between selectors, inside values) goes.
// Also usable directly: node scripts/css-lean.mjs <dir>
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

/** `html` with the text of each of its <style> elements lean; null when it has none. */
export function leanStyles(html) {
  const style = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
  if (!style.test(html)) return null;
  return html.replace(style, (_, open, css, close) => `${open}${lean(css).trimEnd()}${close}`);
}

/** The links to the pages' shared stylesheet and to the game's, as the build's own pages
 * write them (the trainer and the workshop draw the game's boards too). */
const PAGES_LINK = '<link rel="stylesheet" href="pages.css">';
const MAIN_LINK = '<link rel="stylesheet" href="main.css">';

if (isMain(import.meta)) {
  const dir = hookDir('css-lean.mjs');
  const path = join(dir, 'index.html');
  // The comments first: one may name a style element.
  const html = leanStyles(leanHtml(await readFile(path, 'utf8')));
  if (html === null) {
    console.error('css-lean: index.html holds no stylesheet');
    process.exit(1);
  }
  await writeFile(path, html);
  const written = async (file) => `<style>${lean(await readFile(join(dir, file), 'utf8')).trimEnd()}</style>`;
  const [pagesCss, mainCss] = [await written('pages.css'), await written('main.css')];
  const pages = [];
  for (const name of (await readdir(dir)).filter((f) => f.endsWith('.html'))) {
    const page = await readFile(join(dir, name), 'utf8');
    if (!page.includes(PAGES_LINK)) continue;
    await writeFile(join(dir, name), page.replace(MAIN_LINK, () => mainCss).replace(PAGES_LINK, () => pagesCss));
    pages.push(name);
  }
  console.log(`css-lean: index.html and its stylesheet written without comments; pages.css (and main.css where linked) written into ${pages.join(', ')}`);
}
