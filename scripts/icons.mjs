// Draws the app's icons (public/icons/*.png, named in the web app manifest and index.html) from the
// Kinetic mark: the "K" of public/favicon.svg on the ink tile. Run `node scripts/icons.mjs` after
// changing the mark, and commit the pictures.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const glyph = /<path d="([^"]+)" fill="([^"]+)"/.exec(favicon);
const tile = /<rect [^>]*fill="([^"]+)"/.exec(favicon);
if (!glyph || !tile) throw new Error('public/favicon.svg no longer has the tile and the glyph this script reads.');
const [, path, glyphColour] = glyph;
const tileColour = tile[1];

/**
 * The mark on a 32-unit canvas. `rounded`: the tile with its corners (an icon the system shows as it
 * is); else the tile fills the square (the system cuts its own shape: maskable, Apple's touch icon),
 * and the glyph shrinks by `glyphScale` around the centre to stay inside the safe zone.
 */
const mark = ({ rounded, glyphScale = 1 }) => {
  // The glyph's box is x 10–25.5, y 7–25: its centre goes to the tile's (16, 16).
  const [x, y] = [16 - 17.75 * glyphScale, 16 - 16 * glyphScale];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" ${rounded ? 'rx="7"' : ''} fill="${tileColour}"/>
  <path d="${path}" fill="${glyphColour}" transform="translate(${x} ${y}) scale(${glyphScale})"/>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark({ rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: mark({ rounded: true }) },
  // The maskable safe zone is the centre circle of 80 % of the side: the glyph keeps inside it.
  { file: 'maskable-512.png', size: 512, svg: mark({ rounded: false, glyphScale: 0.72 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: mark({ rounded: false, glyphScale: 0.86 }) },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(
      new URL(`../public/icons/${file}`, import.meta.url),
      await page.screenshot({ omitBackground: true, type: 'png' }),
    );
    await page.close();
    console.log(`public/icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
