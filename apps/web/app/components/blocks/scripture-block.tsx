import type { BlockOf } from "@lampstand/contract/page-blocks";
import { Scripture } from "~/components/page-kit/scripture";

export function ScriptureBlock({ block }: { block: BlockOf<"scripture"> }) {
  const { text, reference, version } = block;
  switch (block.tone) {
    case "dark":
      return (
        <div className="rounded-3xl bg-indigo-950 p-6 sm:p-10">
          <Scripture tone="dark" text={text} reference={reference} version={version} />
        </div>
      );
    case "quote":
      return (
        <figure className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
          <blockquote className="text-xl leading-snug font-semibold text-indigo-950">
            <p>“{text}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-slate-700">{reference}</figcaption>
        </figure>
      );
    case "centered":
      return (
        <p className="text-center text-lg text-indigo-900 italic">
          “{text}”
          <span className="mt-1 block text-sm font-semibold text-amber-800 not-italic">
            {reference}
            {version ? ` (${version})` : null}
          </span>
        </p>
      );
    default:
      return <Scripture tone={block.tone} text={text} reference={reference} version={version} />;
  }
}

