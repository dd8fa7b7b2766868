import { Fragment } from "react";
import { messageBlocks, splitOnEmails, type MessageBlock } from "./message-blocks";

/** Text with the church's addresses as mail links; everything else stays text. */
function WithMailLinks({ text, emails }: { text: string; emails: readonly string[] }) {
  return splitOnEmails(text, emails).map((piece, index) =>
    piece.email ? (
      <a key={index} href={`mailto:${piece.text}`} className="focus-ring rounded-sm font-semibold break-all text-indigo-800 underline underline-offset-2">
        {piece.text}
      </a>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** Lines of one paragraph, kept as the pastor broke them. */
function Lines({ lines, mailLinks }: { lines: string[]; mailLinks?: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {mailLinks ? <WithMailLinks text={line} emails={mailLinks} /> : line}
    </Fragment>
  ));
}

function Block({ block, churchEmails }: { block: MessageBlock; churchEmails: readonly string[] }) {
  switch (block.kind) {
    case "title":
      return <h2 className="text-2xl font-bold tracking-tight text-indigo-950 sm:text-3xl">{block.text}</h2>;
    case "scripture":
      return <p className="text-lg font-semibold text-amber-800 italic">{block.text}</p>;
    case "heading":
      return <h3 className="pt-2 text-xl font-bold text-indigo-950">{block.text}</h3>;
    case "quote":
      return (
        <blockquote className="border-l-4 border-amber-400 pl-4 text-lg text-slate-800 italic">
          <p>{block.text}</p>
        </blockquote>
      );
    case "blessing":
      return (
        <p className="text-center text-lg font-bold text-indigo-950">
          <Lines lines={block.lines} />
        </p>
      );
    case "highlight":
      return (
        <p className="rounded-2xl border-l-4 border-amber-400 bg-amber-50 p-5 text-lg leading-relaxed text-slate-800" data-highlight="">
          <Lines lines={block.lines} mailLinks={churchEmails} />
        </p>
      );
    case "paragraph":
      return (
        <p className="text-lg leading-relaxed text-slate-700">
          <Lines lines={block.lines} />
        </p>
      );
  }
}

/**
 * A pastor's desk message formatted by the rules of SPEC §2.6, as React elements (never raw
 * markup). `churchEmails`: the church's addresses (its settings), made mail links.
 */
export function FormattedMessage({ message, churchEmails }: { message: string; churchEmails: readonly string[] }) {
  return (
    <div className="flex flex-col gap-5">
      {messageBlocks(message, churchEmails).map((block, index) => (
        <Block key={index} block={block} churchEmails={churchEmails} />
      ))}
    </div>
  );
}
