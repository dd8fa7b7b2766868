import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { SERMON_AUDIO } from "@lampstand/contract/sermons";

/**
 * What the browser checks of a sermon's audio before it is sent, in the server's words: the
 * server reads the type from the bytes (ADR 037), but a 150 MB video chosen by mistake should be
 * refused before it crosses a church's upload line, not after.
 */

/** The types browsers report for MP3 and M4A files (Chrome says audio/x-m4a, Safari audio/mp4). */
const AUDIO_TYPES = new Set(["audio/mpeg", "audio/mp3", "audio/mpeg3", "audio/x-mpeg", "audio/mp4", "audio/x-m4a", "audio/m4a", "audio/aac", "audio/x-m4b"]);
const AUDIO_ENDINGS = /\.(mp3|m4a|m4b|mp4)$/i;

export type AudioFile = { name: string; type: string; size: number };

/** The server's message for a file it would refuse by its kind or size, or null when it may go. */
export function audioProblem(file: AudioFile): string | null {
  // Some systems report no type (or a generic one) for audio: the name decides then.
  const type = file.type.toLowerCase();
  const accepted = AUDIO_TYPES.has(type) || ((type === "" || type === "application/octet-stream") && AUDIO_ENDINGS.test(file.name));
  if (!accepted || file.size === 0) return SERVER_MESSAGES.notAudio;
  if (file.size > SERMON_AUDIO.maxBytes) return SERVER_MESSAGES.audioTooLarge;
  return null;
}

/** What the file input offers: MP3 and M4A by type and by name. */
export const AUDIO_ACCEPT = "audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a";

/** "1:02:05", "32:07", "0:04": a length as a player shows it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** "32 minutes 7 seconds": the same length as a screen reader should say it. */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  const said = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}${count === 1 ? "" : "s"}`);
  return said.length > 0 ? said.join(" ") : "0 seconds";
}
