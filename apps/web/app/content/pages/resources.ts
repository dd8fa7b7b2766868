import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The resources hub (SPEC §2.5): five cards; the reporting portal says "coming soon" until its link is set.
 */
const content: PageContent = {
  heading: "Resources",
  subtitle: "Devotionals, manuals, teaching and tools to help you grow in faith and serve with confidence.",
  blocks: [
    {
      type: "cards",
      headingStyle: "section",
      look: "resource",
      columns: 3,
      alternate: false,
      items: [
        {
          title: "Key Resources",
          text: "The Open Heavens devotional, Sunday school and fellowship manuals, the baptismal class, prayer guides and more.",
          icon: "book",
          link: { label: "Open", href: "/key-resources" },
        },
        {
          title: "Key Ministries",
          text: "Find your place among the men, women, youth, children and choir ministries of the parish.",
          icon: "people",
          link: { label: "Open", href: "/ministries" },
        },
        {
          title: "Pastor's Desk",
          text: "Monthly letters from our pastor: encouragement, teaching and news from the life of the parish.",
          icon: "pen",
          link: { label: "Open", href: "/pastor-desk" },
        },
        {
          title: "Pastors' Reporting Portal",
          text: "A secure place for pastors and fellowship leaders to send in their parish and fellowship reports.",
          icon: "chart",
          link: { label: "Visit", href: { setting: "links.pastorsReportingPortal" } },
        },
        {
          title: "Video Channel",
          text: "Watch our services live, catch up on past sermons and share a message with a friend.",
          icon: "play",
          link: { label: "Visit", href: { setting: "social.youtube" } },
        },
      ],
    },
  ],
};

export const resourcesPage = {
  slug: "resources",
  title: "Resources",
  description: "Devotionals, manuals, prayer guides and teaching to help you grow.",
  content,
};
