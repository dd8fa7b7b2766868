import { describe, expect, it } from "vitest";
import { isVideoUrl } from "./sermons.ts";
import { VIDEO_EMBED_ORIGINS, videoEmbedOf } from "./video-embeds.ts";

describe("a video link's embedded player", () => {
  it("is YouTube's privacy-enhanced player for every way people write a YouTube link", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbedOf(link), link).toEqual({ host: "YouTube", src: player });
    }
  });

  it("starts where the link says", () => {
    expect(videoEmbedOf("https://youtu.be/dQw4w9WgXcQ?t=90")?.src).toContain("start=90");
    expect(videoEmbedOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s")?.src).toContain("start=90");
    expect(videoEmbedOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon")?.src).not.toContain("start");
  });

  it("plays a channel's live stream from its live page", () => {
    expect(videoEmbedOf("https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live")).toEqual({
      host: "YouTube",
      src: "https://www.youtube-nocookie.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv&autoplay=1",
    });
  });

  it("is Vimeo's player, told not to track, with an unlisted video's key", () => {
    expect(videoEmbedOf("https://vimeo.com/76979871")).toEqual({ host: "Vimeo", src: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1" });
    expect(videoEmbedOf("https://vimeo.com/channels/staffpicks/76979871")?.src).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    expect(videoEmbedOf("https://vimeo.com/76979871/0a1b2c3d4e")?.src).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=0a1b2c3d4e");
    expect(videoEmbedOf("https://player.vimeo.com/video/76979871?h=0a1b2c3d4e")?.src).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=0a1b2c3d4e");
  });

  it("is none for a link it cannot place, which the page then links to", () => {
    for (const link of [
      "https://www.youtube.com/@lampstandchurch",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E",
      "https://vimeo.com/lampstand",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "not a link",
    ]) {
      expect(videoEmbedOf(link), link).toBeUndefined();
    }
  });

  it("is always on an origin the Content-Security-Policy admits, for every link a sermon may hold", () => {
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/1", "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live"]) {
      expect(isVideoUrl(link)).toBe(true);
      expect(VIDEO_EMBED_ORIGINS).toContain(new URL(videoEmbedOf(link)!.src).origin);
    }
  });
});
