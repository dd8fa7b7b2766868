/**
 * The five ministries of the parish (SPEC §2.4): what each one is, its vision and mission, what it
 * does through the year, and where a visitor goes next. One shared component renders them all
 * (components/ministry-page.tsx); the index page lists them in this order.
 */

export type MinistryPath = "/women-ministry" | "/men-ministry" | "/choir-ministry" | "/youth-ministry" | "/children-ministry";

/** A button at the foot of a ministry page. The messaging-app link itself comes from site.config. */
export type MinistryAction = { kind: "link"; to: "/events" | "/donate"; label: string } | { kind: "messaging-app"; label: string };

export type MinistryActivity = {
  title: string;
  /** When it usually happens; the dated programme lives on the events calendar. */
  when: string;
  description: string;
};

export type Ministry = {
  path: MinistryPath;
  /** The card title on the ministries index. */
  cardTitle: string;
  /** One or two sentences for the index card. */
  summary: string;
  /** The line under the page heading. */
  tagline: string;
  image: { src: string; alt: string };
  intro: string[];
  scripture: { text: string; reference: string };
  vision: string;
  mission: string;
  activities: MinistryActivity[];
  /** The closing invitation above the buttons. */
  invitation: { heading: string; text: string };
  actions: MinistryAction[];
};

const seeEvents: MinistryAction = { kind: "link", to: "/events", label: "See upcoming events" };

export const MINISTRIES: readonly Ministry[] = [
  {
    path: "/women-ministry",
    cardTitle: "Women Ministry",
    summary: "Mothers, daughters, wives and single sisters praying together, learning together and carrying one another's burdens.",
    tagline: "Sisters in Christ, standing together in faith, family and service.",
    image: {
      src: "/images/ministries/women.svg",
      alt: "Illustration of three women side by side beneath a rising sun, with flowers growing at their feet.",
    },
    intro: [
      "The Women Ministry is where the women of Lampstand find friendship that goes deeper than Sunday greetings. Whether you are a student far from home, a young wife, a busy mother, a grandmother or a sister walking through a season alone, there is a seat at our table for you.",
      "We meet to pray, to open the Scriptures together and to share the practical wisdom that only comes from walking with God through real life. Out of that fellowship we serve: welcoming new mothers, visiting the sick and standing with families in our neighbourhood when they need it most.",
    ],
    scripture: {
      text: "Strength and honour are her clothing; and she shall rejoice in time to come.",
      reference: "Proverbs 31:25",
    },
    vision:
      "A community of women clothed with strength and dignity, rooted in God's Word and reflecting the love of Christ in every home, workplace and neighbourhood they touch.",
    mission:
      "To gather women of every age and season for prayer and Bible study, to mentor the younger by the example of the older, and to serve families in the church and the city with compassion and practical care.",
    activities: [
      {
        title: "Monthly prayer breakfast",
        when: "First Saturday of the month",
        description: "A morning of worship, intercession and a short teaching, with a warm breakfast and time to talk.",
      },
      {
        title: "Titus 2 mentoring circles",
        when: "Every other week",
        description: "Small groups that pair women of different generations to read the Bible, pray and share life together.",
      },
      {
        title: "Care and visitation team",
        when: "Throughout the year",
        description: "Meals for new mothers, visits to the sick and the bereaved, and a phone call when someone has been missed.",
      },
      {
        title: "Annual women's retreat",
        when: "Every spring",
        description: "A weekend away to rest, worship and hear God afresh, with teaching sessions and plenty of laughter.",
      },
    ],
    invitation: {
      heading: "Come as you are",
      text: "You do not need to sign up or bring anything but yourself. Look for our next gathering on the events calendar and come along; a sister will be at the door to welcome you.",
    },
    actions: [seeEvents],
  },
  {
    path: "/men-ministry",
    cardTitle: "Men Ministry",
    summary:
      "Men of faith sharpening one another: prayer at dawn, honest conversation and service that shows up with its sleeves rolled up.",
    tagline: "Men of faith growing together in prayer, fellowship and service.",
    image: {
      src: "/images/ministries/men.svg",
      alt: "Illustration of two men standing shoulder to shoulder on a hill, looking toward a cross under a rising sun.",
    },
    intro: [
      "God calls men to lead by serving: in their homes, in the church and in the places where they work. The Men Ministry exists so that no man at Lampstand has to answer that call alone.",
      "We pray early, we study the Word with our Bibles open and our phones down, and we talk honestly about work, marriage, fatherhood and temptation. Then we put our hands to work, from fixing a widow's fence to setting up chairs before a convention.",
    ],
    scripture: {
      text: "Watch ye, stand fast in the faith, quit you like men, be strong.",
      reference: "1 Corinthians 16:13",
    },
    vision:
      "Godly men who stand firm in the faith, love their families as Christ loves the church, and lead by example in the church and in the community.",
    mission:
      "To build men up through prayer, sound teaching and accountable friendship, to equip them as husbands, fathers and mentors, and to mobilise them for practical service and for reaching other men with the gospel.",
    activities: [
      {
        title: "Saturday dawn prayer",
        when: "Second Saturday of the month",
        description: "An hour of prayer for our families, our church and our city, followed by coffee and a short word.",
      },
      {
        title: "Iron sharpens iron groups",
        when: "Weekly, in small groups",
        description: "Four to six men who read a book of the Bible together and keep one another honest and encouraged.",
      },
      {
        title: "Fathers and sons outings",
        when: "Each quarter",
        description: "A game, a hike or a service project where dads, uncles and mentors spend time with the boys of the church.",
      },
      {
        title: "Helping hands crew",
        when: "Whenever there is a need",
        description: "Repairs, moving days and set-up for church events, so that love is shown with more than words.",
      },
    ],
    invitation: {
      heading: "There is a place for you",
      text: "Whether you have walked with Christ for decades or you are only starting to ask questions, join us at the next gathering. Dates and places are on the events calendar.",
    },
    actions: [seeEvents],
  },
  {
    path: "/choir-ministry",
    cardTitle: "Choir (Music) Ministry",
    summary:
      "Singers and instrumentalists who lead the congregation into worship, and who prepare their hearts before they prepare their parts.",
    tagline: "Leading the church in worship through song and music.",
    image: {
      src: "/images/ministries/choir.svg",
      alt: "Illustration of a choir of four singers in robes, with musical notes rising above them and a keyboard in front.",
    },
    intro: [
      "Worship at Lampstand is not a performance but an offering, and the Choir Ministry carries that offering week by week. Our singers, keyboardists, drummers and guitarists serve the congregation by helping everyone lift their voices to God.",
      "We rehearse carefully because God deserves our best, and we pray together because music without the presence of God is only noise. From hymns that have carried the church for generations to new songs of praise, we sing the faith we believe.",
    ],
    scripture: {
      text: "Make a joyful noise unto the LORD, all ye lands. Serve the LORD with gladness: come before his presence with singing.",
      reference: "Psalm 100:1-2",
    },
    vision:
      "A worshipping church where every service is filled with heartfelt praise, and where gifted musicians grow as worshippers first and musicians second.",
    mission:
      "To lead the congregation in Spirit-filled worship, to train singers and instrumentalists in skill and in character, and to use music to carry the gospel beyond our walls.",
    activities: [
      {
        title: "Weekly rehearsal",
        when: "Thursday evenings",
        description: "Vocal warm-ups, part practice and a time of prayer for the coming Sunday's worship.",
      },
      {
        title: "Sunday and special services",
        when: "Every Sunday and at conventions",
        description: "Leading congregational singing and ministering special songs at services, weddings and thanksgivings.",
      },
      {
        title: "Music school",
        when: "Terms through the year",
        description: "Lessons in voice, keyboard and drums for choir members and for young people who want to learn to serve.",
      },
      {
        title: "Praise night",
        when: "Once a year",
        description: "An evening of extended worship with choirs from sister parishes, open to the whole community.",
      },
    ],
    invitation: {
      heading: "Join the choir",
      text: "If you love to sing or play and want to serve God with your gift, message us on WhatsApp to join the choir group and hear about the next rehearsal. No audition is needed to start: just a willing heart.",
    },
    actions: [{ kind: "messaging-app", label: "Join the choir on WhatsApp" }, seeEvents],
  },
  {
    path: "/youth-ministry",
    cardTitle: "Youth Ministry",
    summary: "Teens and young adults on fire for God: honest questions, loud worship, lasting friendships and mentors who care.",
    tagline: "Young people on fire for God: worship, mentoring and friendship.",
    image: {
      src: "/images/ministries/youth.svg",
      alt: "Illustration of two young people raising their hands on either side of a bright flame under a starry evening sky, with friends gathered in front.",
    },
    intro: [
      "Being young and following Jesus is not easy, and nobody should try to do it alone. The Youth Ministry is a home for teenagers and young adults to worship freely, ask hard questions and find friends who are heading the same way.",
      "Our leaders are there to listen as much as to teach. We open the Bible together, we talk about school, work, relationships and purpose, and we give young people real responsibility in the life of the church, because the church of tomorrow is already serving today.",
    ],
    scripture: {
      text: "Let no man despise thy youth; but be thou an example of the believers, in word, in conversation, in charity, in spirit, in faith, in purity.",
      reference: "1 Timothy 4:12",
    },
    vision:
      "A generation of young people who know God personally, live out their faith with courage, and use their gifts to serve the church and transform their world.",
    mission:
      "To reach young people with the gospel, to disciple them through worship, teaching and mentoring, and to raise them as leaders in the church, in their schools and in their careers.",
    activities: [
      {
        title: "Friday youth night",
        when: "Every Friday evening",
        description: "Worship, a relevant Bible message, small-group discussion and food, in a place where questions are welcome.",
      },
      {
        title: "Mentoring pairs",
        when: "Ongoing",
        description: "Each young person who wants one is paired with a mature believer who prays for them and walks with them.",
      },
      {
        title: "Career and study clinics",
        when: "Twice a year",
        description:
          "Professionals from the congregation share advice on exams, applications, first jobs and building a career with integrity.",
      },
      {
        title: "Outreach and youth camp",
        when: "Summer",
        description: "Serving in our neighbourhood, then a few days away together to worship, play and grow.",
      },
    ],
    invitation: {
      heading: "Bring a friend",
      text: "Youth night is better with friends. Check the events calendar for what is coming up, and bring someone who has never been to church before.",
    },
    actions: [seeEvents],
  },
  {
    path: "/children-ministry",
    cardTitle: "Children Ministry",
    summary:
      "A safe, joyful place where children from toddlers to pre-teens meet Jesus through Bible stories, songs, crafts and caring teachers.",
    tagline: "A safe, joyful place where children learn to know and love Jesus.",
    image: {
      src: "/images/ministries/children.svg",
      alt: "Illustration of two children holding hands under a sun, with a balloon, a rainbow and an open Bible beside them.",
    },
    intro: [
      "Jesus made room for children, and so do we. Every Sunday our children's church welcomes little ones from toddlers to pre-teens, with lessons pitched to their age so they hear the gospel in words they can understand.",
      "Our teachers are trained and vetted, classrooms are checked in and out by a parent, and every session is planned with care. Children sing, pray, learn memory verses, make crafts and discover that God loves them and has a plan for their lives.",
    ],
    scripture: {
      text: "Suffer the little children to come unto me, and forbid them not: for of such is the kingdom of God.",
      reference: "Mark 10:14",
    },
    vision:
      "Children who know Jesus as their friend and Saviour from an early age, who love God's Word, and who grow up to be faithful disciples.",
    mission:
      "To teach children the Bible in a safe, loving and joyful environment, to partner with parents in raising them in the faith, and to give every child a sense of belonging in God's family.",
    activities: [
      {
        title: "Children's church",
        when: "Every Sunday during service",
        description: "Age-group classes with Bible stories, worship, memory verses and crafts, while parents worship in the main service.",
      },
      {
        title: "Holiday Bible club",
        when: "Summer holidays",
        description: "A week of games, drama, music and Bible adventure, open to children from the whole neighbourhood.",
      },
      {
        title: "Children's day service",
        when: "Once a year",
        description: "The children lead the service with songs, readings and drama, and the whole church celebrates them.",
      },
      {
        title: "Parents' workshops",
        when: "Each term",
        description: "Practical sessions on family devotions, screen time and nurturing faith at home.",
      },
    ],
    invitation: {
      heading: "Partner with us",
      text: "Bring your children along on Sunday, and see the events calendar for special programmes. Your gifts buy Bibles, teaching materials and craft supplies, and help us train teachers.",
    },
    actions: [seeEvents, { kind: "link", to: "/donate", label: "Donate" }],
  },
];

export function ministry(path: MinistryPath): Ministry {
  const found = MINISTRIES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No ministry ${path}`);
  return found;
}
