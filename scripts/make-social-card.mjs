// Writes static/img/social-card.png (1200x630, the size link previews use) from scripts/social-card.svg by
// rendering it in headless Chromium (CHROME_PATH, default /usr/bin/chromium, through Playwright; nothing is downloaded).
// Run after editing the SVG: node scripts/make-social-card.mjs
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROME} from './chrome.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'scripts/social-card.svg');
const target = path.join(root, 'static/img/social-card.png');
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 100 * 1024;

const browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox']});
try {
  const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
  const svg = fs.readFileSync(source, 'utf8');
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  const png = await page.screenshot({clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT}, type: 'png'});
  if (png.length > MAX_BYTES) throw new Error(`the card is ${png.length} bytes; link previews want it under ${MAX_BYTES}`);
  fs.writeFileSync(target, png);
  console.log(`wrote ${path.relative(root, target)} (${WIDTH}x${HEIGHT}, ${png.length} bytes)`);
} finally {
  await browser.close();
}
