import type { BlockOf } from "@lampstand/contract/page-blocks";
import { Accordion } from "~/components/page-kit/accordion";
import { SocialLinks } from "~/components/site/social-links";
import { BlockPicture } from "./inline";
import { Headed, itemHeading, Title, type HeadingLevel } from "./text-blocks";
import { SimpleBlock } from "./simple-block";

/** Sections that open and close, each holding a few simple blocks (their headings are h4). */
export function AccordionBlockView({ block }: { block: BlockOf<"accordion"> }) {
  const items = block.items.map((item) => ({
    title: item.title,
    content: (
      <div className="space-y-4 leading-relaxed">
        {item.badge ? (
          <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">{item.badge}</p>
        ) : null}
        {item.blocks.map((inner, index) => (
          <SimpleBlock key={index} block={inner} level={4} />
        ))}
      </div>
    ),
  }));
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} gap="mt-4">
      <Accordion items={items} mode={block.mode} initiallyOpen={block.open} />
    </Headed>
  );
}

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

/** Leaders: a card each (grid), or one large portrait with name and role (profile). */
export function PeopleBlockView({ block, level }: { block: BlockOf<"people">; level?: HeadingLevel }) {
  const Tag = itemHeading(block.heading, level);
  if (block.look === "profile") {
    return (
      <Headed heading={block.heading} headingStyle={block.headingStyle} level={level}>
        <div className="space-y-10">
          {block.items.map((person, index) => (
            <div key={index}>
              {person.photo ? (
                <BlockPicture
                  picture={person.photo}
                  priority={index === 0}
                  sizes="(min-width: 640px) 24rem, 15rem"
                  className="mx-auto h-auto w-full max-w-60 rounded-3xl shadow-lg ring-1 ring-slate-200 sm:max-w-sm"
                />
              ) : null}
              <div className="mx-auto mt-6 max-w-sm text-center">
                <Title tag={Tag} className="text-2xl font-bold text-indigo-950">{[person.title, person.name].filter(Boolean).join(" ")}</Title>
                {person.role ? <p className="mt-1 text-slate-600">{person.role}</p> : null}
                {person.bio ? <p className="mt-3 leading-relaxed text-slate-700">{person.bio}</p> : null}
                {block.social && index === 0 ? (
                  <>
                    <p className="mt-5 text-sm font-semibold text-slate-700">Follow our church online</p>
                    <SocialLinks className="mt-3 justify-center" />
                  </>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </Headed>
    );
  }
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level} gap="mt-8">
      <ul className="flex flex-wrap justify-center gap-6">
        {block.items.map((person, index) => (
          <li key={index} className="w-full min-[480px]:w-[calc(50%-0.75rem)] md:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-6rem)/5)]">
            <article className="flex h-full items-center gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm min-[480px]:flex-col min-[480px]:gap-0 min-[480px]:p-6 min-[480px]:text-center">
              {person.photo ? (
                <BlockPicture
                  picture={person.photo}
                  priority={index < 2}
                  sizes="8rem"
                  className="size-20 shrink-0 rounded-full object-cover ring-4 ring-amber-300 ring-offset-2 min-[480px]:size-32"
                />
              ) : null}
              <div className="min-[480px]:mt-5">
                {person.title ? <p className="text-xs font-bold tracking-widest text-amber-800 uppercase">{person.title}</p> : null}
                <Title tag={Tag} className="mt-1 text-lg font-semibold text-indigo-950 lg:text-base">{person.name}</Title>
                {person.role ? <p className="mt-1 text-sm text-slate-600">{person.role}</p> : null}
                {person.bio ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{person.bio}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Headed>
  );
}
