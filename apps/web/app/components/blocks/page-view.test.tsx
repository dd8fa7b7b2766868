import { renderToReadableStream } from "react-dom/server.browser";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, pageContentSchema, type PageContentInput } from "@lampstand/contract/page-blocks";
import { resolvePictures } from "~/features/pages/pages.server";
import { TEST_ROOT_DATA } from "~/lib/root-data.testing";
import { everyBlockPage } from "@lampstand/contract/test-documents/every-block";
import { PageView } from "./page-view";

/** The page rendered as the server renders it (inside a router, with the root's data). */
async function render(input: PageContentInput): Promise<string> {
  const content = pageContentSchema.parse(input);
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => TEST_ROOT_DATA,
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
const page: PageContentInput = everyBlockPage(XSS, "<b>KJV</b>", picture);

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
