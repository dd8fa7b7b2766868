import { useState } from "react";
import { imageUrl } from "@lampstand/contract/image-url";
import { IMAGE_VARIANT_WIDTHS, LIMITS } from "@lampstand/contract/limits";
import { useRootData } from "~/lib/root-data";
import type { IconName } from "./icons";
import { PicturePlaceholder } from "./picture-placeholder";

/** `src` and `srcset` of a picture from the API: its narrower copies for pictures this server stores. */
export function uploadedImageSources(apiBase: string, image: string): { src: string; srcSet?: string } {
  const src = imageUrl(apiBase, image);
  // Absolute addresses (SPEC §3) point elsewhere: no narrower copies there.
  if (/^https?:\/\//i.test(image)) return { src };
  const widths = IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`);
  return { src, srcSet: [...widths, `${src} ${LIMITS.imageMaxWidth}w`].join(", ") };
}

/**
 * A picture staff uploaded (a slider, a post, an event): in the width the layout needs (`sizes`),
 * lazy unless it is the page's main picture, and a placeholder with `placeholderIcon` in its place
 * (same size and shape) when there is none or it fails to load.
 */
export function UploadedImage({
  image,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
  placeholderIcon,
}: {
  image: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
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
    />
  );
}
