import { describe, expect, it } from "vitest";
import { layOutMail } from "./layout.ts";

const church = { name: "Grace & Truth Chapel", address: ["1 Main St", "Houston, TX 77036", "USA"] };

describe("a mail's layout", () => {
  it("says the same in plain text and in HTML, with the action's address written out and the church at the end", () => {
    const mail = layOutMail(
      {
        kind: "invitation",
        to: ["a@example.org"],
        subject: "You are invited",
        paragraphs: ["First.", "Second."],
        details: [{ label: "Name", value: "Ada" }],
        action: { label: "Choose your password", url: "https://church.example.org/invite?token=abc&x=1" },
      },
      church,
    );
    expect(mail.text).toBe(
      "You are invited\n\nFirst.\n\nSecond.\n\nName: Ada\n\nChoose your password:\nhttps://church.example.org/invite?token=abc&x=1\n\n-- \nGrace & Truth Chapel\n1 Main St\nHouston, TX 77036\nUSA",
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/<h1[^>]*>You are invited<\/h1>/);
    expect(mail.html).toContain('href="https://church.example.org/invite?token=abc&amp;x=1"');
    // The address itself is written out, as a second link, for readers who copy it.
    expect(mail.html.match(/invite\?token=abc&amp;x=1/g)).toHaveLength(3);
    expect(mail.html).toContain("Grace &amp; Truth Chapel");
    expect(mail.html).not.toMatch(/<img|<style|<script/i);
  });

  it("keeps what people typed as text: markup is escaped, and only web links become links", () => {
    const mail = layOutMail(
      {
        kind: "prayer-request",
        to: ["team@example.org"],
        subject: "<b>Hi</b>",
        paragraphs: ['<script>alert("x")</script>'],
        action: { label: "Open", url: "javascript:alert(1)" },
      },
      church,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;b&gt;Hi&lt;/b&gt;");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("javascript:");
  });
});
