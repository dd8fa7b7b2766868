/**
 * Every public page at a fixed address: its path, the heading it shows, and what search engines
 * and shared links show. One list feeds each page's meta tags, the sitemap and the end-to-end
 * route tests, so they cannot drift apart. (The pages of single posts and events take their
 * title and picture from the post or event.)
 */
export type PublicPage = {
  path: string;
  /** The page's visible <h1>. */
  heading: string;
  /** The <title> (the site name is appended). */
  title: string;
  description: string;
};

export const PUBLIC_PAGES = [
  { path: "/", heading: "Welcome to Lampstand", title: "Home", description: "A Spirit-filled church family. Worship with us on Sunday, grow in the Word and find your place to serve." },
  { path: "/our-values", heading: "Our Values", title: "Our Values", description: "The values that shape how we worship, love and serve, each grounded in Scripture." },
  { path: "/our-beliefs", heading: "We Believe In", title: "Our Beliefs", description: "What we believe about the Bible, God, salvation, the Holy Spirit and the life to come." },
  { path: "/our-priorities", heading: "Our Priorities", title: "Our Priorities", description: "The priorities that guide our church: holiness, prayer, evangelism and care for one another." },
  { path: "/our-mission", heading: "Our Mission", title: "Our Mission", description: "Our mission and vision: to make heaven, to take as many as we can with us, and to plant churches close to every home." },
  { path: "/church-leaders", heading: "Church Leaders", title: "Church Leaders", description: "Meet the pastors and ministers who serve our congregation." },
  { path: "/our-legacy", heading: "Our Legacy", title: "Our Legacy", description: "The history and heritage of our church family and the denomination we belong to." },
  { path: "/our-origin", heading: "Our Origin", title: "Our Origin", description: "How our congregation began, from the first prayer meeting to today." },
  { path: "/general-overseer", heading: "The General Overseer", title: "The General Overseer", description: "The life and ministry of the General Overseer of our denomination." },
  { path: "/prophecies", heading: "This Year's Prophecies", title: "Prophecies 2025", description: "The prophecies for 2025 for individuals, for Nigeria and for the nations." },
  { path: "/ministries", heading: "Our Ministries", title: "Ministries", description: "Find your place: men, women, youth, children and choir ministries." },
  { path: "/men-ministry", heading: "Men Ministry", title: "Men Ministry", description: "Men of faith growing together in prayer, fellowship and service." },
  { path: "/women-ministry", heading: "Women Ministry", title: "Women Ministry", description: "Women encouraging one another in faith, family and service." },
  { path: "/youth-ministry", heading: "Youth Ministry", title: "Youth Ministry", description: "Young people on fire for God: worship, mentoring and friendship." },
  { path: "/children-ministry", heading: "Children Ministry", title: "Children Ministry", description: "A safe, joyful place where children learn to know and love Jesus." },
  { path: "/choir-ministry", heading: "Choir Ministry", title: "Choir Ministry", description: "Leading the church in worship through song and music." },
  { path: "/resources", heading: "Resources", title: "Resources", description: "Devotionals, manuals, prayer guides and teaching to help you grow." },
  { path: "/key-resources", heading: "Key Resources", title: "Key Resources", description: "Open Heavens, Sunday school and home fellowship manuals, prayer guides and more." },
  { path: "/open-heaven", heading: "Open Heavens", title: "Open Heavens Devotional", description: "The Open Heavens daily devotional: how to order copies for your church or group." },
  { path: "/prayer-point", heading: "Prayer Guide", title: "Prayer Guide", description: "The 30-day fasting and prayer guide for 1 to 30 November 2025." },
  { path: "/sunday-school", heading: "Sunday School", title: "Sunday School", description: "Sunday school manuals for students, teachers and youth: prices and how to order." },
  { path: "/home-fellowship", heading: "Home Fellowship", title: "Home Fellowship", description: "The house fellowship manual: prices, ordering and contacts." },
  { path: "/baptismal", heading: "Baptismal Manual", title: "Baptismal Manual", description: "Fifteen lessons that prepare new believers for water baptism." },
  { path: "/pastor-desk", heading: "Pastor's Desk", title: "Pastor's Desk", description: "Monthly newsletters from our pastor: encouragement, teaching and news for the whole church family." },
  { path: "/sermons", heading: "Sermons", title: "Sermons", description: "Hear and watch the preaching of the Word: search the sermons by series, speaker or book of the Bible, or subscribe in your podcast app." },
  { path: "/events", heading: "Events Calendar", title: "Events Calendar", description: "Services, meetings and special programmes this month and the months ahead." },
  { path: "/events/all", heading: "All Events", title: "All Events", description: "Every event of the church, by ministry: youth, women, men, children, music and more." },
  { path: "/prayer-request", heading: "Prayer Request", title: "Prayer Request", description: "Send us your prayer request. Our prayer team will pray with you, and call you if you wish." },
  { path: "/contact", heading: "Contact Us", title: "Contact Us", description: "Visit us, call the church office or send us a message: we would love to hear from you." },
  { path: "/operation-andrew", heading: "Operation Andrew", title: "Operation Andrew", description: "Bring one person to Jesus: how Operation Andrew works." },
  { path: "/donate", heading: "Give", title: "Give", description: "Ways to give: by text, online and through our giving partners." },
  { path: "/give-by-text", heading: "Give by Text", title: "Give by Text", description: "Give by sending a text message, and get a year-end receipt." },
  { path: "/live", heading: "Live Stream", title: "Live Stream", description: "Worship with us live: the stream while a service is on, and when the next one starts." },
  { path: "/online-donation", heading: "Online Donation", title: "Online Donation", description: "Plan your gift online in three steps." },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof PUBLIC_PAGES)[number]["path"];

export function publicPage(path: PublicPath): PublicPage {
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No public page ${path}`);
  return page;
}
