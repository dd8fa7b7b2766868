import { pageContentSchema, type PageContent } from "@lampstand/contract/page-blocks";

/**
 * A page as staff would add one (issue 20): "Christmas at Lampstand", built from the same blocks as
 * the spec's pages and placed under THE CHURCH and in the footer, so the demo shows a page no
 * developer wrote and the benchmarks measure one. Every word is written for Lampstand.
 */
const content: PageContent = pageContentSchema.parse({
  heading: "Christmas at Lampstand",
  subtitle: "Carols, candlelight and the good news of a Saviour born for everyone.",
  blocks: [
    {
      type: "text",
      heading: "Come home for Christmas",
      headingStyle: "section",
      paragraphs: [
        "Whether you have been part of Lampstand for years or have not been inside a church since you were a child, there is a seat for you this Christmas. Bring your family, bring your neighbours, and come as you are.",
        "Every service is about an hour, children are welcome in all of them, and there is hot chocolate in the hall afterwards.",
      ],
      look: "lead",
    },
    {
      type: "cards",
      heading: "Services this Christmas",
      headingStyle: "section",
      look: "activity",
      columns: 3,
      items: [
        {
          title: "Carols by Candlelight",
          meta: "Sunday before Christmas, 6:00 PM",
          text: "The choir and the congregation sing the carols everyone knows, with readings from the Christmas story.",
        },
        {
          title: "Christmas Eve Service",
          meta: "24 December, 7:00 PM",
          text: "A quiet service of Scripture, prayer and candles, ending just as the evening turns to night.",
        },
        {
          title: "Christmas Day Worship",
          meta: "25 December, 10:00 AM",
          text: "A joyful celebration of the birth of Jesus, with a short message that the youngest can follow too.",
        },
      ],
    },
    {
      type: "scripture",
      text: "For unto you is born this day in the city of David a Saviour, which is Christ the Lord.",
      reference: "Luke 2:11",
      version: "KJV",
      tone: "boxed",
    },
    {
      type: "accordion",
      heading: "Planning your visit",
      headingStyle: "section",
      mode: "single",
      open: [],
      items: [
        {
          title: "Where do I park?",
          blocks: [
            {
              type: "text",
              paragraphs: ["The car park fills early on Christmas Eve. Stewards in bright jackets will point you to the overflow spaces across the road, and there are reserved places near the door for anyone who needs them."],
              look: "body",
            },
          ],
        },
        {
          title: "Is there something for children?",
          blocks: [
            {
              type: "text",
              paragraphs: ["Yes. Children stay with their families for the carols, and each child gets a small gift on the way out. There is a quiet room with a screen for parents with babies."],
              look: "body",
            },
          ],
        },
        {
          title: "Can I bring a friend who does not go to church?",
          blocks: [
            {
              type: "text",
              paragraphs: ["Please do. Nobody will be singled out or asked to stand up, and the services are written so that someone who has never been to church can follow along."],
              look: "body",
            },
          ],
        },
      ],
    },
  ],
});

export const DEMO_PAGE = {
  slug: "christmas-at-lampstand",
  title: "Christmas at Lampstand",
  description: "Christmas services at Lampstand: carols by candlelight, the Christmas Eve service and Christmas Day worship, with what to know before you come.",
  content,
  placement: { menu: "church" as const, footer: true },
};
