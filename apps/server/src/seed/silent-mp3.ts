/**
 * Real MP3 audio made in code, so the demo sermons (and the tests) have a file to play without
 * keeping one: MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz, mono, each 417 bytes of silence
 * (all-zero side information decodes to nothing). 44,100 / 1,152 frames make a second, so the
 * duration is known exactly.
 */
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0xc0]);
export const MP3_FRAME_BYTES = 417;
export const MP3_FRAMES_PER_SECOND = 44_100 / 1_152;

export const SILENT_MP3_FRAME = Buffer.concat([FRAME_HEADER, Buffer.alloc(MP3_FRAME_BYTES - FRAME_HEADER.length)]);

/** `seconds` of silence as an MP3 file. */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.round(seconds * MP3_FRAMES_PER_SECOND);
  return Buffer.concat(Array.from({ length: frames }, () => SILENT_MP3_FRAME));
}
