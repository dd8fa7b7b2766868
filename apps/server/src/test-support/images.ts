import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/** Real pictures made on the fly, so tests need no binary fixtures. */
export async function jpeg(width = 64, height = 48, color = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 1 } } }).png().toBuffer();
}

/** A JPEG as phones make them: with camera details, GPS position and an orientation tag. */
export async function jpegWithGps(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 12", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3900/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert('x')</script><rect width="100" height="100" fill="red"/></svg>`,
);

export const textPretendingToBeJpeg = Buffer.from("This is just text, even though the file is called photo.jpg\n");

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: a valid PNG of `width` × `height` black pixels (1 bit each) that weighs a
 * few dozen kilobytes. 20,000 × 20,000 decodes to 1.6 GB of RGBA; making it holds one row in memory,
 * streamed through zlib row after row.
 */
export async function pngBomb(width = 20_000, height = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte "none", then black pixels
  const compressed: Buffer[] = [];
  await pipeline(
    Readable.from((function* rows() {
      for (let y = 0; y < height; y++) yield row;
    })()),
    createDeflate({ level: 9 }),
    async function collect(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) compressed.push(chunk);
    },
  );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", Buffer.concat(compressed)), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A ZIP archive holding one stored (uncompressed) file, written by hand: no archive library needed. */
export function zipArchive(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const entry = Buffer.concat([local, fileName, content]);
  const directory = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(entry.length, 16);
  return Buffer.concat([entry, directory, end]);
}

/**
 * A JPEG/ZIP polyglot: a real JPEG with an archive appended. Image viewers show the picture, ZIP
 * tools open the archive (they read it from the end, and its offsets are relative to where it starts
 * only when they tolerate a prefix, which the common ones do).
 */
export async function jpegZipPolyglot(): Promise<Buffer> {
  return Buffer.concat([await jpeg(120, 80), zipArchive("payload.html", Buffer.from("<script>alert(document.cookie)</script>"))]);
}

/** A WebP cut off half-way: its RIFF header promises more than the file holds. */
export async function truncatedWebp(): Promise<Buffer> {
  const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
  const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#884422", noise } }).webp().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** An animated GIF of `frames` 32 × 32 frames, each a little different so the encoder keeps them all. */
export async function animatedGif(frames: number): Promise<Buffer> {
  const side = 32;
  const raw = Buffer.alloc(side * side * frames * 3, 60);
  for (let frame = 0; frame < frames; frame++) {
    const pixel = (frame * side * side + (frame % (side * side))) * 3;
    raw.fill(255, pixel, pixel + 3);
  }
  return sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } }).gif().toBuffer();
}
