/**
 * What the Fastify server hands every loader and action (apps/server/src/web/register-web.ts
 * builds it). The server imports these types from here so both sides agree on one definition;
 * keep this file free of runtime imports.
 */
export type ApiResponse = {
  status: number;
  headers: Headers;
  /** Promise-returning like fetch's, so a network client can stand in when the API lives elsewhere. */
  text(): Promise<string>;
  json(): Promise<unknown>;
};

export type ApiRequestInit = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  /** A JSON body is sent as is, as a string; objects are serialised to JSON. */
  body?: string | Record<string, unknown> | unknown[];
};

/** Calls the API in the same process (no network hop); `path` is relative to the API base, e.g. "/view-events". */
export type ApiClient = (path: string, init?: ApiRequestInit) => Promise<ApiResponse>;

export type WebLoadContext = {
  /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router renders. */
  cspNonce: string;
  api: ApiClient;
  /** Where the browser sends API calls (API_URL; "/api" by default). */
  apiBase: string;
  /** The site's public origin for absolute links: PUBLIC_URL's, or the one this request was made to. */
  publicOrigin: string;
  /**
   * The site's origin from the configuration alone (PUBLIC_URL, else the address the server
   * listens on), never from a request: for addresses that others store and hand on to everyone,
   * such as a podcast's audio links, which a directory keeps from the one request it made.
   */
  siteOrigin: string;
  /** Logs through the server's request logger, so page errors land in the same log as everything else. */
  logError: (error: unknown, message: string) => void;
};

// Interface merging is how React Router types the load context of loaders and actions.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: WebLoadContext["cspNonce"];
    api: WebLoadContext["api"];
    apiBase: WebLoadContext["apiBase"];
    publicOrigin: WebLoadContext["publicOrigin"];
    siteOrigin: WebLoadContext["siteOrigin"];
    logError: WebLoadContext["logError"];
  }
}
