import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The ministries index (SPEC §2.4): a picture card for each of the five ministries, and a closing tile to the events.
 */
const content: PageContent = {
  heading: "Our Ministries",
  subtitle: "Every member has a gift and a place to serve. Find the family within the family where you can grow.",
  blocks: [
    {
      type: "cards",
      headingStyle: "section",
      look: "picture",
      columns: 3,
      alternate: false,
      items: [
        {
          title: "Women Ministry",
          text: "Mothers, daughters, wives and single sisters praying together, learning together and carrying one another's burdens.",
          picture: { src: "/images/ministries/women.svg", alt: "" },
          link: { label: "Learn more", href: "/women-ministry" },
        },
        {
          title: "Men Ministry",
          text: "Men of faith sharpening one another: prayer at dawn, honest conversation and service that shows up with its sleeves rolled up.",
          picture: { src: "/images/ministries/men.svg", alt: "" },
          link: { label: "Learn more", href: "/men-ministry" },
        },
        {
          title: "Choir (Music) Ministry",
          text: "Singers and instrumentalists who lead the congregation into worship, and who prepare their hearts before they prepare their parts.",
          picture: { src: "/images/ministries/choir.svg", alt: "" },
          link: { label: "Learn more", href: "/choir-ministry" },
        },
        {
          title: "Youth Ministry",
          text: "Teens and young adults on fire for God: honest questions, loud worship, lasting friendships and mentors who care.",
          picture: { src: "/images/ministries/youth.svg", alt: "" },
          link: { label: "Learn more", href: "/youth-ministry" },
        },
        {
          title: "Children Ministry",
          text: "A safe, joyful place where children from toddlers to pre-teens meet Jesus through Bible stories, songs, crafts and caring teachers.",
          picture: { src: "/images/ministries/children.svg", alt: "" },
          link: { label: "Learn more", href: "/children-ministry" },
        },
      ],
      cta: {
        heading: "Not sure where you fit?",
        text: "Come to one of our gatherings and meet the people. Every ministry is open to visitors, and there is always someone glad to show you around.",
        link: { label: "See upcoming events", href: "/events" },
      },
    },
  ],
};

export const ministriesPage = {
  slug: "ministries",
  title: "Ministries",
  description: "Find your place: men, women, youth, children and choir ministries.",
  content,
};
