import { siteConfig } from "~/site.config";

/** The year whose prophecies this page shows. */
export const PROPHECY_YEAR = 2025;

export type ProphecyScripture = { text: string; reference: string };

/** One group of the year's prophecies. `placeholder` marks text that stands in until the official wording is published. */
export type ProphecySection = {
  title: string;
  paragraphs: readonly string[];
  scripture?: ProphecyScripture;
  /** Shown after the scripture. */
  response?: string;
  placeholder: boolean;
};

const overseer = siteConfig.generalOverseer.name;
const denomination = siteConfig.denomination.name;

export const PROPHECIES_INTRO = `At the start of each year, after a season of prayer, ${overseer}, General Overseer of ${denomination}, shares the words he has received for individuals, for Nigeria and for the nations. We publish them here so that you can read them, pray over them and hold on to God's promises throughout ${PROPHECY_YEAR}.`;

export const PROPHECIES: readonly ProphecySection[] = [
  {
    title: "For Individuals",
    placeholder: true,
    paragraphs: [
      `The prophecies for individuals for ${PROPHECY_YEAR} have not been added to this page yet. They will be published here as soon as the parish office receives the official text from the Mission.`,
      "Until then, you can ask for a copy after any Sunday service, or send us a prayer request and our prayer team will stand with you.",
    ],
  },
  {
    title: "For Nigeria",
    placeholder: false,
    paragraphs: [
      `For Nigeria in ${PROPHECY_YEAR}, the word rests on the faithfulness of God, who has carried the nation through many seasons and has not let go of it.`,
    ],
    scripture: {
      text: "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
      reference: "Lamentations 3:22-23 (KJV)",
    },
    response:
      "Pray with us this year for peace in the land, for wisdom for all who lead, and for a new morning of mercy for every family that is waiting on God.",
  },
  {
    title: "For International",
    placeholder: true,
    paragraphs: [
      `The prophecies for the nations for ${PROPHECY_YEAR} have not been added to this page yet. They will be published here as soon as the parish office receives the official text from the Mission.`,
      "Meanwhile, we invite you to pray with us for peace among the nations, for those who lead them, and for the gospel to reach every people.",
    ],
  },
];

/** Said after the accordion, so that nobody mistakes the stand-in text for the prophecies themselves. */
export const PROPHECIES_NOTE =
  "Prophecy is received with humility and tested by the Word of God (1 Thessalonians 5:20-21). Whatever the year holds, we hold on to Christ, who is the same yesterday, and to day, and for ever (Hebrews 13:8).";
