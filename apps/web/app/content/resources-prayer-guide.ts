/**
 * The 2025 fasting and prayer guide (SPEC §2.5, §9): thirty days, 1 to 30 November 2025,
 * each with a theme, a scripture reference and a prayer focus.
 */

export type PrayerDay = { theme: string; scripture: string; focus: string };

/** The fast runs through November 2025; day n falls on n November. */
export const PRAYER_FAST = { year: 2025, month: "November", monthIndex: 10, firstDay: 1, lastDay: 30 } as const;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * "Saturday 1 November 2025" and "2025-11-01" for day n of the fast. Computed by hand rather than
 * with Intl, so the server and the browser cannot format it differently (a hydration mismatch).
 */
export function prayerDayDate(day: number): { label: string; iso: string } {
  const weekday = WEEKDAYS[new Date(Date.UTC(PRAYER_FAST.year, PRAYER_FAST.monthIndex, day)).getUTCDay()];
  const iso = `${PRAYER_FAST.year}-${String(PRAYER_FAST.monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { label: `${weekday} ${day} ${PRAYER_FAST.month} ${PRAYER_FAST.year}`, iso };
}

export const PRAYER_GUIDE = {
  tagline: "Thirty days of fasting and prayer, 1 to 30 November 2025.",
  intro: [
    "Every year the parish sets apart a season to seek the face of God together. From 1 November to 30 November 2025 we will fast and pray as one family, laying before the Lord our own lives, our homes, our church, our city and the nations.",
    "Each day below has a theme, a passage of Scripture to read before you pray, and a short focus to guide your prayers. Read the passage slowly, thank God for what it shows you, then pray through the focus in your own words. Add the names and needs that God lays on your heart.",
  ],
  guidelines: [
    "Choose a fast you can keep: until noon, until 6 pm, or a partial fast from particular foods or from media.",
    "If you are pregnant or nursing, diabetic, on medication or unwell, talk to your doctor first and fast in a way that is safe for you.",
    "Drink plenty of water, and break each day's fast gently.",
    "Pray with others when you can: with your family, your house fellowship or at the church's prayer meetings.",
  ],
  downloadNote:
    "The download will be available soon. Until then, the whole guide is on this page, and printed copies are available at the church office.",
  days: [
    {
      theme: "Thanksgiving for God's faithfulness",
      scripture: "Psalm 103:1-5",
      focus: "Thank God for every benefit of the year so far, and begin the fast with a grateful heart.",
    },
    {
      theme: "A heart of repentance",
      scripture: "2 Chronicles 7:14",
      focus: "Ask the Lord to search you, and turn from anything that grieves Him.",
    },
    {
      theme: "Hunger for God's presence",
      scripture: "Psalm 42:1-2",
      focus: "Pray for a fresh thirst for God that nothing else can satisfy.",
    },
    {
      theme: "Fresh fire of the Holy Spirit",
      scripture: "Acts 2:1-4",
      focus: "Ask to be filled again with the Holy Spirit and with power.",
    },
    { theme: "Love for the Word", scripture: "Psalm 119:105", focus: "Pray for a daily delight in Scripture and the grace to obey it." },
    {
      theme: "Holiness in thought and deed",
      scripture: "1 Peter 1:15-16",
      focus: "Ask for clean hands and a pure heart in private and in public.",
    },
    {
      theme: "Our pastors and leaders",
      scripture: "2 Thessalonians 3:1-2",
      focus: "Pray for wisdom, strength and protection for everyone who serves the church.",
    },
    {
      theme: "Unity in the church",
      scripture: "Psalm 133:1",
      focus: "Pray that love, humility and peace would bind our congregation together.",
    },
    {
      theme: "Marriages and homes",
      scripture: "Joshua 24:15",
      focus: "Commit every marriage and household to the Lord, and pray for restoration where there is strain.",
    },
    {
      theme: "Children and young people",
      scripture: "Isaiah 54:13",
      focus: "Pray that our children will be taught of the Lord and that great shall be their peace.",
    },
    {
      theme: "A harvest of souls",
      scripture: "Luke 10:2",
      focus: "Ask the Lord of the harvest to send workers and to open hearts to the gospel.",
    },
    {
      theme: "The names on our cards",
      scripture: "John 1:40-42",
      focus: "Pray by name for the seven people on your Operation Andrew card.",
    },
    {
      theme: "Healing and health",
      scripture: "Jeremiah 30:17",
      focus: "Bring the sick before God, and pray for healing in body, mind and spirit.",
    },
    {
      theme: "Provision and fruitful work",
      scripture: "Philippians 4:19",
      focus: "Pray for jobs, for businesses and for every need to be met.",
    },
    {
      theme: "Wisdom for decisions",
      scripture: "James 1:5",
      focus: "Ask for wisdom in the choices ahead, in study, work, family and ministry.",
    },
    { theme: "Freedom from fear", scripture: "Isaiah 41:10", focus: "Pray for courage and peace where anxiety has taken hold." },
    {
      theme: "Protection and safety",
      scripture: "Psalm 91:1-2",
      focus: "Commit our families, our travels and our homes to the shelter of the Most High.",
    },
    { theme: "Breaking every chain", scripture: "Isaiah 58:6", focus: "Pray for freedom from addictions, bad habits and every bondage." },
    {
      theme: "The lonely, the grieving and the widowed",
      scripture: "James 1:27",
      focus: "Pray for comfort, and ask how you can show care this week.",
    },
    {
      theme: "The city where God has planted us",
      scripture: "Jeremiah 29:7",
      focus: "Pray for peace, justice and prosperity in our city and its neighbourhoods.",
    },
    {
      theme: "Our nation and its leaders",
      scripture: "1 Timothy 2:1-2",
      focus: "Pray for those in authority, that we may live quiet and peaceable lives.",
    },
    {
      theme: "Nigeria and the nations of Africa",
      scripture: "Isaiah 60:1-3",
      focus: "Pray for peace, good governance and revival in Nigeria and across the continent.",
    },
    {
      theme: "Missions and the church worldwide",
      scripture: "Matthew 28:19-20",
      focus: "Pray for missionaries, persecuted believers and new parishes being planted.",
    },
    {
      theme: "Peace in troubled places",
      scripture: "Isaiah 9:6-7",
      focus: "Pray for an end to war and violence, and for the Prince of Peace to be known.",
    },
    {
      theme: "Gifts for service",
      scripture: "1 Corinthians 12:4-7",
      focus: "Ask God to stir up the gifts He has given you and to show you where to serve.",
    },
    {
      theme: "Faithful stewardship",
      scripture: "Malachi 3:10",
      focus: "Pray for generous hearts and for open windows of heaven over every giver.",
    },
    {
      theme: "Love that covers",
      scripture: "1 Peter 4:8",
      focus: "Release offences, forgive from the heart and pray for those who hurt you.",
    },
    {
      theme: "Ready for His return",
      scripture: "1 Thessalonians 4:16-18",
      focus: "Pray to be found watching and ready, with oil in our lamps.",
    },
    {
      theme: "The year ahead",
      scripture: "Isaiah 43:18-19",
      focus: "Commit 2026 to the Lord and ask Him to do a new thing in your life and in the church.",
    },
    {
      theme: "Thanksgiving and testimony",
      scripture: "Psalm 126:3",
      focus: "Give thanks for answered prayers, and share a testimony of what God did during the fast.",
    },
  ],
} as const satisfies {
  tagline: string;
  intro: readonly string[];
  guidelines: readonly string[];
  downloadNote: string;
  days: readonly PrayerDay[];
};
