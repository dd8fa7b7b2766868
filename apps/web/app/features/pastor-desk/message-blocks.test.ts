import { describe, expect, it } from "vitest";
import { messageBlocks, splitParagraphs } from "./message-blocks";
import { splitOnEmails } from "./message-inline";

const EMAIL = "info@lampstandchurch.org";
const blocks = (message: string) => messageBlocks(message, [EMAIL]);
const kinds = (message: string) => blocks(message).map((block) => block.kind);

const LONG_SENTENCE = "Grace and peace to you from God our Father and the Lord Jesus Christ, in whom we live.";

describe("the pastor's desk formatting rules (SPEC §2.6)", () => {
  it("splits paragraphs on blank lines", () => {
    expect(splitParagraphs("One line.\nSame paragraph.\n\nNext paragraph.")).toEqual({ paragraphs: [["One line.", "Same paragraph."], ["Next paragraph."]], lineByLine: false });
  });

  it("splits on single newlines when blank lines give only one paragraph", () => {
    expect(kinds("First sentence here.\nSecond sentence here.\nThird one.")).toEqual(["paragraph", "paragraph", "paragraph"]);
  });

  it("formats CRLF and LF line ends alike", () => {
    const lf = `WALKING IN THE LIGHT\n\n${LONG_SENTENCE}\n\nGod bless you`;
    expect(blocks(lf.replace(/\n/g, "\r\n"))).toEqual(blocks(lf));
    expect(blocks(lf.replace(/\n/g, "\r"))).toEqual(blocks(lf));
  });

  it("makes a first short line with no full stop the main heading", () => {
    expect(blocks(`Walking in the Light\n\n${LONG_SENTENCE}`)[0]).toEqual({ kind: "title", text: "Walking in the Light" });
    // Only the first line: the same line later is an ordinary heading.
    expect(kinds(`${LONG_SENTENCE}\n\nWalking in the Light`)).toEqual(["paragraph", "heading"]);
  });

  it("keeps a first line with a full stop, or a long one, as text", () => {
    expect(kinds(`${LONG_SENTENCE}\n\nMore.`)[0]).toBe("paragraph");
    const long = "A very long first line without any full stop that goes on and on past sixty characters";
    expect(kinds(`${long}\n\n${LONG_SENTENCE}`)[0]).toBe("paragraph");
  });

  it("takes the first line of a first paragraph as the title and keeps the rest as text", () => {
    expect(blocks(`March Newsletter\n${LONG_SENTENCE}\n${LONG_SENTENCE}\n\nMore text here.`).slice(0, 2)).toEqual([
      { kind: "title", text: "March Newsletter" },
      { kind: "paragraph", lines: [LONG_SENTENCE, LONG_SENTENCE] },
    ]);
  });

  it.each(["John 3:16", "1 Corinthians 13:4-7", "Song of Solomon 2:4", "Psalm 23:1–3", "Romans 8:28 (KJV)"])(
    "makes a 'Book Chapter:verse' line (%s) an italic sub-heading",
    (reference) => {
      expect(blocks(`${LONG_SENTENCE}\n\n${reference}`)[1]).toEqual({ kind: "scripture", reference, lines: [] });
    },
  );

  it("makes a short all-caps line a heading, even with a full stop", () => {
    expect(blocks(`${LONG_SENTENCE}\n\nTHE LORD IS GOOD.`)[1]).toEqual({ kind: "heading", text: "THE LORD IS GOOD." });
  });

  it("makes a line ending with a colon a heading, however long", () => {
    const line = "Here are the three things I would like every one of us to hold on to this month:";
    expect(blocks(`${LONG_SENTENCE}\n\n${line}`)[1]).toEqual({ kind: "heading", text: line });
  });

  it("makes a short line without a full stop a heading", () => {
    expect(blocks(`${LONG_SENTENCE}\n\nA season of prayer`)[1]).toEqual({ kind: "heading", text: "A season of prayer" });
  });

  it.each([`"Be still, and know that I am God."`, `“Be still, and know that I am God.”`, `'Be still.'`])("makes a line wrapped in quotes (%s) a quotation", (line) => {
    expect(blocks(`${LONG_SENTENCE}\n\n${line}`)[1]).toEqual({ kind: "quote", lines: [line] });
  });

  it("centres and bolds a line containing 'God bless', with the lines of its paragraph", () => {
    expect(blocks(`${LONG_SENTENCE}\n\nGod bless you richly.`)[1]).toEqual({ kind: "blessing", lines: ["God bless you richly."] });
    expect(blocks(`${LONG_SENTENCE}\n\ngod bless you,\nPastor Samuel`)[1]).toEqual({ kind: "blessing", lines: ["god bless you,", "Pastor Samuel"] });
  });

  it("highlights a paragraph about giving your life to Jesus", () => {
    const text = "If you would like to give your life to Jesus today, pray this prayer with us and tell someone.";
    expect(blocks(`${LONG_SENTENCE}\n\n${text}`)[1]).toEqual({ kind: "highlight", lines: [text] });
  });

  it.each([
    "Last Sunday three young people gave their lives to Jesus at the evening service.",
    "When I gave my life to Christ at seventeen, I had no idea where He would lead me.",
    "Jesus gave his life for you on the cross, and He rose again on the third day.",
    "Our missionaries have given their lives to serving the Lord in difficult places.",
  ])("does not box news or testimony about giving a life to Jesus (%s)", (text) => {
    expect(blocks(`${LONG_SENTENCE}\n\n${text}`)[1]).toEqual({ kind: "paragraph", lines: [text] });
  });

  it("boxes an invitation to receive Jesus as your Saviour", () => {
    const text = "Would you receive Jesus as your Lord and Saviour this Christmas? Pray with us after the service.";
    expect(blocks(`${LONG_SENTENCE}\n\n${text}`)[1]).toEqual({ kind: "highlight", lines: [text] });
  });

  it("highlights a paragraph that asks to text 'saved'", () => {
    const text = "Text 'saved' to our office number and a member of the team will call you this week.";
    expect(blocks(`${LONG_SENTENCE}\n\n${text}`)[1]?.kind).toBe("highlight");
    expect(kinds(`${LONG_SENTENCE}\n\nThe text of the sermon is saved on our website for everyone.`)[1]).toBe("paragraph");
  });

  it("highlights a paragraph holding the church e-mail address", () => {
    const text = `Write to us at ${EMAIL} with your testimony; we read every letter.`;
    expect(blocks(`${LONG_SENTENCE}\n\n${text}`)[1]).toEqual({ kind: "highlight", lines: [text] });
  });

  it("marks the church e-mail in a text so it can become a mail link", () => {
    expect(splitOnEmails(`Write to ${EMAIL.toUpperCase()} today.`, [EMAIL])).toEqual([
      { text: "Write to " },
      { text: EMAIL.toUpperCase(), email: true },
      { text: " today." },
    ]);
  });

  it("keeps ordinary sentences as paragraphs", () => {
    expect(blocks(`${LONG_SENTENCE}\n\n${LONG_SENTENCE}`)).toEqual([
      { kind: "paragraph", lines: [LONG_SENTENCE] },
      { kind: "paragraph", lines: [LONG_SENTENCE] },
    ]);
  });

  it("gives nothing for an empty or blank message", () => {
    expect(blocks("")).toEqual([]);
    expect(blocks(" \n\r\n\t\n")).toEqual([]);
  });
});
