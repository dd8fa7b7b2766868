/** The baptismal class (SPEC §2.5): fifteen lessons that prepare new believers for water baptism. */

export type BaptismalLesson = { title: string; summary: string };

export const BAPTISMAL = {
  tagline: "Fifteen lessons that prepare new believers for water baptism.",
  image: {
    src: "/images/resources/baptismal.svg",
    alt: "Illustration of a dove descending over gentle waves of water, with rays of light from above.",
  },
  about: [
    "Water baptism is one of the first steps of obedience for everyone who has put their faith in Jesus Christ. Before each baptismal service, candidates take part in a short class so that they understand what they are doing and why, and so that they begin their new life on solid ground.",
    "The class follows the fifteen lessons of the Baptismal Manual. Each lesson opens a passage of Scripture, explains one truth simply and ends with questions to talk over with the teacher. New believers, members who were never baptised by immersion and anyone who wants to revisit the foundations are all welcome.",
  ],
  downloadNote: "The download will be available soon. Until then, ask for a printed copy at the church office or at the baptismal class.",
  lessons: [
    { title: "God's love and purpose", summary: "God made us to know Him, and He loves us with an everlasting love." },
    { title: "The problem of sin", summary: "How sin separates every person from God, and why we cannot fix it by our own effort." },
    { title: "Jesus Christ, our Saviour", summary: "Who Jesus is, why He died on the cross and what His resurrection means for us." },
    { title: "Repentance and faith", summary: "Turning away from sin and trusting Christ alone: the doorway into God's family." },
    { title: "The new birth", summary: "What it means to be born again, and the changes God begins in a new believer." },
    { title: "Assurance of salvation", summary: "How the Word and the Spirit assure us that we belong to God." },
    {
      title: "What water baptism means",
      summary: "An outward sign of an inward change: buried with Christ and raised to walk in new life.",
    },
    {
      title: "How and why we baptise",
      summary: "Baptism by immersion in the name of the Father, the Son and the Holy Spirit, as the apostles practised it.",
    },
    {
      title: "Restitution and a clear conscience",
      summary: "Making things right with people we have wronged, as far as it depends on us.",
    },
    { title: "Living a holy life", summary: "Sanctification: growing day by day to be more like Jesus in thought, word and deed." },
    { title: "The Holy Spirit in the believer", summary: "The promise of the baptism in the Holy Spirit and the power to be a witness." },
    { title: "Prayer and the Word", summary: "Building the daily habits of talking with God and reading the Bible." },
    { title: "Belonging to the church", summary: "Fellowship, the Lord's Supper and finding your place in the family of God." },
    { title: "Stewardship and giving", summary: "Honouring God with our time, our talents and our tithes and offerings." },
    { title: "Sharing your faith", summary: "Telling your story and inviting others to Christ, and preparing for your baptism day." },
  ],
} as const satisfies {
  tagline: string;
  image: { src: string; alt: string };
  about: readonly string[];
  downloadNote: string;
  lessons: readonly BaptismalLesson[];
};
