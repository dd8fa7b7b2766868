import { describe, expect, it } from "vitest";
import { LIMITS } from "@lampstand/contract/limits";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { canPreview, formatFileSize, pictureProblem, pixelProblem } from "./picture-rules";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("pictureProblem", () => {
  it("lets the picture types the server decodes go", () => {
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.webp", "image/webp"],
      ["a.gif", "image/gif"],
      ["a.avif", "image/avif"],
      ["a.heic", "image/heic"],
      ["a.tif", "image/tiff"],
    ]) {
      expect(pictureProblem(file(name!, type!)), type).toBeNull();
    }
  });

  it("refuses what is not such a picture with the server's words, SVG included", () => {
    for (const [name, type] of [
      ["notes.txt", "text/plain"],
      ["logo.svg", "image/svg+xml"],
      ["scan.pdf", "application/pdf"],
      ["old.bmp", "image/bmp"],
    ]) {
      expect(pictureProblem(file(name!, type!)), type).toBe(SERVER_MESSAGES.notAnImage);
    }
  });

  it("decides by the name when the browser reports no type", () => {
    expect(pictureProblem(file("IMG_0001.HEIC", ""))).toBeNull();
    expect(pictureProblem(file("IMG_0001.jpeg", ""))).toBeNull();
    expect(pictureProblem(file("notes", ""))).toBe(SERVER_MESSAGES.notAnImage);
  });

  it("refuses an empty file, and one over the server's size limit, at the limit it still goes", () => {
    expect(pictureProblem(file("a.jpg", "image/jpeg", 0))).toBe(SERVER_MESSAGES.notAnImage);
    expect(pictureProblem(file("a.jpg", "image/jpeg", LIMITS.uploadBytes))).toBeNull();
    expect(pictureProblem(file("a.jpg", "image/jpeg", LIMITS.uploadBytes + 1))).toBe(SERVER_MESSAGES.imageTooLarge);
  });
});

describe("pixelProblem", () => {
  it("refuses more pixels than the server decodes", () => {
    expect(pixelProblem(8000, 5000)).toBeNull();
    expect(pixelProblem(8000, 5001)).toBe(SERVER_MESSAGES.imageTooManyPixels);
  });
});

describe("canPreview", () => {
  it("expects the browser to draw web pictures, not HEIC or TIFF", () => {
    expect(canPreview(file("a.jpg", "image/jpeg"))).toBe(true);
    expect(canPreview(file("a.heic", "image/heic"))).toBe(false);
    expect(canPreview(file("a.tif", "image/tiff"))).toBe(false);
  });
});

describe("formatFileSize", () => {
  it("reads in KB under a megabyte and in MB from one", () => {
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(380 * 1024)).toBe("380 KB");
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe("2.5 MB");
  });
});
