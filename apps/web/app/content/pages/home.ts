import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The home page's own words (SPEC §2.3): who we are with the three cards, the activities strip (a program, placed here), and the pastor's welcome with the service times. The banner and the prayer panel are not part of the page.
 */
const content: PageContent = {
  heading: "Welcome to Lampstand",
  blocks: [
    {
      type: "panel",
      tone: "slate",
      blocks: [
        {
          type: "text",
          eyebrow: "Who we are",
          heading: "A church that lives what it believes",
          headingStyle: "large",
          paragraphs: [
            "We are an ordinary group of people who have met an extraordinary Saviour. Here is what holds us together, what we stand on, and what we give our time and energy to.",
          ],
          look: "lead",
          align: "center",
        },
        {
          type: "cards",
          headingStyle: "section",
          look: "picture",
          columns: 3,
          alternate: false,
          items: [
            {
              title: "Our Values",
              text: "Love, holiness, prayer, generosity and more: fourteen values, each rooted in Scripture, that shape how we treat God and one another.",
              picture: { src: "/images/home/our-values.svg", alt: "Two open hands holding a glowing heart." },
              link: { label: "Explore our values", href: "/our-values" },
            },
            {
              title: "Our Beliefs",
              text: "From the authority of the Bible to the return of Christ: the truths we hold, stated plainly, so you know exactly where we stand.",
              picture: { src: "/images/home/our-beliefs.svg", alt: "An open Bible with light rising from its pages." },
              link: { label: "Read what we believe", href: "/our-beliefs" },
            },
            {
              title: "Our Priorities",
              text: "Eight commitments that decide where our hours and offerings go: worship, the Word, prayer, souls, families and the next generation.",
              picture: {
                src: "/images/home/our-priorities.svg",
                alt: "A winding path climbing a hill toward a bright cross.",
              },
              link: { label: "See our priorities", href: "/our-priorities" },
            },
          ],
        },
      ],
    },
    { type: "widget", widget: "home-activities" },
    {
      type: "columns",
      ratio: "1:1",
      align: "start",
      sticky: true,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "picture",
          picture: {
            src: "/images/home/welcome.svg",
            alt: "Our church building at golden hour, its doors open and the lights on.",
          },
          look: "tilted",
          size: "full",
        },
      ],
      second: [
        {
          type: "text",
          eyebrow: "From our pastor",
          heading: "You are welcome here",
          headingStyle: "large",
          paragraphs: [
            "Whether you have walked with Jesus for fifty years or are only beginning to wonder who He is, we are so glad you found us. Lampstand is a family of many nations, many accents and one Lord. Some of us came from Lagos, some from Port Harcourt, some from down the street, and all of us found a home here.",
            "On a Sunday morning you will find lively worship, clear teaching from the Bible and people who will remember your name. Our children learn about Jesus in a safe and joyful classroom, our young people have a place to belong, and there is always someone ready to pray with you after the service.",
            "Come as you are. Sit wherever you like. And if there is any way we can serve you or your family this week, please tell us. It would be our joy.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "text",
          headingStyle: "section",
          paragraphs: ["Your pastor and the whole Lampstand family"],
          look: "signature",
          align: "start",
        },
        { type: "service-times", heading: "Service times", directionsLabel: "Get directions" },
      ],
    },
  ],
};

export const homePage = {
  slug: "home",
  title: "Home",
  description: "A Spirit-filled church family. Worship with us on Sunday, grow in the Word and find your place to serve.",
  content,
};
