import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The key resources (SPEC §2.5): seven cards, each to a page of this site.
 */
const content: PageContent = {
  heading: "Key Resources",
  subtitle: "The devotional, manuals, guides and tools our parish uses week by week.",
  blocks: [
    {
      type: "cards",
      headingStyle: "section",
      look: "resource",
      columns: 3,
      alternate: false,
      items: [
        {
          title: "Open Heavens",
          text: "The daily devotional: a Bible reading, a message and a prayer for every day of the year. How to order copies.",
          icon: "sun",
          link: { label: "Open", href: "/open-heaven" },
        },
        {
          title: "Prayer Guide",
          text: "The thirty-day fasting and prayer guide for 1 to 30 November 2025, a theme and a scripture for each day.",
          icon: "flame",
          link: { label: "Open", href: "/prayer-point" },
        },
        {
          title: "Sunday School",
          text: "Manuals for students, teachers and young people, with prices and how to order them.",
          icon: "book-open",
          link: { label: "Open", href: "/sunday-school" },
        },
        {
          title: "Home Fellowship",
          text: "The house fellowship manual that guides our midweek gatherings in homes across the city.",
          icon: "home",
          link: { label: "Open", href: "/home-fellowship" },
        },
        {
          title: "Baptismal Manual",
          text: "Fifteen lessons that prepare new believers for water baptism and the first steps of Christian life.",
          icon: "water",
          link: { label: "Open", href: "/baptismal" },
        },
        {
          title: "Prayer Request",
          text: "Tell us what is on your heart. Our prayer team will stand with you in prayer.",
          icon: "heart",
          link: { label: "Open", href: "/prayer-request" },
        },
        {
          title: "Operation Andrew",
          text: "Pray for seven people by name and bring them to Jesus: how the Operation Andrew cards work.",
          icon: "user-plus",
          link: { label: "Open", href: "/operation-andrew" },
        },
      ],
    },
  ],
};

export const keyResourcesPage = {
  slug: "key-resources",
  title: "Key Resources",
  description: "Open Heavens, Sunday school and home fellowship manuals, prayer guides and more.",
  content,
};
