import { Link } from "react-router";
import type { DeskPost } from "@lampstand/contract/entities";
import { cardLinkClass } from "~/components/ui/styles";
import { UploadedImage } from "~/components/ui/uploaded-image";

/** SPEC §9: a card shows the message cut at this many characters. */
export const EXCERPT_LENGTH = 150;

/** The message's start, on one line, cut at 150 characters with '...' (SPEC §2.6). */
export function excerpt(message: string): string {
  const text = message.replace(/\s+/g, " ").trim();
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
