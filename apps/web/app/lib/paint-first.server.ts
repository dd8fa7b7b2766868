/**
 * Paint first, then load the scripts (ADR 020).
 *
 * React Router's `<Scripts>` renders a module preload for every script a page hydrates with (about
 * 110 KB gzip on every page, React and React Router themselves), which React hoists into `<head>`
 * ahead of the stylesheet, and one inline module script that imports the page's route modules and
 * then the client entry. On a phone those downloads share the slow link with the stylesheet, the
 * one file that really holds back the first paint, and with the page's main picture; and Lighthouse
 * counts every script fetched and run before the first paint as holding it back. Public pages show
 * all their content and work without JavaScript (links, forms that post), so the scripts can wait:
 *
 * - the module preload links leave `<head>`, so stylesheets and pictures go first;
 * - the inline module script first waits for the page's first contentful paint (at once in a
 *   hidden tab, where nothing paints; after 3 s at the latest), then adds the same preloads and
 *   imports the same modules, in parallel, and carries on exactly as React Router wrote it.
 *
 * The page's HTML is held back only until that module script has gone past (it is part of React's
 * shell, which is written at once); everything after it streams through chunk by chunk. If React
 * Router ever renders something this does not recognise, the page passes through unchanged.
 */
export function paintFirst(): TransformStream<Uint8Array, Uint8Array> {
  /** The page so far, until the module script has gone past (or null once released). */
  let held: Uint8Array[] | null = [];
  let heldBytes = 0;
  /**
   * The module script's end is looked for in each new chunk only, with the few bytes before it
   * that could hold the start of a marker cut in two: joining and searching the whole page held so
   * far at every chunk cost time in the square of its size (a calendar month of 250 KB spent a
   * seventh of its render there).
   */
  let marker = 0;
  let tail: Buffer = Buffer.alloc(0);

  const release = (controller: TransformStreamDefaultController<Uint8Array>, rewrite: boolean) => {
    const html = Buffer.concat(held ?? []);
    held = null;
    controller.enqueue(rewrite ? Buffer.from(rewriteScripts(html.toString("utf8"))) : html);
  };

  return new TransformStream({
    transform(chunk, controller) {
      if (held === null) return controller.enqueue(chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const window = Buffer.concat([tail, chunk]);
      let from = 0;
      for (let at = window.indexOf(MODULE_SCRIPT_MARKERS[marker]!); at !== -1; at = window.indexOf(MODULE_SCRIPT_MARKERS[marker]!, from)) {
        if (marker === MODULE_SCRIPT_MARKERS.length - 1) return release(controller, true);
        from = at + MODULE_SCRIPT_MARKERS[marker]!.length;
        marker++;
      }
      tail = window.subarray(Math.max(from, window.length - (MODULE_SCRIPT_MARKERS[marker]!.length - 1)));
      if (heldBytes > MAX_HELD_BYTES) release(controller, false);
    },
    flush(controller) {
      if (held !== null) release(controller, false);
    },
  });
}

/** What marks the module script's end, in order: its type, then the first end tag after it. */
const MODULE_SCRIPT_MARKERS = ['type="module"', "</script>"];
/** More than any shell we render (about 60 KB): beyond it, stop holding the page back. */
const MAX_HELD_BYTES = 512 * 1024;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");?[ \t]*$/gm;

/**
 * Waits for the first contentful paint: a PerformanceObserver where the browser reports paints,
 * two animation frames elsewhere; at once in a hidden tab; 3 s at most.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { if (document.visibilityState !== "visible") return go(); setTimeout(go, 3000); ' +
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(go)); ' +
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); setTimeout(go); })' +
  '.observe({ type: "paint", buffered: true }); });';

/** The shell up to and including React Router's module script, with its scripts loaded after the first paint. */
export function rewriteScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const original = script[1] ?? "";
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const imports = [...original.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1], url: match[2] ?? "" }));
  if (preloads.length === 0 || imports.length === 0) return html;

  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  const body =
    `${AFTER_FIRST_PAINT}\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${names.join(", ")}] = await Promise.all([${imports.map(({ url }) => `import(${url})`).join(", ")}]);\n` +
    original.replace(STATIC_IMPORT, "");
  const start = script.index + script[0].indexOf(">") + 1;
  const rewritten = html.slice(0, start) + body + html.slice(start + original.length);
  return rewritten.replace(MODULE_PRELOAD, "");
}
