import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { paintFirst } from "./lib/paint-first.server";

/** How long deferred loader data may stream before React Router rejects it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  // A HEAD answer has the status and headers of the page but no body (RFC 9110 §9.3.2).
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The Content-Security-Policy only admits inline scripts carrying this response's nonce;
  // ServerRouter hands it on to <Scripts>, <ScrollRestoration> and the streamed data scripts.
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, so shared links and search results see all content.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort a little after streamTimeout so rejected boundaries still reach the browser.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Never move a finished Suspense boundary (lib/deferred.tsx) out of place to the end of the
        // stream, as React does with large ones by default: that copy is hidden until a script
        // moves it, and the page must read right before any script runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A public page paints before its scripts load (ADR 020); the staff screens are drawn by
          // their scripts, so theirs start at once.
          if (isStaffScreen(routerContext)) pipe(body);
          else {
            const scriptsAfterPaint = paintFirst();
            scriptsAfterPaint.pipe(body);
            pipe(scriptsAfterPaint);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and React Router logs them; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Sign-up, login and the admin panel, which render in the browser (routes.ts). */
function isStaffScreen(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some(({ route }) => /^routes\/(admin|auth)\//.test(route.id));
}

/**
 * React Router reports every error here, including visitors' unknown URLs. Those 404s and 405s
 * are the visitor's mistake, not ours, and a request the browser abandoned needs no attention;
 * anything else goes to the server log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return;
  const loadContext = context as Partial<AppLoadContext> | undefined;
  if (loadContext?.logError) loadContext.logError(error, `page ${request.method} ${new URL(request.url).pathname} failed`);
  else console.error(error);
};
