import type { PageContent } from "@lampstand/contract/page-blocks";
import { BUILT_IN_PICTURES, isBuiltInPicture } from "@lampstand/contract/built-in-pictures";
import type { ResolvedPictures } from "./inline";
import { uploadedImageSources } from "~/components/ui/uploaded-image";

/** Every picture a page shows (any `{src, alt}` in its blocks), served from where and drawn how large. */
export function resolvePictures(content: PageContent, apiBase: string): ResolvedPictures {
  const pictures: ResolvedPictures = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === "string" && typeof alt === "string") {
      if (isBuiltInPicture(src)) {
        const [width, height] = BUILT_IN_PICTURES[src];
        pictures[src] = { src, width, height };
      } else {
        // Uploads keep their own proportions; these only reserve a 3:2 box until the picture arrives.
        pictures[src] = { ...uploadedImageSources(apiBase, src), width: 1200, height: 800 };
      }
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(content.blocks);
  return pictures;
}
