/**
 * Text staff paste (from Word, a PDF, a phone) can hold control characters that nobody sees but
 * that strict formats refuse: XML 1.0 forbids the C0 controls other than tab, LF and CR, U+FFFE,
 * U+FFFF and lone surrogates (§2.2, Char), and one of them makes a whole feed unreadable for every
 * reader; iCalendar forbids the same controls and DEL in its text values (RFC 5545 §3.3.11,
 * CONTROL). Every XML writer (lib/xml.ts) and the iCalendar writer (features/events/ics.ts) pass
 * what they write through here.
 *
 * Word's manual line break (U+000B, Shift+Enter) and page break (U+000C) become the line break
 * they stood for; the rest go.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MEANT_AS_LINE_BREAK = /[\u000B\u000C]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEVER_PRINTED = /[\u0000-\u0008\u000E-\u001F\u007F\uFFFE\uFFFF]|\p{Cs}/gu;

export function printableText(text: string): string {
  return text.replace(MEANT_AS_LINE_BREAK, "\n").replace(NEVER_PRINTED, "");
}
