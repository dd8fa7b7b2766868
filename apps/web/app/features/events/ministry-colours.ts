/**
 * Event chip colours by ministry (SPEC §3): each named ministry has its own, others the default.
 * Light backgrounds with dark text, so every pair keeps a contrast above 7:1.
 */
const NAMED_COLOURS = {
  "Youth Ministry": "bg-sky-100 text-sky-900 ring-sky-300",
  "Women Ministry": "bg-pink-100 text-pink-900 ring-pink-300",
  "Men Ministry": "bg-blue-100 text-blue-900 ring-blue-300",
  "Children Ministry": "bg-lime-100 text-lime-900 ring-lime-300",
  "Music Ministry": "bg-violet-100 text-violet-900 ring-violet-300",
  "Prayer Ministry": "bg-amber-100 text-amber-900 ring-amber-300",
  Evangelism: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  Administration: "bg-slate-200 text-slate-900 ring-slate-400",
} as const;

/** The ministries with a colour of their own, as staff write them (the event form offers them). */
export const MINISTRY_NAMES = Object.keys(NAMED_COLOURS) as ReadonlyArray<keyof typeof NAMED_COLOURS>;

/** Matched without regard to case or surrounding spaces. */
const COLOURS: Record<string, string> = Object.fromEntries(Object.entries(NAMED_COLOURS).map(([name, colour]) => [name.toLowerCase(), colour]));

const DEFAULT_COLOUR = "bg-indigo-100 text-indigo-900 ring-indigo-300";

export function ministryColour(ministry: string): string {
  return COLOURS[ministry.trim().toLowerCase()] ?? DEFAULT_COLOUR;
}

/** SPEC §2.7: an event without a ministry is listed under 'General'. */
export function ministryName(ministry: string): string {
  return ministry.trim() || "General";
}
