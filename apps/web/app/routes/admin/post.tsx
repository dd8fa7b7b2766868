import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { DeskPost } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { Icon } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { Spinner } from "~/components/ui/spinner";
import { buttonClass } from "~/components/ui/styles";
import { POST_TEXTS } from "~/features/admin-content/content-texts";
import { DeskStatusBadge, deskState } from "~/features/admin-content/desk-publishing";
import { messageBlocks } from "~/features/pastor-desk/message-blocks";
import { NewsletterBody } from "~/features/pastor-desk/newsletter-body";
import { useApiResource } from "~/lib/use-api-resource";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import { useSettings } from "~/lib/settings";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Pastor Desk Message | Admin Panel", args) }, { name: "robots", content: "noindex" }];

const BACK = "/admin/upload-pastordesk";

/**
 * /admin/post/{id}, the View of a pastor desk message (SPEC §2.1 leaves its content open): the
 * post exactly as the public page shows it (its heading with month and year, picture and the
 * formatted message), read as staff read one post (drafts too, with its picture's size), so staff
 * check what visitors read, with the way back to the messages and to the post on the website.
 */
export default function AdminPostScreen() {
  const { id } = useParams();
  // An address that names no post is not asked for: it is simply not found.
  // Keyed by the post: another post's address starts afresh, never showing the last one's text.
  return id !== undefined && /^\d{1,9}$/.test(id) ? <PostView key={id} id={id} /> : <Frame post={undefined}>{notFound}</Frame>;
}

const notFound = (
  <div className="rounded-2xl bg-white p-8 ring-1 ring-slate-200">
    <h1 className="text-2xl font-bold text-indigo-950">{MESSAGES.newsletterNotFound}</h1>
    <p className="mt-2 text-slate-700">It may have been deleted, or the link may be mistyped.</p>
  </div>
);

/** The screen's width and its way back (and, with a post visitors can read now, to it on the website). */
function Frame({ post, children }: { post: DeskPost | undefined; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <nav aria-label="Post" className="flex flex-wrap gap-3">
        <Link to={BACK} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <Icon name="chevron-left" className="size-4" />
          Back to Pastor&apos;s Desk Messages
        </Link>
        {post && deskState(post) === "published" ? (
          <Link to={`/pastor-desk/${post.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Open on the website
            <Icon name="arrow-right" className="size-4" />
          </Link>
        ) : null}
      </nav>
      {children}
    </div>
  );
}

function PostView({ id }: { id: string }) {
  const { emails } = useSettings();
  // The one post, drafts too, with its picture's size: drawn whole, as on its page.
  const { resource, reload } = useApiResource<DeskPost>(apiPath(API_PATHS.editDesk, { id }), MESSAGES.fetchPostsFailed);
  const post = resource.data;

  if (!post) {
    return (
      <Frame post={undefined}>
        {resource.state === "error" && resource.status === 404 ? (
          notFound
        ) : resource.state === "error" ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
            <h1 className="text-2xl font-bold">Error</h1>
            <p className="font-semibold">{resource.error}</p>
            <button type="button" onClick={reload} className={buttonClass({ size: "sm" })}>
              <StaffIcon name="refresh" className="size-4" />
              Try Again
            </button>
          </div>
        ) : (
          <div className="flex items-center justify-center gap-4 py-16 text-indigo-800">
            <Spinner label={POST_TEXTS.loading} className="size-8" />
          </div>
        )}
      </Frame>
    );
  }

  return (
    <Frame post={post}>
      <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {/* The public page's heading band (components/site/page-heading.tsx), without its Back. */}
        <header className="bg-gradient-to-r from-indigo-950 to-indigo-800 px-5 py-8 text-white sm:px-8">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-lg text-indigo-100">
            {post.month} {post.year}
          </p>
        </header>
        {deskState(post) === "published" ? null : (
          // Not on the website yet: said before the text, so nobody takes the View for the public page.
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-slate-50 px-5 py-3 sm:px-8">
            <DeskStatusBadge post={post} />
            <p className="text-sm text-slate-700">Visitors cannot see this message yet.</p>
          </div>
        )}
        <div className="flex flex-col gap-8 p-5 sm:p-8">
          <NewsletterBody post={post} blocks={messageBlocks(post.message, Object.values(emails), post.title)} sizes="(min-width: 1280px) 896px, 100vw" />
        </div>
      </article>
    </Frame>
  );
}
