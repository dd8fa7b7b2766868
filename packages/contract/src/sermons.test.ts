import { describe, expect, it } from "vitest";
import { isVideoUrl, sermonFieldsSchema, sermonListQuerySchema } from "./sermons.ts";

const base = { title: "Good news", date: "2026-03-15", speaker: "Ann Preacher" };
const problem = (fields: Record<string, string>) => sermonFieldsSchema.safeParse({ ...base, ...fields }).error?.issues[0]?.message;

describe("a sermon's fields", () => {
  it("turn the scripture text into references written one way", () => {
    expect(sermonFieldsSchema.parse({ ...base, scripture: "john 3:16; 1 corinthians 13:4-7" }).scripture).toEqual([
      "John 3:16",
      "1 Corinthians 13:4-7",
    ]);
    expect(problem({ scripture: "Jhon 3:16" })).toBe('"Jhon" is not a book of the Bible.');
  });

  it("take a YouTube or Vimeo link only, and an empty one as none", () => {
    expect(sermonFieldsSchema.parse({ ...base, video_url: "" }).video_url).toBeNull();
    expect(sermonFieldsSchema.parse({ ...base, video_url: "https://youtu.be/abc" }).video_url).toBe("https://youtu.be/abc");
    expect(problem({ video_url: "https://evil.example/watch?v=1" })).toMatch(/YouTube or Vimeo/);
    expect(problem({ video_url: "javascript:alert(1)" })).toMatch(/YouTube or Vimeo/);
  });

  it("take a series by its number, or none when empty", () => {
    expect(sermonFieldsSchema.parse({ ...base, series_id: "7" }).series_id).toBe(7);
    expect(sermonFieldsSchema.parse({ ...base, series_id: "" }).series_id).toBeNull();
    expect(problem({ series_id: "seven" })).toBe("Series must be the number of a series.");
  });

  it("need a date written as YYYY-MM-DD, a title and a speaker", () => {
    expect(problem({ date: "15/03/2026" })).toMatch(/YYYY-MM-DD/);
    expect(problem({ title: "  " })).toBe("Title is required.");
    expect(problem({ speaker: "" })).toBe("Speaker is required.");
  });
});

describe("video links", () => {
  it("are https addresses on YouTube or Vimeo", () => {
    for (const url of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://vimeo.com/76979871", "https://player.vimeo.com/video/1", "https://m.youtube.com/watch?v=x"]) {
      expect(isVideoUrl(url), url).toBe(true);
    }
    for (const url of ["http://www.youtube.com/watch?v=x", "https://youtube.com.evil.example/x", "https://user@vimeo.com/1", "https://vimeo.com/", "not a url"]) {
      expect(isVideoUrl(url), url).toBe(false);
    }
  });
});

describe("the sermon list's query", () => {
  it("names the book by its name however written, and refuses what is no book", () => {
    expect(sermonListQuerySchema.parse({ book: "1 john" }).book).toBe("1 John");
    expect(sermonListQuerySchema.safeParse({ book: "Hezekiah" }).error?.issues[0]?.message).toMatch(/book of the Bible/);
    expect(sermonListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
  });
});
