import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, excerpt } from "./newsletter-card";

describe("excerpt (a card's, the feed's and the page description's opening words)", () => {
  it("is the start on one line, cut at 150 characters with '...' (SPEC §2.6)", () => {
    expect(excerpt("Dear church family,\n\nThe candles are lit.")).toBe("Dear church family, The candles are lit.");
    const long = excerpt(`${"Grace upon grace. ".repeat(20)}`);
    expect(long).toHaveLength(EXCERPT_LENGTH + 3);
    expect(long.endsWith("...")).toBe(true);
  });

  it("leaves out the toolbar's markers, as a reader sees the letter", () => {
    expect(excerpt("## Christmas\n**Toy drive:** bring a *wrapped* gift.\n- Carols at 6\n> Glory to God")).toBe(
      "Christmas. Toy drive: bring a wrapped gift. Carols at 6. Glory to God",
    );
  });

  it("closes a heading or a reference with a full stop, so it does not run into the verse", () => {
    expect(excerpt('A Grateful Heart\n\nPsalm 100:4\n"Enter into his gates with thanksgiving."')).toBe(
      'A Grateful Heart. Psalm 100:4. "Enter into his gates with thanksgiving."',
    );
  });

  it("joins a line broken inside a sentence with a space only", () => {
    expect(excerpt("The candles are lit and\nthe doors are open.")).toBe("The candles are lit and the doors are open.");
  });
});
