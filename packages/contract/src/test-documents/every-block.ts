import type { PageContentInput } from "../page-blocks.ts";

/**
 * For tests only: a page holding one block of every type, every text field holding `text` (the
 * few short fields — an accordion's badge, a verse's version — hold `short`). The block renderers'
 * unit test and the stored-XSS end-to-end test fill it with markup and script vectors, which must
 * come out as text.
 */
export function everyBlockPage(text: string, short: string, picture: { src: string; alt: string }): PageContentInput {
  const XSS = text;
  return {
    heading: XSS,
    subtitle: XSS,
  blocks: [
    { type: "text", eyebrow: XSS, heading: XSS, paragraphs: [XSS, [{ text: XSS, strong: true, href: "/events" }]] },
    { type: "scripture", text: XSS, reference: XSS, version: short, tone: "quote" },
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
    { type: "accordion", heading: XSS, mode: "multiple", open: [0], items: [{ title: XSS, badge: short, blocks: [{ type: "text", paragraphs: [XSS] }] }] },
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
}
