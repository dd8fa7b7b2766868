import type { PageSeed } from "./page-seed";

/** Our Origin (SPEC §2.4): a timeline of 4 dated milestones, alternating left and right. */
export const OUR_ORIGIN = {
  slug: "our-origin",
  title: "Our Origin",
  description: "How our congregation began, from the first prayer meeting to today.",
  content: {
    heading: "Our Origin",
    subtitle: "From a Friday prayer meeting to a church family in many nations.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Every church has a beginning. Ours reaches back to a small prayer meeting in Nigeria more than four decades ago, and forward to a growing family of believers in Houston today."
        ],
        look: "lead",
        align: "center"
      },
      {
        type: "timeline",
        items: [
          {
            year: 1980,
            title: "A Friday prayer meeting",
            text: "In a borrowed classroom in Ibadan, Nigeria, a young mathematics teacher, Pastor Samuel A. Adeyemi, gathers eleven friends every Friday evening to pray for revival in their city and their nation.",
            picture: {
              src: "/images/church/origin-1980.svg",
              alt: "Illustration of an oil lamp glowing beside an open Bible on a wooden desk"
            },
            side: "left"
          },
          {
            year: 1981,
            title: "Living Waters Pentecostal Mission is born",
            text: "The prayer meeting outgrows the classroom. The fellowship is registered as a church, takes its name from Jesus' promise of rivers of living water, and holds its first Sunday service with sixty worshippers.",
            picture: {
              src: "/images/church/origin-1981.svg",
              alt: "Illustration of a simple church building with a cross on its roof and an open door"
            },
            side: "right"
          },
          {
            year: 1991,
            title: "Across the seas",
            text: "Members who have moved abroad to study and work start house fellowships in Accra and London. That year the Mission plants its first two parishes outside Nigeria.",
            picture: {
              src: "/images/church/origin-1991.svg",
              alt: "Illustration of a globe with an aeroplane tracing a path across it"
            },
            side: "left"
          },
          {
            year: 2019,
            title: "Lampstand is planted in Houston",
            text: "Seven families begin meeting for Sunday worship in a living room in southwest Houston. They name the new parish Lampstand, after Jesus' words about a lamp set on a stand to give light to the whole house, and before the year is out they move into a hall of their own.",
            picture: {
              src: "/images/church/origin-2019.svg",
              alt: "Illustration of a golden lampstand shining in front of a city skyline at dusk"
            },
            side: "right"
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
