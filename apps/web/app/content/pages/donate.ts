import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * Ways to give (SPEC §2.9): by text, online, and two partner options that lead home until their links are set.
 */
const content: PageContent = {
  heading: "Give",
  subtitle: "Thank you for partnering with us in the work of the Gospel.",
  blocks: [
    {
      type: "columns",
      ratio: "3:2",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          headingStyle: "section",
          paragraphs: [
            "Your tithes and offerings keep the lights on, the doors open and the Gospel going out: into our city through outreach and care, and to the nations through missions. Thank you for giving.",
          ],
          look: "lead",
          align: "start",
        },
      ],
      second: [
        {
          type: "scripture",
          text: "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
          reference: "2 Corinthians 9:7",
          tone: "quote",
        },
      ],
    },
    {
      type: "cards",
      heading: "Choose how you would like to give",
      headingStyle: "plain",
      look: "option",
      columns: 2,
      alternate: false,
      items: [
        {
          title: "Give by Text",
          text: "Send one word from your phone and follow the secure link you get back. It takes about a minute.",
          icon: "text-message",
          link: { label: "How to give by text", href: "/give-by-text" },
        },
        {
          title: "Online Donation",
          text: "Plan your tithe and offerings across our funds in three short steps.",
          icon: "card",
          link: { label: "Start online giving", href: "/online-donation" },
        },
        {
          title: "Give through our giving partner",
          text: "Give through the online giving service our church partners with, once or on a schedule.",
          icon: "partner",
          link: { label: "Go to our giving partner", href: { setting: "links.givingPartner" } },
        },
        {
          title: "Give with a mobile payment app",
          text: "Use the payment app on your phone to send your gift straight to the church.",
          icon: "mobile",
          link: { label: "Give with a payment app", href: { setting: "links.paymentApp" } },
        },
      ],
    },
    {
      type: "text",
      headingStyle: "section",
      paragraphs: [
        "Our partner and app giving links are still being set up. Until they are ready they lead back to our home page.",
      ],
      look: "small",
      align: "start",
    },
    {
      type: "columns",
      ratio: "1:1",
      align: "start",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "panel",
          tone: "slate",
          icon: "church",
          blocks: [
            {
              type: "text",
              heading: "Giving in person",
              headingStyle: "plain",
              paragraphs: [
                "You can always give during any of our services: envelopes are at the welcome desk, and an usher will gladly help.",
              ],
              look: "body",
              align: "start",
            },
          ],
        },
      ],
      second: [
        {
          type: "panel",
          tone: "slate",
          icon: "mail",
          blocks: [
            {
              type: "text",
              heading: "Questions about giving?",
              headingStyle: "plain",
              paragraphs: [
                [
                  {
                    text: "Our finance team will gladly help with receipts, pledges or anything else about giving. Write to ",
                  },
                  { setting: "emails.finance", link: true },
                  { text: "." },
                ],
              ],
              look: "body",
              align: "start",
            },
          ],
        },
      ],
    },
  ],
};

export const donatePage = {
  slug: "donate",
  title: "Give",
  description: "Ways to give: by text, online and through our giving partners.",
  content,
};
