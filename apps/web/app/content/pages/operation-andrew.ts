import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * Operation Andrew (SPEC §2.5, §9): seven names on a card, two cards for each attendee, and how to use them.
 */
const content: PageContent = {
  heading: "Operation Andrew",
  subtitle: "Each one reach one: pray for seven people by name and bring them to Jesus.",
  blocks: [
    {
      type: "text",
      heading: "What is Operation Andrew?",
      headingStyle: "section",
      paragraphs: [
        "Andrew was one of the first people to follow Jesus, and the first thing he did was go and find his brother. He did not preach a sermon; he told Simon what he had found and brought him to meet Jesus for himself. That simple act gave the church the apostle Peter.",
        "Operation Andrew is our way of doing the same. Every member prays by name for a few people who do not yet know Christ, builds friendship with them, and, when the time is right, brings them along: to a service, to a house fellowship, to a special event, and ultimately to Jesus.",
      ],
      look: "lead",
      align: "start",
    },
    {
      type: "scripture",
      text: "He first findeth his own brother Simon, and saith unto him, We have found the Messias, which is, being interpreted, the Christ. And he brought him to Jesus.",
      reference: "John 1:41-42",
      version: "KJV",
      tone: "boxed",
    },
    {
      type: "columns",
      ratio: "1:1",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "cards",
          heading: "The card",
          headingStyle: "section",
          look: "stat",
          columns: 2,
          alternate: false,
          items: [
            { title: "Names on each card", value: "7" },
            { title: "Cards for each attendee", value: "2" },
          ],
        },
        {
          type: "text",
          headingStyle: "section",
          paragraphs: [
            "The Operation Andrew card has seven spaces for names. Seven is enough to pray for every day, and few enough to know each person well: a relative, a neighbour, a colleague, a classmate, the friend you have been meaning to call.",
            "Each attendee receives two cards. Write the same seven names on both. Keep one card where you pray every day, in your Bible or beside your bed. Return the other to the evangelism team, so the church can pray for those names with you and be ready to welcome them.",
          ],
          look: "lead",
          align: "start",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/resources/operation-andrew-card.svg",
            alt: "Two Operation Andrew cards, one behind the other. The front card has the heading Operation Andrew, the words 'Lord, draw them to Jesus' and seven numbered blank lines for names.",
          },
          caption: "The card: seven lines for seven names. You receive two.",
          look: "plain",
          size: "medium",
        },
      ],
    },
    {
      type: "cards",
      heading: "How to use your cards",
      headingStyle: "section",
      look: "step",
      columns: 4,
      alternate: false,
      items: [
        {
          title: "Ask God for the names",
          text: "Before you write anything, pray. Ask the Lord to show you seven people He wants to reach through you.",
        },
        {
          title: "Fill in both cards",
          text: "Write the same seven names on your two cards, clearly, one name on each line.",
        },
        {
          title: "Keep one, return one",
          text: "Keep the first card with your Bible. Hand the second to the evangelism team or drop it in the offering basket on Sunday.",
        },
        {
          title: "Pray every day",
          text: "Go through the names one by one each day. Pray that their hearts will open and that you will have an opportunity to share.",
        },
        {
          title: "Be a friend",
          text: "Call, visit, share a meal, help with a practical need. Love opens doors that arguments never will.",
        },
        {
          title: "Invite",
          text: "When the moment is right, invite them to a Sunday service, a house fellowship or one of our events, and go with them.",
        },
        {
          title: "Walk with them",
          text: "When someone gives their life to Christ, tell the evangelism team, introduce them to the baptismal class and keep walking with them.",
        },
      ],
    },
    {
      type: "columns",
      ratio: "3:2",
      align: "start",
      sticky: false,
      tone: "slate",
      secondFirstOnPhones: false,
      first: [
        {
          type: "list",
          heading: "A word of encouragement",
          headingStyle: "section",
          items: [
            "Be patient. Some people come the first time they are asked; others need years of friendship. Keep praying.",
            "Your own story is your best tool. Tell people simply what Jesus has done for you.",
            "Never pressure anyone. Our part is to pray, love and invite; it is the Holy Spirit who draws people to Christ.",
            "When a name on your card comes to faith, celebrate, and ask God for the next name to put in its place.",
          ],
          look: "check-indigo",
          columns: 1,
        },
      ],
      second: [
        {
          type: "panel",
          tone: "white",
          blocks: [
            {
              type: "text",
              heading: "Somewhere to bring them",
              headingStyle: "plain",
              paragraphs: ["Services,  fellowships and special programmes where your friends will feel welcome."],
              look: "body",
              align: "start",
            },
            {
              type: "buttons",
              headingStyle: "section",
              look: "buttons",
              links: [
                { label: "See upcoming events", href: "/events" },
                { label: "Baptismal class", href: "/baptismal" },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const operationAndrewPage = {
  slug: "operation-andrew",
  title: "Operation Andrew",
  description: "Bring one person to Jesus: how Operation Andrew works.",
  content,
};
