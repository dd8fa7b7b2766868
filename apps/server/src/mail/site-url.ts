import type { Config } from "../config.ts";

/**
 * The absolute address of a page of the site, for links in mails. Taken from PUBLIC_URL, never
 * from the request's Host header: a link carrying a secret (a sign-up's confirmation) must not
 * lead wherever the sender of a forged Host wants, or its token would go to them. Without
 * PUBLIC_URL, the address the server listens on (a wildcard address as localhost), which is
 * right in development and on a machine nothing sits in front of.
 */
export function siteUrl(config: Pick<Config, "publicUrl" | "host" | "port">, path: string): string {
  const origin = config.publicUrl ? new URL(config.publicUrl).origin : listeningOrigin(config.host, config.port);
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

function listeningOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
