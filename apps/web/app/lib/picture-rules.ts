import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";

/**
 * What the browser checks of a chosen picture before anything is sent, with the server's own
 * words (ARCHITECTURE decision 5): the server would refuse the same file, but only after the
 * whole file had crossed a phone connection.
 */

/**
 * The picture types the server decodes (apps/server/src/images/process-image.ts ACCEPTED_FORMATS:
 * jpeg, png, webp, gif, avif, heif, tiff), by the type and the file-name ending a browser reports.
 * SVG is an image/* type but the server refuses it (it can carry script), so it is refused here too.
 */
const ACCEPTED_TYPES = new Set([
  "image/jpeg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
  "image/tiff",
]);
const ACCEPTED_ENDINGS = /\.(jpe?g|jfif|png|webp|gif|avif|heic|heif|tiff?)$/i;

/** Types a browser can draw, so a preview that fails to draw means the file is not the picture it claims to be. */
const PREVIEWABLE_TYPES = new Set(["image/jpeg", "image/pjpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

export type PictureFile = { name: string; type: string; size: number };

/** The server's message for a file it would refuse by its kind or size, or null when it may go. */
export function pictureProblem(file: PictureFile): string | null {
  // Some systems report no type for HEIC photos: the name decides then.
  const accepted = file.type ? ACCEPTED_TYPES.has(file.type.toLowerCase()) : ACCEPTED_ENDINGS.test(file.name);
  if (!accepted || file.size === 0) return SERVER_MESSAGES.notAnImage;
  if (file.size > LIMITS.uploadBytes) return SERVER_MESSAGES.imageTooLarge;
  return null;
}

/** The server's message for a picture with more pixels than it decodes, or null. */
export function pixelProblem(width: number, height: number): string | null {
  return width * height > LIMITS.uploadPixels ? SERVER_MESSAGES.imageTooManyPixels : null;
}

/** Whether this browser is expected to draw the file (HEIC and TIFF it is not: no preview, no refusal). */
export function canPreview(file: PictureFile): boolean {
  return PREVIEWABLE_TYPES.has(file.type.toLowerCase());
}

/** "2.4 MB", "380 KB": a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the file input offers: the types above (the phone's gallery and camera both qualify). */
export const PICTURE_ACCEPT = "image/*";
