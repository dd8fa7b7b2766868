/**
 * What each button of the message toolbar does to the text: it writes the syntax of
 * docs/newsletter-writing.md around the selection and says what to select afterwards. Pure
 * functions, so the toolbar is tested without a browser; pressing a button twice takes it back.
 */

export type TextSelection = { start: number; end: number };
export type MessageEdit = { text: string; selection: TextSelection };
export type MessageAction = "heading" | "bold" | "italic" | "list" | "quote" | "scripture";

/** Typed over when the pastor presses a button with nothing selected. */
export const PLACEHOLDERS = {
  heading: "Heading",
  bold: "bold words",
  italic: "italic words",
  list: "First item",
  quote: "Quoted words",
  scripture: "The verse",
  reference: "John 3:16",
} as const;

/** Markers written at the start of each line by the line buttons. */
const LINE_MARKERS = { heading: "## ", list: "- ", quote: "> " } as const;

export function applyMessageAction(action: MessageAction, text: string, selection: TextSelection): MessageEdit {
  switch (action) {
    case "bold":
      return wrap(text, selection, "**", PLACEHOLDERS.bold);
    case "italic":
      return wrap(text, selection, "*", PLACEHOLDERS.italic);
    case "scripture":
      return scripture(text, selection);
    default:
      return markLines(text, selection, LINE_MARKERS[action], PLACEHOLDERS[action]);
  }
}

/** `**selection**`; unwrapped when the selection already sits between the markers. */
function wrap(text: string, { start, end }: TextSelection, marker: string, placeholder: string): MessageEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Words in "**bold**" sit between single stars too: those are bold's, not italic's (unless "***both***").
  const boldStars = marker === "*" && before.endsWith("**") && !before.endsWith("***");
  const wrapped = before.endsWith(marker) && after.startsWith(marker) && !boldStars;
  if (wrapped && start !== end) {
    return { text: before.slice(0, -marker.length) + text.slice(start, end) + after.slice(marker.length), selection: { start: start - marker.length, end: end - marker.length } };
  }
  // Spaces selected with the words stay outside the markers ("**word** ", not "**word **").
  const chosen = text.slice(start, end);
  const words = chosen.trim() || placeholder;
  const lead = chosen.length - chosen.trimStart().length;
  const trail = chosen.trim() ? chosen.length - chosen.trimEnd().length : 0;
  const inserted = `${chosen.slice(0, lead)}${marker}${words}${marker}${chosen.trim() ? chosen.slice(chosen.length - trail) : ""}`;
  const wordsStart = start + lead + marker.length;
  return { text: before + inserted + after, selection: { start: wordsStart, end: wordsStart + words.length } };
}

/** The whole lines the selection touches. */
function lineRange(text: string, { start, end }: TextSelection) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  // A selection ending just after a newline does not take the next line in.
  const last = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const next = text.indexOf("\n", last);
  return { from, to: next === -1 ? text.length : next };
}

/** Each touched line starts with `marker` ("## ", "- ", "> "); taken off again when all of them have it. */
function markLines(text: string, selection: TextSelection, marker: string, placeholder: string): MessageEdit {
  const { from, to } = lineRange(text, selection);
  const lines = text.slice(from, to).split("\n");
  const marked = lines.every((line) => line.startsWith(marker));
  let changed: string[];
  if (marked) changed = lines.map((line) => line.slice(marker.length));
  else if (lines.length === 1 && lines[0]!.trim() === "") changed = [`${marker}${placeholder}`];
  else changed = lines.map((line) => (line.trim() === "" ? line : `${marker}${line.replace(/^(?:#{1,3}|[-–•*]|>)\s+/, "")}`));
  const block = changed.join("\n");
  const result = text.slice(0, from) + block + text.slice(to);
  // A lone placeholder is selected to be typed over; otherwise the changed lines stay selected.
  const placed = !marked && block === `${marker}${placeholder}`;
  return { text: result, selection: placed ? { start: from + marker.length, end: from + block.length } : { start: from, end: from + block.length } };
}

/** The selected verse as `> ` lines under a `> reference` line; the reference is selected, to be typed over. */
function scripture(text: string, selection: TextSelection): MessageEdit {
  const { from, to } = lineRange(text, selection);
  const lines = text
    .slice(from, to)
    .split("\n")
    .map((line) => line.replace(/^>\s?/, ""))
    .filter((line) => line.trim() !== "");
  const verse = lines.length ? lines : [PLACEHOLDERS.scripture];
  const block = [PLACEHOLDERS.reference, ...verse].map((line) => `> ${line}`).join("\n");
  // A blank line before and after, so the verse is not read as part of the paragraph around it.
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const start = before.length + lead.length + 2;
  return { text: before + lead + block + trail + after, selection: { start, end: start + PLACEHOLDERS.reference.length } };
}
