import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The Sunday school manuals (SPEC §2.5, §9): the youth manual on offer, then Pricing, How to Order and Contact Us, one open at a time.
 */
const content: PageContent = {
  heading: "Sunday School",
  subtitle: "Manuals for students, teachers and young people: prices and how to order.",
  blocks: [
    {
      type: "columns",
      ratio: "1:1",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          heading: "Learning the Word together",
          headingStyle: "section",
          paragraphs: [
            "Sunday school is where the whole church studies the Bible together, class by class, before the main service. Everyone follows the same lesson each week, so a family can talk over the same passage on the drive home.",
            "The lessons come from manuals prepared by the denomination for the whole year. Students follow along in their own copy; teachers have a companion edition with background notes, discussion questions and guidance for leading the class.",
          ],
          look: "lead",
          align: "start",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/resources/sunday-school.svg",
            alt: "Illustration of a stack of three Sunday school manuals beside an open Bible and a pencil.",
          },
          look: "rounded",
          size: "full",
        },
      ],
    },
    {
      type: "columns",
      ratio: "2:1",
      align: "center",
      sticky: false,
      tone: "gradient",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          eyebrow: "Featured manual",
          heading: "New this year: the Youth Sunday School Manual",
          headingStyle: "plain",
          paragraphs: [
            "Written for teenagers and young adults, with a lesson for every week, discussion questions that take real life seriously, a memory verse and a practical challenge to live out before the next class.",
          ],
          look: "lead",
          align: "start",
        },
      ],
      second: [
        {
          type: "cards",
          headingStyle: "section",
          look: "stat",
          columns: 1,
          alternate: false,
          items: [
            { title: "Youth Sunday School Manual", value: "12 dollars", text: "per copy" },
          ],
        },
        {
          type: "buttons",
          headingStyle: "section",
          look: "buttons",
          links: [
            {
              label: "Order by e-mail",
              href: { setting: "emails.general", subject: "Youth Sunday School Manual order" },
            },
          ],
        },
      ],
    },
    {
      type: "accordion",
      heading: "Ordering information",
      headingStyle: "section",
      mode: "single",
      open: [0],
      items: [
        {
          title: "Pricing",
          blocks: [
            {
              type: "price-table",
              caption: "Manuals and their price per copy",
              nameHeading: "Manual",
              priceHeading: "Price per copy",
              rows: [
                {
                  name: "Sunday School Students' Manual",
                  detail: "Adult Sunday school classes",
                  price: "1200 naira",
                },
                { name: "Sunday School Teachers' Manual", detail: "Sunday school teachers", price: "1200 naira" },
                {
                  name: "House Fellowship Manual",
                  detail: "House fellowship leaders and members",
                  price: "1000 naira",
                },
                {
                  name: "Order of Service Manual",
                  detail: "Ministers and service coordinators",
                  price: "500 naira",
                },
                { name: "Youth Sunday School Manual", detail: "Teenagers and young adults", price: "12 dollars" },
              ],
              note: "Prices are per copy. Manuals printed by the denomination's publishing house are priced in naira; the youth manual is printed for our region and priced in US dollars. The office will confirm the total in your currency when you order.",
            },
          ],
        },
        {
          title: "How to Order",
          blocks: [
            {
              type: "list",
              headingStyle: "section",
              items: [
                "Count how many copies of each manual your class, department or parish needs.",
                "E-mail or call the church office with your name, your parish or fellowship, and the manuals and quantities you want.",
                "The office confirms the order, the total and when your manuals will be ready.",
                "Collect the manuals from the church office, where payment is also made. Please order a few weeks before the new Sunday school year begins.",
              ],
              look: "steps",
              columns: 1,
            },
          ],
        },
        {
          title: "Contact Us",
          blocks: [
            {
              type: "text",
              headingStyle: "section",
              paragraphs: [
                "Questions about the manuals or about joining a Sunday school class? The church office will be glad to help.",
              ],
              look: "body",
              align: "start",
            },
            { type: "office-contact", subject: "Sunday School manual order", showAddress: true },
          ],
        },
      ],
    },
  ],
};

export const sundaySchoolPage = {
  slug: "sunday-school",
  title: "Sunday School",
  description: "Sunday school manuals for students, teachers and youth: prices and how to order.",
  content,
};
