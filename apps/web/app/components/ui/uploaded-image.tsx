import { useState, type CSSProperties } from "react";
import type { FocalPoint, ImageSize } from "@lampstand/contract/entities";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, imageUrl } from "@lampstand/contract/image-url";
import { useRootData } from "~/lib/root-data";
import type { IconName } from "./icons";
import { PicturePlaceholder } from "./picture-placeholder";

/** `src` and `srcset` of a picture from the API: its narrower copies for pictures this server stores. */
export function uploadedImageSources(apiBase: string, image: string): { src: string; srcSet?: string } {
  const src = imageUrl(apiBase, image);
  // Absolute addresses (SPEC §3) point elsewhere: no narrower copies there.
  if (/^https?:\/\//i.test(image)) return { src };
  const widths = IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`);
  return { src, srcSet: [...widths, `${src} ${IMAGE_MAX_WIDTH}w`].join(", ") };
}

/** The CSS object-position that keeps a picture's focal point (issue 24) in view where a layout crops it. */
export const focalPosition = ({ focal_x, focal_y }: FocalPoint): string => `${focal_x}% ${focal_y}%`;

/**
 * A picture staff uploaded (a slider, a post, an event): in the width the layout needs (`sizes`),
 * lazy unless it is the page's main picture, and a placeholder with `placeholderIcon` in its place
 * (same size and shape) when there is none or it fails to load. `focal`: the point staff chose,
 * kept in view where the layout crops the picture (object-fit: cover).
 */
export function UploadedImage({
  image,
  alt,
  sizes,
  width,
  height,
  className,
  style,
  focal,
  priority = false,
  placeholderIcon,
}: {
  image: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  focal?: FocalPoint;
  /** The page's main picture (its largest paint): fetched at once, at high priority. */
  priority?: boolean;
  placeholderIcon: IconName;
}) {
  const { apiBase } = useRootData();
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image) return <PicturePlaceholder icon={placeholderIcon} className={className} />;
  const { src, srcSet } = uploadedImageSources(apiBase, image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "auto" : "async"}
      onError={() => setFailed(image)}
      className={className}
      style={focal ? { objectPosition: focalPosition(focal), ...style } : style}
    />
  );
}

/** The tallest a whole picture is drawn: most of a phone's screen, so a portrait flyer is read in one look. */
const WHOLE_MAX_HEIGHT = "min(80svh, 48rem)";

/**
 * An item's picture on its own page (an event, a newsletter), shown whole as staff uploaded it
 * (issue 24): its own proportions, no taller than most of the screen, centred. `size` (the API's
 * `image_size`) gives the width and height attributes, so its box is reserved before it arrives;
 * without it (a picture stored elsewhere) it is fitted whole into a wide box instead.
 */
export function WholeUploadedImage({
  image,
  size,
  ...shown
}: {
  image: string | null;
  size: ImageSize | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  placeholderIcon: IconName;
}) {
  if (!image || !size) {
    return <UploadedImage image={image} {...shown} width={1200} height={675} className="aspect-video w-full rounded-3xl bg-slate-100 object-contain shadow-lg" />;
  }
  // A definite width (never wider than the column, nor than the tallest height allows) and the
  // height from the attributes' proportions: nothing moves when the picture arrives.
  const width = `min(100%, calc(${WHOLE_MAX_HEIGHT} * ${(size.width / size.height).toFixed(4)}))`;
  return (
    <UploadedImage
      image={image}
      {...shown}
      width={size.width}
      height={size.height}
      className="mx-auto h-auto rounded-3xl shadow-lg"
      style={{ width }}
    />
  );
}
