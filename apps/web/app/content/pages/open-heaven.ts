import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Open Heavens devotional (SPEC §2.5, §9): what it is, its prices, and ordering by e-mail or phone only.
 */
const content: PageContent = {
  heading: "Open Heavens",
  subtitle: "A daily devotional to begin every day of the year with God.",
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
          heading: "A few minutes with God, every day",
          headingStyle: "section",
          paragraphs: [
            [
              {
                text: "Open Heavens is a daily devotional written by Pastor Samuel A. Adeyemi, the General Overseer of ",
              },
              { setting: "denomination" },
              { text: ". A new edition is published for every year, with one page for each day." },
            ],
            "Many of our members begin the morning with it before they reach for the phone: a few minutes in the Word and in prayer that set the direction for the whole day. Families read it together at the breakfast table, and fellowship leaders use it to open their meetings.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "list",
          heading: "Each day's page gives you",
          headingStyle: "plain",
          items: [
            "A Bible passage to read and a verse to memorise",
            "A short message that applies the Scripture to daily life",
            "A prayer point and an action point for the day",
            "A hymn to sing",
            "A plan to read through the whole Bible in a year",
          ],
          look: "check",
          columns: 2,
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/resources/open-heavens.svg",
            alt: "Illustration of an Open Heavens devotional book whose cover shows clouds parting and rays of light over a sunrise.",
          },
          look: "plain",
          size: "medium",
        },
      ],
    },
    {
      type: "cards",
      heading: "Prices",
      headingStyle: "section",
      look: "stat",
      columns: 2,
      alternate: true,
      items: [
        {
          title: "50 copies or more",
          value: "13 dollars",
          text: "per copy, for orders of 50 or more copies",
        },
        {
          title: "Fewer than 50 copies",
          value: "15 dollars",
          text: "per copy, for orders of fewer than 50 copies",
        },
      ],
    },
    {
      type: "cards",
      heading: "How to order",
      headingStyle: "section",
      look: "feature",
      columns: 3,
      alternate: false,
      items: [
        {
          icon: "calendar",
          title: "Orders begin mid-December",
          text: "We start taking orders for the next year's edition in mid-December. Order early so your copies arrive in time for January.",
        },
        {
          icon: "people",
          title: "For churches and groups",
          text: "Copies are ordered by parishes, fellowships, departments and groups. They are not sold to individuals: ask your fellowship or department leader to include you in their order.",
        },
        {
          icon: "phone",
          title: "By e-mail or phone only",
          text: "Orders are taken by e-mail or by phone. There is no online ordering and no card payment; the office will explain how to pay when it confirms your order.",
        },
      ],
    },
    {
      type: "panel",
      tone: "slate",
      blocks: [
        {
          type: "text",
          heading: "Place your order with the church office",
          headingStyle: "plain",
          paragraphs: ["Tell us your name,  your parish or group,  and how many copies you need."],
          look: "body",
          align: "start",
        },
        { type: "office-contact", subject: "Open Heavens order", showAddress: false },
      ],
    },
  ],
};

export const openHeavenPage = {
  slug: "open-heaven",
  title: "Open Heavens Devotional",
  description: "The Open Heavens daily devotional: how to order copies for your church or group.",
  content,
};
