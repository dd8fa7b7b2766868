import { Link } from "react-router";
import type { DeskPost } from "@lampstand/contract/entities";
import { cardLinkClass } from "~/components/ui/styles";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { plainText, unmarked } from "./message-inline";

/** SPEC §9: a card shows the message cut at this many characters. */
export const EXCERPT_LENGTH = 150;

/**
 * The message's start, on one line, cut at 150 characters with '...' (SPEC §2.6), as a reader sees
 * it: without the toolbar's markers, and a line that ends without punctuation (a heading, a Bible
 * reference) closed with a full stop where the next begins anew, so "A Grateful Heart" and
 * "Psalm 100:4" do not run into the verse. Cards, the feed and the page's description use it.
 */
export function excerpt(message: string): string {
  const lines = message
    .split(/\r?\n/)
    .map((line) => plainText(unmarked(line.trim())).replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  const text = lines
    .map((line, index) => {
      const next = lines[index + 1];
      return next !== undefined && !/[.,;:!?…"”'’)\]]$/.test(line) && /^[\p{Lu}\p{N}"“'‘(]/u.test(next) ? `${line}.` : line;
    })
    .join(" ");
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

/** 'month year - title', as the list and the recent messages show a post. */
export const postLabel = (post: Pick<DeskPost, "month" | "year" | "title">) => `${post.month} ${post.year} - ${post.title}`;

/** One newsletter on the list: its picture (or a placeholder), 'month year - title' and its opening words. */
export function NewsletterCard({ post, priority = false }: { post: DeskPost; priority?: boolean }) {
  return (
    <article className="group focus-ring-within relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <UploadedImage
        image={post.image}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={400}
        priority={priority}
        className="aspect-[16/10] w-full object-cover"
        focal={post}
        placeholderIcon="mail"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-lg leading-snug font-bold text-indigo-950">
          <Link to={`/pastor-desk/${post.id}`} className={`group-hover:text-amber-800 ${cardLinkClass}`}>
            {postLabel(post)}
          </Link>
        </h3>
        <p className="leading-relaxed text-slate-700">{excerpt(post.message)}</p>
      </div>
    </article>
  );
}
