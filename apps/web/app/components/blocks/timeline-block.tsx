import type { BlockOf } from "@lampstand/contract/page-blocks";
import { BlockPicture } from "./inline";
import { Headed, itemHeading, Title, type HeadingLevel } from "./text-block";

/** Milestones down a line: at the left on phones, each on its side of the middle on wide screens. */
export function TimelineBlockView({ block, level }: { block: BlockOf<"timeline">; level?: HeadingLevel }) {
  const Tag = itemHeading(block.heading, level);
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-8">
      <div className="relative">
        <span aria-hidden="true" className="absolute inset-y-0 left-5 w-1 -translate-x-1/2 rounded-full bg-amber-200 md:left-1/2" />
        <ol className="relative space-y-10 md:space-y-0">
          {block.items.map((milestone, index) => {
            const right = milestone.side === "right";
            return (
              <li
                key={index}
                data-align={milestone.side}
                className={`relative pl-12 md:w-1/2 md:pl-0 md:not-first:-mt-16 ${right ? "md:ml-auto md:pl-12" : "md:pr-12"}`}
              >
                <span
                  aria-hidden="true"
                  className={`absolute top-8 left-5 size-5 -translate-x-1/2 rounded-full border-4 border-white bg-amber-500 shadow ring-2 ring-amber-300 ${right ? "md:left-0" : "md:left-full"}`}
                />
                <article className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${right ? "" : "md:text-right"}`}>
                  <div className={`flex items-center gap-4 ${right ? "" : "md:flex-row-reverse"}`}>
                    {milestone.picture ? <BlockPicture picture={milestone.picture} className="size-16 shrink-0 sm:size-20" sizes="5rem" /> : null}
                    <p className="text-3xl font-extrabold text-amber-700 sm:text-4xl">
                      <time dateTime={String(milestone.year).padStart(4, "0")}>{milestone.year}</time>
                    </p>
                  </div>
                  <Title tag={Tag} className="mt-4 text-xl font-semibold text-indigo-950">{milestone.title}</Title>
                  {milestone.text ? <p className="mt-2 leading-relaxed text-slate-700">{milestone.text}</p> : null}
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Headed>
  );
}

