// Writes static/img/favicon.ico (32×32, 32-bit BMP inside an ICO) from the same shapes as static/img/logo.svg:
// a blue rounded square with two chevrons pointing at each other. Run once after changing the logo.
import fs from 'node:fs';

const SIZE = 32;
const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
const LIGHT = [0x93, 0xc5, 0xfd];

// Point-in-polygon for the chevrons of the SVG paths.
/**
 * @param {number} x
 * @param {number} y
 * @param {number[][]} poly
 */
function inside(x, y, poly) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
const left = [[6, 9], [14, 9], [10, 16], [14, 23], [6, 23], [10, 16]];
const right = [[26, 9], [18, 9], [22, 16], [18, 23], [26, 23], [22, 16]];
const inRoundedSquare = (/** @type {number} */ x, /** @type {number} */ y) => {
  const r = 7;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

const pixels = Buffer.alloc(SIZE * SIZE * 4);
for (let row = 0; row < SIZE; row++) {
  const y = SIZE - 1 - row + 0.5; // BMP rows go bottom-up
  for (let col = 0; col < SIZE; col++) {
    const x = col + 0.5;
    const color = inside(x, y, left) ? WHITE : inside(x, y, right) ? LIGHT : BLUE;
    const alpha = inRoundedSquare(x, y) ? 255 : 0;
    pixels.set([color[2], color[1], color[0], alpha], (row * SIZE + col) * 4);
  }
}
const mask = Buffer.alloc(SIZE * 4); // 1-bit AND mask, rows padded to 4 bytes; alpha already says it all
const header = Buffer.alloc(40);
header.writeUInt32LE(40, 0);
header.writeInt32LE(SIZE, 4);
header.writeInt32LE(SIZE * 2, 8); // colour + mask heights
header.writeUInt16LE(1, 12);
header.writeUInt16LE(32, 14);
header.writeUInt32LE(pixels.length + mask.length, 20);
const image = Buffer.concat([header, pixels, mask]);
const dir = Buffer.alloc(6 + 16);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(1, 4);
dir.writeUInt8(SIZE, 6);
dir.writeUInt8(SIZE, 7);
dir.writeUInt16LE(1, 10);
dir.writeUInt16LE(32, 12);
dir.writeUInt32LE(image.length, 14);
dir.writeUInt32LE(22, 18);
fs.writeFileSync(new URL('../static/img/favicon.ico', import.meta.url), Buffer.concat([dir, image]));
