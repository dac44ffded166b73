// Trunk post_build hook (the last, after csp.mjs, embed-build.mjs and sw-build.mjs): writes
// a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text and wasm file
// of the build, for hosts that serve pre-compressed files (nginx gzip_static /
// brotli_static, Caddy's `file_server { precompressed br gzip }`, many static hosts). A host
// that does not simply ignores them. Brotli takes the page's wasm from 320 KB (gzip -9) to
// 252 KB. See docs/deploy.md and docs/performance.md.
// Also usable directly: node scripts/precompress.mjs <dir>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isMain } from './hook-dir.mjs';

/** The files worth compressing: text and wasm; pictures are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);

/** Every file under `dir` (relative paths), folders included. */
async function files(dir, prefix = '') {
  const found = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...await files(dir, path));
    else found.push(path);
  }
  return found;
}

/** Writes the .br and .gz copies of the compressible files of `dir`; returns how many. */
export async function precompress(dir) {
  let count = 0;
  for (const file of await files(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = await readFile(join(dir, file));
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(join(dir, `${file}.br`), brotli);
    await writeFile(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (isMain(import.meta)) {
  // Without a folder, the built dist/ (the other hooks insist on one).
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
  console.log(`precompress: ${await precompress(dir)} files, each as .br and .gz`);
}
