import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS, findBook, formatReference, parseReference, parseReferences } from "./scripture.ts";

describe("the books of the Bible", () => {
  it("are the 66 books with their 1,189 chapters", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.reduce((sum, [, chapters]) => sum + chapters, 0)).toBe(1189);
    expect(new Set(BIBLE_BOOKS.map(([name]) => name)).size).toBe(66);
  });

  it("are found however a person writes them", () => {
    expect(findBook("john")?.[0]).toBe("John");
    expect(findBook("1 john")?.[0]).toBe("1 John");
    expect(findBook("1John")?.[0]).toBe("1 John");
    expect(findBook("Psalm")?.[0]).toBe("Psalms");
    expect(findBook("Song of Solomon")?.[0]).toBe("Song of Songs");
    expect(findBook("Jhon")).toBeUndefined();
    expect(findBook("4 John")).toBeUndefined();
  });
});

describe("a scripture reference", () => {
  it("is a book, a chapter and a verse, or a range of verses", () => {
    expect(parseReference("John 3:16")).toEqual({ book: "John", chapter: 3, verse: 16 });
    expect(parseReference(" 1 corinthians 13:4-7 ")).toEqual({ book: "1 Corinthians", chapter: 13, verse: 4, toVerse: 7 });
    expect(parseReference("Psalm 119:176")).toEqual({ book: "Psalms", chapter: 119, verse: 176 });
    expect(parseReference("Jude 1:3")).toEqual({ book: "Jude", chapter: 1, verse: 3 });
  });

  it("is written back one way", () => {
    const parsed = parseReference("1john 1:9 - 10");
    expect("problem" in parsed ? parsed.problem : formatReference(parsed)).toBe("1 John 1:9-10");
  });

  it("is refused with a reason when it names no book, chapter or verse that exists", () => {
    const problem = (text: string) => {
      const parsed = parseReference(text);
      return "problem" in parsed ? parsed.problem : undefined;
    };
    expect(problem("Jhon 3:16")).toBe('"Jhon" is not a book of the Bible.');
    expect(problem("John 22:1")).toBe('John has 21 chapters; "John 22:1" names chapter 22.');
    expect(problem("Jude 2:1")).toBe('Jude has 1 chapter; "Jude 2:1" names chapter 2.');
    expect(problem("John 3")).toMatch(/is not a Bible reference/);
    expect(problem("John 3:0")).toMatch(/verses that do not exist/);
    expect(problem("John 3:18-16")).toMatch(/verses that do not exist/);
    expect(problem("Psalms 119:177")).toMatch(/verses that do not exist/);
  });

  it("come several to a field, separated by semicolons or lines", () => {
    expect(parseReferences("John 3:16; Romans 8:28-30\n\nGenesis 1:1")).toEqual([
      { book: "John", chapter: 3, verse: 16 },
      { book: "Romans", chapter: 8, verse: 28, toVerse: 30 },
      { book: "Genesis", chapter: 1, verse: 1 },
    ]);
    expect(parseReferences("")).toEqual([]);
    expect(parseReferences("John 3:16; Hezekiah 1:1")).toEqual({ problem: '"Hezekiah" is not a book of the Bible.' });
  });
});
