import { deflateSync } from 'node:zlib';

/**
 * Tiny PNG pictures for the demo's KYC files, drawn pixel by pixel and encoded with node's zlib:
 * a passport photograph (a head and shoulders on a plain ground) and a specimen signature (a
 * pen stroke). Real files come from a camera or scanner; these only need to look like them.
 */

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixel colours `paint` gives. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GROUNDS: readonly Rgb[] = [
  [214, 228, 240],
  [236, 236, 228],
  [222, 236, 222],
  [240, 226, 222],
];
const SKINS: readonly Rgb[] = [
  [141, 85, 36],
  [108, 62, 30],
  [170, 112, 66],
  [92, 52, 26],
];

/** A passport photograph, 90 × 110 pixels; `variant` picks the ground and the face. */
export function passportPhotoPng(variant: number): Buffer {
  const ground = GROUNDS[variant % GROUNDS.length] as Rgb;
  const skin = SKINS[variant % SKINS.length] as Rgb;
  const cloth: Rgb = [40, 52, 80];
  return encodePng(90, 110, (x, y) => {
    const head = ((x - 45) / 20) ** 2 + ((y - 45) / 25) ** 2 <= 1;
    const shoulders = y > 78 && ((x - 45) / 42) ** 2 + ((y - 118) / 40) ** 2 <= 1;
    return head ? skin : shoulders ? cloth : ground;
  });
}

/** A specimen signature, 200 × 60 pixels of ink on white; `variant` shapes the stroke. */
export function signaturePng(variant: number): Buffer {
  const ink: Rgb = [20, 30, 110];
  const loops = 3 + (variant % 3);
  return encodePng(200, 60, (x, y) => {
    const t = (x - 10) / 180;
    if (t < 0 || t > 1) return [255, 255, 255];
    const stroke = 30 + 16 * Math.sin(t * Math.PI * loops) * (1 - t * 0.5) - 8 * t;
    return Math.abs(y - stroke) <= 1.5 ? ink : [255, 255, 255];
  });
}
