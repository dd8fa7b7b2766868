import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { audioProblem, formatDuration, spokenDuration } from "./audio-rules";

describe("audioProblem", () => {
  it("takes MP3 and M4A by the type the browser reports", () => {
    expect(audioProblem({ name: "sunday.mp3", type: "audio/mpeg", size: 1000 })).toBeNull();
    expect(audioProblem({ name: "sunday.m4a", type: "audio/x-m4a", size: 1000 })).toBeNull();
    expect(audioProblem({ name: "sunday.m4a", type: "audio/mp4", size: 1000 })).toBeNull();
  });

  it("goes by the name when the browser reports no type", () => {
    expect(audioProblem({ name: "Sunday.MP3", type: "", size: 1000 })).toBeNull();
    expect(audioProblem({ name: "sunday.wav", type: "", size: 1000 })).toBe(SERVER_MESSAGES.notAudio);
  });

  it("refuses other files, empty files and files over 200 MB with the server's words", () => {
    expect(audioProblem({ name: "sunday.mov", type: "video/quicktime", size: 1000 })).toBe(SERVER_MESSAGES.notAudio);
    expect(audioProblem({ name: "sunday.mp3", type: "audio/mpeg", size: 0 })).toBe(SERVER_MESSAGES.notAudio);
    expect(audioProblem({ name: "sunday.mp3", type: "audio/mpeg", size: 200 * 1024 * 1024 })).toBeNull();
    expect(audioProblem({ name: "sunday.mp3", type: "audio/mpeg", size: 200 * 1024 * 1024 + 1 })).toBe(SERVER_MESSAGES.audioTooLarge);
  });
});

describe("durations", () => {
  it("reads like a player's clock", () => {
    expect(formatDuration(4)).toBe("0:04");
    expect(formatDuration(32 * 60 + 7)).toBe("32:07");
    expect(formatDuration(3600 + 2 * 60 + 5)).toBe("1:02:05");
  });

  it("says the units for screen readers", () => {
    expect(spokenDuration(32 * 60 + 7)).toBe("32 minutes 7 seconds");
    expect(spokenDuration(3600 + 1)).toBe("1 hour 1 second");
    expect(spokenDuration(0)).toBe("0 seconds");
  });
});
