import { renderToReadableStream } from "react-dom/server.browser";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, pageContentSchema, type PageContentInput } from "@lampstand/contract/page-blocks";
import { resolvePictures } from "~/lib/pages.server";
import { PageView } from "./page-view";

/** The page rendered as the server renders it (inside a router, with the root's data). */
async function render(input: PageContentInput): Promise<string> {
  const content = pageContentSchema.parse(input);
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "https://church.example", apiBase: "/api" }),
      Component: Outlet,
      children: [{ path: "page", Component: () => <PageView content={content} pictures={resolvePictures(content, "/api")} /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://church.example/page"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  // As the server renders for search engines: every deferred block's code loaded, the whole page at once.
  const stream = await renderToReadableStream(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  await stream.allReady;
  return new Response(stream).text();
}

const XSS = `<script>alert(1)</script>" onerror="alert(2)`;
const picture = { src: "/images/church/leader-01.svg", alt: XSS };

/** One block of every type, every text field holding the XSS string. */
const page: PageContentInput = {
  heading: XSS,
  subtitle: XSS,
  blocks: [
    { type: "text", eyebrow: XSS, heading: XSS, paragraphs: [XSS, [{ text: XSS, strong: true, href: "/events" }]] },
    { type: "scripture", text: XSS, reference: XSS, version: "<b>KJV</b>", tone: "quote" },
    { type: "list", heading: XSS, items: [XSS, [{ text: XSS }]], look: "bullets" },
    {
      type: "cards",
      heading: XSS,
      look: "resource",
      items: [
        { title: XSS, text: XSS, icon: "book", link: { label: XSS, href: "https://example.org/a?b=<c>" } },
        { title: XSS, text: XSS, link: { label: XSS, href: { setting: "links.documents" } } },
      ],
      cta: { heading: XSS, text: XSS, link: { label: XSS, href: "/events" } },
    },
    { type: "accordion", heading: XSS, mode: "multiple", open: [0], items: [{ title: XSS, badge: "<i onclick=x>", blocks: [{ type: "text", paragraphs: [XSS] }] }] },
    { type: "timeline", heading: XSS, items: [{ year: 1980, title: XSS, text: XSS, picture }] },
    { type: "people", heading: XSS, items: [{ name: XSS, title: XSS, role: XSS, bio: XSS, photo: picture }] },
    { type: "picture", picture, caption: XSS },
    { type: "buttons", heading: XSS, links: [{ label: XSS, href: "mailto:info@example.org?subject=<x>" }] },
    { type: "price-table", caption: XSS, nameHeading: XSS, priceHeading: XSS, rows: [{ name: XSS, detail: XSS, price: "5 USD" }], note: XSS },
    { type: "office-contact", subject: XSS, showAddress: true },
    { type: "download", label: XSS, note: XSS },
    { type: "service-times", heading: XSS, directionsLabel: XSS },
    { type: "text-to-give", note: XSS, action: XSS },
    { type: "widget", widget: "social-links" },
    { type: "panel", blocks: [{ type: "text", paragraphs: [XSS] }] },
    { type: "columns", first: [{ type: "text", paragraphs: [XSS] }], second: [{ type: "panel", blocks: [{ type: "scripture", text: XSS, reference: XSS }] }] },
  ],
};

describe("PageView", () => {
  it("renders every block type, with markup in any text shown as text", async () => {
    expect(new Set(page.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    const html = await render(page);
    expect(html).not.toMatch(/<script>alert/);
    // The quote is escaped, so " onerror=" stays inside the text or the attribute it was typed into.
    expect(html).not.toMatch(/\sonerror="/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<img src="/images/church/leader-01.svg" alt="&lt;script&gt;');
    // A card whose link names a setting not set yet says so, and links nowhere.
    expect(html).toContain("Coming soon");
  });

  it("shows the seeded text of a page with its settings filled in", async () => {
    const html = await render({
      heading: "Contact",
      blocks: [
        { type: "text", paragraphs: [[{ text: "Write to " }, { setting: "emails.finance", link: true }]] },
        { type: "buttons", links: [{ label: "Text us", href: { setting: "textToGive" } }] },
      ],
    });
    expect(html).toContain('href="mailto:finance@lampstandchurch.org"');
    expect(html).toContain('href="sms:+17135550199?body=GIVE"');
  });
});
