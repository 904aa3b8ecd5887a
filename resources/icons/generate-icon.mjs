// Writes icon.png (512x512, what electron-builder needs for every platform) without any image
// library: a navy tile with an orange disc, written as a plain RGBA PNG.
// Run: node resources/icons/generate-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const NAVY = [11, 37, 69, 255];
const ORANGE = [242, 140, 40, 255];
const TRANSPARENT = [0, 0, 0, 0];
const CORNER_RADIUS = 96;
const DISC_RADIUS = 150;

function pixelAt(x, y) {
  const centre = SIZE / 2;
  if (Math.hypot(x - centre, y - centre) <= DISC_RADIUS) return ORANGE;
  const cornerX = Math.max(CORNER_RADIUS - x, x - (SIZE - 1 - CORNER_RADIUS), 0);
  const cornerY = Math.max(CORNER_RADIUS - y, y - (SIZE - 1 - CORNER_RADIUS), 0);
  return Math.hypot(cornerX, cornerY) <= CORNER_RADIUS ? NAVY : TRANSPARENT;
}

const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
for (let y = 0; y < SIZE; y++) {
  const rowStart = y * (1 + SIZE * 4);
  rows[rowStart] = 0; // filter type: none
  for (let x = 0; x < SIZE; x++) rows.set(pixelAt(x, y), rowStart + 1 + x * 4);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // colour type: RGBA

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

writeFileSync(new URL('./icon.png', import.meta.url), png);
