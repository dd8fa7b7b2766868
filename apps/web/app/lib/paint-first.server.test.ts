import { describe, expect, it } from "vitest";
import { paintFirst, rewriteScripts } from "./paint-first.server";

// The shape React Router 7 and React 19 render (a real page's, shortened).
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/page.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head>';
const MODULE_SCRIPT =
  '<script nonce="n" type="module" async="">;\n' +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/page.js";\n' +
  '  window.__reactRouterManifest = {\n  "entry": {"module": "/assets/entry.client.js"}\n};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\n' +
  'import("/assets/entry.client.js");</script>';
const SHELL = `${HEAD}<body><main><h1>Hello</h1></main><script nonce="n">window.__reactRouterContext = {};</script>${MODULE_SCRIPT}`;
const REST = '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

describe("rewriteScripts", () => {
  const rewritten = rewriteScripts(SHELL);

  it("takes the module preloads out of the head, leaving the stylesheet", () => {
    expect(rewritten).not.toContain("<link rel=\"modulepreload\"");
    expect(rewritten).toContain('<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head>');
  });

  it("imports the same modules, after the first paint, with the same preloads, and runs React Router's script as it was", () => {
    const script = /<script nonce="n" type="module" async="">([\s\S]*)<\/script>$/.exec(rewritten)?.[1] ?? "";
    const waits = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf('["/assets/entry.client.js","/assets/root.js","/assets/page.js"]');
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/page.js")]);');
    const rest = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};');
    expect([waits, preloads, imports, rest].every((index) => index > -1)).toBe(true);
    expect(waits < preloads && preloads < imports && imports < rest).toBe(true);
    expect(script).not.toMatch(/^import \*/m);
    expect(script.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
  });

  it("is valid JavaScript", () => {
    const script = /type="module" async="">([\s\S]*)<\/script>$/.exec(rewritten)?.[1] ?? "";
    // A module body with top-level await parses as the body of an async function.
    expect(() => new Function(`return (async () => {${script.replace(/\bimport\(/g, "load(")}})`)).not.toThrow();
  });

  it("leaves a page it does not recognise unchanged", () => {
    expect(rewriteScripts(HEAD)).toBe(HEAD);
    expect(rewriteScripts("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});

/** The page, sent in these chunks, as it comes out of paintFirst. */
function through(chunks: Uint8Array[]): Promise<string> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(input.pipeThrough(paintFirst())).text();
}

describe("paintFirst", () => {
  it("rewrites the shell however the stream is cut, and passes the rest through untouched", async () => {
    const page = SHELL + REST;
    const cuts = [0, 9, 200, HEAD.length + 5, SHELL.length - 4, SHELL.length + 10, page.length];
    const chunks = cuts.slice(1).map((cut, index) => Buffer.from(page.slice(cuts[index], cut)));
    const output = await through(chunks);
    expect(output).toBe(rewriteScripts(SHELL) + REST);
  });

  it("finds the module script's end cut at any byte, in chunks of any size", async () => {
    const page = SHELL + REST;
    for (const size of [1, 2, 3, 5, 8, 13, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < page.length; at += size) chunks.push(Buffer.from(page.slice(at, at + size)));
      expect(await through(chunks), `chunks of ${size}`).toBe(rewriteScripts(SHELL) + REST);
    }
  });

  it("passes a page without a module script through unchanged", async () => {
    const output = await through([Buffer.from(HEAD), Buffer.from("<body></body></html>")]);
    expect(output).toBe(`${HEAD}<body></body></html>`);
  });
});
