/**
 * One line of a pastor's desk message: its marker (a heading's, a list's, a quotation's), and its
 * words cut into pieces: `**bold**`, `*italic*` and the church's e-mail addresses (made mail
 * links). Pieces are data; `FormattedMessage` draws them as React elements, so nothing typed ever
 * becomes markup. An emphasis marker with no partner stays as typed ("5 * 3", "a lone **"), so
 * ordinary writing never loses a character.
 */

/**
 * The syntax's line markers (a trimmed line): a heading's #, a list's - or 1., a quotation's >.
 * message-blocks.ts makes blocks of the lines they mark; `unmarked` reads a line without its own.
 */
export const HEADING_LINE = /^#{1,3}\s+(.+)$/;
export const BULLET_LINE = /^[-–•*]\s+(.+)$/;
export const NUMBERED_LINE = /^\d{1,2}[.)]\s+(.+)$/;
export const QUOTE_LINE = /^>\s?(.*)$/;

/** A trimmed line's text without its marker, if it has one ("## Christmas" → "Christmas"). */
export function unmarked(line: string): string {
  const marked = [HEADING_LINE, BULLET_LINE, NUMBERED_LINE, QUOTE_LINE].map((marker) => marker.exec(line)).find((match) => match !== null);
  return marked ? marked[1]! : line;
}

export type InlinePiece = { text: string; bold?: true; italic?: true; email?: true };

/** `**words**` (no space just inside the stars), then `*words*` likewise; bold is tried first. */
const EMPHASIS = /\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?!\*)/g;

/** The pieces of `line`: emphasis first, then the church's addresses inside every piece. */
export function inlinePieces(line: string, churchEmails: readonly string[]): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let at = 0;
  for (const match of line.matchAll(EMPHASIS)) {
    if (match.index > at) pieces.push({ text: line.slice(at, match.index) });
    const [, bold, italic] = match;
    if (bold !== undefined) pieces.push(...nestedItalic(bold));
    else pieces.push({ text: italic ?? "", italic: true });
    at = match.index + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at) });
  return pieces.flatMap((piece) => splitOnEmails(piece.text, churchEmails).map((part) => ({ ...piece, ...part })));
}

/** Bold words may hold italic ones: "**Toy drive: *bring* a gift**". */
function nestedItalic(text: string): InlinePiece[] {
  return inlinePieces(text, []).map((piece) => ({ ...piece, bold: true }));
}

/** The line as a reader sees it, markers gone: what the §2.6 rules look at ("**Toy drive:**" ends with a colon). */
export const plainText = (line: string) =>
  inlinePieces(line, [])
    .map((piece) => piece.text)
    .join("");

/** The pieces of a text with every church address found in it marked, so it can become a mail link. */
export function splitOnEmails(text: string, churchEmails: readonly string[]): Array<{ text: string; email?: true }> {
  if (churchEmails.length === 0 || text === "") return [{ text }];
  const pattern = new RegExp(`(${churchEmails.map((email) => email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gi");
  return text
    .split(pattern)
    .filter((piece) => piece !== "")
    .map((piece) => (churchEmails.some((email) => email.toLowerCase() === piece.toLowerCase()) ? { text: piece, email: true } : { text: piece }));
}
