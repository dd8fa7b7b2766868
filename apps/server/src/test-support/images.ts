import sharp from "sharp";

/** Real pictures made on the fly, so tests need no binary fixtures. */
export async function jpeg(width = 64, height = 48, color = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 1 } } }).png().toBuffer();
}

/** A JPEG as phones make them: with camera details, GPS position and an orientation tag. */
export async function jpegWithGps(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 12", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3900/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert('x')</script><rect width="100" height="100" fill="red"/></svg>`,
);

export const textPretendingToBeJpeg = Buffer.from("This is just text, even though the file is called photo.jpg\n");
