// Images for upload tests, made on the spot: real ones (sharp), and hostile ones.
import sharp from 'sharp';

export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', side = 16): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#0E7C4A' } })
    .toFormat(format)
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that claim to be a `side` x `side` PNG (a decompression bomb's header). */
export function pngClaiming(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG carrying EXIF text that must not survive an upload. */
export function jpegWithExif(marker: string): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#F5A524' } })
    .withExif({ IFD0: { Copyright: marker, ImageDescription: `GPS ${marker}` } })
    .jpeg()
    .toBuffer();
}
