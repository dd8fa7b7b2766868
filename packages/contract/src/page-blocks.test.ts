import { describe, expect, it } from "vitest";
import {
  BLOCK_LABELS,
  BLOCK_LIMITS,
  BLOCK_TYPES,
  blockSchema,
  isSafeHref,
  newBlock,
  pageContentSchema,
  type BlockInput,
  type BlockType,
} from "./page-blocks.ts";

/** One block of each type, shaped like the seed pages' (today's text, shortened). */
const SAMPLES: { [K in BlockType]: Extract<BlockInput, { type: K }> } = {
  text: {
    type: "text",
    eyebrow: "Who we are",
    heading: "A church that lives what it believes",
    paragraphs: [
      "We are an ordinary group of people who have met an extraordinary Saviour.",
      [
        { text: "Write to " },
        { setting: "emails.finance", link: true },
        { text: "." },
      ],
      [
        { text: "Prefer another way? " },
        { text: "See all the ways to give", href: "/donate" },
        { text: "." },
      ],
    ],
    look: "lead",
    align: "center",
  },
  scripture: {
    type: "scripture",
    text: "Ye are the light of the world.",
    reference: "Matthew 5:14",
    version: "KJV",
    tone: "boxed",
  },
  list: {
    type: "list",
    heading: "Each day's page gives you",
    items: ["A Bible passage to read", "A memory verse"],
    look: "check",
    columns: 2,
  },
  cards: {
    type: "cards",
    look: "value",
    columns: 3,
    items: [
      {
        title: "Love",
        icon: "heart",
        text: "We love God with all our heart, and our neighbour as ourselves.",
        scripture: {
          text: "Beloved, let us love one another.",
          reference: "1 John 4:7",
        },
      },
      {
        title: "Pastors' reporting portal",
        icon: "chart",
        text: "Coming soon.",
        link: {
          label: "Open",
          href: { setting: "links.pastorsReportingPortal" },
        },
      },
      {
        title: "Day 1",
        eyebrow: "Day 1",
        date: "2025-11-01",
        meta: "Psalm 95:1-7",
        text: "Thanksgiving",
      },
    ],
    cta: {
      heading: "Not sure where you fit?",
      text: "Come to one of our gatherings.",
      link: { label: "See upcoming events", href: "/events" },
    },
  },
  accordion: {
    type: "accordion",
    heading: "Prophecies for 2025",
    mode: "single",
    open: [1],
    items: [
      {
        title: "For individuals",
        badge: "To be published",
        blocks: [
          { type: "text", paragraphs: ["Not added yet."], look: "body" },
        ],
      },
      {
        title: "For Nigeria",
        blocks: [
          {
            type: "text",
            paragraphs: ["The word rests on the faithfulness of God."],
            look: "body",
          },
          {
            type: "scripture",
            text: "Righteousness exalteth a nation.",
            reference: "Proverbs 14:34",
          },
          {
            type: "price-table",
            caption: "Manuals",
            nameHeading: "Manual",
            priceHeading: "Price per copy",
            rows: [{ name: "Student", price: "5.00 USD" }],
          },
          {
            type: "office-contact",
            subject: "Sunday School manual order",
            showAddress: true,
          },
        ],
      },
    ],
  },
  timeline: {
    type: "timeline",
    items: [
      {
        year: 1980,
        title: "A prayer meeting",
        text: "Twelve friends pray.",
        picture: { src: "/images/church/origin-1980.svg", alt: "A classroom" },
        side: "left",
      },
      { year: 2019, title: "Lampstand is planted", side: "right" },
    ],
  },
  people: {
    type: "people",
    items: [
      {
        name: "Samuel Okafor",
        title: "Pastor",
        role: "Parish Pastor",
        photo: {
          src: "/images/church/leader-01.svg",
          alt: "Illustrated portrait",
        },
      },
    ],
  },
  picture: {
    type: "picture",
    picture: {
      src: `uploads/${"a".repeat(64)}.webp`,
      alt: "The church at dusk",
    },
    caption: "Our building",
  },
  buttons: {
    type: "buttons",
    look: "buttons",
    links: [
      {
        label: "Join the choir group",
        href: { setting: "links.messagingApp" },
      },
      { label: "See upcoming events", href: "/events" },
      { label: "Call us", href: "tel:+17135550142" },
      { label: "Write", href: "mailto:info@example.org?subject=Hello" },
      { label: "Text", href: "sms:+17135550199?body=GIVE" },
      { label: "Visit", href: "https://www.example.org/page?x=1#top" },
    ],
  },
  "price-table": {
    type: "price-table",
    caption: "Manuals and their price per copy",
    nameHeading: "Manual",
    priceHeading: "Price per copy",
    rows: [
      { name: "Adult student manual", detail: "For adults", price: "5.00 USD" },
    ],
    note: "Prices do not include postage.",
  },
  "office-contact": { type: "office-contact", subject: "Open Heavens order" },
  download: {
    type: "download",
    label: "Download manual",
    note: "The download will be available soon.",
  },
  "service-times": {
    type: "service-times",
    heading: "Service times",
    directionsLabel: "Get directions",
  },
  "text-to-give": {
    type: "text-to-give",
    note: "Standard message rates may apply.",
    action: "Open my messages",
  },
  widget: { type: "widget", widget: "donation-wizard" },
  panel: {
    type: "panel",
    tone: "dark",
    blocks: [
      {
        type: "text",
        heading: "How to take part",
        dates: { from: "2025-11-01", to: "2025-11-30" },
        paragraphs: [],
        look: "body",
      },
      { type: "list", items: ["Fast as your health allows."], look: "check" },
    ],
  },
  columns: {
    type: "columns",
    ratio: "3:2",
    sticky: true,
    first: [
      { type: "text", paragraphs: ["We believe the Bible."], look: "lead" },
    ],
    second: [
      {
        type: "panel",
        tone: "white",
        blocks: [
          {
            type: "buttons",
            links: [{ label: "Baptismal class", href: "/baptismal" }],
          },
        ],
      },
    ],
  },
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
}

describe("page blocks", () => {
  it.each(BLOCK_TYPES)(
    "accepts a %s block shaped like the seed pages'",
    (type) => {
      expect(issues(blockSchema.safeParse(SAMPLES[type]))).toEqual([]);
    },
  );

  it("accepts a page of every block type", () => {
    const page = {
      heading: "Easter at Lampstand",
      subtitle: "He is risen",
      blocks: BLOCK_TYPES.map((type) => SAMPLES[type]),
    };
    expect(issues(pageContentSchema.safeParse(page))).toEqual([]);
  });

  it("refuses a block type that does not exist, with a message", () => {
    expect(
      issues(blockSchema.safeParse({ type: "html", html: "<b>hi</b>" })),
    ).toEqual(["type: This kind of block does not exist."]);
  });

  it("nests one level only: no columns inside columns, no panels inside panels, no accordion inside an accordion", () => {
    expect(
      issues(
        blockSchema.safeParse({ ...SAMPLES.columns, first: [SAMPLES.columns] }),
      ),
    ).toEqual(["first.0.type: A column holds blocks and panels, not columns."]);
    expect(
      issues(
        blockSchema.safeParse({ ...SAMPLES.panel, blocks: [SAMPLES.panel] }),
      )[0],
    ).toMatch(/^blocks\.0\.type: A panel holds/);
    const nested = {
      ...SAMPLES.accordion,
      items: [{ title: "A", blocks: [SAMPLES.accordion] }],
    };
    expect(issues(blockSchema.safeParse(nested))[0]).toMatch(
      /^items\.0\.blocks\.0\.type: An accordion section holds/,
    );
  });

  describe("links", () => {
    const refused = [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "https:evil.example",
      "ftp://example.org/file",
      "mailto:",
      "tel:alert(1)",
      "relative/path",
      "#top",
    ];
    it.each(refused)("refuses %j everywhere a link goes", (href) => {
      expect(isSafeHref(href.trim())).toBe(false);
      const message =
        "A link must be a web address (https://…), an e-mail (mailto:…), a phone (tel:… or sms:…) or a page of this site (/…).";
      expect(
        issues(
          blockSchema.safeParse({
            type: "buttons",
            links: [{ label: "Go", href }],
          }),
        ),
      ).toEqual([`links.0.href: ${message}`]);
      const inCard = {
        ...SAMPLES.cards,
        items: [{ title: "A", link: { label: "Go", href } }],
      };
      expect(issues(blockSchema.safeParse(inCard))).toEqual([
        `items.0.link.href: ${message}`,
      ]);
      const inParagraph = {
        type: "text",
        paragraphs: [[{ text: "Go", href }]],
      };
      expect(issues(blockSchema.safeParse(inParagraph))).toEqual([
        `paragraphs.0.0.href: ${message}`,
      ]);
      const inTile = {
        ...SAMPLES.cards,
        cta: { heading: "A", link: { label: "Go", href } },
      };
      expect(issues(blockSchema.safeParse(inTile))).toEqual([
        `cta.link.href: ${message}`,
      ]);
    });

    it("accepts the allowed kinds, and settings by name only", () => {
      for (const href of [
        "/",
        "/events?month=2025-11",
        "https://example.org",
        "http://example.org/a",
        "mailto:a@b.org",
        "tel:+1 (713) 555-0142".replace(/ /g, ""),
        "sms:+17135550199?body=GIVE",
      ]) {
        expect(isSafeHref(href), href).toBe(true);
      }
      expect(
        issues(
          blockSchema.safeParse({
            type: "buttons",
            links: [{ label: "Go", href: { setting: "links.secret" } }],
          }),
        ),
      ).toHaveLength(1);
    });
  });

  describe("pictures", () => {
    it("accepts uploads of the image pipeline and the built-in artwork only", () => {
      const picture = (src: string) =>
        blockSchema.safeParse({ type: "picture", picture: { src, alt: "" } });
      expect(picture(`uploads/${"0".repeat(64)}.webp`).success).toBe(true);
      expect(picture("/images/home/welcome.svg").success).toBe(true);
      for (const src of [
        "https://evil.example/x.png",
        "javascript:alert(1)",
        "/images/../secret.svg",
        "uploads/abc.webp",
        "data:image/png;base64,AAAA",
      ]) {
        expect(issues(picture(src)), src).toEqual([
          "picture.src: A picture must be one uploaded to this site or one of the built-in pictures.",
        ]);
      }
    });
  });

  describe("lengths and counts", () => {
    it("refuses over-long text with the field's name and limit", () => {
      const long = "x".repeat(BLOCK_LIMITS.paragraph + 1);
      expect(
        issues(blockSchema.safeParse({ type: "text", paragraphs: [long] })),
      ).toEqual([
        `paragraphs.0: A paragraph must be at most ${BLOCK_LIMITS.paragraph} characters.`,
      ]);
      const title = "t".repeat(BLOCK_LIMITS.title + 1);
      expect(
        issues(blockSchema.safeParse({ ...SAMPLES.cards, items: [{ title }] })),
      ).toEqual([
        `items.0.title: Card title must be at most ${BLOCK_LIMITS.title} characters.`,
      ]);
      expect(
        issues(
          blockSchema.safeParse({
            ...SAMPLES.scripture,
            reference: "r".repeat(200),
          }),
        ),
      ).toEqual([
        `reference: Reference must be at most ${BLOCK_LIMITS.reference} characters.`,
      ]);
    });

    it("refuses too many items and too many blocks", () => {
      const items = Array.from(
        { length: BLOCK_LIMITS.items + 1 },
        (_, index) => `Item ${index}`,
      );
      expect(issues(blockSchema.safeParse({ type: "list", items }))).toEqual([
        `items: At most ${BLOCK_LIMITS.items} items.`,
      ]);
      const blocks = Array.from(
        { length: BLOCK_LIMITS.blocks + 1 },
        () => SAMPLES.download,
      );
      expect(
        issues(pageContentSchema.safeParse({ heading: "H", blocks })),
      ).toEqual([
        `blocks: A page holds at most ${BLOCK_LIMITS.blocks} blocks.`,
      ]);
    });

    it("refuses an empty required text and a NUL character by name", () => {
      expect(
        issues(blockSchema.safeParse({ ...SAMPLES.download, label: "  " })),
      ).toEqual(["label: Button text is required."]);
      expect(
        issues(
          blockSchema.safeParse({ ...SAMPLES.download, note: "a\u0000b" }),
        ),
      ).toEqual([
        "note: Note contains a character that cannot be stored (NUL).",
      ]);
    });
  });

  it("takes script, markup and event handlers in every text as plain text (they render inert)", () => {
    // Short enough for the shortest fields (a tag, a price), so only the characters are on trial.
    for (const xss of [
      "<script>alert(1)</script>",
      `"><img src=x onerror=alert(1)>`,
      `' onmouseover='alert(1)`,
    ]) {
      const withXss = (value: unknown): unknown => {
        if (typeof value === "string")
          return value.startsWith("/") ||
            value.includes("images") ||
            value.startsWith("uploads/")
            ? value
            : xss;
        if (Array.isArray(value)) return value.map(withXss);
        if (value && typeof value === "object") {
          return Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [
              key,
              [
                "type",
                "look",
                "tone",
                "setting",
                "href",
                "src",
                "date",
                "from",
                "to",
                "icon",
                "widget",
                "ratio",
                "align",
                "side",
                "mode",
                "headingStyle",
                "size",
              ].includes(key)
                ? inner
                : withXss(inner),
            ]),
          );
        }
        return value;
      };
      for (const type of BLOCK_TYPES) {
        const result = blockSchema.safeParse(withXss(SAMPLES[type]));
        expect(issues(result), type).toEqual([]);
        // A widget has no words of its own.
        if (type !== "widget")
          expect(JSON.stringify(result.data)).toContain(
            JSON.stringify(xss).slice(1, -1),
          );
      }
    }
  });

  describe("for the editor", () => {
    it("labels every block type", () => {
      expect(Object.keys(BLOCK_LABELS).sort()).toEqual([...BLOCK_TYPES].sort());
    });

    it.each(BLOCK_TYPES)(
      "makes a new %s block that only lacks the words a person must type",
      (type) => {
        const block = newBlock(type);
        expect(block.type).toBe(type);
        const problems = issues(blockSchema.safeParse(block));
        for (const problem of problems)
          expect(problem).toMatch(
            /is required\.$|A picture must be one uploaded/,
          );
      },
    );
  });
});
