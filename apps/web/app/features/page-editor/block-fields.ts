import {
  BLOCK_ICONS,
  BLOCK_LIMITS as L,
  BLOCK_LABELS,
  BLOCK_TYPES,
  BUTTON_LOOKS,
  CARD_LOOK_FIELDS,
  CARD_LOOKS,
  COLUMN_RATIOS,
  HEADING_STYLES,
  LIST_LOOKS,
  newBlock,
  PANEL_TONES,
  PICTURE_LOOKS,
  SCRIPTURE_TONES,
  TEXT_LOOKS,
  WIDGETS,
  type BlockType,
  type CardLook,
} from "@lampstand/contract/page-blocks";

/**
 * What the editor shows for each block type: its fields in order, described once here and drawn
 * by one generic form (block-form.tsx). The kinds of field follow the contract's shapes: a line
 * or a few lines of text, a choice, a yes/no, a number, a date, a paragraph (plain, or pieces:
 * bold words, links, the church's settings), a link, a picture, a verse, a list of items with
 * their own fields, and the blocks a container holds.
 */
export type Option = { value: string | number; label: string };
export type FieldSpec =
  | { kind: "text"; key: string; label: string; max: number; required?: boolean; rows?: number; hint?: string }
  | { kind: "select"; key: string; label: string; options: readonly Option[]; optional?: boolean; hint?: string }
  | { kind: "checkbox"; key: string; label: string; hint?: string }
  | { kind: "number"; key: string; label: string; min: number; max: number }
  | { kind: "date"; key: string; label: string; required?: boolean }
  | { kind: "richtext"; key: string; label: string; optional?: boolean }
  | { kind: "paragraphs"; key: string; label: string; min: number }
  | { kind: "link"; key: string; label: string; optional?: boolean }
  | { kind: "picture"; key: string; label: string; optional?: boolean }
  | { kind: "group"; key: string; label: string; fields: readonly FieldSpec[]; optional?: boolean; empty: () => Record<string, unknown> }
  | {
      kind: "list";
      key: string;
      label: string;
      /** What one item is called ("card", "section"). */
      item: string;
      min: number;
      max: number;
      /** The fields of one item, or `richtext` when an item is a paragraph. */
      fields: ((parent: Record<string, unknown>) => readonly FieldSpec[]) | "richtext";
      newItem: () => unknown;
      /** The key of the parent holding indexes into this list (an accordion's `open`), kept in step. */
      indexesKey?: string;
    }
  | { kind: "blocks"; key: string; label: string; allowed: readonly BlockType[]; min: number };

const options = (values: readonly (string | number)[], labels: Record<string, string> = {}): Option[] =>
  values.map((value) => ({ value, label: labels[String(value)] ?? String(value) }));

const HEADING_STYLE_LABELS = { section: "Section heading (with a rule)", large: "Large heading", plain: "Plain heading", small: "Small heading", label: "Small capitals label" };
const heading: FieldSpec[] = [
  { kind: "text", key: "heading", label: "Heading", max: L.heading },
  { kind: "select", key: "headingStyle", label: "Heading style", options: options(HEADING_STYLES, HEADING_STYLE_LABELS) },
];

const quotationFields: FieldSpec[] = [
  { kind: "text", key: "text", label: "Verse", max: L.scripture, required: true, rows: 3 },
  { kind: "text", key: "reference", label: "Reference", max: L.reference, required: true, hint: "For example: John 3:16" },
];

const CARD_FIELDS: Record<string, FieldSpec> = {
  title: { kind: "text", key: "title", label: "Card title", max: L.title, required: true },
  eyebrow: { kind: "text", key: "eyebrow", label: "Card label", max: L.eyebrow },
  text: { kind: "richtext", key: "text", label: "Card text", optional: true },
  icon: { kind: "select", key: "icon", label: "Icon", options: options(BLOCK_ICONS), optional: true },
  picture: { kind: "picture", key: "picture", label: "Card picture", optional: true },
  scripture: { kind: "group", key: "scripture", label: "Verse", fields: quotationFields, optional: true, empty: () => ({ text: "", reference: "" }) },
  meta: { kind: "text", key: "meta", label: "Card detail", max: L.reference, hint: "A short line: a verse reference, a meeting time." },
  date: { kind: "date", key: "date", label: "Date" },
  value: { kind: "text", key: "value", label: "Card value", max: L.value, hint: "A large value: a price, a number." },
  link: { kind: "link", key: "link", label: "Card link", optional: true },
};

const CARD_LOOK_LABELS: Record<CardLook, string> = {
  value: "Value (icon, text, verse)",
  priority: "Priority (numbered, with a reference)",
  numbered: "Numbered",
  step: "Step (number above)",
  "step-plain": "Step without a frame",
  picture: "Picture card with a link",
  activity: "Activity (with a time)",
  resource: "Resource (icon and link)",
  feature: "Feature (icon above)",
  option: "Option (icon and link)",
  day: "Day of a guide",
  stat: "Figure (a large value)",
  panel: "Large panel",
};

/** Blocks an accordion section may hold; a panel all but containers; a column all but columns. */
const SIMPLE: BlockType[] = ["text", "scripture", "list", "price-table", "office-contact", "download", "buttons", "picture"];
const LEAF: BlockType[] = BLOCK_TYPES.filter((type) => type !== "panel" && type !== "columns");
const IN_COLUMN: BlockType[] = BLOCK_TYPES.filter((type) => type !== "columns");

const paragraph = { kind: "paragraphs", key: "paragraphs", label: "Paragraphs", min: 0 } as const;

export const BLOCK_FIELDS: { [T in BlockType]: (block: Record<string, unknown>) => readonly FieldSpec[] } = {
  text: () => [
    { kind: "text", key: "eyebrow", label: "Label above the heading", max: L.eyebrow },
    ...heading,
    paragraph,
    { kind: "select", key: "look", label: "Look", options: options(TEXT_LOOKS, { lead: "Large opening text", body: "Ordinary text", statement: "One large sentence", small: "Quiet small line", note: "Tinted box", notice: "Warning box", signature: "Closing line in italics" }) },
    { kind: "select", key: "align", label: "Alignment", options: options(["start", "center"], { start: "Left", center: "Centred" }) },
    {
      kind: "group",
      key: "dates",
      label: "Dates",
      optional: true,
      empty: () => ({ from: "" }),
      fields: [
        { kind: "date", key: "from", label: "First day", required: true },
        { kind: "date", key: "to", label: "Last day" },
      ],
    },
  ],
  scripture: () => [
    ...quotationFields,
    { kind: "text", key: "version", label: "Translation", max: 40, hint: "For example: KJV. Optional." },
    { kind: "select", key: "tone", label: "Look", options: options(SCRIPTURE_TONES, { plain: "Plain", boxed: "Tinted box", dark: "Dark panel", quote: "Large quotation", centered: "Centred closing verse" }) },
  ],
  list: () => [
    ...heading,
    { kind: "list", key: "items", label: "Items", item: "item", min: 1, max: L.items, fields: "richtext", newItem: () => "" },
    { kind: "select", key: "look", label: "Look", options: options(LIST_LOOKS, { check: "Amber check marks", "check-indigo": "Indigo check marks", numbered: "Numbered cards", steps: "Numbered steps", bullets: "Bullets" }) },
    { kind: "select", key: "columns", label: "Columns", options: options([1, 2]) },
  ],
  cards: (block) => [
    ...heading,
    { kind: "select", key: "look", label: "Card look", options: CARD_LOOKS.map((look) => ({ value: look, label: CARD_LOOK_LABELS[look] })) },
    { kind: "select", key: "columns", label: "Columns on wide screens", options: options([1, 2, 3, 4]) },
    { kind: "checkbox", key: "alternate", label: "Alternate the cards' look", hint: "Priorities lean opposite ways; figures and panels turn dark and light in turn." },
    {
      kind: "list",
      key: "items",
      label: "Cards",
      item: "card",
      min: 1,
      max: L.items,
      newItem: () => ({ title: "" }),
      fields: () => (CARD_LOOK_FIELDS[(block.look as CardLook) ?? "feature"] ?? CARD_LOOK_FIELDS.feature).map((key) => CARD_FIELDS[key]!),
    },
    {
      kind: "group",
      key: "cta",
      label: "Closing tile",
      optional: true,
      empty: () => ({ heading: "", link: { label: "", href: "/" } }),
      fields: [
        { kind: "text", key: "heading", label: "Closing tile heading", max: L.heading, required: true },
        { kind: "text", key: "text", label: "Closing tile text", max: L.paragraph, rows: 2 },
        { kind: "link", key: "link", label: "Closing tile link" },
      ],
    },
  ],
  accordion: () => [
    ...heading,
    { kind: "select", key: "mode", label: "Opening", options: options(["single", "multiple"], { single: "One section open at a time", multiple: "Each section opens on its own" }) },
    {
      kind: "list",
      key: "items",
      label: "Sections",
      item: "section",
      min: 1,
      max: L.items,
      indexesKey: "open",
      newItem: () => ({ title: "", blocks: [newBlock("text")] }),
      fields: () => [
        { kind: "text", key: "title", label: "Section title", max: L.title, required: true },
        { kind: "text", key: "badge", label: "Tag", max: 40, hint: "A small tag beside the title, e.g. “To be published”. Optional." },
        { kind: "blocks", key: "blocks", label: "Section content", allowed: SIMPLE, min: 0 },
      ],
    },
  ],
  timeline: () => [
    ...heading,
    {
      kind: "list",
      key: "items",
      label: "Milestones",
      item: "milestone",
      min: 1,
      max: L.items,
      newItem: () => ({ year: new Date().getFullYear(), title: "", side: "left" }),
      fields: () => [
        { kind: "number", key: "year", label: "Year", min: 1, max: 9999 },
        { kind: "text", key: "title", label: "Milestone title", max: L.title, required: true },
        { kind: "text", key: "text", label: "Milestone text", max: L.paragraph, rows: 3 },
        { kind: "picture", key: "picture", label: "Milestone picture", optional: true },
        { kind: "select", key: "side", label: "Side on wide screens", options: options(["left", "right"], { left: "Left", right: "Right" }) },
      ],
    },
  ],
  people: () => [
    ...heading,
    { kind: "select", key: "look", label: "Look", options: options(["grid", "profile"], { grid: "A card for each person", profile: "One large portrait" }) },
    { kind: "checkbox", key: "social", label: "Show the church's social links (large portrait)" },
    {
      kind: "list",
      key: "items",
      label: "People",
      item: "person",
      min: 1,
      max: L.items,
      newItem: () => ({ name: "", title: "", role: "" }),
      fields: () => [
        { kind: "text", key: "title", label: "Title", max: L.label, hint: "Before the name, e.g. “Pastor”. Optional." },
        { kind: "text", key: "name", label: "Name", max: L.title, required: true },
        { kind: "text", key: "role", label: "Role", max: L.shortText },
        { kind: "text", key: "bio", label: "Biography", max: L.paragraph, rows: 3 },
        { kind: "picture", key: "photo", label: "Photo", optional: true },
      ],
    },
  ],
  picture: () => [
    { kind: "picture", key: "picture", label: "Picture" },
    { kind: "text", key: "caption", label: "Caption", max: L.shortText },
    { kind: "select", key: "look", label: "Look", options: options(PICTURE_LOOKS, { rounded: "Rounded corners", framed: "Framed", plain: "Plain", tilted: "Tilted" }) },
    { kind: "select", key: "size", label: "Size", options: options(["small", "medium", "full"], { small: "Small", medium: "Medium", full: "Full width" }) },
  ],
  buttons: () => [
    ...heading,
    { kind: "select", key: "look", label: "Look", options: options(BUTTON_LOOKS, { buttons: "Buttons (the first stands out)", pills: "Round pills", links: "Plain list of links" }) },
    { kind: "list", key: "links", label: "Links", item: "link", min: 1, max: L.links, newItem: () => ({ label: "", href: "/" }), fields: () => [{ kind: "link", key: "", label: "Link" }] },
  ],
  "price-table": () => [
    { kind: "text", key: "caption", label: "Table caption", max: L.shortText, required: true },
    { kind: "text", key: "nameHeading", label: "First column heading", max: L.label, required: true },
    { kind: "text", key: "priceHeading", label: "Price column heading", max: L.label, required: true },
    {
      kind: "list",
      key: "rows",
      label: "Rows",
      item: "row",
      min: 1,
      max: L.items,
      newItem: () => ({ name: "", price: "" }),
      fields: () => [
        { kind: "text", key: "name", label: "Item", max: L.title, required: true },
        { kind: "text", key: "detail", label: "Item detail", max: L.shortText },
        { kind: "text", key: "price", label: "Price", max: L.value, required: true, hint: "As written, e.g. “12.00 USD”." },
      ],
    },
    { kind: "text", key: "note", label: "Note below the table", max: L.paragraph, rows: 2 },
  ],
  "office-contact": () => [
    { kind: "text", key: "subject", label: "E-mail subject", max: L.shortText, required: true },
    { kind: "checkbox", key: "showAddress", label: "Show the church's address too" },
  ],
  download: () => [
    { kind: "text", key: "label", label: "Button text", max: L.label, required: true },
    { kind: "text", key: "note", label: "Note", max: L.paragraph, required: true, rows: 2 },
  ],
  "service-times": () => [
    { kind: "text", key: "heading", label: "Heading", max: L.heading, required: true },
    { kind: "text", key: "directionsLabel", label: "Directions link text", max: L.label, required: true },
  ],
  "text-to-give": () => [
    { kind: "text", key: "note", label: "Note", max: L.paragraph, required: true, rows: 2 },
    { kind: "text", key: "action", label: "Button text", max: L.label, required: true },
  ],
  widget: () => [
    { kind: "select", key: "widget", label: "Part of the site", options: options(WIDGETS, { "donation-wizard": "The donation form", "home-activities": "The home page's activity tiles", "social-links": "The social links" }) },
  ],
  panel: () => [
    { kind: "select", key: "tone", label: "Colour", options: options(PANEL_TONES, { white: "White", slate: "Light grey", amber: "Amber", "indigo-light": "Light indigo", dark: "Dark indigo", gradient: "Indigo gradient", outline: "Outline" }) },
    { kind: "select", key: "icon", label: "Mark beside the content", options: options(BLOCK_ICONS), optional: true },
    { kind: "blocks", key: "blocks", label: "Panel content", allowed: LEAF, min: 1 },
  ],
  columns: () => [
    { kind: "select", key: "ratio", label: "Widths (first:second)", options: options(COLUMN_RATIOS) },
    { kind: "select", key: "align", label: "Vertical alignment", options: options(["start", "center"], { start: "Top", center: "Middle" }) },
    { kind: "checkbox", key: "sticky", label: "Keep the first column in view while the second scrolls" },
    { kind: "select", key: "tone", label: "Background", options: options(["none", "slate", "gradient"], { none: "None", slate: "Light grey", gradient: "Indigo gradient" }) },
    { kind: "checkbox", key: "secondFirstOnPhones", label: "On phones, show the second column first" },
    { kind: "blocks", key: "first", label: "First column", allowed: IN_COLUMN, min: 0 },
    { kind: "blocks", key: "second", label: "Second column", allowed: IN_COLUMN, min: 0 },
  ],
};

export const blockLabel = (type: string): string => BLOCK_LABELS[type as BlockType]?.label ?? type;
export const TOP_LEVEL_BLOCKS: readonly BlockType[] = BLOCK_TYPES;
