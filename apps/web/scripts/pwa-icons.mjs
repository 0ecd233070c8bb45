// Draws the installable app's PNG icons (public/icons/) from public/favicon.svg with Debian's Chromium. Run by hand
// when the logo changes (`node apps/web/scripts/pwa-icons.mjs`), then commit the PNGs: the build does not run it.
//
// icon-192.png, icon-512.png: the round logo on a transparent square (manifest purpose "any").
// icon-maskable-512.png: the logo at 80 % (its circle 75 % wide) on the app's background colour, edge to edge, so
// that any launcher mask (circle, squircle: at least the inner 80 % circle is kept) shows all of it (purpose "maskable").
//
// Chromium draws the pixels (a canvas); the PNG is written here with the best filter per row and zlib level 9, which
// is about half the size of a Chromium screenshot (no image optimiser is installed on this machine).
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const BACKGROUND = '#0b0820'; // --bg in app/styles/tokens.css, the manifest's background_color
const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const ICONS = [
  { file: 'icon-192.png', size: 192, logo: 1, background: null },
  { file: 'icon-512.png', size: 512, logo: 1, background: null },
  { file: 'icon-maskable-512.png', size: 512, logo: 0.8, background: BACKGROUND },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** PNG filters 0-4 of one row (`bpp` bytes per pixel), given the row above. */
function filtered(type, row, above, bpp) {
  const out = Buffer.alloc(row.length + 1);
  out[0] = type;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp] : 0;
    const b = above[i];
    const c = i >= bpp ? above[i - bpp] : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][type];
    out[i + 1] = (row[i] - predictor) & 0xff;
  }
  return out;
}

/** An RGBA pixel array as PNG: RGB when every pixel is opaque; per row the filter with the smallest byte sum. */
function encodePng(size, rgba) {
  const opaque = rgba.every((value, i) => i % 4 !== 3 || value === 255);
  const bpp = opaque ? 3 : 4;
  const rows = [];
  let above = Buffer.alloc(size * bpp);
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size * bpp);
    for (let x = 0; x < size; x++)
      for (let k = 0; k < bpp; k++) row[x * bpp + k] = rgba[(y * size + x) * 4 + k];
    const candidates = [0, 1, 2, 3, 4].map((type) => filtered(type, row, above, bpp));
    const cost = (line) => line.subarray(1).reduce((sum, v) => sum + (v < 128 ? v : 256 - v), 0);
    rows.push(candidates.reduce((best, line) => (cost(line) < cost(best) ? line : best)));
    above = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  const data = zlib.deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const pixels = await page.evaluate(
      async ({ src, size, logo, background }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (background) {
          context.fillStyle = background;
          context.fillRect(0, 0, size, size);
        }
        const side = Math.round(size * logo);
        const at = Math.round((size - side) / 2);
        context.drawImage(img, at, at, side, side);
        return [...context.getImageData(0, 0, size, size).data];
      },
      { src: dataUrl, size: icon.size, logo: icon.logo, background: icon.background },
    );
    const file = path.join(PUBLIC, 'icons', icon.file);
    writeFileSync(file, encodePng(icon.size, pixels));
    console.log(`${file}: ${statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
