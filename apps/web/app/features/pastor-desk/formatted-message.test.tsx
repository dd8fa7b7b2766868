import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { FormattedMessage } from "./formatted-message";

const render = (message: string) => renderToStaticMarkup(<FormattedMessage message={message} churchEmails={Object.values(DEFAULT_SETTINGS.emails)} />);

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
    expect(html).toMatch(/<p class="[^"]*italic[^"]*">John 8:12<\/p>/);
    expect(html).toMatch(/<blockquote[^>]*><p>&quot;I am the light of the world.&quot;<\/p><\/blockquote>/);
    expect(html).toContain(`<a href="mailto:${DEFAULT_SETTINGS.emails.general}"`);
    expect(html).toMatch(/<p class="[^"]*text-center[^"]*font-bold[^"]*">God bless you,<br\/>Pastor Samuel<\/p>/);
  });
});
