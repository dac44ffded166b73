// Trunk post_build hook, before csp.mjs (which hashes the inline scripts this one writes):
// on the start screen, the app's wasm is fetched after the boot screen's first paint.
//
// Trunk preloads the page's wasm from the head and its loader fetches it as soon as the page
// is parsed. For a link to a game, a game to resume or an embedded board that is right: the
// board waits for the wasm. The start screen does not: index.html paints its static parts
// (the boot screen) at once, and a wasm of 350 KB downloading beside the boot screen's
// pictures on a slow line holds that first paint back (docs/performance.md, "The start
// screen paints first").
// So, reading `data-opens` that index.html's first script sets on <html>:
// - the wasm's preload link is made by a script, for every visit but the start screen's,
//   written before the stylesheet (which is in the page), with the app's script's
//   modulepreload: both asked for as soon as the head's first lines have come;
// - the loader, on the start screen of a visible page, waits for the first paint (a timeout
//   set in a frame's callback runs after that frame's paint), or 100 ms at the most for a
//   window that paints no frame, before it fetches the wasm.
// Also usable directly: node scripts/wasm-after-paint.mjs <dir>
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hookDir, isMain } from './hook-dir.mjs';

/** What the loader waits for before it fetches the wasm (nothing, but on the start screen). */
const AFTER_PAINT = "if (document.documentElement.dataset.opens === 'start' && !document.hidden) "
  + 'await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 100); });\n';

/** What the loader does when the app cannot start (its wasm refused by a site's policy, a
 * browser without WebAssembly): tells the page (index.html's boot script says why), and
 * fails as before. */
const FAILED = "(err) => { dispatchEvent(new CustomEvent('tavola-failed', { detail: err })); throw err; }";

/** `html` (a built index.html) with its wasm fetched after the first paint on the start
 * screen; throws when Trunk's preload link or loader is not as this script knows them. */
export function afterPaint(html) {
  const link = html.match(/<link rel="preload" href="(\.\/[\w-]+_bg\.wasm)"[^>]*>/);
  if (!link) throw new Error("index.html has no preload link for the app's wasm");
  const integrity = link[0].match(/integrity="([^"]+)"/)?.[1];
  if (!/crossorigin="anonymous"/.test(link[0]) || !integrity) throw new Error(`unexpected preload link: ${link[0]}`);
  const loader = /^const wasm = await init\(/m;
  if (!loader.test(html)) throw new Error("index.html has no loader starting the app's wasm");
  const preload = [
    '<script>',
    "if (document.documentElement.dataset.opens !== 'start') document.head.append(Object.assign(document.createElement('link'),",
    `  { rel: 'preload', href: '${link[1]}', as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous', integrity: '${integrity}' }));`,
    '</script>',
  ].join('\n');
  // Trunk puts both at the end of the head, after the stylesheet it writes in: 6 KB more of
  // the page to come down a slow line before either is asked for.
  const script = html.match(/<link rel="modulepreload" href="\.\/[\w-]+\.js"[^>]*>/);
  if (!script) throw new Error("index.html has no modulepreload link for the app's script");
  if (!html.includes('<style')) throw new Error('index.html holds no stylesheet');
  return html.replace(link[0], '').replace(script[0], '')
    .replace('<style', `${preload}\n    ${script[0]}\n<style`)
    .replace(loader, (start) => AFTER_PAINT + start)
    .replace(/^(const wasm = await init\(.*\));$/m, (_, call) => `${call}.catch(${FAILED});`);
}

if (isMain(import.meta)) {
  const path = join(hookDir('wasm-after-paint.mjs'), 'index.html');
  try {
    await writeFile(path, afterPaint(await readFile(path, 'utf8')));
  } catch (err) {
    console.error(`wasm-after-paint: ${err.message}`);
    process.exit(1);
  }
}
