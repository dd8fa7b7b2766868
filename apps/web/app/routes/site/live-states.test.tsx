import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useActionData, useLoaderData, type LoaderFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@lampstand/contract/messages";
import AllEventsPage from "./events-all";
import EventsCalendarPage from "./events";
import EventPage from "./event";
import Home from "./home";
import PastorDeskPage from "./pastor-desk";
import PastorDeskPostPage from "./pastor-desk-post";
import { monthToShow } from "~/features/events/calendar-month";
import { bannerSlides } from "~/features/home/banner-slides";
import { TEST_ROOT_DATA } from "~/lib/root-data.testing";

/**
 * The states of the live pages that the end-to-end tests cannot bring about on a running site
 * (an empty list, an API that fails): each page rendered as the server would, with the loader's
 * answer given here.
 */
type PageComponent = ComponentType<{ loaderData: never; actionData: never; params: Record<string, string>; matches: never }>;

async function render(page: unknown, loaderData: unknown, path = "/page"): Promise<string> {
  // Route components are typed for their own loader; here any answer can be handed in.
  const Page = page as PageComponent;
  const Wrapped = () => <Page loaderData={useLoaderData() as never} actionData={useActionData() as never} params={{}} matches={[] as never} />;
  const loader: LoaderFunction = () => loaderData;
  const routes = [
    { id: "root", path: "/", loader: () => TEST_ROOT_DATA, Component: Outlet, children: [{ path: path.slice(1), loader, Component: Wrapped }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://church.example${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const failed = { ok: false, error: "The database is not answering." };
const empty = { ok: true, data: [] };
/** A page of a paginated list (ADR 018) with nothing on it: the list is empty, or the page is past its end. */
const emptyPage = (key: "posts" | "events", total: number) => ({ ok: true, data: { [key]: [], page: 2, per_page: 12, pages: Math.ceil(total / 12), total } });
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("the live pages' empty and error states (SPEC §4, §8)", () => {
  it("the pastor's desk says 'No Posts Available', or 'Error' with the reason and 'Try Again'", async () => {
    expect(text(await render(PastorDeskPage, { posts: emptyPage("posts", 0) }))).toContain(MESSAGES.noPosts);
    expect(text(await render(PastorDeskPage, { posts: emptyPage("posts", 5) }))).toContain("There is no such page of newsletters");
    const html = text(await render(PastorDeskPage, { posts: failed }));
    expect(html).toContain("Error The database is not answering.");
    expect(html).toContain("Try Again");
  });

  it("a newsletter page says 'Try Again' when the posts cannot be loaded", async () => {
    const html = text(await render(PastorDeskPostPage, { state: "error", error: failed.error }));
    expect(html).toContain(failed.error);
    expect(html).toContain("Try Again");
  });

  it("the calendar says 'Error loading events: {error}' with Retry", async () => {
    const month = monthToShow("2026-11", new Date(), "America/Chicago");
    const html = text(await render(EventsCalendarPage, { month, today: "2026-11-23", events: failed }));
    expect(html).toContain(MESSAGES.errorLoadingEvents(failed.error));
    expect(html).toContain("Retry");
    expect(text(await render(EventsCalendarPage, { month, today: "2026-11-23", events: empty }))).toContain("No events in November 2026 yet.");
  });

  it("all events says 'No events available at the moment', or the error with Retry", async () => {
    expect(text(await render(AllEventsPage, { events: emptyPage("events", 0) }))).toContain("No events available at the moment");
    expect(text(await render(AllEventsPage, { events: emptyPage("events", 5) }))).toContain("There is no such page of events");
    expect(text(await render(AllEventsPage, { events: failed }))).toContain(MESSAGES.errorLoadingEvents(failed.error));
  });

  it("an event page shows the error with Retry", async () => {
    const html = text(await render(EventPage, { state: "error", error: failed.error }));
    expect(html).toContain(MESSAGES.errorLoadingEvents(failed.error));
    expect(html).toContain("Retry");
  });

  it("the home page keeps its welcome and says 'Error loading sliders' with the reason and Retry", async () => {
    const html = text(await render(Home, { slides: failed }));
    expect(html).toContain("Welcome to Lampstand");
    expect(html).toContain(`${MESSAGES.errorLoadingSliders} ${failed.error}`);
    expect(html).toContain("Retry");
  });

  it("the home page shows the five default banners when there are no sliders", async () => {
    // The loader works the slides out (banner-slides.ts) and hands them to the page.
    const html = await render(Home, { slides: { ok: true, data: bannerSlides([], "/api") } });
    expect(html.match(/data-slide-id="/g)).toHaveLength(5);
    expect(html).toContain('src="/images/banners/banner1.svg"');
  });
});
