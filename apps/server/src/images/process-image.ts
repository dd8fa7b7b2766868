import { createHash } from "node:crypto";
import type Sharp from "sharp";
import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { HttpError } from "../http-error.ts";
import { endsWithZipArchive } from "./hidden-archive.ts";

export type ProcessedImage = {
  /** Content-addressed file name: the SHA-256 of the WebP bytes. */
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
};

/** sharp (libvips) is loaded with the first picture, not on every start: about 50 ms of it (ADR 019). */
let loadingSharp: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import("sharp").then(
    (module) => module.default,
    (error: unknown) => {
      loadingSharp = undefined; // a failed load (too many open files…) is tried again by the next picture
      throw error;
    },
  );
  return loadingSharp;
}

/** Raster formats people upload from phones and cameras. SVG is refused: it can carry script. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/**
 * Decodes an upload for real (never trusting its name or declared type), then
 * auto-rotates it, drops every bit of metadata (GPS included), scales it down to at most
 * 1920 px wide and re-encodes it as WebP (ARCHITECTURE decision 5).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > LIMITS.uploadBytes) throw new HttpError(413, SERVER_MESSAGES.imageTooLarge);
  if (input.length === 0) throw new HttpError(400, SERVER_MESSAGES.imageRequired);
  // Only re-encoded pixels are ever stored, so an appended archive could not be served anyway;
  // refusing it tells whoever sent it that the file was not what it seemed (ADR 021).
  if (endsWithZipArchive(input)) throw new HttpError(415, SERVER_MESSAGES.imageWithArchive);

  const sharp = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  let frames = 1;
  try {
    // The header only: nothing is decoded yet, so a bomb's size is known before it can go off.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    frames = meta.pages ?? 1;
  } catch {
    throw new HttpError(415, SERVER_MESSAGES.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) {
    throw new HttpError(415, SERVER_MESSAGES.notAnImage);
  }
  if (width * height > LIMITS.uploadPixels) throw new HttpError(413, SERVER_MESSAGES.imageTooManyPixels);
  // Only the first frame is decoded and kept; thousands of frames are a video, not a picture.
  if (frames > LIMITS.uploadFrames) throw new HttpError(413, SERVER_MESSAGES.imageTooManyFrames);

  try {
    // failOn "error": a truncated or corrupt file is refused instead of half-decoded.
    const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: LIMITS.uploadPixels })
      .rotate()
      .resize({ width: LIMITS.imageMaxWidth, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const name = `${createHash("sha256").update(data).digest("hex")}.webp`;
    return { name, bytes: data, width: info.width, height: info.height, contentType: "image/webp" };
  } catch {
    throw new HttpError(415, SERVER_MESSAGES.notAnImage);
  }
}

/** A narrower copy of a stored WebP, `width` pixels wide, height in proportion. */
export async function resizeStoredImage(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
}
