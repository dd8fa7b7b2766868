import { printableText } from "./printable-text";

/**
 * Text made safe inside XML elements and attributes: markup characters escaped, and what XML 1.0
 * forbids (control characters staff pasted, lone surrogates) taken out (lib/printable-text.ts),
 * so a feed or the sitemap stays well-formed whatever a title or message holds.
 */
export function escapeXml(text: string): string {
  return printableText(text).replace(/[<>&'"]/g, (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`);
}
