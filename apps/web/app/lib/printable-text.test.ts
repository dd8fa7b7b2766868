import { describe, expect, it } from "vitest";
import { printableText } from "./printable-text";
import { escapeXml } from "./xml";

/** XML 1.0's Char production (§2.2): what a well-formed document may hold. */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

describe("printableText", () => {
  it("turns Word's manual line break and page break into line breaks, and drops the other controls", () => {
    expect(printableText("Walking\u000bin the light\u000cAmen")).toBe("Walking\nin the light\nAmen");
    expect(printableText("a\u0001b\u001fc\u007fd\ufffee\uffff")).toBe("abcde");
  });

  it("keeps tab, line breaks, accents, emoji and every other printable character", () => {
    const text = "Tab\there\r\nỌ̀rọ̀ Ìyè — “grace” 🙏 \u00a0\u2028";
    expect(printableText(text)).toBe(text);
  });

  it("drops a lone half of a surrogate pair (an emoji cut in two), keeping whole pairs", () => {
    expect(printableText("a\ud83d")).toBe("a");
    expect(printableText("\ude4fb🙏")).toBe("b🙏");
  });

  it("leaves escapeXml nothing XML 1.0 forbids, whatever it is given", () => {
    const everything = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).join("");
    expect(escapeXml(everything)).toMatch(XML_CHARS);
    expect(escapeXml(`<b title="x">&'\u000b`)).toBe("&lt;b title=&quot;x&quot;&gt;&amp;&apos;\n");
  });
});
