import type { PageSeed } from "./page-seed";

/** The General Overseer (SPEC §2.4): portrait, biography in 4 sections (one open at a time), social links and the prophecies button. */
export const GENERAL_OVERSEER = {
  slug: "general-overseer",
  title: "The General Overseer",
  description: "The life and ministry of the General Overseer of our denomination.",
  content: {
    heading: "The General Overseer",
    subtitle: "A father in the faith to our whole Mission.",
    blocks: [
      {
        type: "columns",
        ratio: "2:3",
        sticky: true,
        first: [
          {
            type: "people",
            look: "profile",
            social: true,
            items: [
              {
                name: "Pastor Samuel A. Adeyemi",
                role: "General Overseer, Living Waters Pentecostal Mission",
                photo: {
                  src: "/images/church/general-overseer.svg",
                  alt: "Illustrated portrait of Pastor Samuel A. Adeyemi"
                }
              }
            ]
          }
        ],
        second: [
          {
            type: "text",
            paragraphs: [
              "Pastor Samuel A. Adeyemi has led Living Waters Pentecostal Mission since he gathered its first prayer meeting in 1980. Teacher, pastor and father in the faith, he is loved across the Mission for his simple lifestyle, his devotion to prayer and his conviction that a church should be close to every home."
            ],
            look: "lead",
            align: "start"
          },
          {
            type: "scripture",
            tone: "quote",
            text: "Stay holy, stay humble and keep praying. God will take care of the rest.",
            reference: "A saying the General Overseer often shares with young pastors"
          },
          {
            type: "accordion",
            heading: "Biography",
            headingStyle: "plain",
            mode: "single",
            open: [
              0
            ],
            items: [
              {
                title: "Early Life",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "The General Overseer was born in the early 1950s in a farming town in south-western Nigeria, the fourth of seven children. His father grew cocoa and his mother traded cloth in the town market; from them he learned early rising, hard work and an open door for anyone in need.",
                      "He was a bright and curious pupil, the first in his family to go to university, where he studied mathematics in Ibadan. After graduating he taught mathematics at a secondary school in the city, and former students still remember the patient teacher who stayed behind to explain a problem one more time."
                    ],
                    look: "body"
                  }
                ]
              },
              {
                title: "Call to Ministry",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "He gave his life to Jesus Christ as a nineteen-year-old student at an open-air meeting on campus. Soon afterwards he was baptised in the Holy Spirit, and a deep hunger for prayer and for the Scriptures took hold of him that has never left.",
                      "In 1980 he began a Friday prayer meeting in a classroom of the school where he taught. As the meeting grew and lives were changed, he and the other founders registered it as a church in 1981. Two years later, after a long season of prayer and the counsel of older ministers, he left teaching to serve the Mission full time."
                    ],
                    look: "body"
                  }
                ]
              },
              {
                title: "Leadership",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "For more than four decades he has led Living Waters Pentecostal Mission with a shepherd's heart. His preaching is plain and practical, rooted in the Bible, and always calls for holiness of life. He opened the Mission's Bible college in 1987 and has personally taught generations of its pastors. He also writes Open Heavens, the daily devotional that members across the Mission read each morning.",
                      "Under his leadership the Mission crossed Nigeria's borders in 1991 and set itself the goal of a church within five minutes of every home. He leads the annual convention of the Mission and, at the start of each year, shares the prophecies he has received in prayer for individuals, for Nigeria and for the nations.",
                      "Those who work with him speak of his humility: he answers his own letters when he can, eats with the workers at conventions and insists that the Mission's accounts be open and carefully kept."
                    ],
                    look: "body"
                  }
                ]
              },
              {
                title: "Family & Legacy",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "He has been married for more than forty years to his wife, a minister in her own right who has led the Mission's women's work and has been a mother in the faith to countless young women. Together they have four children and a growing number of grandchildren, all of them serving God in the church.",
                      "His legacy is not a building but people: thousands of pastors trained, parishes planted across many nations, and ordinary believers who learned from him to pray, to live holy lives and to share the gospel. Parishes like ours are part of that legacy."
                    ],
                    look: "body"
                  }
                ]
              }
            ]
          },
          {
            type: "buttons",
            look: "buttons",
            links: [
              {
                label: "View This Year's Prophecies",
                href: "/prophecies"
              }
            ]
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
