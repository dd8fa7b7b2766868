/** Text made safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`);
}
