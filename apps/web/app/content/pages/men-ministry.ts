import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Men Ministry page (SPEC §2.4): about the ministry, its vision and mission, what it does, an invitation and the other ministries.
 */
const content: PageContent = {
  heading: "Men Ministry",
  subtitle: "Men of faith growing together in prayer, fellowship and service.",
  blocks: [
    {
      type: "columns",
      ratio: "1:1",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: true,
      first: [
        {
          type: "text",
          heading: "About the ministry",
          headingStyle: "section",
          paragraphs: [
            "God calls men to lead by serving: in their homes, in the church and in the places where they work. The Men Ministry exists so that no man at Lampstand has to answer that call alone.",
            "We pray early, we study the Word with our Bibles open and our phones down, and we talk honestly about work, marriage, fatherhood and temptation. Then we put our hands to work, from fixing a widow's fence to setting up chairs before a convention.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "scripture",
          text: "Watch ye, stand fast in the faith, quit you like men, be strong.",
          reference: "1 Corinthians 16:13",
          version: "KJV",
          tone: "boxed",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/ministries/men.svg",
            alt: "Illustration of two men standing shoulder to shoulder on a hill, looking toward a cross under a rising sun.",
          },
          look: "rounded",
          size: "full",
        },
      ],
    },
    {
      type: "cards",
      headingStyle: "section",
      look: "panel",
      columns: 2,
      alternate: true,
      items: [
        {
          title: "Our Vision",
          eyebrow: "Where we are going",
          text: "Godly men who stand firm in the faith, love their families as Christ loves the church, and lead by example in the church and in the community.",
        },
        {
          title: "Our Mission",
          eyebrow: "How we get there",
          text: "To build men up through prayer, sound teaching and accountable friendship, to equip them as husbands, fathers and mentors, and to mobilise them for practical service and for reaching other men with the gospel.",
        },
      ],
    },
    {
      type: "cards",
      heading: "What we do",
      headingStyle: "section",
      look: "activity",
      columns: 4,
      alternate: false,
      items: [
        {
          title: "Saturday dawn prayer",
          meta: "Second Saturday of the month",
          text: "An hour of prayer for our families, our church and our city, followed by coffee and a short word.",
        },
        {
          title: "Iron sharpens iron groups",
          meta: "Weekly, in small groups",
          text: "Four to six men who read a book of the Bible together and keep one another honest and encouraged.",
        },
        {
          title: "Fathers and sons outings",
          meta: "Each quarter",
          text: "A game, a hike or a service project where dads, uncles and mentors spend time with the boys of the church.",
        },
        {
          title: "Helping hands crew",
          meta: "Whenever there is a need",
          text: "Repairs, moving days and set-up for church events, so that love is shown with more than words.",
        },
      ],
    },
    {
      type: "panel",
      tone: "gradient",
      blocks: [
        {
          type: "text",
          heading: "There is a place for you",
          headingStyle: "plain",
          paragraphs: [
            "Whether you have walked with Christ for decades or you are only starting to ask questions, join us at the next gathering. Dates and places are on the events calendar.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "buttons",
          headingStyle: "section",
          look: "buttons",
          links: [
            { label: "See upcoming events", href: "/events" },
          ],
        },
      ],
    },
    {
      type: "buttons",
      heading: "Explore our other ministries",
      headingStyle: "small",
      look: "pills",
      links: [
        { label: "Women Ministry", href: "/women-ministry" },
        { label: "Choir (Music) Ministry", href: "/choir-ministry" },
        { label: "Youth Ministry", href: "/youth-ministry" },
        { label: "Children Ministry", href: "/children-ministry" },
        { label: "All ministries", href: "/ministries" },
      ],
    },
  ],
};

export const menMinistryPage = {
  slug: "men-ministry",
  title: "Men Ministry",
  description: "Men of faith growing together in prayer, fellowship and service.",
  content,
};
