import { deferred } from "~/lib/deferred";

/*
 * Every block renderer but plain text, as a deferred part (lib/deferred.tsx, ADR 020): the server
 * renders each block in full, so a page's words, pictures and links are there before any script;
 * the browser fetches a block type's code only when the page holds that type, and then only at the
 * visitor's first scroll, click or key press (a card or a verse needs no script to be read). An
 * accordion needs its code to open, so it is fetched as soon as it comes into view. So a page's
 * JavaScript does not grow with the number of block types (the 120 KB gzip budget of issue 20).
 */
const passive = { onSight: false } as const;

export const ScriptureBlock = deferred(() => import("./scripture-block").then((module) => module.ScriptureBlock), passive);
export const ListBlock = deferred(() => import("./list-block").then((module) => module.ListBlock), passive);
export const ButtonsBlock = deferred(() => import("./buttons-block").then((module) => module.ButtonsBlock), passive);
export const PictureBlock = deferred(() => import("./picture-block").then((module) => module.PictureBlock), passive);
export const PriceTableBlock = deferred(() => import("./order-blocks").then((module) => module.PriceTableBlock), passive);
export const OfficeContactBlock = deferred(() => import("./order-blocks").then((module) => module.OfficeContactBlock), passive);
export const DownloadBlock = deferred(() => import("./order-blocks").then((module) => module.DownloadBlock), passive);
export const CardsBlock = deferred(() => import("./cards-block").then((module) => module.CardsBlockView), passive);
export const TimelineBlock = deferred(() => import("./timeline-block").then((module) => module.TimelineBlockView), passive);
export const PeopleBlock = deferred(() => import("./people-block").then((module) => module.PeopleBlockView), passive);
export const ServiceTimesBlock = deferred(() => import("./settings-blocks").then((module) => module.ServiceTimesBlock), passive);
export const TextToGiveBlock = deferred(() => import("./settings-blocks").then((module) => module.TextToGiveBlock), passive);
export const SocialLinksBlock = deferred(() => import("~/components/site/social-links").then((module) => module.SocialLinks), passive);
export const PanelIcon = deferred(() => import("./block-icon").then((module) => module.BlockIcon), passive);
export const AccordionBlock = deferred(() => import("./accordion-block").then((module) => module.AccordionBlockView));
