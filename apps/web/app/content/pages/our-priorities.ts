import type { PageSeed } from "./page-seed";

/** Our Priorities (SPEC §2.4): 8 cards in two columns, alternating shape. */
export const OUR_PRIORITIES = {
  slug: "our-priorities",
  title: "Our Priorities",
  description: "The priorities that guide our church: holiness, prayer, evangelism and care for one another.",
  content: {
    heading: "Our Priorities",
    subtitle: "First things first: where we put our time, our prayer and our resources.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "A church can be busy with many good things. These eight priorities keep us focused on what matters most: they decide how we spend our time, our money and our energy, week after week."
        ],
        look: "lead",
        align: "center"
      },
      {
        type: "cards",
        look: "priority",
        columns: 2,
        alternate: true,
        items: [
          {
            title: "A Holy Life",
            text: "Our first priority is to walk closely with God in purity of heart and conduct. Everything else we do has to flow from lives surrendered to Him.",
            meta: "1 Peter 1:15-16"
          },
          {
            title: "A House of Prayer",
            text: "Our week is anchored by prayer meetings, vigils and seasons of fasting. No ministry moves forward here without first being brought before God.",
            meta: "Luke 18:1"
          },
          {
            title: "Winning Souls",
            text: "We want heaven to be crowded. We share the gospel on our streets, in our workplaces and around our tables, and we follow up everyone who comes to faith.",
            meta: "Mark 16:15"
          },
          {
            title: "Making Disciples",
            text: "New believers need nurture. Through Sunday school, house fellowships and the baptismal class we help every member grow deep roots in the Word.",
            meta: "2 Timothy 2:2"
          },
          {
            title: "Planting Churches",
            text: "A church should be close to every home. We pray, give and send workers to plant new parishes wherever God opens a door.",
            meta: "Acts 16:5"
          },
          {
            title: "Strong Families",
            text: "Healthy homes build a healthy church. We teach, counsel and celebrate marriages and families, and we walk alongside single parents, widows and widowers.",
            meta: "Psalm 127:1"
          },
          {
            title: "The Next Generation",
            text: "Children and young people are not only the church of tomorrow; they are part of the church today. We invest in them with love, teaching and real opportunities to serve.",
            meta: "Psalm 78:4"
          },
          {
            title: "Compassion in Action",
            text: "We care for the whole person. Through our welfare team, food drives and visits to the sick and the lonely, we show the love of Christ in practical ways.",
            meta: "Galatians 6:10"
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
