import { Readable } from "node:stream";

/**
 * Real MP3 audio for tests, made here rather than kept as files: MPEG-1 Layer III frames at
 * 128 kbit/s, 44.1 kHz, mono, each 417 bytes of silence (all-zero side information decodes to
 * nothing). 44,100 / 1,152 frames make a second, so the duration is known exactly.
 */
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0xc0]);
export const MP3_FRAME_BYTES = 417;
export const MP3_FRAMES_PER_SECOND = 44_100 / 1_152;

const frame = Buffer.concat([FRAME_HEADER, Buffer.alloc(MP3_FRAME_BYTES - FRAME_HEADER.length)]);

export function mp3(seconds: number): Buffer {
  const frames = Math.round(seconds * MP3_FRAMES_PER_SECOND);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

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
