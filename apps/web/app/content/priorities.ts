/** One card on Our Priorities: what comes first in the life of the parish, and why. */
export type Priority = {
  title: string;
  description: string;
  reference: string;
};

export const PRIORITIES_INTRO =
  "A church can be busy with many good things. These eight priorities keep us focused on what matters most: they decide how we spend our time, our money and our energy, week after week.";

export const PRIORITIES: readonly Priority[] = [
  {
    title: "A Holy Life",
    description:
      "Our first priority is to walk closely with God in purity of heart and conduct. Everything else we do has to flow from lives surrendered to Him.",
    reference: "1 Peter 1:15-16",
  },
  {
    title: "A House of Prayer",
    description:
      "Our week is anchored by prayer meetings, vigils and seasons of fasting. No ministry moves forward here without first being brought before God.",
    reference: "Luke 18:1",
  },
  {
    title: "Winning Souls",
    description:
      "We want heaven to be crowded. We share the gospel on our streets, in our workplaces and around our tables, and we follow up everyone who comes to faith.",
    reference: "Mark 16:15",
  },
  {
    title: "Making Disciples",
    description:
      "New believers need nurture. Through Sunday school, house fellowships and the baptismal class we help every member grow deep roots in the Word.",
    reference: "2 Timothy 2:2",
  },
  {
    title: "Planting Churches",
    description:
      "A church should be close to every home. We pray, give and send workers to plant new parishes wherever God opens a door.",
    reference: "Acts 16:5",
  },
  {
    title: "Strong Families",
    description:
      "Healthy homes build a healthy church. We teach, counsel and celebrate marriages and families, and we walk alongside single parents, widows and widowers.",
    reference: "Psalm 127:1",
  },
  {
    title: "The Next Generation",
    description:
      "Children and young people are not only the church of tomorrow; they are part of the church today. We invest in them with love, teaching and real opportunities to serve.",
    reference: "Psalm 78:4",
  },
  {
    title: "Compassion in Action",
    description:
      "We care for the whole person. Through our welfare team, food drives and visits to the sick and the lonely, we show the love of Christ in practical ways.",
    reference: "Galatians 6:10",
  },
];
