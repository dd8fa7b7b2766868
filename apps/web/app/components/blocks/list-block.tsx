import type { ReactNode } from "react";
import type { BlockOf } from "@lampstand/contract/page-blocks";
import { CheckList } from "~/components/page-kit/check-list";
import { RichTextView } from "./inline";
import { useOnDark } from "./tone";
import { Headed, type HeadingLevel } from "./text-block";

export function ListBlock({ block, level }: { block: BlockOf<"list">; level?: HeadingLevel }) {
  // On a dark panel the items turn light, so they keep their contrast.
  const onDark = useOnDark();
  const ink = onDark ? "text-indigo-100" : "text-slate-700";
  const grid = block.columns === 2 ? "grid gap-3 sm:grid-cols-2" : "space-y-3";
  let list: ReactNode;
  if (block.look === "check" || block.look === "check-indigo") {
    list = (
      <CheckList
        items={block.items.map((item, index) => (
          <span key={index}>
            <RichTextView text={item} />
          </span>
        ))}
        mark={block.look === "check" ? "amber" : "indigo"}
        className={grid}
        itemClassName={ink}
      />
    );
  } else if (block.look === "bullets") {
    list = (
      <ul className={`list-disc pl-5 ${grid}`}>
        {block.items.map((item, index) => (
          <li key={index} className={`leading-relaxed ${onDark ? "text-indigo-100" : ""}`}>
            <RichTextView text={item} />
          </li>
        ))}
      </ul>
    );
  } else {
    const card = block.look === "numbered" ? "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" : "";
    list = (
      <ol className={block.look === "numbered" ? "space-y-4" : grid}>
        {block.items.map((item, index) => (
          <li key={index} className={`flex gap-4 ${card}`}>
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-900 font-bold text-white">
              {index + 1}
            </span>
            <p className={`leading-relaxed ${block.look === "numbered" ? "text-slate-700" : ink}`}>
              <RichTextView text={item} />
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-5">
      {list}
    </Headed>
  );
}

