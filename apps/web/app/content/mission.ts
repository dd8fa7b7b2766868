import { siteConfig } from "~/site.config";

/** Our Mission: the statement, the illustration beside it and the five points of the vision. */
export const MISSION = {
  statement: `As a parish of ${siteConfig.denomination.name}, we exist to know Jesus Christ and to make Him known: to live holy lives that end in heaven, and to bring as many people as we can along with us.`,
  image: {
    src: "/images/church/mission.svg",
    alt: "Illustration of a small church on a hill, with a person walking and a car driving along the road towards it beneath a clock showing five minutes",
    width: 640,
    height: 480,
  },
  visionHeading: "Our vision",
  vision: [
    "To live holy lives, pleasing God in every season, and to make heaven our home at the end of the journey.",
    "To take as many people as we can with us, by praying for them, sharing the gospel with them and loving them well.",
    "To raise disciples who know the Word, walk in the power of the Holy Spirit and serve with the gifts God has given them.",
    "To plant churches close to every home: within five minutes' walk or drive of every community in developing countries, and within five minutes' drive in developed countries.",
    "To show the love of Christ in practical care for families, the poor, the sick and the stranger, in our own city and across the nations.",
  ],
  scripture: {
    text: "Go ye therefore, and teach all nations, baptizing them in the name of the Father, and of the Son, and of the Holy Ghost.",
    reference: "Matthew 28:19",
  },
} as const;
