import type { BlockOf } from "@lampstand/contract/page-blocks";
import { SocialLinks } from "~/components/site/social-links";
import { BlockPicture } from "./inline";
import { Headed, itemHeading, Title, type HeadingLevel } from "./text-block";

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

