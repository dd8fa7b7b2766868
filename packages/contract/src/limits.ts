import { IMAGE_MAX_WIDTH } from "./image-url.ts";

/** Limits shared by the server's validation and the web forms, so both sides agree. */
export const LIMITS = {
  name: 100,
  email: 254,
  /** New passwords: at least this long, and not among the common ones (password-rules.ts). */
  passwordMin: 10,
  passwordMax: 200,
  /** A token a mailed link carries (43 characters of base64url); anything far longer is no token of ours. */
  linkToken: 100,
  phone: 40,
  title: 200,
  shortText: 200,
  month: 20,
  year: 10,
  verse: 500,
  description: 5000,
  message: 20000,
  visitorMessage: 5000,
  /** Largest upload accepted before decoding. */
  uploadBytes: 10 * 1024 * 1024,
  /** Largest decoded image accepted (width × height). */
  uploadPixels: 40_000_000,
  /** Most frames an animated upload may have (only its first frame is kept). */
  uploadFrames: 1000,
  /** Images are scaled down to at most this width. */
  imageMaxWidth: IMAGE_MAX_WIDTH,
} as const;

/** Names of the multipart fields that carry an image (SPEC §7). */
export const IMAGE_FIELDS = {
  slider: "sliderImage",
  desk: "postImage",
  event: "eventImage",
} as const;

/** Hidden field in the visitor forms that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";
/** Milliseconds the visitor spent on the form, sent by the web client. */
export const FILL_TIME_FIELD = "fill_ms";
/**
 * Days a submission the spam traps held (ADR 026) is kept for staff to review, counted from when it
 * came; then it is deleted. One staff member moving it to the inbox keeps it.
 */
export const HELD_SUBMISSION_DAYS = 30;

// The picture widths live with imageUrl, which every public page loads anyway (ADR 020).
export { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "./image-url.ts";
