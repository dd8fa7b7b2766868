/**
 * Image paths come back relative ("uploads/x.webp"); absolute http(s) URLs are used as is (SPEC §3).
 * A module of its own, not in api-paths.ts: every public page draws pictures (the header's logo),
 * and none needs the list of API paths in its scripts (ADR 020).
 */
export function imageUrl(apiBase: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${apiBase.replace(/\/+$/, "")}/${image.replace(/^\/+/, "")}`;
}
