import type { ArtworkName } from "./artwork.ts";

/**
 * The demo content `npm run db:seed` loads: what a newcomer sees on a fresh install.
 * Scripture is quoted from the King James Version (public domain); every other word is
 * written for Lampstand. Dates are not fixed here: they are placed around the day the
 * seed runs (see calendar.ts), so the site always looks alive.
 */

/** Ministry names with their own calendar colour (SPEC §3). */
export const MINISTRIES = [
  "Youth Ministry",
  "Women Ministry",
  "Men Ministry",
  "Children Ministry",
  "Music Ministry",
  "Prayer Ministry",
  "Evangelism",
  "Administration",
] as const;
export type Ministry = (typeof MINISTRIES)[number];

export type SliderSeed = { artwork: ArtworkName; title: string; verse: string; alt: string };

/** Month and year are given by position: the last post is dated this month, each earlier one a month before. */
export type DeskPostSeed = { artwork: ArtworkName; title: string; message: string };

/** The nth (1–4) given weekday (0 = Sunday) of the month `monthOffset` months from now. */
export type EventDay = { monthOffset: -1 | 0 | 1 | 2; weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6; nth: 1 | 2 | 3 | 4 };

export type EventSeed = {
  artwork: ArtworkName | null;
  title: string;
  description: string;
  ministry: Ministry;
  day: EventDay;
  /** Both forms the API accepts (SPEC §5): "18:30" and "07:30 PM". */
  eventTime: string;
  venue: string;
};

const SUNDAY = 0;
const TUESDAY = 2;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** Banner order is insertion order. */
export const SLIDERS: readonly SliderSeed[] = [
  {
    artwork: "sunrise",
    title: "New Mercies Every Morning",
    alt: "The sun rising over rolling hills, its rays spreading across the morning sky as two birds fly by.",
    verse:
      "\"It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.\" — Lamentations 3:22-23",
  },
  {
    artwork: "lamp",
    title: "A Light for Your Path",
    alt: "A clay oil lamp on a table, its flame lighting a dark room.",
    verse: "\"Thy word is a lamp unto my feet, and a light unto my path.\" — Psalm 119:105",
  },
  {
    artwork: "dove",
    title: "Power from on High",
    alt: "A white dove descending in a shaft of light.",
    verse:
      "\"But ye shall receive power, after that the Holy Ghost is come upon you: and ye shall be witnesses unto me both in Jerusalem, and in all Judaea, and in Samaria, and unto the uttermost part of the earth.\" — Acts 1:8",
  },
  {
    artwork: "pasture",
    title: "Rest Beside Still Waters",
    alt: "Green pastures beside still waters.",
    verse: "\"He maketh me to lie down in green pastures: he leadeth me beside the still waters.\" — Psalm 23:2",
  },
];

/**
 * Closes every letter: SPEC §2.6 shows a paragraph like this one (giving your life to
 * Jesus, texting 'saved', the church e-mail) as a highlighted box with a mail link.
 */
const INVITATION =
  "Have you given your life to Jesus? If you have never made that decision, or you have drifted away and long to come home, " +
  "you can settle it right now, wherever you are. Pray from your heart: Lord Jesus, I believe You died for my sins and rose again; " +
  "I turn from my sins and receive You as my Lord and Saviour; thank You for saving me. If you prayed that prayer, text the word " +
  "'saved' to the church office, or write to us at office@lampstandchurch.org, and one of our pastors will reach out to pray with you " +
  "and walk with you through your next steps.";

/**
 * A pastor's letter in the shape SPEC §2.6 formats: a short opening heading, the
 * "Book Chapter:verse" line, the verse in quotes, body paragraphs with ALL-CAPS and
 * colon-ended headings, a "God bless" line, then the invitation.
 */
export function letter(parts: readonly string[]): string {
  return [...parts, INVITATION].join("\n\n");
}

/** Oldest first. */
export const DESK_POSTS: readonly DeskPostSeed[] = [
  {
    artwork: "peaks",
    title: "Wings Like Eagles",
    message: letter([
      "Strength for the Waiting Season",
      "Isaiah 40:31",
      "\"But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.\"",
      "Beloved in Christ, I greet you in the mighty name of Jesus. Many of us are standing in a season of waiting. Some are waiting for a job, some for a healing, some for a wayward child to come home, and some simply for the strength to face another Monday morning. I want you to know that the God who watches over the sparrow has not lost sight of you.",
      "WAITING IS NOT WASTING",
      "In the Kingdom, waiting is not sitting still with folded arms. Preachers of old loved to point out that the word Isaiah uses carries the picture of a cord being twisted, strand upon strand, until it is strong. When you wait upon the Lord in prayer, in worship and in His Word, your life is being woven together with His. You are not losing time; you are gaining strength.",
      "The eagle does not flap harder when the storm comes. It spreads its wings and lets the wind carry it above the clouds. Child of God, stop struggling in your own strength and let the wind of the Holy Spirit lift you.",
      "While you wait, do these three things:",
      "First, keep your altar burning: set a time each day, even fifteen minutes, to pray and read your Bible. Second, stay planted in the house of God, because a coal taken out of the fire soon grows cold, while a coal kept among the others keeps glowing. Third, speak faith over your situation. Say what God has said in His Word, and do not let fear have the last word.",
      "I am praying with you and for you. Your season of soaring is closer than you think.",
      "God bless you",
    ]),
  },
  {
    artwork: "lamp",
    title: "Let Your Light Shine",
    message: letter([
      "A Lamp on a Stand",
      "Matthew 5:16",
      "\"Let your light so shine before men, that they may see your good works, and glorify your Father which is in heaven.\"",
      "Dear church family, grace and peace to you from God our Father. Our church carries a name that is also a calling. A lampstand does not exist for itself; it exists to hold up a light so that everyone in the house can see. Jesus did not tell us to try to become light. He said that we are the light of the world. The question is not whether you have light, but where you have placed it.",
      "HIDDEN LIGHT HELPS NO ONE",
      "It is possible to be saved, filled with the Holy Ghost and faithful at every service, and still keep our light under a bushel from Monday to Saturday. At work we stay quiet. With our neighbors we keep to ourselves. This month I am asking every member of this church to put their lamp back on the stand.",
      "Here are some simple ways to let it shine:",
      "Visit a neighbor who lives alone and bring a plate of food. Offer to pray for a colleague who is going through a hard time. Invite one person to church on Sunday and sit with them. Tell somebody what Jesus has done for you, in your own words, without worrying about getting it perfect. Small lights, lifted high, can brighten a whole street.",
      "Remember that the oil in the lamp is the Holy Spirit. None of us can shine for long on our own effort, so come to the midweek service, come to the prayer meetings, and ask the Lord to fill your lamp afresh.",
      "God bless you richly",
    ]),
  },
  {
    artwork: "river",
    title: "Rivers of Living Water",
    message: letter([
      "Out of the Overflow",
      "John 7:38",
      "\"He that believeth on me, as the scripture hath said, out of his belly shall flow rivers of living water.\"",
      "Beloved, I bring you greetings from the throne of grace. On the last and greatest day of the feast, Jesus stood up and cried out with a loud voice. He was not offering a cup of water for one thirsty afternoon. He was promising rivers, a flow that would never run dry, pouring out of the lives of everyone who believes in Him.",
      "THE SPIRIT-FILLED LIFE OVERFLOWS",
      "As a Pentecostal family we believe in the baptism of the Holy Spirit with the evidence of speaking in other tongues. But the infilling was never meant to stop with our own experience. A river that stops flowing becomes a swamp. What God pours into us, He means to pour through us, into our homes, our workplaces and this city.",
      "Signs of a river that is flowing:",
      "There is fresh joy in your worship, and not only on Sundays. There is a hunger for the Word that keeps sending you back to your Bible. There is compassion that moves you to act when you see someone in need. And there is a boldness that opens your mouth to speak of Jesus.",
      "\"If any man thirst, let him come unto me, and drink.\"",
      "If you feel dry today, do not be ashamed. Jesus invited the thirsty, not the satisfied. Join us at this month's Holy Ghost night, come early, and come expecting. The river of God is full of water.",
      "God bless you",
    ]),
  },
  {
    artwork: "rain",
    title: "He Will Supply",
    message: letter([
      "When the Brook Dries Up",
      "Philippians 4:19",
      "\"But my God shall supply all your need according to his riches in glory by Christ Jesus.\"",
      "Beloved in the Lord, many families in our congregation have felt the pressure of rising prices and uncertain work. Some of you have told me, with tears, that the brook you depended on has dried up. I want to remind you that the brook was never your source. God was, and God still is.",
      "ELIJAH'S BROOK AND ELIJAH'S GOD",
      "When the brook Cherith dried up, the prophet Elijah was not abandoned. The same God who had sent ravens with bread and meat sent him on to a widow in Zarephath, whose handful of meal and little oil did not run out until the rain returned. The drying of the brook was not the end of God's provision; it was the doorway to the next miracle.",
      "In the dry season, hold on to this:",
      "God's supply is measured by His riches, not by the economy. Keep honoring Him with your tithes and offerings, even when it is hard, because obedience opens the windows of heaven. Keep your hands busy and your heart open, for the widow's miracle began with what was already in her house. And keep sharing, because the one who waters others will himself be watered.",
      "\"I have been young, and now am old; yet have I not seen the righteous forsaken, nor his seed begging bread.\"",
      "Our welfare team is here for you. If your family is struggling, please speak to any of the pastors in confidence. Nobody in this house should go without while the rest of us have plenty.",
      "God bless you",
    ]),
  },
  {
    artwork: "book",
    title: "Call unto Me",
    message: letter([
      "An Invitation to Pray",
      "Jeremiah 33:3",
      "\"Call unto me, and I will answer thee, and shew thee great and mighty things, which thou knowest not.\"",
      "Beloved, greetings in the name of our Lord Jesus Christ. Jeremiah received this promise while he was shut up in prison. His circumstances were closed, but heaven was open. That is the wonder of prayer: no wall, no lock and no distance can keep your voice from reaching the throne of God.",
      "A PRAYING CHURCH IS A POWERFUL CHURCH",
      "Every move of God in the book of Acts was born in a prayer meeting. The Holy Spirit fell on the day of Pentecost while the disciples were gathered with one accord in the upper room. When Peter was in prison, the church prayed without ceasing, and the angel came. We cannot expect the results of Acts from a church that will not keep the prayer life of Acts.",
      "This month I am asking you to join me in three ways:",
      "Come to early morning prayer at the church, even once a week. Gather your household for a few minutes of prayer every evening before bed. And write the names of three people who do not yet know Jesus inside the cover of your Bible, then pray for them by name every day until they come to Christ.",
      "\"The effectual fervent prayer of a righteous man availeth much.\"",
      "The Lord has promised to show us great and mighty things that we do not yet know. I believe many of those things are waiting on the other side of our knees.",
      "God bless you",
    ]),
  },
  {
    artwork: "wheat",
    title: "Enter His Gates with Thanksgiving",
    message: letter([
      "A Grateful Heart",
      "Psalm 100:4",
      "\"Enter into his gates with thanksgiving, and into his courts with praise: be thankful unto him, and bless his name.\"",
      "Dear family in Christ, as another season draws to a close, my heart is overflowing with gratitude. God has been faithful to this church. We have seen souls saved and baptized in water, marriages restored, the sick healed, and young people on fire for God. Every testimony you have shared from this pulpit has become a stone of remembrance.",
      "THANKSGIVING IS THE GATE",
      "The psalmist tells us how to come into God's presence. We do not come in by complaining, and we do not come in by bargaining. We enter His gates with thanksgiving. Gratitude is the key that turns in the lock: when you thank God for what He has already done, faith rises for what He is about to do.",
      "Before you ask for anything this month, try this:",
      "Take a sheet of paper and write down ten things God has done for you this year. Read the list aloud and thank Him for each one by name. Then share one of those testimonies with someone who needs encouragement. You will be surprised how a thankful heart changes the atmosphere of a home.",
      "\"O give thanks unto the LORD; for he is good: for his mercy endureth for ever.\"",
      "I want to thank every worker, usher, chorister, teacher, cleaner and intercessor in this church. Your labor of love is not in vain in the Lord, and He who sees in secret will reward you openly.",
      "God bless you and your household",
    ]),
  },
];

/** A dozen events from last month to two months ahead; some share a picture, one has none. */
export const EVENTS: readonly EventSeed[] = [
  {
    artwork: "fellowship",
    title: "Youth Night: Fire and Fellowship",
    description:
      "An evening of high-energy worship, a word for young people facing real pressures, and pizza afterwards. Bring a friend who has never been to church: everyone between 13 and 25 is welcome.",
    ministry: "Youth Ministry",
    day: { monthOffset: -1, weekday: FRIDAY, nth: 2 },
    eventTime: "19:00",
    venue: "Youth Center",
  },
  {
    artwork: "book",
    title: "Women's Prayer Breakfast",
    description:
      "Sisters of every age gather over breakfast to share testimonies, study the life of Hannah together and pray for our families. Childcare is provided in the children's wing.",
    ministry: "Women Ministry",
    day: { monthOffset: -1, weekday: SATURDAY, nth: 3 },
    eventTime: "09:00 AM",
    venue: "Fellowship Hall",
  },
  {
    artwork: "music",
    title: "Choir Rehearsal and Worship Workshop",
    description:
      "Open rehearsal for the choir and band, with a workshop on leading the congregation in worship. New singers and instrumentalists are welcome to come and audition afterwards.",
    ministry: "Music Ministry",
    day: { monthOffset: 0, weekday: THURSDAY, nth: 1 },
    eventTime: "18:30",
    venue: "Main Sanctuary",
  },
  {
    artwork: "fire",
    title: "Holy Ghost Night",
    description:
      "Our monthly night of worship, prayer and ministry in the power of the Holy Spirit. Come expecting healing, deliverance and a fresh infilling. Refreshments are served at midnight.",
    ministry: "Prayer Ministry",
    day: { monthOffset: 0, weekday: FRIDAY, nth: 1 },
    eventTime: "21:00",
    venue: "Main Sanctuary",
  },
  {
    artwork: "peaks",
    title: "Men's Breakfast: Iron Sharpens Iron",
    description:
      "A hearty breakfast and honest conversation about faith at work, fatherhood and integrity, with time to pray for one another in small groups. Fathers, sons and grandfathers all welcome.",
    ministry: "Men Ministry",
    day: { monthOffset: 0, weekday: SATURDAY, nth: 2 },
    eventTime: "07:30 AM",
    venue: "Fellowship Hall",
  },
  {
    artwork: "fellowship",
    title: "Children's Bible Adventure Day",
    description:
      "Games, crafts, songs and Bible stories for children aged 4 to 12, led by our Sunday school teachers. Parents are invited to join us for the closing presentation at noon.",
    ministry: "Children Ministry",
    day: { monthOffset: 0, weekday: SATURDAY, nth: 3 },
    eventTime: "10:00 AM",
    venue: "Children's Church Wing",
  },
  {
    artwork: "road",
    title: "Community Outreach Day",
    description:
      "We take the love of Jesus to the streets around the church: free groceries, blood-pressure checks by our nurses, prayer for anyone who asks, and invitations to Sunday service. Meet at the church car park.",
    ministry: "Evangelism",
    day: { monthOffset: 0, weekday: SATURDAY, nth: 4 },
    eventTime: "11:00",
    venue: "Church Grounds and Neighborhood",
  },
  {
    artwork: null,
    title: "Workers' Meeting",
    description:
      "All heads of department and workers meet after the second service to review the quarter, plan the coming months and agree the department budgets. Please bring your department report.",
    ministry: "Administration",
    day: { monthOffset: 1, weekday: SUNDAY, nth: 1 },
    eventTime: "14:00",
    venue: "Conference Room",
  },
  {
    artwork: "sunrise",
    title: "Early Morning Prayer Walk",
    description:
      "We walk the streets of our neighborhood at first light, praying for every home, school and business we pass. Wear comfortable shoes; hot tea is waiting when we return.",
    ministry: "Prayer Ministry",
    day: { monthOffset: 1, weekday: TUESDAY, nth: 2 },
    eventTime: "06:00 AM",
    venue: "Prayer Garden",
  },
  {
    artwork: "starlight",
    title: "Youth Games and Movie Night",
    description:
      "Board games, table tennis and a family-friendly film with a message, followed by a short devotion. A relaxed evening to make friends and bring the friends you have.",
    ministry: "Youth Ministry",
    day: { monthOffset: 1, weekday: FRIDAY, nth: 3 },
    eventTime: "07:00 PM",
    venue: "Youth Center",
  },
  {
    artwork: "pasture",
    title: "Women's Retreat: Beside Still Waters",
    description:
      "A day away to rest, worship and be refreshed in God's presence, with teaching on Psalm 23, quiet time by the lake and lunch together. Register with the women's ministry desk on Sunday.",
    ministry: "Women Ministry",
    day: { monthOffset: 2, weekday: SATURDAY, nth: 2 },
    eventTime: "10:00",
    venue: "Lakeside Retreat Center",
  },
  {
    artwork: "music",
    title: "An Evening of Praise",
    description:
      "The choir, the youth band and guest worship leaders lift up the name of Jesus in song. Bring your family and neighbors for an evening of joyful praise and thanksgiving.",
    ministry: "Music Ministry",
    day: { monthOffset: 2, weekday: SUNDAY, nth: 3 },
    eventTime: "05:00 PM",
    venue: "Main Sanctuary",
  },
];
