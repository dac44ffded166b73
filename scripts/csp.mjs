// Trunk post_build hook: gives every HTML page of the build a Content-Security-Policy.
// The only inline scripts allowed are the ones the build itself wrote (Trunk's loader,
// a page's own script), each by its SHA-256 hash, so a page added later is covered with no
// extra work; nothing comes from other origins, and no plugins run. See docs/deploy.md.
// Also usable directly: node scripts/csp.mjs <dir>
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hookDir, isMain } from './hook-dir.mjs';

const MARK = 'http-equiv="Content-Security-Policy"';

/** The policy for a page whose inline scripts are `scripts` (their exact text). */
export function policy(scripts) {
  const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile its own WebAssembly, nothing more.
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes].join(' '),
    // The SVG boards and Leptos set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** The text of every inline <script> (one without src) of a page. */
export function inlineScripts(html) {
  const found = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1])) found.push(m[2]);
  }
  return found;
}

/** Puts the policy first in the page's <head>, so it covers every script after it. */
export function withPolicy(html) {
  if (html.includes(MARK)) return html;
  const meta = `<meta ${MARK} content="${policy(inlineScripts(html))}">`;
  if (/<head(\s[^>]*)?>/i.test(html)) return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${meta}`);
  // A minified page leaves out <head> (the parser opens it by itself): the policy goes
  // right after <html>, before any script.
  return html.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag}${meta}`);
}

async function htmlFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...await htmlFiles(path));
    else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files;
}

if (isMain(import.meta)) {
  const dir = hookDir('csp.mjs');
  const files = await htmlFiles(dir);
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const out = withPolicy(html);
    if (!out.includes(MARK)) {
      console.error(`csp: ${file} has no <head>`);
      process.exit(1);
    }
    await writeFile(file, out);
  }
  console.log(`csp: policy set in ${files.length} pages`);
}
