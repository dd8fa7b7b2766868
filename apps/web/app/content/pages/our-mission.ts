import type { PageSeed } from "./page-seed";

/** Our Mission (SPEC §2.4): a picture, the mission statement and the five points of the vision. */
export const OUR_MISSION = {
  slug: "our-mission",
  title: "Our Mission",
  description: "Our mission and vision: to make heaven, to take as many as we can with us, and to plant churches close to every home.",
  content: {
    heading: "Our Mission",
    subtitle: "Why we exist, and the future we are praying and working towards.",
    blocks: [
      {
        type: "columns",
        ratio: "1:1",
        sticky: true,
        first: [
          {
            type: "picture",
            look: "framed",
            picture: {
              src: "/images/church/mission.svg",
              alt: "Illustration of a small church on a hill, with a person walking and a car driving along the road towards it beneath a clock showing five minutes"
            }
          }
        ],
        second: [
          {
            type: "text",
            heading: "Mission statement",
            headingStyle: "label",
            look: "statement",
            paragraphs: [
              "As a parish of Living Waters Pentecostal Mission, we exist to know Jesus Christ and to make Him known: to live holy lives that end in heaven, and to bring as many people as we can along with us."
            ]
          },
          {
            type: "list",
            heading: "Our vision",
            headingStyle: "label",
            look: "numbered",
            items: [
              "To live holy lives, pleasing God in every season, and to make heaven our home at the end of the journey.",
              "To take as many people as we can with us, by praying for them, sharing the gospel with them and loving them well.",
              "To raise disciples who know the Word, walk in the power of the Holy Spirit and serve with the gifts God has given them.",
              "To plant churches close to every home: within five minutes' walk or drive of every community in developing countries, and within five minutes' drive in developed countries.",
              "To show the love of Christ in practical care for families, the poor, the sick and the stranger, in our own city and across the nations."
            ]
          }
        ]
      },
      {
        type: "scripture",
        tone: "dark",
        text: "Go ye therefore, and teach all nations, baptizing them in the name of the Father, and of the Son, and of the Holy Ghost.",
        reference: "Matthew 28:19"
      }
    ]
  }
} satisfies PageSeed;
