// Takes the README's screenshots: both boards mid-game at desktop and tablet sizes.
// Run after `trunk build --release`: node scripts/screenshots.mjs
import { serve, launch, newPage } from '../tests/browser/harness.mjs';
import { App } from '../tests/browser/pages.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } };
const server = await serve();
const browser = await launch();

async function shoot(size, name, play) {
  const page = await newPage(browser, { viewport: SIZES[size], deviceScaleFactor: 1 });
  const app = new App(page, server.url);
  await app.open();
  await play(app);
  await page.waitForTimeout(400);
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
for (const size of Object.keys(SIZES)) {
  await shoot(size, 'gipf', gipf);
  await shoot(size, 'emergo', emergo);
}
await browser.close();
await server.close();
console.log('screenshots written to docs/screenshots/');
