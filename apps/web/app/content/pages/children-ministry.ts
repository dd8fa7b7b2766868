import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Children Ministry page (SPEC §2.4): about the ministry, its vision and mission, what it does, an invitation and the other ministries.
 */
const content: PageContent = {
  heading: "Children Ministry",
  subtitle: "A safe, joyful place where children learn to know and love Jesus.",
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
            "Jesus made room for children, and so do we. Every Sunday our children's church welcomes little ones from toddlers to pre-teens, with lessons pitched to their age so they hear the gospel in words they can understand.",
            "Our teachers are trained and vetted, classrooms are checked in and out by a parent, and every session is planned with care. Children sing, pray, learn memory verses, make crafts and discover that God loves them and has a plan for their lives.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "scripture",
          text: "Suffer the little children to come unto me, and forbid them not: for of such is the kingdom of God.",
          reference: "Mark 10:14",
          version: "KJV",
          tone: "boxed",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/ministries/children.svg",
            alt: "Illustration of two children holding hands under a sun, with a balloon, a rainbow and an open Bible beside them.",
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
          text: "Children who know Jesus as their friend and Saviour from an early age, who love God's Word, and who grow up to be faithful disciples.",
        },
        {
          title: "Our Mission",
          eyebrow: "How we get there",
          text: "To teach children the Bible in a safe, loving and joyful environment, to partner with parents in raising them in the faith, and to give every child a sense of belonging in God's family.",
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
          title: "Children's church",
          meta: "Every Sunday during service",
          text: "Age-group classes with Bible stories, worship, memory verses and crafts, while parents worship in the main service.",
        },
        {
          title: "Holiday Bible club",
          meta: "Summer holidays",
          text: "A week of games, drama, music and Bible adventure, open to children from the whole neighbourhood.",
        },
        {
          title: "Children's day service",
          meta: "Once a year",
          text: "The children lead the service with songs, readings and drama, and the whole church celebrates them.",
        },
        {
          title: "Parents' workshops",
          meta: "Each term",
          text: "Practical sessions on family devotions, screen time and nurturing faith at home.",
        },
      ],
    },
    {
      type: "panel",
      tone: "gradient",
      blocks: [
        {
          type: "text",
          heading: "Partner with us",
          headingStyle: "plain",
          paragraphs: [
            "Bring your children along on Sunday, and see the events calendar for special programmes. Your gifts buy Bibles, teaching materials and craft supplies, and help us train teachers.",
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
            { label: "Donate", href: "/donate" },
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
        { label: "Men Ministry", href: "/men-ministry" },
        { label: "Choir (Music) Ministry", href: "/choir-ministry" },
        { label: "Youth Ministry", href: "/youth-ministry" },
        { label: "All ministries", href: "/ministries" },
      ],
    },
  ],
};

export const childrenMinistryPage = {
  slug: "children-ministry",
  title: "Children Ministry",
  description: "A safe, joyful place where children learn to know and love Jesus.",
  content,
};
