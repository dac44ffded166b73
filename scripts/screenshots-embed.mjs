// Screenshots of embedded boards on an author's page (docs/screenshots/embed-*.png): the
// players' header on a record board, and the compact layout, at phone (390×844), phone on
// its side (844×390) and desktop (1280×800). Needs a release build in dist/.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, launch, DIST } from '../tests/browser/harness.mjs';

const OUT = join(DIST, '..', 'docs', 'screenshots');
const SIZES = { phone: { width: 390, height: 844 }, 'phone-landscape': { width: 844, height: 390 }, desktop: { width: 1280, height: 800 } };
const BOARDS = {
  header: `<tavola-board id="b" interactive="false" ply="2" lang="en">
      [Position "emergo 1/3/5/7/9/7/5/3/1 w 12 12"]
      [White "Carla"]
      [Black "Dino"]
      [Event "Club final"]
      {The empty board.} 1. d6 {White enters in the middle.} d8 {Black answers beside it.} 2. e4 {White again.}
    </tavola-board>`,
  compact: `<tavola-board id="b" game="gipf" variant="basic" compact="true" white="Ann" black="Bruno" lang="en"
      moves="e1-e2 i5-h5" captions="The start.|White pushes from e1.|Black pushes from i5."></tavola-board>`,
};

const server = await serve();
const browser = await launch();
await mkdir(OUT, { recursive: true });
for (const [kind, board] of Object.entries(BOARDS)) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ viewport, isMobile: size !== 'desktop', hasTouch: size !== 'desktop', serviceWorkers: 'block' });
    const page = await context.newPage();
    const html = `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"><script src="embed.js"></script>
      <style>body{margin:0;padding:8px;font-family:sans-serif}</style></head><body>${board}</body></html>`;
    await page.route(`${server.url}/__shot.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${server.url}/__shot.html`);
    await page.frameLocator('#b iframe').locator('[data-position]').waitFor();
    // Once the frame has its own height and the page's screen height has been heard.
    await page.waitForFunction(() => {
      const f = document.querySelector('#b iframe');
      const app = f.contentDocument?.querySelector('main.app');
      return app && app.style.getPropertyValue('--fit') && Math.abs(f.getBoundingClientRect().height - Math.ceil(app.getBoundingClientRect().height)) < 1;
    });
    await page.locator('#b').evaluate((el) => el.scrollIntoView());
    const file = join(OUT, `embed-${kind}-${size}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await context.close();
  }
}
await browser.close();
await server.close();
