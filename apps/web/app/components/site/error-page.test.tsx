import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider, useRouteError } from "react-router";
import { DEFAULT_SETTINGS } from "~/content/default-settings";
import { TEST_ROOT_DATA } from "~/lib/root-data.testing";
import { ErrorBoundary as LayoutErrorBoundary } from "~/routes/site/layout";

type BoundaryProps = Parameters<typeof LayoutErrorBoundary>[0];

/** Renders `path` through the real site layout's error boundary, as the server would. */
async function render(path: string, loader: () => unknown, rootData: unknown = TEST_ROOT_DATA): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Outlet,
      ErrorBoundary: () => <LayoutErrorBoundary {...({ error: useRouteError(), params: {} } as unknown as BoundaryProps)} />,
      children: [{ path: "page", loader, Component: () => <p>fine</p> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("the site's error pages", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("shows 'Unexpected Application Error!' inside the frame when a page crashes, without internals", async () => {
    vi.stubEnv("DEV", false); // as in the production build
    const html = await render("/page", () => {
      throw new Error("database password is hunter2");
    });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Go to the home page");
    expect(html).not.toContain("hunter2");
    expect(html).toMatch(/<header/); // the frame is still there
  });

  it("shows the error's details to developers only", async () => {
    vi.stubEnv("DEV", true);
    const html = await render("/page", () => {
      throw new Error("visible while developing");
    });
    expect(html).toContain("visible while developing");
  });

  it("shows the not-found page for a 404", async () => {
    const html = await render("/page", () => {
      throw data(null, { status: 404 });
    });
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Unexpected Application Error!");
  });

  it("names the church of the settings, never a default one", async () => {
    const settings = { ...DEFAULT_SETTINGS, name: "Grace Chapel", denomination: "Grace Fellowship" };
    const html = await render("/page", () => {
      throw data(null, { status: 404 });
    }, { ...TEST_ROOT_DATA, settings });
    expect(html).toContain("<title>Page not found | Grace Chapel</title>");
    expect(html).toContain("Grace Fellowship"); // the header's denomination line
    expect(html).not.toContain(DEFAULT_SETTINGS.name);
  });

  it("fails loudly when there is no root data to take the settings from", async () => {
    const notFound = () => {
      throw data(null, { status: 404 });
    };
    await expect(render("/page", notFound, null)).rejects.toThrow(/settings are missing/);
  });
});
