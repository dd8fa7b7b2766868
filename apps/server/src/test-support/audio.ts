import { Readable } from "node:stream";
import { MP3_FRAME_BYTES, SILENT_MP3_FRAME as frame, silentMp3 } from "../seed/silent-mp3.ts";

/** Real MP3 audio for tests: silence made in code (seed/silent-mp3.ts), of a known duration. */
export { MP3_FRAME_BYTES, MP3_FRAMES_PER_SECOND } from "../seed/silent-mp3.ts";
export const mp3 = silentMp3;

/** About `bytes` of MP3 as a stream, made as it is read: a 200 MB upload without 200 MB in the test's memory. */
export function mp3Stream(bytes: number): Readable {
  const frames = Math.floor(bytes / MP3_FRAME_BYTES);
  const perPiece = 2_500;
  const piece = Buffer.concat(Array.from({ length: perPiece }, () => frame));
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= frames) return void this.push(null);
      const count = Math.min(perPiece, frames - sent);
      sent += count;
      this.push(count === perPiece ? piece : piece.subarray(0, count * MP3_FRAME_BYTES));
    },
  });
}

/** The first bytes of an M4A file (an `ftyp` box of brand "M4A "): enough for sniffing, not a playable file. */
export const m4aHead = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypM4A "), 0, 0, 0, 0, ...Buffer.from("M4A isom")]);
