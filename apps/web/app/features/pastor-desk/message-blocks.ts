/**
 * A pastor's desk message cut into blocks, each of one kind, which `FormattedMessage` draws as React
 * elements. Nothing here ever turns the message's text into markup (ARCHITECTURE decision 4): a
 * `<script>` typed into a message stays the text "<script>".
 *
 * Two layers, both written down for the pastor in docs/newsletter-writing.md:
 * - the plain-text syntax the toolbar writes (a Markdown subset): `## heading`, `- item` / `1. item`,
 *   `> quotation`, and a quotation whose first line is a Bible reference is a scripture block;
 *   `**bold**` and `*italic*` inside any line (message-inline.ts);
 * - for text without it, the rules of SPEC §2.6, corrected where they misfired on ordinary letters
 *   (issue 24): a greeting is not a heading, a reference line with its verse under it is one
 *   scripture block, "- " lines are a list, the post's own title is not repeated, and only a real
 *   invitation to give one's life to Jesus is boxed.
 */
import { findBook } from "@lampstand/contract/scripture";
import { BULLET_LINE, HEADING_LINE, NUMBERED_LINE, plainText, QUOTE_LINE } from "./message-inline";

export type MessageBlock =
  /** A first short line with no full stop that is not a greeting. */
  | { kind: "title"; text: string }
  /** `## words`, a short all-caps line, a line ending with a colon, or a short line without a full stop. */
  | { kind: "heading"; text: string }
  /** A Bible reference with the verse under it (`lines` empty when the reference stands alone). */
  | { kind: "scripture"; reference: string; lines: string[] }
  /** `> lines`, or one line wrapped in quotes (the marks kept as typed). */
  | { kind: "quote"; lines: string[] }
  /** Lines starting with "- " (or "• ", "* "), or with "1. " / "1) " when `ordered`. */
  | { kind: "list"; ordered: boolean; items: string[] }
  /** A paragraph with "God bless" (a closing such as "God bless you,/Pastor Samuel"): centred and bold. */
  | { kind: "blessing"; lines: string[] }
  /** An altar call (see `isAltarCall`), a request to text 'saved', or the church e-mail: a box. */
  | { kind: "highlight"; lines: string[] }
  | { kind: "paragraph"; lines: string[] };

/** A line at most this long counts as short (a heading, not a sentence). */
export const SHORT_LINE_MAX = 60;

const isShort = (line: string) => line.length <= SHORT_LINE_MAX;
const hasFullStop = (line: string) => line.includes(".");

/** "John 3:16", "1 Corinthians 13:4-7", "Song of Solomon 2:4", "Psalm 23:1–3 (KJV)", "Romans 8:28, 31". */
const REFERENCE_SHAPE =
  /^((?:[1-3]\s?)?[A-Z][a-z]+(?:\s(?:of\s)?[A-Z][a-z]+)*)\s\d{1,3}:\d{1,3}(?:\s?[-–]\s?\d{1,3})?(?:,\s?\d{1,3}(?:\s?[-–]\s?\d{1,3})?)*(?:\s\([A-Z]{2,5}\))?$/;

/** A line that is only a reference to a book of the Bible ("Hope 3:16" is not one). */
export function isReference(line: string): boolean {
  const book = REFERENCE_SHAPE.exec(line)?.[1];
  return book !== undefined && findBook(book) !== undefined;
}

/** Straight or curly, double or single quotes around the whole line. */
const QUOTED_LINE = /^(?:"[^"]+"|“[^”]+”|'[^']+'|‘[^’]+’)$/;

const ALL_CAPS = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase();

/** How letters open: "Dear church family," "Beloved in Christ" "Greetings in Jesus' name!" "Hello everyone". */
const GREETING = /^(?:dear(?:est)?|beloved|greetings|hello|hi|good (?:morning|evening)|grace (?:and|&) peace)\b/i;

/** A line that leads into what follows (a greeting, "Yours in Christ,"): never a heading. */
const leadsOn = (line: string) => /[,;]$/.test(line) || GREETING.test(line);

/**
 * An altar call is an invitation to the reader: the paragraph asks *you* to give (surrender,
 * commit, open…) *your* life or heart to Jesus, Christ or the Lord, or to receive or accept Jesus
 * as *your* Saviour. News or testimony ("three young people gave their lives to Jesus", "when I
 * gave my life to Christ"), or "Jesus gave his life for you", is not one and stays a paragraph.
 */
const ALTAR_CALL = [
  /\b(?:give|giving|given|surrender(?:ing)?|commit(?:ting)?|dedicat(?:e|ing)|hand(?:ing)?|open(?:ing)?)\s+(?:over\s+)?your\s+(?:whole\s+)?(?:life|heart)\s+(?:over\s+)?to\s+(?:jesus|christ|the lord|god)\b/i,
  /\b(?:receive|receiving|accept|accepting)\s+(?:jesus|christ|the lord jesus)(?:\s+christ)?\s+(?:today\s+)?as\s+your\s+(?:own\s+|personal\s+)?(?:lord|savio(?:u)?r)\b/i,
];
export const isAltarCall = (text: string) => ALTAR_CALL.some((pattern) => pattern.test(text));

/** "Text 'saved' to…", "texting the word “saved”", "text SAVED": the word in quotes or capitals, not any "saved". */
const TEXT_SAVED = [/\btext(?:ing)?\s+(?:the\s+word\s+)?["'“‘]saved["'”’]/i, /\b(?:[Tt]ext|TEXT)(?:ing|ING)?\s+(?:the\s+word\s+)?SAVED\b/];
const asksToTextSaved = (text: string) => TEXT_SAVED.some((pattern) => pattern.test(text));

/** A closing such as "God bless you" (not "God blessed Abraham"). */
const GOD_BLESS = /\bgod bless\b/i;

/** "— John 3:16" under a quotation names where it is from. */
const ATTRIBUTION = /^(?:—|–|--)\s*(.+)$/;

const isMarked = (line: string) => HEADING_LINE.test(line) || BULLET_LINE.test(line) || NUMBERED_LINE.test(line) || QUOTE_LINE.test(line);

/** Letters and digits only, in lower case: "Walking in the Light!" and "## walking in the light" agree. */
const sameWords = (a: string, b: string) => {
  const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return words(a) !== "" && words(a) === words(b);
};

/**
 * Paragraphs split on blank lines (SPEC §2.6). `lineByLine`: there were none, so each plain line
 * is its own paragraph (the spec's "single newlines" rule), while lists, quotations and a verse
 * under its reference still hold together.
 */
export function splitParagraphs(message: string): { paragraphs: string[][]; lineByLine: boolean } {
  const text = message.replace(/\r\n?/g, "\n").trim();
  if (!text) return { paragraphs: [], lineByLine: false };
  const paragraphs = text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return { paragraphs, lineByLine: paragraphs.length === 1 };
}

/**
 * The blocks of a message, in order. `churchEmails` are the addresses that make a paragraph a
 * highlight; `postTitle` is the title the page already shows above the message, so a first line
 * repeating it is left out.
 */
export function messageBlocks(message: string, churchEmails: readonly string[], postTitle?: string): MessageBlock[] {
  const { paragraphs, lineByLine } = splitParagraphs(message);
  const first = paragraphs[0];
  if (first && postTitle && sameWords(plainText(first[0]!.replace(HEADING_LINE, "$1")), postTitle)) {
    first.shift();
    if (first.length === 0) paragraphs.shift();
  }
  const blocks: MessageBlock[] = [];
  paragraphs.forEach((lines, index) => {
    let rest = lines;
    const opening = rest[0]!;
    const openingText = plainText(opening);
    if (index === 0 && !isMarked(opening) && isShort(openingText) && !hasFullStop(openingText) && !leadsOn(openingText) && !/:$/.test(openingText)
      && !QUOTED_LINE.test(openingText) && !isReference(openingText)) {
      blocks.push({ kind: "title", text: opening });
      rest = rest.slice(1);
    }
    blocks.push(...paragraphBlocks(rest, lineByLine, churchEmails, blocks));
  });
  return blocks;
}

/** One paragraph's lines: the marked runs (heading, list, quotation) and scripture, the rest by §2.6. */
function paragraphBlocks(lines: string[], lineByLine: boolean, churchEmails: readonly string[], before: MessageBlock[]): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let plain: string[] = [];
  /** `introducesList`: the plain lines lead straight into a list ("Can you bring:"), so they are its introduction, not a heading. */
  const endPlain = (introducesList = false) => {
    const runs = lineByLine ? plain.map((line) => [line]) : plain.length ? [plain] : [];
    runs.forEach((run, index) => blocks.push(classify(run, churchEmails, [...before, ...blocks].at(-1), introducesList && index === runs.length - 1)));
    plain = [];
  };
  for (let at = 0; at < lines.length; ) {
    const line = lines[at]!;
    const run = (pattern: RegExp) => {
      const items: string[] = [];
      while (at < lines.length && pattern.test(lines[at]!)) items.push(pattern.exec(lines[at++]!)![1]!.trim());
      return items;
    };
    if (HEADING_LINE.test(line)) {
      endPlain();
      blocks.push({ kind: "heading", text: HEADING_LINE.exec(line)![1]!.trim() });
      at += 1;
    } else if (BULLET_LINE.test(line) || NUMBERED_LINE.test(line)) {
      endPlain(true);
      const ordered = !BULLET_LINE.test(line);
      blocks.push({ kind: "list", ordered, items: run(ordered ? NUMBERED_LINE : BULLET_LINE) });
    } else if (QUOTE_LINE.test(line)) {
      endPlain();
      const quoted = run(QUOTE_LINE).filter(Boolean);
      if (quoted.length) blocks.push(quotation(quoted));
    } else if (isReference(plainText(line))) {
      endPlain();
      at += 1;
      // The verse under its reference: the next line when every line is its own paragraph, else the paragraph's plain lines.
      const verse: string[] = [];
      while (at < lines.length && !isMarked(lines[at]!) && !isReference(plainText(lines[at]!)) && !(lineByLine && verse.length === 1)) verse.push(lines[at++]!);
      blocks.push({ kind: "scripture", reference: line, lines: verse });
    } else {
      plain.push(line);
      at += 1;
    }
  }
  endPlain();
  return blocks;
}

/** `>` lines: scripture when the first line is a reference (or the last is "— reference"), else a quotation. */
function quotation(lines: string[]): MessageBlock {
  if (isReference(plainText(lines[0]!))) return { kind: "scripture", reference: lines[0]!, lines: lines.slice(1) };
  const source = ATTRIBUTION.exec(lines.at(-1)!)?.[1];
  if (source && isReference(plainText(source)) && lines.length > 1) return { kind: "scripture", reference: source, lines: lines.slice(0, -1) };
  return { kind: "quote", lines };
}

/** A name alone under a one-line closing ("Yours in Christ," then "Pastor Ruth") is a signature, not a heading. */
function isSignature(previous: MessageBlock | undefined): boolean {
  if (previous?.kind !== "paragraph" && previous?.kind !== "blessing") return false;
  const closing = plainText(previous.lines.at(-1) ?? "");
  return previous.lines.length === 1 && closing.endsWith(",") && !GREETING.test(closing);
}

/** A run of plain lines by the rules of SPEC §2.6, corrected. `previous`: the block before it. */
function classify(lines: string[], churchEmails: readonly string[], previous: MessageBlock | undefined, introducesList: boolean): MessageBlock {
  const text = lines.map(plainText).join(" ");
  const lower = text.toLowerCase();
  if (GOD_BLESS.test(text)) return { kind: "blessing", lines };
  if (isAltarCall(text) || asksToTextSaved(text) || churchEmails.some((email) => lower.includes(email.toLowerCase()))) {
    return { kind: "highlight", lines };
  }
  if (lines.length > 1) return { kind: "paragraph", lines };
  if (QUOTED_LINE.test(text)) return { kind: "quote", lines };
  if (leadsOn(text) || introducesList || isSignature(previous)) return { kind: "paragraph", lines };
  if (text.endsWith(":") || (isShort(text) && (ALL_CAPS(text) || !hasFullStop(text)))) return { kind: "heading", text: lines[0]! };
  return { kind: "paragraph", lines };
}
