// Renders the PNG app icons in public/icons/ from public/icon.svg in headless Chromium
// (the same browser the tests use, so nothing else needs installing). Run after changing
// icon.svg: node scripts/icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const svg = await readFile(join(ROOT, 'public/icon.svg'), 'utf8');

// Maskable and Apple icons are cropped by the launcher, so they get a full-bleed square
// and the artwork shrunk into the maskable safe zone (the central circle of 80%).
const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#2f4858"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -32)">${inner}</g>
</svg>`;

const ICONS = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, fullBleed],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, source] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block">`);
    await page.locator('img').evaluate((img) => img.decode());
    await writeFile(join(ROOT, 'public/icons', name), await page.screenshot({ omitBackground: true }));
    console.log(`public/icons/${name} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
