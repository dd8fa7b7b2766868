import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Women Ministry page (SPEC §2.4): about the ministry, its vision and mission, what it does, an invitation and the other ministries.
 */
const content: PageContent = {
  heading: "Women Ministry",
  subtitle: "Sisters in Christ, standing together in faith, family and service.",
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
            "The Women Ministry is where the women of Lampstand find friendship that goes deeper than Sunday greetings. Whether you are a student far from home, a young wife, a busy mother, a grandmother or a sister walking through a season alone, there is a seat at our table for you.",
            "We meet to pray, to open the Scriptures together and to share the practical wisdom that only comes from walking with God through real life. Out of that fellowship we serve: welcoming new mothers, visiting the sick and standing with families in our neighbourhood when they need it most.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "scripture",
          text: "Strength and honour are her clothing; and she shall rejoice in time to come.",
          reference: "Proverbs 31:25",
          version: "KJV",
          tone: "boxed",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/ministries/women.svg",
            alt: "Illustration of three women side by side beneath a rising sun, with flowers growing at their feet.",
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
          text: "A community of women clothed with strength and dignity, rooted in God's Word and reflecting the love of Christ in every home, workplace and neighbourhood they touch.",
        },
        {
          title: "Our Mission",
          eyebrow: "How we get there",
          text: "To gather women of every age and season for prayer and Bible study, to mentor the younger by the example of the older, and to serve families in the church and the city with compassion and practical care.",
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
          title: "Monthly prayer breakfast",
          meta: "First Saturday of the month",
          text: "A morning of worship, intercession and a short teaching, with a warm breakfast and time to talk.",
        },
        {
          title: "Titus 2 mentoring circles",
          meta: "Every other week",
          text: "Small groups that pair women of different generations to read the Bible, pray and share life together.",
        },
        {
          title: "Care and visitation team",
          meta: "Throughout the year",
          text: "Meals for new mothers, visits to the sick and the bereaved, and a phone call when someone has been missed.",
        },
        {
          title: "Annual women's retreat",
          meta: "Every spring",
          text: "A weekend away to rest, worship and hear God afresh, with teaching sessions and plenty of laughter.",
        },
      ],
    },
    {
      type: "panel",
      tone: "gradient",
      blocks: [
        {
          type: "text",
          heading: "Come as you are",
          headingStyle: "plain",
          paragraphs: [
            "You do not need to sign up or bring anything but yourself. Look for our next gathering on the events calendar and come along; a sister will be at the door to welcome you.",
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
        { label: "Men Ministry", href: "/men-ministry" },
        { label: "Choir (Music) Ministry", href: "/choir-ministry" },
        { label: "Youth Ministry", href: "/youth-ministry" },
        { label: "Children Ministry", href: "/children-ministry" },
        { label: "All ministries", href: "/ministries" },
      ],
    },
  ],
};

export const womenMinistryPage = {
  slug: "women-ministry",
  title: "Women Ministry",
  description: "Women encouraging one another in faith, family and service.",
  content,
};
