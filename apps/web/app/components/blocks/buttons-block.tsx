import type { BlockOf } from "@lampstand/contract/page-blocks";
import { buttonClass } from "~/components/ui/styles";
import { BlockLinkView } from "./inline";
import { Headed, type HeadingLevel } from "./text-block";

const PILL = "focus-ring inline-flex min-h-11 items-center rounded-full border border-indigo-200 bg-white px-5 py-2 font-semibold text-indigo-900 hover:bg-indigo-50";

export function ButtonsBlock({ block, level }: { block: BlockOf<"buttons">; level?: HeadingLevel }) {
  const { look, links } = block;
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level}>
      <ul className={look === "links" ? "space-y-2" : "flex flex-wrap gap-3"}>
        {links.map((link, index) => (
          <li key={index}>
            {look === "links" ? (
              <BlockLinkView link={link} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950" />
            ) : (
              <BlockLinkView
                link={link}
                className={look === "pills" ? PILL : buttonClass({ variant: index === 0 ? "accent" : "secondary", size: "lg" })}
              >
                {link.label}
                {look === "buttons" && index === 0 ? <span aria-hidden="true">→</span> : null}
              </BlockLinkView>
            )}
          </li>
        ))}
      </ul>
    </Headed>
  );
}

