import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
// The Web Streams renderer, not react-dom/server's Node one: that one runs every render inside an
// AsyncLocalStorage, and the first render turns on Node's async hooks for good, which made every
// later request of the process, cached JSON reads included, cost about a fifth more CPU (ADR 017).
import type { ReactDOMServerReadableStream } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import { paintFirst } from "./lib/paint-first.server";

/** How long deferred loader data may stream before React Router rejects it. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // A HEAD answer has the status and headers of the page but no body (RFC 9110 §9.3.2).
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The Content-Security-Policy only admits inline scripts carrying this response's nonce;
  // ServerRouter hands it on to <Scripts>, <ScrollRestoration> and the streamed data scripts.
  const nonce = loadContext.cspNonce;
  // Abort a little after streamTimeout so rejected boundaries still reach the browser.
  const timeout = new AbortController();
  const timeoutId = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  let shellRendered = false;

  let html: ReactDOMServerReadableStream;
  try {
    html = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      signal: timeout.signal,
      // Never move a finished Suspense boundary (lib/deferred.tsx) out of place to the end of the
      // stream, as React does with large ones by default: that copy is hidden until a script
      // moves it, and the page must read right before any script runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject above and React Router logs them; later ones only show here.
        if (shellRendered) console.error(error);
      },
    });
  } catch (error) {
    clearTimeout(timeoutId);
    throw error;
  }
  shellRendered = true;
  // Crawlers get the whole page at once, so shared links and search results see all content.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await html.allReady;

  const finished = new TransformStream<Uint8Array, Uint8Array>({ flush: () => clearTimeout(timeoutId) });
  // A public page paints before its scripts load (ADR 020); the staff screens need theirs (the
  // panel is drawn by them, and signing in needs them: ADR 027), so theirs start at once.
  const body = isStaffScreen(routerContext) ? html.pipeThrough(finished) : html.pipeThrough(paintFirst()).pipeThrough(finished);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Sign-up, login and the admin panel (routes.ts). */
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
