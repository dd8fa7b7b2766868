import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { processImage } from "./process-image.ts";
import { animatedGif, jpeg, jpegWithGps, jpegZipPolyglot, png, svgWithScript, textPretendingToBeJpeg } from "../test-support/images.ts";

const statusOf = async (input: Buffer) => processImage(input).then(() => 200, (error: { statusCode?: number }) => error.statusCode);

describe("the image pipeline", () => {
  it("turns a phone JPEG with EXIF GPS into a WebP with no metadata at all", async () => {
    const input = await jpegWithGps(80, 40);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    // The GPS IFD pointer (tag 0x8825), in either byte order, proves the input carries a position.
    const gpsTag = before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]));
    expect(gpsTag).toBe(true);
    expect(input.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const output = await processImage(input);
    const after = await sharp(output.bytes).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(output.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored picture is upright, 40 × 80.
    expect([after.width, after.height]).toEqual([40, 80]);
    expect(after.orientation).toBeUndefined();
  });

  it("scales wide pictures down to 1920 px and leaves small ones alone", async () => {
    const wide = await processImage(await jpeg(2400, 1000));
    expect([wide.width, wide.height]).toEqual([1920, 800]);
    const small = await processImage(await png(300, 200));
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it("names images by the hash of their bytes", async () => {
    const input = await jpeg(50, 50);
    const [first, second] = [await processImage(input), await processImage(input)];
    expect(first.name).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(first.name).toBe(second.name);
  });

  it("refuses what is not a raster image: text named .jpg, SVG with script, a truncated JPEG, nothing", async () => {
    const whole = await jpeg(400, 300);
    expect(await statusOf(textPretendingToBeJpeg)).toBe(415);
    expect(await statusOf(svgWithScript)).toBe(415);
    expect(await statusOf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe(415);
    expect(await statusOf(Buffer.alloc(0))).toBe(400);
  });

  it("refuses more than 40 megapixels and more than 10 MB", async () => {
    // A tiny PNG that claims 8000 × 6000 pixels (48 MP): refused from its header, before decoding.
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(big.length).toBeLessThan(10 * 1024 * 1024);
    expect(await statusOf(big)).toBe(413);
    expect(await statusOf(Buffer.alloc(10 * 1024 * 1024 + 1))).toBe(413);
  });

  it("keeps the first frame of a short animation and refuses thousands of frames", async () => {
    const short = await processImage(await animatedGif(12));
    expect([short.width, short.height]).toEqual([32, 32]);
    expect((await sharp(short.bytes).metadata()).pages).toBeUndefined();
    expect(await statusOf(await animatedGif(1001))).toBe(413);
  });

  it("refuses a picture that is also a ZIP archive, and only that", async () => {
    expect(await statusOf(await jpegZipPolyglot())).toBe(415);
    // The signature alone, without a record that ends the file, is just bytes.
    const lookalike = Buffer.concat([await jpeg(40, 40), Buffer.from("PK\x05\x06", "latin1"), Buffer.alloc(40)]);
    expect(await statusOf(lookalike)).toBe(200);
  });
});
