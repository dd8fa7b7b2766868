import type { SermonAudio } from "@lampstand/contract/sermons";

/**
 * How a sermon's facts read on the public pages. A sermon's date is the day it was preached
 * ("2026-03-15"), read in UTC so that no visitor's time zone moves it a day.
 */

const PREACHED_ON = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-15" → "March 15, 2026"; the text as it is if it is no date. */
export function preachedOn(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : PREACHED_ON.format(day);
}

/** 2725 → "45 min"; under a minute, "1 min"; an hour and more, "1 h 5 min". */
export function listeningTime(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "MP3, 24.6 MB": what a download link tells a visitor on a metered connection. */
export function audioFileLabel(audio: Pick<SermonAudio, "type" | "bytes">): string {
  const kind = audio.type === "audio/mpeg" ? "MP3" : "M4A";
  const megabytes = audio.bytes / 1_000_000;
  return `${kind}, ${megabytes < 0.1 ? "0.1" : megabytes.toFixed(1)} MB`;
}

/** ISO 8601 duration for schema.org ("PT45M10S"). */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}
