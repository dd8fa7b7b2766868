import { z } from "./zod.ts";
import { requiredText, optionalText } from "./text-fields.ts";

/**
 * What a page is made of (issue 20): its heading, and a list of typed blocks built from the page
 * kit (cards, accordions, timelines…). Content is data, never markup: every text is rendered as
 * text, and links are only site paths and https, http, mailto, tel and sms addresses.
 *
 * PLACEHOLDER: the block types are being designed now (ADR 029); until then a block is any object
 * with a `type`. The server validates `content` with `pageContentSchema` from here, whatever it
 * becomes.
 */
export const pageContentSchema = z.object({
  heading: requiredText("Heading", 120),
  subtitle: optionalText("Subtitle", 300),
  blocks: z.array(z.looseObject({ type: z.string() })).max(100, { error: "A page holds at most 100 blocks." }),
});
export type PageContent = z.infer<typeof pageContentSchema>;
