import type { BlockOf } from "@lampstand/contract/page-blocks";
import { buttonClass } from "~/components/ui/styles";
import { BlockLinkView } from "./inline";
import { useOnDark } from "./tone";
import { Headed, type HeadingLevel } from "./text-block";

const PILL = "focus-ring inline-flex min-h-11 items-center rounded-full border border-indigo-200 bg-white px-5 py-2 font-semibold text-indigo-900 hover:bg-indigo-50";

export function ButtonsBlock({ block, level }: { block: BlockOf<"buttons">; level?: HeadingLevel }) {
  const { look, links } = block;
  // On a dark panel the second buttons are outlined white and the links amber, so they keep their contrast.
  const onDark = useOnDark();
  const textLink = onDark
    ? "focus-ring-on-dark rounded-sm font-semibold text-amber-300 underline underline-offset-2 hover:text-amber-200"
    : "focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950";
  return (
    <Headed heading={block.heading} headingStyle={block.headingStyle} level={level}>
      <ul className={look === "links" ? "space-y-2" : "flex flex-wrap gap-3"}>
        {links.map((link, index) => (
          <li key={index}>
            {look === "links" ? (
              <BlockLinkView link={link} className={textLink} />
            ) : (
              <BlockLinkView
                link={link}
                className={look === "pills" ? PILL : buttonClass({ variant: index === 0 ? "accent" : onDark ? "light" : "secondary", size: "lg", onDark })}
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

