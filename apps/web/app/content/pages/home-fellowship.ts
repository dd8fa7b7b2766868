import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The house fellowship manual (SPEC §2.5, §9): Pricing, How to Order and Contact Us, one open at a time.
 */
const content: PageContent = {
  heading: "Home Fellowship",
  subtitle: "The house fellowship manual: prices, ordering and contacts.",
  blocks: [
    {
      type: "columns",
      ratio: "1:1",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          heading: "Church in the living room",
          headingStyle: "section",
          paragraphs: [
            "On weekday evenings, small groups of our members meet in homes across the city to pray, read the Bible and care for one another. House fellowship is where newcomers become friends and where needs are noticed early.",
            "Every fellowship follows the same weekly study from the House Fellowship Manual: a passage, a short teaching, questions for discussion and a prayer focus. Hosts and leaders use it to guide the evening; members use it to prepare and to look back on what they learned.",
          ],
          look: "lead",
          align: "start",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/resources/home-fellowship.svg",
            alt: "Illustration of a house with warm lit windows and a small group gathered around a table with an open book.",
          },
          look: "rounded",
          size: "full",
        },
      ],
    },
    {
      type: "accordion",
      heading: "Ordering information",
      headingStyle: "section",
      mode: "single",
      open: [0],
      items: [
        {
          title: "Pricing",
          blocks: [
            {
              type: "price-table",
              caption: "Manuals and their price per copy",
              nameHeading: "Manual",
              priceHeading: "Price per copy",
              rows: [
                {
                  name: "House Fellowship Manual",
                  detail: "House fellowship leaders and members",
                  price: "1000 naira",
                },
              ],
              note: "The price is per copy and is set by the denomination's publishing house. The office will confirm the total in your currency when you order.",
            },
          ],
        },
        {
          title: "How to Order",
          blocks: [
            {
              type: "list",
              headingStyle: "section",
              items: [
                "Fellowship leaders collect the number of copies their group needs.",
                "E-mail or call the church office with your name, your fellowship and the number of copies.",
                "The office confirms the order, the total and when the manuals will be ready.",
                "Collect the manuals from the church office, where payment is also made.",
              ],
              look: "steps",
              columns: 1,
            },
          ],
        },
        {
          title: "Contact Us",
          blocks: [
            {
              type: "text",
              headingStyle: "section",
              paragraphs: [
                "Would you like to join or host a house fellowship near you, or do you have a question about the manual? Get in touch with the church office.",
              ],
              look: "body",
              align: "start",
            },
            { type: "office-contact", subject: "Home Fellowship manual order", showAddress: true },
          ],
        },
      ],
    },
  ],
};

export const homeFellowshipPage = {
  slug: "home-fellowship",
  title: "Home Fellowship",
  description: "The house fellowship manual: prices, ordering and contacts.",
  content,
};
