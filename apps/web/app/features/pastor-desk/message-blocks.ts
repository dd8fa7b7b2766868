/**
 * The formatting rules of SPEC §2.6 for a pastor's desk message, as data: the message is cut into
 * blocks, each of one kind, and `FormattedMessage` draws them as React elements. Nothing here ever
 * turns the message's text into markup (ARCHITECTURE decision 4): a `<script>` typed into a message
 * stays the text "<script>".
 */

export type MessageBlock =
  /** A first short line with no full stop. */
  | { kind: "title"; text: string }
  /** A "Book Chapter:verse" line. */
  | { kind: "scripture"; text: string }
  /** A short all-caps line, a line ending with a colon, or a short line without a full stop. */
  | { kind: "heading"; text: string }
  /** A line wrapped in quotes; the quote marks are kept as typed. */
  | { kind: "quote"; text: string }
  /** A paragraph containing "God bless" (a closing such as "God bless you,/Pastor Samuel"): centred and bold. */
  | { kind: "blessing"; lines: string[] }
  /** A paragraph about giving one's life to Jesus, texting 'saved', or holding the church e-mail. */
  | { kind: "highlight"; lines: string[] }
  | { kind: "paragraph"; lines: string[] };

/** A line at most this long counts as short (a heading, not a sentence). */
export const SHORT_LINE_MAX = 60;

const isShort = (line: string) => line.length <= SHORT_LINE_MAX;
const hasFullStop = (line: string) => line.includes(".");

/** "John 3:16", "1 Corinthians 13:4-7", "Song of Solomon 2:4", "Psalm 23:1–3 (KJV)". */
const SCRIPTURE_LINE =
  /^(?:[1-3]\s?)?[A-Z][a-z]+(?:\s(?:of\s)?[A-Z][a-z]+)*\s\d{1,3}:\d{1,3}(?:\s?[-–]\s?\d{1,3})?(?:,\s?\d{1,3})*(?:\s\([A-Z]{2,5}\))?$/;

/** Straight or curly, double or single quotes around the whole line. */
const QUOTED_LINE = /^(?:"[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)$/;

const ALL_CAPS = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase();

const LIFE_TO_JESUS = /\b(?:give|gives|giving|gave|given|surrender|surrendering)\b[^.!?]{0,40}\b(?:life|lives)\b[^.!?]{0,30}\b(?:jesus|christ)\b/i;
const TEXT_SAVED = /\btext(?:ing)?\b[^.!?]{0,40}["'“‘]?saved["'”’]?/i;

/** Paragraphs split on blank lines, or on single newlines when that gives only one (SPEC §2.6). */
export function splitParagraphs(message: string): string[][] {
  const text = message.replace(/\r\n?/g, "\n").trim();
  if (!text) return [];
  const byBlankLines = text.split(/\n[ \t]*\n+/);
  const paragraphs = byBlankLines.length > 1 ? byBlankLines : text.split("\n");
  return paragraphs
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** The blocks of a message, in order. `churchEmails` are the addresses that make a paragraph a highlight. */
export function messageBlocks(message: string, churchEmails: readonly string[]): MessageBlock[] {
  const paragraphs = splitParagraphs(message);
  const blocks: MessageBlock[] = [];
  paragraphs.forEach((lines, index) => {
    let rest = lines;
    const first = rest[0]!;
    if (index === 0 && isShort(first) && !hasFullStop(first)) {
      blocks.push({ kind: "title", text: first });
      rest = rest.slice(1);
      if (rest.length === 0) return;
    }
    blocks.push(classify(rest, churchEmails));
  });
  return blocks;
}

function classify(lines: string[], churchEmails: readonly string[]): MessageBlock {
  const text = lines.join(" ");
  const lower = text.toLowerCase();
  if (lower.includes("god bless")) return { kind: "blessing", lines };
  if (LIFE_TO_JESUS.test(text) || TEXT_SAVED.test(text) || churchEmails.some((email) => lower.includes(email.toLowerCase()))) {
    return { kind: "highlight", lines };
  }
  if (lines.length > 1) return { kind: "paragraph", lines };
  if (QUOTED_LINE.test(text)) return { kind: "quote", text };
  if (SCRIPTURE_LINE.test(text)) return { kind: "scripture", text };
  if (text.endsWith(":") || (isShort(text) && (ALL_CAPS(text) || !hasFullStop(text)))) return { kind: "heading", text };
  return { kind: "paragraph", lines };
}

/** The pieces of a text with every church address found in it marked, so it can become a mail link. */
export function splitOnEmails(text: string, churchEmails: readonly string[]): Array<{ text: string; email: boolean }> {
  if (churchEmails.length === 0) return [{ text, email: false }];
  const pattern = new RegExp(`(${churchEmails.map((email) => email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gi");
  return text
    .split(pattern)
    .filter((piece) => piece !== "")
    .map((piece) => ({ text: piece, email: churchEmails.some((email) => email.toLowerCase() === piece.toLowerCase()) }));
}
