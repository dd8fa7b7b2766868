import type { PageContent } from "@lampstand/contract/page-blocks";

/**
 * The baptismal class (SPEC §2.5): fifteen lessons and a download that is not available yet.
 */
const content: PageContent = {
  heading: "Baptismal Manual",
  subtitle: "Fifteen lessons that prepare new believers for water baptism.",
  blocks: [
    {
      type: "columns",
      ratio: "1:1",
      align: "center",
      sticky: false,
      tone: "none",
      secondFirstOnPhones: false,
      first: [
        {
          type: "text",
          heading: "Preparing for baptism",
          headingStyle: "section",
          paragraphs: [
            "Water baptism is one of the first steps of obedience for everyone who has put their faith in Jesus Christ. Before each baptismal service, candidates take part in a short class so that they understand what they are doing and why, and so that they begin their new life on solid ground.",
            "The class follows the fifteen lessons of the Baptismal Manual. Each lesson opens a passage of Scripture, explains one truth simply and ends with questions to talk over with the teacher. New believers, members who were never baptised by immersion and anyone who wants to revisit the foundations are all welcome.",
          ],
          look: "lead",
          align: "start",
        },
        {
          type: "download",
          label: "Download manual",
          note: "The download will be available soon. Until then, ask for a printed copy at the church office or at the baptismal class.",
        },
      ],
      second: [
        {
          type: "picture",
          picture: {
            src: "/images/resources/baptismal.svg",
            alt: "Illustration of a dove descending over gentle waves of water, with rays of light from above.",
          },
          look: "rounded",
          size: "full",
        },
      ],
    },
    {
      type: "cards",
      heading: "The 15 lessons",
      headingStyle: "section",
      look: "numbered",
      columns: 3,
      alternate: false,
      items: [
        {
          title: "God's love and purpose",
          text: "God made us to know Him, and He loves us with an everlasting love.",
        },
        {
          title: "The problem of sin",
          text: "How sin separates every person from God, and why we cannot fix it by our own effort.",
        },
        {
          title: "Jesus Christ, our Saviour",
          text: "Who Jesus is, why He died on the cross and what His resurrection means for us.",
        },
        {
          title: "Repentance and faith",
          text: "Turning away from sin and trusting Christ alone: the doorway into God's family.",
        },
        {
          title: "The new birth",
          text: "What it means to be born again, and the changes God begins in a new believer.",
        },
        {
          title: "Assurance of salvation",
          text: "How the Word and the Spirit assure us that we belong to God.",
        },
        {
          title: "What water baptism means",
          text: "An outward sign of an inward change: buried with Christ and raised to walk in new life.",
        },
        {
          title: "How and why we baptise",
          text: "Baptism by immersion in the name of the Father, the Son and the Holy Spirit, as the apostles practised it.",
        },
        {
          title: "Restitution and a clear conscience",
          text: "Making things right with people we have wronged, as far as it depends on us.",
        },
        {
          title: "Living a holy life",
          text: "Sanctification: growing day by day to be more like Jesus in thought, word and deed.",
        },
        {
          title: "The Holy Spirit in the believer",
          text: "The promise of the baptism in the Holy Spirit and the power to be a witness.",
        },
        {
          title: "Prayer and the Word",
          text: "Building the daily habits of talking with God and reading the Bible.",
        },
        {
          title: "Belonging to the church",
          text: "Fellowship, the Lord's Supper and finding your place in the family of God.",
        },
        {
          title: "Stewardship and giving",
          text: "Honouring God with our time, our talents and our tithes and offerings.",
        },
        {
          title: "Sharing your faith",
          text: "Telling your story and inviting others to Christ, and preparing for your baptism day.",
        },
      ],
    },
  ],
};

export const baptismalPage = {
  slug: "baptismal",
  title: "Baptismal Manual",
  description: "Fifteen lessons that prepare new believers for water baptism.",
  content,
};
