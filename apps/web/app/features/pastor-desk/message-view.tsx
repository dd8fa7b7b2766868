import { Fragment } from "react";
import type { MessageBlock } from "./message-blocks";
import { inlinePieces } from "./message-inline";

/** One line's words: bold, italic, and the church's addresses as mail links; everything else stays text. */
function Words({ line, emails }: { line: string; emails: readonly string[] }) {
  return inlinePieces(line, emails).map((piece, index) => {
    let words = <>{piece.text}</>;
    if (piece.email) {
      words = (
        <a href={`mailto:${piece.text}`} className="focus-ring rounded-sm font-semibold break-all text-indigo-800 underline underline-offset-2">
          {piece.text}
        </a>
      );
    }
    if (piece.italic) words = <em>{words}</em>;
    if (piece.bold) words = <strong className="font-bold">{words}</strong>;
    return <Fragment key={index}>{words}</Fragment>;
  });
}

/** Lines of one paragraph, kept as the pastor broke them. */
function Lines({ lines, emails }: { lines: string[]; emails: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      <Words line={line} emails={emails} />
    </Fragment>
  ));
}

function Block({ block, emails, underTitle }: { block: MessageBlock; emails: readonly string[]; underTitle: boolean }) {
  // `data-block` names the kind, so a test can compare the admin's preview with the public page block by block.
  switch (block.kind) {
    case "title":
      return (
        <h2 data-block="title" className="text-2xl font-bold tracking-tight text-indigo-950 @xl:text-3xl">
          <Words line={block.text} emails={emails} />
        </h2>
      );
    case "heading": {
      // One level under the message's own title when it has one, else straight under the page's h1 (no level skipped).
      const Heading = underTitle ? "h3" : "h2";
      return (
        <Heading data-block="heading" className="pt-2 text-xl font-bold text-indigo-950">
          <Words line={block.text} emails={emails} />
        </Heading>
      );
    }
    case "scripture":
      return (
        <figure data-block="scripture" className="flex flex-col gap-2">
          <figcaption className="text-lg font-semibold text-amber-800 italic">
            <Words line={block.reference} emails={emails} />
          </figcaption>
          {block.lines.length ? (
            <blockquote className="border-l-4 border-amber-400 pl-4 text-lg leading-relaxed text-slate-800">
              <p>
                <Lines lines={block.lines} emails={emails} />
              </p>
            </blockquote>
          ) : null}
        </figure>
      );
    case "quote":
      return (
        <blockquote data-block="quote" className="border-l-4 border-amber-400 pl-4 text-lg text-slate-800 italic">
          <p>
            <Lines lines={block.lines} emails={emails} />
          </p>
        </blockquote>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List data-block="list" className={`flex flex-col gap-2 pl-6 text-lg leading-relaxed text-slate-700 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <Words line={item} emails={emails} />
            </li>
          ))}
        </List>
      );
    }
    case "blessing":
      return (
        <p data-block="blessing" className="text-center text-lg font-bold text-indigo-950">
          <Lines lines={block.lines} emails={emails} />
        </p>
      );
    case "highlight":
      return (
        <p data-block="highlight" className="rounded-2xl border-l-4 border-amber-400 bg-amber-50 p-5 text-lg leading-relaxed text-slate-800">
          <Lines lines={block.lines} emails={emails} />
        </p>
      );
    case "paragraph":
      return (
        <p data-block="paragraph" className="text-lg leading-relaxed text-slate-700">
          <Lines lines={block.lines} emails={emails} />
        </p>
      );
  }
}

/**
 * A pastor's desk message's blocks (message-blocks.ts) as React elements, never raw markup.
 * `churchEmails`: the church's addresses (its settings), made mail links. The public post page has
 * its blocks cut on the server (its loader), so the formatter's rules never weigh on its script;
 * sizes follow the message's own width (container queries), so the admin's preview at a phone's
 * width is the phone's layout.
 */
export function FormattedBlocks({ blocks, churchEmails }: { blocks: readonly MessageBlock[]; churchEmails: readonly string[] }) {
  return (
    <div className="@container flex flex-col gap-5" data-formatted-message="">
      {blocks.map((block, index) => (
        <Block key={index} block={block} emails={churchEmails} underTitle={blocks[0]?.kind === "title"} />
      ))}
    </div>
  );
}
