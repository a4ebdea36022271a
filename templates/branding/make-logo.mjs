/**
 * Draws templates/branding/logo.png: a sun over a PV panel, 200×60 px RGBA, written by a
 * minimal PNG encoder (ISO/IEC 15948: signature, IHDR, one IDAT, IEND) with node:zlib.
 * No image tools needed; run `node templates/branding/make-logo.mjs` to redraw it.
 */
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const WIDTH = 200;
const HEIGHT = 60;
/** Sub-samples per pixel axis, for anti-aliased edges. */
const SS = 4;
const SUN = [242, 169, 0]; // #F2A900, the default accent colour
const PANEL = [22, 50, 92]; // navy
const GRID = [120, 160, 210]; // cell lines

/** Which colour covers the point (x, y) in pixel units, or null for transparent. */
function paint(x, y) {
  const dx = x - 30;
  const dy = y - 30;
  const r = Math.hypot(dx, dy);
  if (r <= 11) return SUN;
  // Eight rays: thin wedges between radius 14 and 25.
  const angle = Math.atan2(dy, dx);
  const nearRay = Math.abs(Math.sin(4 * angle)) < 0.3;
  if (r >= 14 && r <= 25 && nearRay && Math.cos(4 * angle) > 0) return SUN;
  // The panel: a slanted rectangle (x shifts with y), 6 × 3 cells.
  const px = x - 62 - (52 - y) * 0.35;
  const py = y - 14;
  if (px >= 0 && px <= 128 && py >= 0 && py <= 38) {
    const onLine = px % (128 / 6) < 1.4 || py % (38 / 3) < 1.4 || px > 126.6 || py > 36.6;
    return onLine ? GRID : PANEL;
  }
  return null;
}

/** One RGBA pixel: average of SS × SS sub-samples. */
function pixel(x, y) {
  const sum = [0, 0, 0, 0];
  for (let i = 0; i < SS; i++) {
    for (let j = 0; j < SS; j++) {
      const c = paint(x + (i + 0.5) / SS, y + (j + 0.5) / SS);
      if (c === null) continue;
      for (let k = 0; k < 3; k++) sum[k] += c[k];
      sum[3] += 255;
    }
  }
  const covered = sum[3] / 255;
  if (covered === 0) return [0, 0, 0, 0];
  return [...sum.slice(0, 3).map((v) => Math.round(v / covered)), Math.round(sum[3] / (SS * SS))];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

export function encodePng(width, height, rgbaAt) {
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4); // filter byte 0 (None) then the row
    for (let x = 0; x < width; x++) Buffer.from(rgbaAt(x, y)).copy(raw, row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method variants, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export function drawLogo() {
  return encodePng(WIDTH, HEIGHT, pixel);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL("./logo.png", import.meta.url), drawLogo());
}
