import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Choir (Music) Ministry page (SPEC §2.4): about the ministry, its vision and mission, what it does, an invitation and the other ministries.
 */
const content: PageContent = {
  heading: "Choir Ministry",
  subtitle: "Leading the church in worship through song and music.",
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
            "Worship at Lampstand is not a performance but an offering, and the Choir Ministry carries that offering week by week. Our singers, keyboardists, drummers and guitarists serve the congregation by helping everyone lift their voices to God.",
            "We rehearse carefully because God deserves our best, and we pray together because music without the presence of God is only noise. From hymns that have carried the church for generations to new songs of praise, we sing the faith we believe.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "scripture",
          text: "Make a joyful noise unto the LORD, all ye lands. Serve the LORD with gladness: come before his presence with singing.",
          reference: "Psalm 100:1-2",
          version: "KJV",
          tone: "boxed",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/ministries/choir.svg",
            alt: "Illustration of a choir of four singers in robes, with musical notes rising above them and a keyboard in front.",
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
          text: "A worshipping church where every service is filled with heartfelt praise, and where gifted musicians grow as worshippers first and musicians second.",
        },
        {
          title: "Our Mission",
          eyebrow: "How we get there",
          text: "To lead the congregation in Spirit-filled worship, to train singers and instrumentalists in skill and in character, and to use music to carry the gospel beyond our walls.",
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
          title: "Weekly rehearsal",
          meta: "Thursday evenings",
          text: "Vocal warm-ups, part practice and a time of prayer for the coming Sunday's worship.",
        },
        {
          title: "Sunday and special services",
          meta: "Every Sunday and at conventions",
          text: "Leading congregational singing and ministering special songs at services, weddings and thanksgivings.",
        },
        {
          title: "Music school",
          meta: "Terms through the year",
          text: "Lessons in voice, keyboard and drums for choir members and for young people who want to learn to serve.",
        },
        {
          title: "Praise night",
          meta: "Once a year",
          text: "An evening of extended worship with choirs from sister parishes, open to the whole community.",
        },
      ],
    },
    {
      type: "panel",
      tone: "gradient",
      blocks: [
        {
          type: "text",
          heading: "Join the choir",
          headingStyle: "plain",
          paragraphs: [
            "If you love to sing or play and want to serve God with your gift, message us on WhatsApp to join the choir group and hear about the next rehearsal. No audition is needed to start: just a willing heart.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "buttons",
          headingStyle: "section",
          look: "buttons",
          links: [
            { label: "Join the choir on WhatsApp", href: { setting: "links.messagingApp" } },
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
        { label: "Youth Ministry", href: "/youth-ministry" },
        { label: "Children Ministry", href: "/children-ministry" },
        { label: "All ministries", href: "/ministries" },
      ],
    },
  ],
};

export const choirMinistryPage = {
  slug: "choir-ministry",
  title: "Choir Ministry",
  description: "Leading the church in worship through song and music.",
  content,
};
