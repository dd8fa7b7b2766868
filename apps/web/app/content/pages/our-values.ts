import type { PageSeed } from "./page-seed";

/** Our Values (SPEC §2.4): 14 cards, each with an icon, a title and a scripture-backed description. */
export const OUR_VALUES = {
  slug: "our-values",
  title: "Our Values",
  description: "The values that shape how we worship, love and serve, each grounded in Scripture.",
  content: {
    heading: "Our Values",
    subtitle: "What we hold dear, and the scriptures that hold us to it.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "These fourteen values describe the kind of church family we are praying and working to become. Each one rests on the Word of God, and each one is something you will see, imperfectly but sincerely, in our worship, our homes and our service."
        ],
        look: "lead",
        align: "center"
      },
      {
        type: "cards",
        look: "value",
        columns: 3,
        items: [
          {
            title: "Holiness",
            icon: "flame",
            text: "We pursue a life set apart for God, in private as much as in public, because His grace does not only forgive us: it changes the way we live.",
            scripture: {
              text: "Follow peace with all men, and holiness, without which no man shall see the Lord.",
              reference: "Hebrews 12:14"
            }
          },
          {
            title: "Prayer",
            icon: "prayer",
            text: "Prayer is the engine room of our church. We pray before we plan, while we work and after we succeed, trusting God to move where we cannot.",
            scripture: {
              text: "Pray without ceasing.",
              reference: "1 Thessalonians 5:17"
            }
          },
          {
            title: "The Word of God",
            icon: "book",
            text: "The Bible is our final authority for faith and conduct. We read it, teach it, memorise it and, above all, seek to obey it.",
            scripture: {
              text: "Thy word is a lamp unto my feet, and a light unto my path.",
              reference: "Psalm 119:105"
            }
          },
          {
            title: "Worship",
            icon: "music",
            text: "We gather to honour God with joyful, heartfelt praise, and we offer Him our ordinary days as worship too: our work, our rest and our relationships.",
            scripture: {
              text: "God is a Spirit: and they that worship him must worship him in spirit and in truth.",
              reference: "John 4:24"
            }
          },
          {
            title: "Love",
            icon: "heart",
            text: "Love is the mark of a disciple. We want every visitor to find a family that welcomes, forgives and carries one another's burdens.",
            scripture: {
              text: "By this shall all men know that ye are my disciples, if ye have love one to another.",
              reference: "John 13:35"
            }
          },
          {
            title: "Faith",
            icon: "shield",
            text: "We take God at His word. Faith shapes how we pray, how we give, how we make decisions and how we stand when the storms of life come.",
            scripture: {
              text: "But without faith it is impossible to please him.",
              reference: "Hebrews 11:6"
            }
          },
          {
            title: "Integrity",
            icon: "plumbLine",
            text: "We aim to be the same people on Monday as on Sunday: honest in our dealings, true to our word and open about how we use what is entrusted to us.",
            scripture: {
              text: "The integrity of the upright shall guide them.",
              reference: "Proverbs 11:3"
            }
          },
          {
            title: "Humility",
            icon: "basin",
            text: "Jesus knelt to wash His disciples' feet. Following Him, we put others first, receive correction gladly and give God the glory for every good thing.",
            scripture: {
              text: "In lowliness of mind let each esteem other better than themselves.",
              reference: "Philippians 2:3"
            }
          },
          {
            title: "Excellence",
            icon: "star",
            text: "Whether we are preaching, setting out chairs or teaching a children's class, we give our best, because it is the Lord we are serving.",
            scripture: {
              text: "And whatsoever ye do, do it heartily, as to the Lord, and not unto men.",
              reference: "Colossians 3:23"
            }
          },
          {
            title: "Service",
            icon: "helpingHand",
            text: "Every member is a minister. We look for ways to serve the church and our city with the gifts God has given each of us.",
            scripture: {
              text: "For even the Son of man came not to be ministered unto, but to minister.",
              reference: "Mark 10:45"
            }
          },
          {
            title: "Generosity",
            icon: "gift",
            text: "God has been generous to us first. We give cheerfully of our time, our talents and our resources, so that His work goes forward and people in need are helped.",
            scripture: {
              text: "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
              reference: "2 Corinthians 9:7"
            }
          },
          {
            title: "Unity",
            icon: "people",
            text: "We come from many nations, languages and generations, yet we are one family in Christ, and we guard that unity with patience and grace.",
            scripture: {
              text: "Behold, how good and how pleasant it is for brethren to dwell together in unity!",
              reference: "Psalm 133:1"
            }
          },
          {
            title: "Soul Winning",
            icon: "globe",
            text: "We cannot keep the good news to ourselves. We share Christ with our neighbours, classmates and colleagues, gently and boldly, and we walk with those who believe.",
            scripture: {
              text: "The fruit of the righteous is a tree of life; and he that winneth souls is wise.",
              reference: "Proverbs 11:30"
            }
          },
          {
            title: "Family",
            icon: "home",
            text: "We honour marriage, cherish our children and stand with every household, whatever its shape, so that Christ is at the centre of each home.",
            scripture: {
              text: "But as for me and my house, we will serve the LORD.",
              reference: "Joshua 24:15"
            }
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
