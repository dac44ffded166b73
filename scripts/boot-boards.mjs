// The pictures of the empty boards that index.html's boot screen shows on a link to a game
// while the app's wasm is on its way (public/boards/gipf.svg, public/boards/emergo.svg).
// They are taken from the app itself, not drawn a second time: a new game's board as the
// app draws it, without its pieces and marks, each part's look written into the picture
// (an <img> does not see the page's stylesheet). tests/browser/loading.test.mjs takes them
// again from the build under test and fails when the committed files differ, so a change
// to the board's drawing or colours cannot leave a stale picture behind.
// Run after `trunk build --release`, when that test says so:
//   node scripts/boot-boards.mjs [--dist DIR]
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The boards pictured, each with the link that opens a new game of it. */
export const BOOT_BOARDS = { gipf: '/?game=gipf&variant=basic', emergo: '/?game=emergo' };

/** Where the committed pictures are. */
export const pictureFile = (game) => join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'boards', `${game}.svg`);

/**
 * The empty board of the game on show in `page` (a Playwright page of the app, its board
 * drawn), as the text of a standalone SVG file.
 */
export function boardPicture(page) {
  return page.evaluate(() => {
    const board = document.querySelector('svg.board');
    // At rest: no highlighted place (a new game marks where the first turn can go).
    for (const place of board.querySelectorAll('.point, .cell')) place.setAttribute('class', place.classList.contains('dot') ? 'point dot' : place.classList[0]);
    // The look, each property written where it differs from what the element inherits.
    const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'fill-opacity', 'stroke-opacity', 'paint-order',
      'font-size', 'font-family', 'font-weight', 'text-anchor'];
    const OWN = { opacity: '1', 'dominant-baseline': 'auto' };
    const hex = (value) => value.replace(/rgb\((\d+), (\d+), (\d+)\)/g, (_, ...rgb) => `#${rgb.slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`);
    const copy = board.cloneNode(true);
    const live = [board, ...board.querySelectorAll('*')];
    const copied = [copy, ...copy.querySelectorAll('*')];
    const gone = [];
    live.forEach((el, i) => {
      const out = copied[i];
      const style = getComputedStyle(el);
      // Pieces, the last turn, the annotations and whatever the page hides are not the board.
      if (el.matches('.piece, .last-turn, .annotations') || style.display === 'none' || style.visibility === 'hidden') {
        gone.push(out);
        return;
      }
      for (const name of [...out.attributes].map((a) => a.name)) {
        if (!['viewBox', 'd', 'points', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'width', 'height', 'transform'].includes(name)) out.removeAttribute(name);
      }
      if (el.tagName === 'circle') out.setAttribute('r', parseFloat(style.r));
      const parent = el === board ? null : getComputedStyle(el.parentElement);
      for (const name of INHERITED) {
        const value = style.getPropertyValue(name);
        if (value !== parent?.getPropertyValue(name)) out.setAttribute(name, hex(value).replace(/px$/, ''));
      }
      for (const [name, plain] of Object.entries(OWN)) {
        const value = style.getPropertyValue(name);
        if (value !== plain) out.setAttribute(name, value);
      }
      if (el.tagName === 'text') out.textContent = el.textContent;
    });
    for (const el of gone) el.remove();
    // A group left without a part draws nothing.
    for (const g of [...copy.querySelectorAll('g')].reverse()) if (!g.children.length) g.remove();
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const rect = board.viewBox.baseVal;
    copy.setAttribute('width', rect.width);
    copy.setAttribute('height', rect.height);
    return `${copy.outerHTML.replace(/<!---->/g, '')}\n`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { serve, launch, newPage } = await import('../tests/browser/harness.mjs');
  const { dist } = await import('./measure-args.mjs');
  const server = await serve(dist());
  const browser = await launch();
  try {
    for (const [game, link] of Object.entries(BOOT_BOARDS)) {
      const page = await newPage(browser);
      await page.goto(`${server.url}${link}`);
      await page.locator('svg.board [data-point], svg.board [data-cell]').first().waitFor();
      const picture = await boardPicture(page);
      await writeFile(pictureFile(game), picture);
      console.log(`${pictureFile(game)}: ${picture.length} bytes`);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
