/** Operation Andrew (SPEC §2.5, §9): each member prays for people by name and brings them to Christ. */

export const OPERATION_ANDREW = {
  tagline: "Each one reach one: pray for seven people by name and bring them to Jesus.",
  image: {
    src: "/images/resources/operation-andrew-card.svg",
    alt: "Two Operation Andrew cards, one behind the other. The front card has the heading Operation Andrew, the words 'Lord, draw them to Jesus' and seven numbered blank lines for names.",
  },
  /** SPEC §9: the card has seven name spaces, and every attendee receives two cards. */
  namesPerCard: 7,
  cardsPerAttendee: 2,
  about: [
    "Andrew was one of the first people to follow Jesus, and the first thing he did was go and find his brother. He did not preach a sermon; he told Simon what he had found and brought him to meet Jesus for himself. That simple act gave the church the apostle Peter.",
    "Operation Andrew is our way of doing the same. Every member prays by name for a few people who do not yet know Christ, builds friendship with them, and, when the time is right, brings them along: to a service, to a house fellowship, to a special event, and ultimately to Jesus.",
  ],
  scripture: {
    text: "He first findeth his own brother Simon, and saith unto him, We have found the Messias, which is, being interpreted, the Christ. And he brought him to Jesus.",
    reference: "John 1:41-42",
  },
  card: [
    "The Operation Andrew card has seven spaces for names. Seven is enough to pray for every day, and few enough to know each person well: a relative, a neighbour, a colleague, a classmate, the friend you have been meaning to call.",
    "Each attendee receives two cards. Write the same seven names on both. Keep one card where you pray every day, in your Bible or beside your bed. Return the other to the evangelism team, so the church can pray for those names with you and be ready to welcome them.",
  ],
  steps: [
    {
      title: "Ask God for the names",
      text: "Before you write anything, pray. Ask the Lord to show you seven people He wants to reach through you.",
    },
    { title: "Fill in both cards", text: "Write the same seven names on your two cards, clearly, one name on each line." },
    {
      title: "Keep one, return one",
      text: "Keep the first card with your Bible. Hand the second to the evangelism team or drop it in the offering basket on Sunday.",
    },
    {
      title: "Pray every day",
      text: "Go through the names one by one each day. Pray that their hearts will open and that you will have an opportunity to share.",
    },
    { title: "Be a friend", text: "Call, visit, share a meal, help with a practical need. Love opens doors that arguments never will." },
    {
      title: "Invite",
      text: "When the moment is right, invite them to a Sunday service, a house fellowship or one of our events, and go with them.",
    },
    {
      title: "Walk with them",
      text: "When someone gives their life to Christ, tell the evangelism team, introduce them to the baptismal class and keep walking with them.",
    },
  ],
  encouragement: [
    "Be patient. Some people come the first time they are asked; others need years of friendship. Keep praying.",
    "Your own story is your best tool. Tell people simply what Jesus has done for you.",
    "Never pressure anyone. Our part is to pray, love and invite; it is the Holy Spirit who draws people to Christ.",
    "When a name on your card comes to faith, celebrate, and ask God for the next name to put in its place.",
  ],
} as const;
