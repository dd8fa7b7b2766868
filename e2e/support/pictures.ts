import type { Browser } from "playwright-core";
import type { Picture } from "./api.ts";

/**
 * A picture to upload, drawn by Chromium on a canvas: a gradient in two colours with a stripe, so
 * each picture is different (the server stores pictures by content) and wide enough to need the
 * narrower copies a phone gets.
 */
export async function drawPicture(browser: Browser, { width, height, from, to }: { width: number; height: number; from: string; to: string }): Promise<Picture> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(
      ({ width, height, from, to }) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d")!;
        const gradient = context.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, from);
        gradient.addColorStop(1, to);
        context.fillStyle = gradient;
        context.fillRect(0, 0, width, height);
        context.fillStyle = "rgba(255, 255, 255, 0.4)";
        context.fillRect(0, height * 0.45, width, height * 0.1);
        return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
      },
      { width, height, from, to },
    );
    return { bytes: Buffer.from(base64, "base64"), filename: "picture.jpg", type: "image/jpeg" };
  } finally {
    await page.close();
  }
}
