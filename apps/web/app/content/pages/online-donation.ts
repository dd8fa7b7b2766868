import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The online donation (SPEC §2.9): the three-step wizard, which takes no payment and sends nothing (SPEC §7), and other ways to give today.
 */
const content: PageContent = {
  heading: "Online Donation",
  subtitle: "Plan your gift in three short steps.",
  blocks: [
    {
      type: "columns",
      ratio: "2:1",
      align: "start",
      sticky: false,
      tone: "slate",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          headingStyle: "section",
          paragraphs: [
            [
              { text: "No payment is taken online yet.", strong: true },
              {
                text: " This form does not send your details anywhere and nothing is charged: it only helps you plan your gift until secure card payments are switched on.",
              },
            ],
          ],
          look: "notice",
          align: "start",
        },
        { type: "widget", widget: "donation-wizard" },
      ],
      second: [
        {
          type: "panel",
          tone: "white",
          blocks: [
            {
              type: "text",
              heading: "Give today",
              headingStyle: "plain",
              paragraphs: [
                [
                  { text: "To give right now, text " },
                  { setting: "textToGive.keyword" },
                  { text: " to " },
                  { setting: "textToGive.number" },
                  { text: ", or give in person at any service." },
                ],
              ],
              look: "small",
              align: "start",
            },
            {
              type: "buttons",
              headingStyle: "section",
              look: "links",
              links: [
                { label: "How to give by text", href: "/give-by-text" },
                { label: "All the ways to give", href: "/donate" },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const onlineDonationPage = {
  slug: "online-donation",
  title: "Online Donation",
  description: "Plan your gift online in three steps.",
  content,
};
