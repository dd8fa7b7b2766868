import type { PageSeed } from "./page-seed";

/** This Year's Prophecies (SPEC §2.4): an accordion, one open at a time; the words for individuals and for the nations stand in until published. */
export const PROPHECIES = {
  slug: "prophecies",
  title: "Prophecies 2025",
  description: "The prophecies for 2025 for individuals, for Nigeria and for the nations.",
  content: {
    heading: "This Year's Prophecies",
    subtitle: "The word for 2025, received in prayer and shared with the church.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "At the start of each year, after a season of prayer, Pastor Samuel A. Adeyemi, General Overseer of Living Waters Pentecostal Mission, shares the words he has received for individuals, for Nigeria and for the nations. We publish them here so that you can read them, pray over them and hold on to God's promises throughout 2025."
        ],
        look: "lead",
        align: "start"
      },
      {
        type: "accordion",
        heading: "Prophecies for 2025",
        headingStyle: "plain",
        mode: "single",
        open: [
          1
        ],
        items: [
          {
            title: "For Individuals",
            badge: "To be published",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "The prophecies for individuals for 2025 have not been added to this page yet. They will be published here as soon as the parish office receives the official text from the Mission.",
                  "Until then, you can ask for a copy after any Sunday service, or send us a prayer request and our prayer team will stand with you."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "For Nigeria",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "For Nigeria in 2025, the word rests on the faithfulness of God, who has carried the nation through many seasons and has not let go of it."
                ],
                look: "body"
              },
              {
                type: "scripture",
                tone: "plain",
                text: "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
                reference: "Lamentations 3:22-23 (KJV)"
              },
              {
                type: "text",
                paragraphs: [
                  "Pray with us this year for peace in the land, for wisdom for all who lead, and for a new morning of mercy for every family that is waiting on God."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "For International",
            badge: "To be published",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "The prophecies for the nations for 2025 have not been added to this page yet. They will be published here as soon as the parish office receives the official text from the Mission.",
                  "Meanwhile, we invite you to pray with us for peace among the nations, for those who lead them, and for the gospel to reach every people."
                ],
                look: "body"
              }
            ]
          }
        ]
      },
      {
        type: "text",
        look: "note",
        paragraphs: [
          "Prophecy is received with humility and tested by the Word of God (1 Thessalonians 5:20-21). Whatever the year holds, we hold on to Christ, who is the same yesterday, and to day, and for ever (Hebrews 13:8)."
        ]
      }
    ]
  }
} satisfies PageSeed;
