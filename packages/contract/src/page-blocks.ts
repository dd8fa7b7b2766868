import { z } from "./zod.ts";
import { hasNoNul, noNul, optionalText, requiredText } from "./text-fields.ts";

/**
 * What a page is made of (issue 20, ADR 029): a heading, a subtitle and a list of typed blocks
 * built from the page kit (text, cards, accordions, a timeline, people…), each with the variants
 * the spec's pages use. Content is data, never markup:
 * - every text is a plain string, rendered as text (a "<script>" in a title shows as those
 *   characters); emphasis and links inside a paragraph are a tiny structured form (`RichText`);
 * - every link goes through one schema (`hrefSchema`): https, http, mailto, tel, sms or a path of
 *   this site — never javascript:, data: or a protocol-relative "//host";
 * - pictures are the image pipeline's uploads or the built-in artwork, never an arbitrary URL;
 * - values that belong to the church's settings (its name, phone, e-mail addresses, the
 *   text-to-give number, the member portal…) are referenced, not copied, so a change in the
 *   settings shows on every page at once;
 * - every text has a maximum length and every list a maximum count.
 *
 * Layout: a page's blocks stack top to bottom. Two containers nest one level: `panel` (a tinted
 * box around a few blocks) and `columns` (two stacks side by side, which may hold panels); an
 * accordion's sections hold a few simple blocks. Nothing nests deeper.
 */

/* ------------------------------------------------------------------------------------------ */
/* Limits                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Maximum lengths (characters) and counts, in one place so the editor can show them. */
export const BLOCK_LIMITS = {
  heading: 160,
  eyebrow: 80,
  title: 160,
  shortText: 200,
  label: 80,
  paragraph: 3000,
  alt: 300,
  href: 2000,
  reference: 120,
  scripture: 1500,
  value: 40,
  paragraphs: 40,
  spans: 40,
  items: 60,
  links: 12,
  blocks: 60,
  innerBlocks: 20,
} as const;

const text = (label: string, max: number) => requiredText(label, max);
const maybe = (label: string, max: number) => optionalText(label, max);

/* ------------------------------------------------------------------------------------------ */
/* Settings a page may refer to                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Settings whose value a paragraph may show (the church's name, phone…): shown as they are now. */
export const SETTING_TEXTS = [
  "name",
  "denomination",
  "city",
  "address",
  "phone",
  "emails.general",
  "emails.finance",
  "emails.information",
  "emails.welfare",
  "emails.technical",
  "textToGive.number",
  "textToGive.keyword",
] as const;
export type SettingText = (typeof SETTING_TEXTS)[number];

/**
 * Settings a link may lead to. A web link not set yet shows as "coming soon" (the giving partner
 * and payment app lead to the home page until set, SPEC §2.9); an e-mail or phone setting becomes
 * a mailto:/tel: link, `textToGive` an sms: link with the keyword typed in.
 */
export const SETTING_LINKS = [
  "links.memberPortal",
  "links.liveStream",
  "links.messagingApp",
  "links.givingPartner",
  "links.paymentApp",
  "links.pastorsHelpline",
  "links.documents",
  "links.pastorsReportingPortal",
  "social.facebook",
  "social.instagram",
  "social.youtube",
  "emails.general",
  "emails.finance",
  "emails.information",
  "emails.welfare",
  "emails.technical",
  "phone",
  "textToGive",
  "map",
] as const;
export type SettingLink = (typeof SETTING_LINKS)[number];

/* ------------------------------------------------------------------------------------------ */
/* Links                                                                                        */
/* ------------------------------------------------------------------------------------------ */

const HREF_RULE =
  "A link must be a web address (https://…), an e-mail (mailto:…), a phone (tel:… or sms:…) or a page of this site (/…).";

/** Whether `value` is a link a page may hold: one rule for every link of every block. */
export function isSafeHref(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs ("java\tscript:"), and read "\" as "/": refuse them outright.
  if (
    /[\s\\]/.test(value) ||
    [...value].some((character) => character < " " || character === "\u007f")
  )
    return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  const scheme = /^([a-z]+):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "https" || scheme === "http")
    return /^https?:\/\/[^/?#@]+\.[^/?#]+/i.test(value) && URL.canParse(value);
  if (scheme === "mailto")
    return /^mailto:[^@]+@[^@]+\.[^@]+$/i.test(value.split("?")[0] ?? "");
  if (scheme === "tel" || scheme === "sms")
    return /^(?:tel|sms):\+?[0-9][0-9().-]*(?:\?body=.*)?$/i.test(value);
  return false;
}

/** A link's address as typed: checked against the one rule above. */
export const hrefTextSchema = z
  .string({ error: HREF_RULE })
  .trim()
  .min(1, { error: "A link needs an address." })
  .max(BLOCK_LIMITS.href, {
    error: `A link must be at most ${BLOCK_LIMITS.href} characters.`,
  })
  .refine(hasNoNul, noNul("A link"))
  .refine(isSafeHref, { error: HREF_RULE });

/** A link to one of the settings (it follows the settings when they change). */
export const settingHrefSchema = z.object({
  setting: z.enum(SETTING_LINKS, {
    error: "That link names a setting that does not exist.",
  }),
  /** For an e-mail setting: the subject the message starts with. */
  subject: maybe("E-mail subject", BLOCK_LIMITS.shortText),
});

/** Where a link leads: an address, or a setting. */
export const hrefSchema = z.union([hrefTextSchema, settingHrefSchema], {
  error: HREF_RULE,
});
export type Href = z.infer<typeof hrefSchema>;

/** A link with its words. */
export const linkSchema = z.object({
  label: text("Link text", BLOCK_LIMITS.label),
  href: hrefSchema,
});
export type BlockLink = z.infer<typeof linkSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Text                                                                                          */
/* ------------------------------------------------------------------------------------------ */

/** A piece of a paragraph: words (bold and/or a link, if asked), or the value of a setting. */
export const spanSchema = z.union(
  [
    z.strictObject({
      text: z
        .string({ error: "A piece of text must be text." })
        .max(BLOCK_LIMITS.paragraph, {
          error: `A paragraph must be at most ${BLOCK_LIMITS.paragraph} characters.`,
        })
        .refine(hasNoNul, noNul("A paragraph")),
      strong: z.boolean().optional(),
      href: hrefSchema.optional(),
    }),
    z.strictObject({
      setting: z.enum(SETTING_TEXTS, {
        error: "That text names a setting that does not exist.",
      }),
      /** Show an e-mail or phone setting as a link. */
      link: z.boolean().optional(),
    }),
  ],
  { error: "A piece of a paragraph is either text or a setting." },
);
export type Span = z.infer<typeof spanSchema>;

/**
 * A paragraph: plain text, or a few pieces (bold words, a link, the church's phone…). Never
 * markup: "<b>" in a paragraph is shown as those three characters.
 */
export const richTextSchema = z.union(
  [
    text("A paragraph", BLOCK_LIMITS.paragraph),
    z
      .array(spanSchema)
      .min(1, { error: "A paragraph cannot be empty." })
      .max(BLOCK_LIMITS.spans, {
        error: `A paragraph holds at most ${BLOCK_LIMITS.spans} pieces.`,
      }),
  ],
  { error: "A paragraph must be text." },
);
export type RichText = z.infer<typeof richTextSchema>;

const paragraphs = (min = 1) =>
  z
    .array(richTextSchema)
    .min(min, { error: "Write at least one paragraph." })
    .max(BLOCK_LIMITS.paragraphs, {
      error: `At most ${BLOCK_LIMITS.paragraphs} paragraphs.`,
    });

/** How a section's heading looks: the page kit's heading with an amber rule, a plain one, or a small capitalised label. */
export const HEADING_STYLES = ["section", "large", "plain", "small", "label"] as const;
const headed = {
  heading: maybe("Heading", BLOCK_LIMITS.heading),
  headingStyle: z.enum(HEADING_STYLES).default("section"),
};

/* ------------------------------------------------------------------------------------------ */
/* Pictures and icons                                                                            */
/* ------------------------------------------------------------------------------------------ */

export { BUILT_IN_PICTURES, isBuiltInPicture, type BuiltInPicture } from "./built-in-pictures.ts";
import { isBuiltInPicture } from "./built-in-pictures.ts";


/** A picture of the image pipeline, as the API hands pictures out. */
export const UPLOADED_PICTURE_PATTERN = /^uploads\/[0-9a-f]{64}\.webp$/;


export const pictureSchema = z.object({
  src: z
    .string({ error: "Choose a picture." })
    .refine(
      (src) => UPLOADED_PICTURE_PATTERN.test(src) || isBuiltInPicture(src),
      {
        error:
          "A picture must be one uploaded to this site or one of the built-in pictures.",
      },
    ),
  /** What the picture shows, for people who cannot see it; empty when it only decorates. */
  alt: z
    .string({ error: "The picture's description must be text." })
    .trim()
    .max(BLOCK_LIMITS.alt, {
      error: `The picture's description must be at most ${BLOCK_LIMITS.alt} characters.`,
    })
    .refine(hasNoNul, noNul("The picture's description"))
    .default(""),
});
export type Picture = z.infer<typeof pictureSchema>;

/** The small drawings a card may carry (the page kit's pictograms and a few of the site's glyphs). */
export const BLOCK_ICONS = [
  "flame",
  "prayer",
  "book",
  "book-open",
  "music",
  "heart",
  "shield",
  "plumbLine",
  "basin",
  "star",
  "helpingHand",
  "gift",
  "people",
  "globe",
  "home",
  "pen",
  "chart",
  "play",
  "sun",
  "water",
  "user-plus",
  "calendar",
  "clock",
  "phone",
  "mail",
  "map-pin",
  "info",
  "text-message",
  "card",
  "partner",
  "mobile",
  "church",
  "receipt",
] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];
const iconSchema = z.enum(BLOCK_ICONS, {
  error: "Choose one of the icons offered.",
});

/** A Bible verse (or any quotation) and where it comes from. */
export const quotationSchema = z.object({
  text: text("Quotation", BLOCK_LIMITS.scripture),
  reference: text("Reference", BLOCK_LIMITS.reference),
});

/** A calendar date, YYYY-MM-DD. */
const dateSchema = z.iso.date({
  error: "A date must be written as YYYY-MM-DD, e.g. 2025-11-01.",
});

const list = <T extends z.ZodType>(
  item: T,
  what: string,
  max: number = BLOCK_LIMITS.items,
  min = 1,
) =>
  z
    .array(item)
    .min(min, { error: `Add at least ${min === 1 ? "one" : min} ${what}.` })
    .max(max, { error: `At most ${max} ${what}s.` });

/* ------------------------------------------------------------------------------------------ */
/* The blocks                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/**
 * Paragraphs, with an optional small label (eyebrow) and heading. Looks: `lead` the large
 * opening text, `body` ordinary text, `statement` one large sentence, `small` a quiet line,
 * `note` a tinted box, `notice` a warning box with an info mark, `signature` a closing line in
 * italics.
 */
export const TEXT_LOOKS = [
  "lead",
  "body",
  "statement",
  "small",
  "note",
  "notice",
  "signature",
] as const;
export const textBlockSchema = z.object({
  type: z.literal("text"),
  eyebrow: maybe("Label above the heading", BLOCK_LIMITS.eyebrow),
  ...headed,
  /** Dates shown with a calendar mark above the heading (a programme's first and last day). */
  dates: z.object({ from: dateSchema, to: dateSchema.optional() }).optional(),
  paragraphs: paragraphs(0),
  look: z.enum(TEXT_LOOKS).default("lead"),
  align: z.enum(["start", "center"]).default("start"),
});

/**
 * A Bible verse set apart. Tones: `plain` beside text, `boxed` a tinted panel, `dark` an indigo
 * panel, `quote` a large quotation with its attribution, `centered` a closing verse.
 */
export const SCRIPTURE_TONES = [
  "plain",
  "boxed",
  "dark",
  "quote",
  "centered",
] as const;
export const scriptureBlockSchema = quotationSchema.extend({
  type: z.literal("scripture"),
  /** The translation, when the page names it, e.g. "KJV". */
  version: maybe("Translation", 40),
  tone: z.enum(SCRIPTURE_TONES).default("plain"),
});

/** A list: check marks (amber or indigo), numbered cards, numbered steps, or plain bullets. */
export const LIST_LOOKS = [
  "check",
  "check-indigo",
  "numbered",
  "steps",
  "bullets",
] as const;
export const listBlockSchema = z.object({
  type: z.literal("list"),
  ...headed,
  items: list(richTextSchema, "item"),
  look: z.enum(LIST_LOOKS).default("check"),
  columns: z.union([z.literal(1), z.literal(2)]).default(1),
});

/**
 * A grid of cards. Every card has a title; each look shows the fields it has room for:
 * - `value`: icon beside the title, text, a verse at the foot (Our Values)
 * - `priority`: a number, title, text and a reference line; with `alternate`, the two columns lean opposite ways
 * - `numbered`: a number beside the title and text (lessons)
 * - `step`: a number above the title and text
 * - `step-plain`: a number beside the title and text, without a frame
 * - `picture`: a picture on top, the title as a link, text and the link's words
 * - `activity`: title, a time line with a clock, text
 * - `resource`: icon, title as a link, text; without a link (or a link to a setting not set yet) it says "coming soon"
 * - `feature`: icon above the title and text
 * - `option`: icon beside the title, text and the link
 * - `day`: a label and a date, the title, a verse reference and text (a prayer guide's days)
 * - `stat`: a label, a large value (a price, a number) and text; with `alternate`, dark and light in turn
 * - `panel`: a label, the title and text in a large panel; with `alternate`, dark and light in turn
 */
export const CARD_LOOKS = [
  "value",
  "priority",
  "numbered",
  "step",
  "step-plain",
  "picture",
  "activity",
  "resource",
  "feature",
  "option",
  "day",
  "stat",
  "panel",
] as const;
export type CardLook = (typeof CARD_LOOKS)[number];

export const cardSchema = z.object({
  title: text("Card title", BLOCK_LIMITS.title),
  /** A small label above or beside the title ("Where we are going", "Day 1"). */
  eyebrow: maybe("Card label", BLOCK_LIMITS.eyebrow),
  text: richTextSchema.optional(),
  icon: iconSchema.optional(),
  picture: pictureSchema.optional(),
  scripture: quotationSchema.optional(),
  /** A short line: a verse reference, a meeting time. */
  meta: maybe("Card detail", BLOCK_LIMITS.reference),
  date: dateSchema.optional(),
  /** A large value: a price, a number. */
  value: maybe("Card value", BLOCK_LIMITS.value),
  link: linkSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** Which of a card's fields each look shows (the editor offers those). */
export const CARD_LOOK_FIELDS: Record<CardLook, readonly (keyof Card)[]> = {
  value: ["title", "icon", "text", "scripture"],
  priority: ["title", "text", "meta"],
  numbered: ["title", "text"],
  step: ["title", "text"],
  "step-plain": ["title", "text"],
  picture: ["title", "picture", "text", "link"],
  activity: ["title", "meta", "text"],
  resource: ["title", "icon", "text", "link"],
  feature: ["title", "icon", "text"],
  option: ["title", "icon", "text", "link"],
  day: ["title", "eyebrow", "date", "meta", "text"],
  stat: ["title", "eyebrow", "value", "text"],
  panel: ["title", "eyebrow", "text"],
};

export const cardsBlockSchema = z.object({
  type: z.literal("cards"),
  ...headed,
  look: z.enum(CARD_LOOKS, { error: "Choose one of the card looks offered." }),
  columns: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .default(3),
  alternate: z.boolean().default(false),
  items: list(cardSchema, "card"),
  /** A closing tile in the same grid: a heading, a sentence and a link ("Not sure where you fit?"). */
  cta: z
    .object({
      heading: text("Closing tile heading", BLOCK_LIMITS.heading),
      text: maybe("Closing tile text", BLOCK_LIMITS.paragraph),
      link: linkSchema,
    })
    .optional(),
});

/** A table of prices: each row a name, a line about it, and a price as written ("12.00 USD"). */
export const priceTableBlockSchema = z.object({
  type: z.literal("price-table"),
  caption: text("Table caption", BLOCK_LIMITS.shortText),
  nameHeading: text("First column heading", BLOCK_LIMITS.label),
  priceHeading: text("Price column heading", BLOCK_LIMITS.label),
  rows: list(
    z.object({
      name: text("Item", BLOCK_LIMITS.title),
      detail: maybe("Item detail", BLOCK_LIMITS.shortText),
      price: text("Price", BLOCK_LIMITS.value),
    }),
    "row",
  ),
  note: maybe("Note below the table", BLOCK_LIMITS.paragraph),
});

/** The church office's e-mail and phone (from the settings) as two large links, and optionally its address. */
export const officeContactBlockSchema = z.object({
  type: z.literal("office-contact"),
  /** The subject an e-mail starts with ("Open Heavens order"). */
  subject: text("E-mail subject", BLOCK_LIMITS.shortText),
  showAddress: z.boolean().default(false),
});

/** A download that is not available yet: a button marked unavailable, and a note saying why. */
export const downloadBlockSchema = z.object({
  type: z.literal("download"),
  label: text("Button text", BLOCK_LIMITS.label),
  note: text("Note", BLOCK_LIMITS.paragraph),
});

/** Links as buttons (the first stands out), as round "pills", or as a plain list of links. */
export const BUTTON_LOOKS = ["buttons", "pills", "links"] as const;
export const buttonsBlockSchema = z.object({
  type: z.literal("buttons"),
  ...headed,
  look: z.enum(BUTTON_LOOKS).default("buttons"),
  links: list(linkSchema, "link", BLOCK_LIMITS.links),
});

/** One picture, with an optional caption. */
export const PICTURE_LOOKS = ["rounded", "framed", "plain", "tilted"] as const;
export const pictureBlockSchema = z.object({
  type: z.literal("picture"),
  picture: pictureSchema,
  caption: maybe("Caption", BLOCK_LIMITS.shortText),
  look: z.enum(PICTURE_LOOKS).default("rounded"),
  size: z.enum(["small", "medium", "full"]).default("full"),
});

/** The service times of the settings, with the church's address and a directions link. */
export const serviceTimesBlockSchema = z.object({
  type: z.literal("service-times"),
  heading: text("Heading", BLOCK_LIMITS.heading),
  directionsLabel: text("Directions link text", BLOCK_LIMITS.label),
});

/** Text-to-give: the keyword and number of the settings, a note and the button that opens the messages app. */
export const textToGiveBlockSchema = z.object({
  type: z.literal("text-to-give"),
  note: text("Note", BLOCK_LIMITS.paragraph),
  action: text("Button text", BLOCK_LIMITS.label),
});

/** Parts of the site that are programs, not words: placed on a page, edited elsewhere. */
export const WIDGETS = [
  "donation-wizard",
  "home-activities",
  "social-links",
] as const;
export const widgetBlockSchema = z.object({
  type: z.literal("widget"),
  widget: z.enum(WIDGETS, { error: "Choose one of the parts offered." }),
});

/** The blocks that hold no other block. */
const simpleBlocks = [
  textBlockSchema,
  scriptureBlockSchema,
  listBlockSchema,
  priceTableBlockSchema,
  officeContactBlockSchema,
  downloadBlockSchema,
  buttonsBlockSchema,
  pictureBlockSchema,
] as const;

/** An accordion section holds a few simple blocks (paragraphs, a verse, a list, a price table…). */
export const accordionSectionBlockSchema = z.discriminatedUnion(
  "type",
  [...simpleBlocks],
  {
    error:
      "An accordion section holds text, verses, lists, tables, links, pictures and contact tiles only.",
  },
);

/**
 * Sections that open and close. `single`: one open at a time; `multiple`: each on its own.
 * `open` lists the sections open when the page loads (counted from 0).
 */
export const accordionBlockSchema = z.object({
  type: z.literal("accordion"),
  ...headed,
  mode: z.enum(["single", "multiple"]).default("single"),
  open: z.array(z.number().int().min(0)).max(BLOCK_LIMITS.items).default([]),
  items: list(
    z.object({
      title: text("Section title", BLOCK_LIMITS.title),
      /** A small tag beside the text ("To be published"). */
      badge: maybe("Tag", 40),
      blocks: z
        .array(accordionSectionBlockSchema)
        .max(BLOCK_LIMITS.innerBlocks, {
          error: `An accordion section holds at most ${BLOCK_LIMITS.innerBlocks} blocks.`,
        }),
    }),
    "section",
  ),
});

/** Milestones down a line; each sits on the left or right on wide screens. */
export const timelineBlockSchema = z.object({
  type: z.literal("timeline"),
  ...headed,
  items: list(
    z.object({
      year: z
        .number({ error: "A year must be a number." })
        .int()
        .min(1, { error: "A year must be a number." })
        .max(9999, {
          error: "A year must be at most 9999.",
        }),
      title: text("Milestone title", BLOCK_LIMITS.title),
      text: maybe("Milestone text", BLOCK_LIMITS.paragraph),
      picture: pictureSchema.optional(),
      side: z.enum(["left", "right"]).default("left"),
    }),
    "milestone",
  ),
});

/**
 * People: `grid` a card each (photo, title such as "Pastor", name, role); `profile` one large
 * portrait with the name and role (and, with `social`, the church's social links).
 */
export const peopleBlockSchema = z.object({
  type: z.literal("people"),
  ...headed,
  look: z.enum(["grid", "profile"]).default("grid"),
  social: z.boolean().default(false),
  items: list(
    z.object({
      name: text("Name", BLOCK_LIMITS.title),
      /** A title before the name ("Pastor", "Deaconess"). */
      title: maybe("Title", BLOCK_LIMITS.label),
      role: maybe("Role", BLOCK_LIMITS.shortText),
      bio: maybe("Biography", BLOCK_LIMITS.paragraph),
      photo: pictureSchema.optional(),
    }),
    "person",
  ),
});

/** Every block that is not a container. */
const leafBlocks = [
  ...simpleBlocks,
  cardsBlockSchema,
  accordionBlockSchema,
  timelineBlockSchema,
  peopleBlockSchema,
  serviceTimesBlockSchema,
  textToGiveBlockSchema,
  widgetBlockSchema,
] as const;

const UNKNOWN_BLOCK = "This kind of block does not exist.";

/** Tones of a panel: white, light grey, amber, indigo, an indigo gradient, or an outline. */
export const PANEL_TONES = [
  "white",
  "slate",
  "amber",
  "indigo-light",
  "dark",
  "gradient",
  "outline",
] as const;
export const panelBlockSchema = z.object({
  type: z.literal("panel"),
  tone: z.enum(PANEL_TONES).default("slate"),
  /** A mark beside the panel's content. */
  icon: iconSchema.optional(),
  blocks: z
    .array(
      z.discriminatedUnion("type", [...leafBlocks], {
        error: "A panel holds blocks that are not panels or columns.",
      }),
    )
    .min(1, { error: "A panel needs at least one block." })
    .max(BLOCK_LIMITS.innerBlocks, {
      error: `A panel holds at most ${BLOCK_LIMITS.innerBlocks} blocks.`,
    }),
});

const columnBlocks = z
  .array(
    z.discriminatedUnion("type", [...leafBlocks, panelBlockSchema], {
      error: "A column holds blocks and panels, not columns.",
    }),
  )
  .max(BLOCK_LIMITS.innerBlocks, {
    error: `A column holds at most ${BLOCK_LIMITS.innerBlocks} blocks.`,
  });

/**
 * Two stacks side by side on wide screens, one above the other on phones. `ratio` shares the
 * width (first:second); `sticky` keeps the first column in view while the second scrolls.
 */
export const COLUMN_RATIOS = ["1:1", "2:1", "1:2", "3:2", "2:3"] as const;
export const columnsBlockSchema = z.object({
  type: z.literal("columns"),
  ratio: z.enum(COLUMN_RATIOS).default("1:1"),
  align: z.enum(["start", "center"]).default("start"),
  sticky: z.boolean().default(false),
  /** A background behind both columns. */
  tone: z.enum(["none", "slate", "gradient"]).default("none"),
  /** On phones, show the second column first (a picture above its text). */
  secondFirstOnPhones: z.boolean().default(false),
  first: columnBlocks,
  second: columnBlocks,
});

export const blockSchema = z.discriminatedUnion(
  "type",
  [...leafBlocks, panelBlockSchema, columnsBlockSchema],
  { error: UNKNOWN_BLOCK },
);
export type Block = z.infer<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type LeafBlock = z.infer<(typeof leafBlocks)[number]>;
export type AccordionSectionBlock = z.infer<typeof accordionSectionBlockSchema>;

export const BLOCK_TYPES = [
  "text",
  "scripture",
  "list",
  "cards",
  "accordion",
  "timeline",
  "people",
  "picture",
  "buttons",
  "price-table",
  "office-contact",
  "download",
  "service-times",
  "text-to-give",
  "widget",
  "panel",
  "columns",
] as const satisfies readonly BlockType[];

/** The page: its visible heading, a line under it, and its blocks. */
export const pageContentSchema = z.object({
  heading: text("Heading", 120),
  subtitle: maybe("Subtitle", 300),
  blocks: z.array(blockSchema).max(BLOCK_LIMITS.blocks, {
    error: `A page holds at most ${BLOCK_LIMITS.blocks} blocks.`,
  }),
});
export type PageContent = z.infer<typeof pageContentSchema>;
export type PageContentInput = z.input<typeof pageContentSchema>;

/* ------------------------------------------------------------------------------------------ */
/* For the editor                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** What the editor calls each kind of block, and a line about it. */
export const BLOCK_LABELS: Record<
  BlockType,
  { label: string; description: string }
> = {
  text: { label: "Text", description: "Paragraphs, with an optional heading." },
  scripture: {
    label: "Bible verse",
    description: "A verse or quotation set apart, with its reference.",
  },
  list: {
    label: "List",
    description: "Items with check marks, numbers or bullets.",
  },
  cards: {
    label: "Cards",
    description: "A grid of cards: values, steps, pictures, resources, prices…",
  },
  accordion: {
    label: "Accordion",
    description:
      "Sections that open and close, one at a time or each on its own.",
  },
  timeline: {
    label: "Timeline",
    description: "Milestones with their year, down a line.",
  },
  people: {
    label: "People",
    description: "Leaders with photo, title, name and role.",
  },
  picture: {
    label: "Picture",
    description: "One picture with an optional caption.",
  },
  buttons: {
    label: "Links",
    description: "Buttons or links to other pages and sites.",
  },
  "price-table": {
    label: "Price table",
    description: "Items and their prices.",
  },
  "office-contact": {
    label: "Office contact",
    description: "The church office's e-mail and phone, from the settings.",
  },
  download: {
    label: "Download (not yet available)",
    description: "A download button marked unavailable, with a note.",
  },
  "service-times": {
    label: "Service times",
    description: "The service times and address from the settings.",
  },
  "text-to-give": {
    label: "Text-to-give",
    description: "The text-to-give keyword and number from the settings.",
  },
  widget: {
    label: "Site feature",
    description:
      "A part of the site that is a program: the donation form, the home page's tiles…",
  },
  panel: { label: "Panel", description: "A tinted box around a few blocks." },
  columns: {
    label: "Two columns",
    description: "Two stacks of blocks side by side on wide screens.",
  },
};

/**
 * A new block of `type`, as the editor adds it: the fewest fields that make it valid once the
 * person has typed its words (required texts start empty, so saving before writing them is
 * refused with the field's name).
 */
export function newBlock<T extends BlockType>(
  type: T,
): Extract<BlockInput, { type: T }> {
  const blocks: { [K in BlockType]: Extract<BlockInput, { type: K }> } = {
    text: {
      type: "text",
      heading: "",
      paragraphs: [""],
      look: "body",
      align: "start",
      headingStyle: "section",
    },
    scripture: { type: "scripture", text: "", reference: "", tone: "boxed" },
    list: {
      type: "list",
      items: [""],
      look: "check",
      columns: 1,
      headingStyle: "section",
    },
    cards: {
      type: "cards",
      look: "feature",
      columns: 3,
      alternate: false,
      items: [{ title: "", text: "" }],
      headingStyle: "section",
    },
    accordion: {
      type: "accordion",
      mode: "single",
      open: [0],
      items: [
        {
          title: "",
          blocks: [{ type: "text", paragraphs: [""], look: "body" }],
        },
      ],
      headingStyle: "section",
    },
    timeline: {
      type: "timeline",
      items: [{ year: new Date().getFullYear(), title: "", side: "left" }],
      headingStyle: "section",
    },
    people: {
      type: "people",
      look: "grid",
      social: false,
      items: [{ name: "", title: "", role: "" }],
      headingStyle: "section",
    },
    picture: {
      type: "picture",
      picture: { src: "", alt: "" },
      look: "rounded",
      size: "full",
    },
    buttons: {
      type: "buttons",
      look: "buttons",
      links: [{ label: "", href: "/" }],
      headingStyle: "section",
    },
    "price-table": {
      type: "price-table",
      caption: "",
      nameHeading: "Item",
      priceHeading: "Price",
      rows: [{ name: "", price: "" }],
    },
    "office-contact": {
      type: "office-contact",
      subject: "",
      showAddress: false,
    },
    download: { type: "download", label: "Download", note: "" },
    "service-times": {
      type: "service-times",
      heading: "Service times",
      directionsLabel: "Get directions",
    },
    "text-to-give": {
      type: "text-to-give",
      note: "",
      action: "Open my messages",
    },
    widget: { type: "widget", widget: "social-links" },
    panel: {
      type: "panel",
      tone: "slate",
      blocks: [{ type: "text", paragraphs: [""], look: "body" }],
    },
    columns: {
      type: "columns",
      ratio: "1:1",
      first: [{ type: "text", paragraphs: [""], look: "body" }],
      second: [{ type: "text", paragraphs: [""], look: "body" }],
    },
  };
  return blocks[type] as Extract<BlockInput, { type: T }>;
}
