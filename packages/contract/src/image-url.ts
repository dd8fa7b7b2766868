/**
 * Image paths come back relative ("uploads/x.webp"); absolute http(s) URLs are used as is (SPEC §3).
 * A module of its own, not in api-paths.ts: every public page draws pictures (the header's logo),
 * and none needs the list of API paths in its scripts (ADR 020).
 */
export function imageUrl(apiBase: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${apiBase.replace(/\/+$/, "")}/${image.replace(/^\/+/, "")}`;
}

/**
 * Uploaded pictures are scaled down to at most this width (LIMITS.imageMaxWidth). Here rather than
 * only in limits.ts: a page that draws pictures names it in their srcset, and needs no other limit.
 */
export const IMAGE_MAX_WIDTH = 1920;

/**
 * Narrower copies of every uploaded picture, asked for as `uploads/<name>.webp?w=480`, so a phone
 * never downloads the 1920-px original (the original is the widest, up to IMAGE_MAX_WIDTH).
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
