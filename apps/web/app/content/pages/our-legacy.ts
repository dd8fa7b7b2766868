import type { PageSeed } from "./page-seed";

/** Our Legacy (SPEC §2.4): the church's history in an accordion of 8 items. */
export const OUR_LEGACY = {
  slug: "our-legacy",
  title: "Our Legacy",
  description: "The history and heritage of our church family and the denomination we belong to.",
  content: {
    heading: "Our Legacy",
    subtitle: "The faithfulness of God, from one generation to the next.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Lampstand is young, but the faith we inherited is not. We are one parish of Living Waters Pentecostal Mission, a family of churches that began with a handful of praying believers in Nigeria and now worships in many nations. This is our story so far."
        ],
        look: "lead",
        align: "start"
      },
      {
        type: "accordion",
        heading: "Our story in eight chapters",
        headingStyle: "plain",
        mode: "multiple",
        open: [
          0
        ],
        items: [
          {
            title: "1980 · A prayer meeting in Ibadan",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "It began with prayer. In 1980 Pastor Samuel A. Adeyemi, then a young mathematics teacher, asked the headmistress of his school whether a few friends could use an empty classroom on Friday evenings. Twelve people came to the first meeting. They sang, read the Scriptures and prayed late into the night for revival in Nigeria.",
                  "Word spread quietly. Within months the classroom was full, and people were coming to faith, being healed and being filled with the Holy Spirit."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "1981 · The Mission is founded",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "In 1981 the fellowship was registered as Living Waters Pentecostal Mission. Its name comes from the promise of Jesus that rivers of living water would flow from those who believe in Him (John 7:38). The first Sunday service was held in a rented hall with sixty worshippers and a borrowed keyboard.",
                  "From the start, the founders agreed on a simple pattern that still marks every parish: holiness of life, a praying church, faithful teaching of the Bible and a warm welcome for every stranger."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "The 1980s · Built on prayer and the Word",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "Through the 1980s the Mission grew from town to town across south-western Nigeria. Monthly nights of prayer and praise drew believers from many churches, and house fellowships met in homes during the week.",
                  "In 1987 the Mission opened its Bible college, so that every new parish could be led by a pastor who had been carefully taught and tested. Many of those first students went on to plant churches themselves."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "1991 · Beyond Nigeria's borders",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "As members moved abroad to study and work, they carried their faith with them. Small house fellowships sprang up in Accra and London, and in 1991 the Mission planted its first two parishes outside Nigeria.",
                  "Since then the Mission has spread to many nations in Africa, Europe, the Americas and Asia, and congregations that began among Nigerians abroad now welcome people of every background."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "The 1990s · A church close to every home",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "In the mid-1990s the Mission set itself a bold goal: a church within five minutes of every home. In developing countries that means within five minutes' walk or drive of every community; in developed countries, within five minutes' drive.",
                  "That vision still drives us. It is why parishes are encouraged to plant new congregations rather than simply grow larger, and why even a young parish like ours prays for the next one."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "The 2000s and 2010s · Caring for the whole person",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "The gospel changes whole lives, so the Mission has never only preached. Over the years it has opened schools and clinics, offered scholarships to students from poor homes, and sent relief to families struck by floods and conflict.",
                  "In every parish, welfare teams quietly visit the sick, support widows and help newcomers find their feet."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "2019 · Lampstand is planted in Houston",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "In 2019 seven families who had found one another in Houston began meeting for worship in a living room in the southwest of the city, with the blessing of the Mission's leadership in North America. They named the young parish Lampstand, after Jesus' words about a lamp set on a stand to give light to the whole house (Matthew 5:15).",
                  "By the end of that year the congregation had outgrown the living room and moved into a rented hall, where a children's class and a small choir soon followed."
                ],
                look: "body"
              }
            ]
          },
          {
            title: "Today · A family from many nations",
            blocks: [
              {
                type: "text",
                paragraphs: [
                  "When the pandemic closed church doors in 2020, the parish moved its services online, set up a telephone prayer chain and delivered groceries to families in isolation. The church came out of that season smaller in some ways, but closer and stronger in faith.",
                  "Today Lampstand is a family drawn from many nations, with ministries for men, women, youth, children and music, house fellowships across Houston and a steady stream of new believers in the baptismal class. The story is still being written, and we would love it to include you."
                ],
                look: "body"
              }
            ]
          }
        ]
      },
      {
        type: "scripture",
        tone: "centered",
        text: "One generation shall praise thy works to another, and shall declare thy mighty acts.",
        reference: "Psalm 145:4"
      }
    ]
  }
} satisfies PageSeed;
