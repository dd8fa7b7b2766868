import { describe, expect, it } from "vitest";
import { audioFileLabel, isoDuration, listeningTime, preachedOn } from "./sermon-format";

describe("a sermon's facts as visitors read them", () => {
  it("give the day it was preached, whatever the visitor's time zone", () => {
    expect(preachedOn("2026-03-15")).toBe("March 15, 2026");
    expect(preachedOn("2026-01-01")).toBe("January 1, 2026");
  });

  it("give the listening time in minutes, and hours past the hour", () => {
    expect(listeningTime(20)).toBe("1 min");
    expect(listeningTime(2725)).toBe("45 min");
    expect(listeningTime(3900)).toBe("1 h 5 min");
  });

  it("name the audio file's kind and size", () => {
    expect(audioFileLabel({ type: "audio/mpeg", bytes: 24_600_000 })).toBe("MP3, 24.6 MB");
    expect(audioFileLabel({ type: "audio/mp4", bytes: 4170 })).toBe("M4A, 0.1 MB");
  });

  it("write durations the way schema.org reads them", () => {
    expect(isoDuration(2710)).toBe("PT45M10S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(0)).toBe("PT0S");
  });
});
