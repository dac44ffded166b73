// Takes the README's screenshots: both boards mid-game at phone (portrait and landscape),
// tablet (portrait and landscape) and desktop sizes, one face-to-face game, and the start
// screen. Run after `trunk build --release`: node scripts/screenshots.mjs
import { serve, launch, newPage } from '../tests/browser/harness.mjs';
import { App } from '../tests/browser/pages.mjs';

const SIZES = {
  'phone': { width: 390, height: 844 },
  'phone-landscape': { width: 844, height: 390 },
  'tablet': { width: 820, height: 1180 },
  'tablet-landscape': { width: 1180, height: 820 },
  'desktop': { width: 1440, height: 900 },
};
const server = await serve();
const browser = await launch();

async function shoot(size, name, play) {
  const page = await newPage(browser, { viewport: SIZES[size], deviceScaleFactor: 1 });
  const app = new App(page, server.url);
  await app.open();
  await play(app);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `docs/screenshots/${name}-${size}.png` });
  await page.context().close();
}

const gipf = async (app) => {
  await app.newGame('gipf-standard');
  for (const [dot, spot] of [['e1', 'e2'], ['i1', 'h2'], ['e1', 'e2'], ['a5', 'b5'], ['e1', 'e2']]) await app.push(dot, spot);
};
const emergo = async (app) => {
  await app.newGame('emergo');
  for (const move of 'd6 d8 e4 g6 f4 g7 b6 d7 f6'.split(' ')) await app.emergoMove(move);
  await app.cell('g6').click();
  await app.cell('e6').click();
};
// Face to face: White has pushed into Black's row, and Black, across the table, removes it.
const faceToFace = async (app) => {
  await app.open(`/?game=gipf&position=${encodeURIComponent('gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11')}`);
  await app.button('face-to-face');
  await app.push('e1', 'e2');
};
for (const size of Object.keys(SIZES)) {
  await shoot(size, 'gipf', gipf);
  await shoot(size, 'emergo', emergo);
}
await shoot('tablet', 'gipf-face-to-face', faceToFace);
await shoot('phone', 'start', async () => {});
await browser.close();
await server.close();
console.log('screenshots written to docs/screenshots/');
