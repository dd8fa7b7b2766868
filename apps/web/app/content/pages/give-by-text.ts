import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * Text-to-give (SPEC §2.9): the keyword and number of the settings, the steps, and the year-end receipt.
 */
const content: PageContent = {
  heading: "Give by Text",
  subtitle: "Giving by text is the quickest way to give from your phone. There is no app to install.",
  blocks: [
    {
      type: "columns",
      ratio: "1:1",
      align: "start",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text-to-give",
          note: "Standard message rates from your carrier may apply. We never share your number.",
          action: "Open my messages",
        },
      ],
      second: [
        {
          type: "cards",
          heading: "How it works",
          headingStyle: "plain",
          look: "step-plain",
          columns: 1,
          alternate: false,
          items: [
            {
              title: "Send a text",
              text: [
                { text: "Text " },
                { setting: "textToGive.keyword" },
                { text: " to " },
                { setting: "textToGive.number" },
                { text: ". Use the phone you would like your gifts linked to." },
              ],
            },
            {
              title: "Open the link",
              text: "You will get a reply with a secure link. Enter your amount and choose the fund.",
            },
            {
              title: "Confirm your gift",
              text: "Add your card the first time. After that, giving again is a single text.",
            },
          ],
        },
      ],
    },
    {
      type: "panel",
      tone: "amber",
      icon: "receipt",
      blocks: [
        {
          type: "text",
          heading: "Want a year-end receipt?",
          headingStyle: "plain",
          paragraphs: [
            "Create an account when you give your first gift by text. Your gifts are then kept together under your name, and we send you one receipt for the whole year in January, ready for your tax return.",
          ],
          look: "body",
          align: "start",
        },
      ],
    },
    {
      type: "text",
      headingStyle: "section",
      paragraphs: [
        [
          { text: "Prefer another way? " },
          { text: "See all the ways to give", href: "/donate" },
          { text: "." },
        ],
      ],
      look: "body",
      align: "start",
    },
  ],
};

export const giveByTextPage = {
  slug: "give-by-text",
  title: "Give by Text",
  description: "Give by sending a text message, and get a year-end receipt.",
  content,
};
