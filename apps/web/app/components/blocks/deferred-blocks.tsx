import { deferred } from "~/lib/deferred";

/*
 * The block renderers but plain text's, as deferred parts (lib/deferred.tsx, ADR 020): the server
 * renders each block in full, so a page's words, pictures and links are there before any script.
 * The blocks a visitor only reads (cards, verses, lists, people…) need no script, so the browser
 * fetches their code at the visitor's first scroll, click or key press; an accordion needs its
 * code to open, so it is fetched as soon as it comes into view. So a page's first JavaScript does
 * not grow with the number of block types (the 120 KB gzip budget of issue 20). Two parts, not one
 * per type: each deferred part costs the first load a few dozen bytes.
 */
export const PassiveBlock = deferred(() => import("./passive-blocks").then((module) => module.PassiveBlockView), { onSight: false });
export const PanelIcon = deferred(() => import("./block-icon").then((module) => module.BlockIcon), { onSight: false });
export const AccordionBlock = deferred(() => import("./accordion-block").then((module) => module.AccordionBlockView));
