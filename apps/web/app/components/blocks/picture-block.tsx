import type { BlockOf } from "@lampstand/contract/page-blocks";
import { BlockPicture } from "./inline";

const PICTURE_LOOKS = {
  rounded: "rounded-3xl",
  framed: "rounded-3xl shadow-lg ring-1 ring-slate-200",
  plain: "",
  tilted: "rounded-3xl shadow-lg ring-1 ring-slate-200 rotate-1",
} as const;
const PICTURE_SIZES = { small: "max-w-60 mx-auto", medium: "max-w-md mx-auto", full: "" } as const;

export function PictureBlock({ block }: { block: BlockOf<"picture"> }) {
  if (block.look === "tilted") {
    // The picture on a softly tilted amber card behind it (the home page's welcome).
    return (
      <figure className={`relative ${PICTURE_SIZES[block.size]}`}>
        <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-3xl bg-amber-100 sm:-inset-4" />
        <BlockPicture picture={block.picture} className="relative h-auto w-full rounded-2xl shadow-xl shadow-indigo-950/15" sizes="(min-width: 1024px) 36rem, 100vw" />
        {block.caption ? <figcaption className="relative mt-4 text-sm text-slate-600">{block.caption}</figcaption> : null}
      </figure>
    );
  }
  return (
    <figure className={`overflow-hidden ${PICTURE_LOOKS[block.look]} ${PICTURE_SIZES[block.size]}`}>
      <BlockPicture picture={block.picture} className="h-auto w-full" sizes="(min-width: 1024px) 36rem, 100vw" />
      {block.caption ? <figcaption className="bg-white px-4 py-2 text-sm text-slate-600">{block.caption}</figcaption> : null}
    </figure>
  );
}

