import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Youth Ministry page (SPEC §2.4): about the ministry, its vision and mission, what it does, an invitation and the other ministries.
 */
const content: PageContent = {
  heading: "Youth Ministry",
  subtitle: "Young people on fire for God: worship, mentoring and friendship.",
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
            "Being young and following Jesus is not easy, and nobody should try to do it alone. The Youth Ministry is a home for teenagers and young adults to worship freely, ask hard questions and find friends who are heading the same way.",
            "Our leaders are there to listen as much as to teach. We open the Bible together, we talk about school, work, relationships and purpose, and we give young people real responsibility in the life of the church, because the church of tomorrow is already serving today.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "scripture",
          text: "Let no man despise thy youth; but be thou an example of the believers, in word, in conversation, in charity, in spirit, in faith, in purity.",
          reference: "1 Timothy 4:12",
          version: "KJV",
          tone: "boxed",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/ministries/youth.svg",
            alt: "Illustration of two young people raising their hands on either side of a bright flame under a starry evening sky, with friends gathered in front.",
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
          text: "A generation of young people who know God personally, live out their faith with courage, and use their gifts to serve the church and transform their world.",
        },
        {
          title: "Our Mission",
          eyebrow: "How we get there",
          text: "To reach young people with the gospel, to disciple them through worship, teaching and mentoring, and to raise them as leaders in the church, in their schools and in their careers.",
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
          title: "Friday youth night",
          meta: "Every Friday evening",
          text: "Worship, a relevant Bible message, small-group discussion and food, in a place where questions are welcome.",
        },
        {
          title: "Mentoring pairs",
          meta: "Ongoing",
          text: "Each young person who wants one is paired with a mature believer who prays for them and walks with them.",
        },
        {
          title: "Career and study clinics",
          meta: "Twice a year",
          text: "Professionals from the congregation share advice on exams, applications, first jobs and building a career with integrity.",
        },
        {
          title: "Outreach and youth camp",
          meta: "Summer",
          text: "Serving in our neighbourhood, then a few days away together to worship, play and grow.",
        },
      ],
    },
    {
      type: "panel",
      tone: "gradient",
      blocks: [
        {
          type: "text",
          heading: "Bring a friend",
          headingStyle: "plain",
          paragraphs: [
            "Youth night is better with friends. Check the events calendar for what is coming up, and bring someone who has never been to church before.",
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
        { label: "Men Ministry", href: "/men-ministry" },
        { label: "Choir (Music) Ministry", href: "/choir-ministry" },
        { label: "Children Ministry", href: "/children-ministry" },
        { label: "All ministries", href: "/ministries" },
      ],
    },
  ],
};

export const youthMinistryPage = {
  slug: "youth-ministry",
  title: "Youth Ministry",
  description: "Young people on fire for God: worship, mentoring and friendship.",
  content,
};
