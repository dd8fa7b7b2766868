import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { UPLOADED_PICTURE_PATTERN } from "@lampstand/contract/page-blocks";
import { jpeg, textPretendingToBeJpeg } from "../../test-support/images.ts";
import { multipart } from "../../test-support/multipart.ts";
import { body, useTestApp } from "../../test-support/test-app.ts";

describe("pictures for pages", () => {
  const t = useTestApp();

  async function upload(bytes: Buffer | undefined, headers: Record<string, string> = t.auth, field = "picture") {
    const form = multipart({}, bytes && { field, filename: "photo.jpg", contentType: "image/jpeg", bytes });
    return t.app.inject({ method: "POST", url: "/api/pictures", headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  it("stores a picture through the image pipeline and answers the path a block names it by", async () => {
    const response = await upload(await jpeg(320, 200));
    expect(response.statusCode).toBe(201);
    const stored = body<{ src: string; width: number; height: number }>(response);
    expect(stored.src).toMatch(UPLOADED_PICTURE_PATTERN);
    expect(stored).toMatchObject({ width: 320, height: 200 });
    const image = await t.app.inject({ method: "GET", url: `/api/${stored.src}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
  });

  it("is for staff only, needs a picture, and refuses what is not one", async () => {
    expect((await upload(await jpeg(10, 10), {})).statusCode).toBe(401);
    const missing = await upload(undefined);
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({ message: SERVER_MESSAGES.imageRequired, field: "picture" });
    const json = await t.app.inject({ method: "POST", url: "/api/pictures", headers: t.auth, payload: { picture: "x" } });
    expect(json.statusCode).toBe(400);
    const fake = await upload(textPretendingToBeJpeg);
    expect(fake.statusCode).toBe(415);
    expect(body(fake).message).toBe(SERVER_MESSAGES.notAnImage);
    const wrongField = await upload(await jpeg(10, 10), t.auth, "image");
    expect(wrongField.statusCode).toBe(400);
  });
});
