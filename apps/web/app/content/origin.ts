import { siteConfig } from "~/site.config";

/** A dated step on the Our Origin timeline (SPEC §3 "Timeline milestone"). */
export type TimelineMilestone = {
  id: number;
  /** Path of the milestone's illustration. */
  image: string;
  /** What the illustration shows, for people who cannot see it. */
  imageAlt: string;
  /** The milestone in a few words. */
  text: string;
  /** Which side of the timeline it sits on, on wide screens. */
  align: "left" | "right";
  /** The story of the milestone. */
  subtext: string;
  year: number;
};

const denomination = siteConfig.denomination.name;
const overseer = siteConfig.generalOverseer.name;
const city = siteConfig.address.city;

export const ORIGIN_INTRO = `Every church has a beginning. Ours reaches back to a small prayer meeting in Nigeria more than four decades ago, and forward to a growing family of believers in ${city} today.`;

export const MILESTONES: readonly TimelineMilestone[] = [
  {
    id: 1,
    image: "/images/church/origin-1980.svg",
    imageAlt: "Illustration of an oil lamp glowing beside an open Bible on a wooden desk",
    text: "A Friday prayer meeting",
    align: "left",
    subtext: `In a borrowed classroom in Ibadan, Nigeria, a young mathematics teacher, ${overseer}, gathers eleven friends every Friday evening to pray for revival in their city and their nation.`,
    year: 1980,
  },
  {
    id: 2,
    image: "/images/church/origin-1981.svg",
    imageAlt: "Illustration of a simple church building with a cross on its roof and an open door",
    text: `${denomination} is born`,
    align: "right",
    subtext:
      "The prayer meeting outgrows the classroom. The fellowship is registered as a church, takes its name from Jesus' promise of rivers of living water, and holds its first Sunday service with sixty worshippers.",
    year: 1981,
  },
  {
    id: 3,
    image: "/images/church/origin-1991.svg",
    imageAlt: "Illustration of a globe with an aeroplane tracing a path across it",
    text: "Across the seas",
    align: "left",
    subtext:
      "Members who have moved abroad to study and work start house fellowships in Accra and London. That year the Mission plants its first two parishes outside Nigeria.",
    year: 1991,
  },
  {
    id: 4,
    image: "/images/church/origin-2019.svg",
    imageAlt: "Illustration of a golden lampstand shining in front of a city skyline at dusk",
    text: `${siteConfig.name} is planted in ${city}`,
    align: "right",
    subtext: `Seven families begin meeting for Sunday worship in a living room in southwest ${city}. They name the new parish ${siteConfig.name}, after Jesus' words about a lamp set on a stand to give light to the whole house, and before the year is out they move into a hall of their own.`,
    year: 2019,
  },
];
