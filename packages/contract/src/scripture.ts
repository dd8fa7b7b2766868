/**
 * Scripture references of sermons (issue 23): "Book chapter:verse" or "Book chapter:verse-verse",
 * checked against the 66 books of the Protestant canon and their chapter counts, so a filter by
 * book finds every sermon on it and a typo ("Jhon 3:16") is refused with a message, not stored.
 */

/** The 66 books in canonical order, each with its number of chapters. */
export const BIBLE_BOOKS = [
  ["Genesis", 50], ["Exodus", 40], ["Leviticus", 27], ["Numbers", 36], ["Deuteronomy", 34],
  ["Joshua", 24], ["Judges", 21], ["Ruth", 4], ["1 Samuel", 31], ["2 Samuel", 24],
  ["1 Kings", 22], ["2 Kings", 25], ["1 Chronicles", 29], ["2 Chronicles", 36], ["Ezra", 10],
  ["Nehemiah", 13], ["Esther", 10], ["Job", 42], ["Psalms", 150], ["Proverbs", 31],
  ["Ecclesiastes", 12], ["Song of Songs", 8], ["Isaiah", 66], ["Jeremiah", 52], ["Lamentations", 5],
  ["Ezekiel", 48], ["Daniel", 12], ["Hosea", 14], ["Joel", 3], ["Amos", 9],
  ["Obadiah", 1], ["Jonah", 4], ["Micah", 7], ["Nahum", 3], ["Habakkuk", 3],
  ["Zephaniah", 3], ["Haggai", 2], ["Zechariah", 14], ["Malachi", 4],
  ["Matthew", 28], ["Mark", 16], ["Luke", 24], ["John", 21], ["Acts", 28],
  ["Romans", 16], ["1 Corinthians", 16], ["2 Corinthians", 13], ["Galatians", 6], ["Ephesians", 6],
  ["Philippians", 4], ["Colossians", 4], ["1 Thessalonians", 5], ["2 Thessalonians", 3], ["1 Timothy", 6],
  ["2 Timothy", 4], ["Titus", 3], ["Philemon", 1], ["Hebrews", 13], ["James", 5],
  ["1 Peter", 5], ["2 Peter", 3], ["1 John", 5], ["2 John", 1], ["3 John", 1],
  ["Jude", 1], ["Revelation", 22],
] as const satisfies ReadonlyArray<readonly [string, number]>;

export type BibleBook = (typeof BIBLE_BOOKS)[number][0];
export const BIBLE_BOOK_NAMES: readonly BibleBook[] = BIBLE_BOOKS.map(([name]) => name);

/** Other names people write, mapped to the book's name above (compared without case or dots). */
const OTHER_NAMES: Record<string, BibleBook> = {
  psalm: "Psalms",
  "song of solomon": "Song of Songs",
  "song of songs": "Song of Songs",
  canticles: "Song of Songs",
  revelations: "Revelation",
  "revelation of john": "Revelation",
};

/** The longest chapter (Psalm 119) bounds every verse number. */
const MOST_VERSES = 176;

const key = (name: string) => name.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
let booksByKey: Map<string, readonly [BibleBook, number]> | undefined;

/** The book a person named (any case, "1 john" or "1john"), or undefined. */
export function findBook(name: string): readonly [BibleBook, number] | undefined {
  booksByKey ??= new Map(
    BIBLE_BOOKS.flatMap(([book, chapters]) => {
      const entries: Array<[string, readonly [BibleBook, number]]> = [[key(book), [book, chapters]]];
      // "1John" as well as "1 John".
      if (/^\d /.test(book)) entries.push([key(book).replace(" ", ""), [book, chapters]]);
      return entries;
    }),
  );
  const wanted = key(name);
  const alias = OTHER_NAMES[wanted];
  return booksByKey.get(alias ? key(alias) : wanted) ?? booksByKey.get(wanted.replace(/^(\d) ?/, "$1 "));
}

export type ScriptureReference = { book: BibleBook; chapter: number; verse: number; toVerse?: number };

const REFERENCE = /^(.+?)\s*(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

/** One reference as written ("john 3:16-18"), or the reason it is not one. */
export function parseReference(text: string): ScriptureReference | { problem: string } {
  const written = text.trim();
  const match = REFERENCE.exec(written);
  if (!match) return { problem: `"${written}" is not a Bible reference: write the book, chapter and verse, e.g. "John 3:16" or "John 3:16-18".` };
  const [, name = "", chapterText = "", verseText = "", toVerseText] = match;
  const found = findBook(name);
  if (!found) return { problem: `"${name.trim()}" is not a book of the Bible.` };
  const [book, chapters] = found;
  const chapter = Number(chapterText);
  const verse = Number(verseText);
  const toVerse = toVerseText === undefined ? undefined : Number(toVerseText);
  if (chapter < 1 || chapter > chapters) return { problem: `${book} has ${chapters === 1 ? "1 chapter" : `${chapters} chapters`}; "${written}" names chapter ${chapter}.` };
  if (verse < 1 || verse > MOST_VERSES || (toVerse !== undefined && (toVerse > MOST_VERSES || toVerse <= verse))) {
    return { problem: `"${written}" names verses that do not exist; a range goes from a lower verse to a higher one, e.g. "John 3:16-18".` };
  }
  return toVerse === undefined ? { book, chapter, verse } : { book, chapter, verse, toVerse };
}

/** A reference written the one way it is stored and shown: "1 Corinthians 13:4-7". */
export const formatReference = ({ book, chapter, verse, toVerse }: ScriptureReference) =>
  `${book} ${chapter}:${verse}${toVerse === undefined ? "" : `-${toVerse}`}`;

/** Several references, separated by semicolons or new lines: "John 3:16; Romans 8:28-30". */
export function parseReferences(text: string): ScriptureReference[] | { problem: string } {
  const parts = text.split(/[;\n]/).map((part) => part.trim()).filter(Boolean);
  const references: ScriptureReference[] = [];
  for (const part of parts) {
    const parsed = parseReference(part);
    if ("problem" in parsed) return parsed;
    references.push(parsed);
  }
  return references;
}
