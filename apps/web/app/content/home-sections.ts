/**
 * The words of the home page below the banner (SPEC §2.3): who we are, the activity tiles, the
 * welcome with the service times. Kept apart from the banner's words
 * (home.ts) because this part's code loads later (ADR 020). Links to other sites come from
 * site.config.ts; everything here is the parish's own writing.
 */
export type AboutCard = { title: string; text: string; href: string; image: string; alt: string; linkLabel: string };

export const ABOUT = {
  eyebrow: "Who we are",
  heading: "A church that lives what it believes",
  intro:
    "We are an ordinary group of people who have met an extraordinary Saviour. Here is what holds us together, what we stand on, and what we give our time and energy to.",
  cards: [
    {
      title: "Our Values",
      text: "Love, holiness, prayer, generosity and more: fourteen values, each rooted in Scripture, that shape how we treat God and one another.",
      href: "/our-values",
      image: "/images/home/our-values.svg",
      alt: "Two open hands holding a glowing heart.",
      linkLabel: "Explore our values",
    },
    {
      title: "Our Beliefs",
      text: "From the authority of the Bible to the return of Christ: the truths we hold, stated plainly, so you know exactly where we stand.",
      href: "/our-beliefs",
      image: "/images/home/our-beliefs.svg",
      alt: "An open Bible with light rising from its pages.",
      linkLabel: "Read what we believe",
    },
    {
      title: "Our Priorities",
      text: "Eight commitments that decide where our hours and offerings go: worship, the Word, prayer, souls, families and the next generation.",
      href: "/our-priorities",
      image: "/images/home/our-priorities.svg",
      alt: "A winding path climbing a hill toward a bright cross.",
      linkLabel: "See our priorities",
    },
  ] satisfies AboutCard[],
} as const;

export type ActivityIcon = "portal" | "calendar" | "stream" | "desk";

/** The four tiles of the activities strip; `external` tiles open in a new tab. */
export type ActivityTile = {
  title: string;
  text: string;
  href: string;
  external: boolean;
  icon: ActivityIcon;
};

export const ACTIVITIES_HEADING = "Stay connected";

/** Built from the site config so the portal and channel links live in one place. */
export function activityTiles(links: { memberPortal: string; liveStream: string }): ActivityTile[] {
  return [
    {
      title: "Member Portal",
      text: "Log in to update your details, see your giving and sign up to serve.",
      href: links.memberPortal,
      external: true,
      icon: "portal",
    },
    {
      title: "Events",
      text: "Services, conventions, fellowships and outreach: see what is coming up.",
      href: "/events/all/",
      external: false,
      icon: "calendar",
    },
    {
      title: "Live Streaming",
      text: "Cannot make it in person? Worship with us live, wherever you are.",
      href: links.liveStream,
      external: true,
      icon: "stream",
    },
    {
      title: "Pastor's Desk",
      text: "Monthly letters of teaching, encouragement and news from our pastor.",
      href: "/pastor-desk/",
      external: false,
      icon: "desk",
    },
  ];
}

export type ServiceTime = { day: string; name: string; time: string };

export const WELCOME = {
  eyebrow: "From our pastor",
  heading: "You are welcome here",
  image: "/images/home/welcome.svg",
  alt: "Our church building at golden hour, its doors open and the lights on.",
  paragraphs: [
    "Whether you have walked with Jesus for fifty years or are only beginning to wonder who He is, we are so glad you found us. Lampstand is a family of many nations, many accents and one Lord. Some of us came from Lagos, some from Port Harcourt, some from down the street, and all of us found a home here.",
    "On a Sunday morning you will find lively worship, clear teaching from the Bible and people who will remember your name. Our children learn about Jesus in a safe and joyful classroom, our young people have a place to belong, and there is always someone ready to pray with you after the service.",
    "Come as you are. Sit wherever you like. And if there is any way we can serve you or your family this week, please tell us. It would be our joy.",
  ],
  signature: "Your pastor and the whole Lampstand family",
  serviceTimesHeading: "Service times",
  serviceTimes: [
    { day: "Sunday", name: "Sunday School", time: "9:00 AM" },
    { day: "Sunday", name: "Celebration Service", time: "10:00 AM" },
    { day: "Tuesday", name: "Bible Study", time: "7:00 PM" },
    { day: "Thursday", name: "Faith Clinic (prayer and healing)", time: "7:00 PM" },
    { day: "First Friday", name: "Holy Ghost Night vigil", time: "10:00 PM" },
  ] satisfies ServiceTime[],
  /** The address and its map link come from site.config.ts. */
  directionsLabel: "Get directions",
} as const;
