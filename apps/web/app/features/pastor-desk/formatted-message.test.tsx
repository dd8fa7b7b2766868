import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { FormattedMessage } from "./formatted-message";

const render = (message: string, title?: string) =>
  renderToStaticMarkup(<FormattedMessage message={message} churchEmails={Object.values(DEFAULT_SETTINGS.emails)} title={title} />);

describe("FormattedMessage", () => {
  it("never turns the message into markup: HTML typed into it shows as text", () => {
    const html = render(`Beware\n\n<img src=x onerror=alert(1)>\n\n<script>alert("x")</script> is only text.`);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;script&gt;");
  });

  it("draws each kind of block as its element", () => {
    const html = render(
      [
        "Walking in the Light",
        "Grace and peace to you from God our Father and the Lord Jesus Christ, in whom we live.",
        "John 8:12",
        '"I am the light of the world."',
        `Write to ${DEFAULT_SETTINGS.emails.general} and tell us what God has done.`,
        "God bless you,\nPastor Samuel",
      ].join("\n\n"),
    );
    expect(html).toMatch(/<h2[^>]*>Walking in the Light<\/h2>/);
    expect(html).toMatch(/<figure data-block="scripture"[^>]*><figcaption class="[^"]*italic[^"]*">John 8:12<\/figcaption><\/figure>/);
    expect(html).toMatch(/<blockquote[^>]*><p>&quot;I am the light of the world.&quot;<\/p><\/blockquote>/);
    expect(html).toContain(`<a href="mailto:${DEFAULT_SETTINGS.emails.general}"`);
    expect(html).toMatch(/<p data-block="blessing" class="[^"]*text-center[^"]*font-bold[^"]*">God bless you,<br\/>Pastor Samuel<\/p>/);
  });

  it("draws the syntax: bold, italic, lists and a scripture block, and leaves stray stars as typed", () => {
    const html = render(
      [
        "Dear church family,",
        "**Toy drive:** bring a *new* toy by 5 * 3 = 15 December.",
        "- Wrap it\n- Label it",
        "> Isaiah 9:6\n> For to us a child is born.",
      ].join("\n\n"),
    );
    expect(html).toContain("<strong class=\"font-bold\">Toy drive:</strong> bring a <em>new</em> toy by 5 * 3 = 15 December.");
    expect(html).toMatch(/<ul data-block="list"[^>]*><li[^>]*>Wrap it<\/li><li[^>]*>Label it<\/li><\/ul>/);
    expect(html).toMatch(/<figcaption[^>]*>Isaiah 9:6<\/figcaption><blockquote[^>]*><p>For to us a child is born.<\/p><\/blockquote>/);
    expect(html).toMatch(/<p data-block="paragraph"[^>]*>Dear church family,<\/p>/);
  });

  it("leaves out a first line that repeats the post's title, shown above it by the page", () => {
    expect(render("Walking in the Light\n\nGrace and peace to you all this month.", "Walking in the light!")).not.toContain("Walking");
    expect(render("## Walking in the Light\n\nGrace and peace.", "Walking in the Light")).not.toContain("Walking");
  });

  it("puts headings under the message's title, or under the page's heading when it has none (no level skipped)", () => {
    expect(render("A Season of Thanks\n\n## Prayer")).toMatch(/<h2[^>]*>A Season of Thanks<\/h2><h3[^>]*>Prayer<\/h3>/);
    expect(render("Dear friends,\n\n## Prayer")).toMatch(/<h2 data-block="heading"[^>]*>Prayer<\/h2>/);
  });
});
