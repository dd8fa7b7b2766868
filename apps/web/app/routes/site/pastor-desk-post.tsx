import { data, Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { deskPostViewSchema, type DeskPostSummary } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { uploadedImageSources } from "~/components/ui/uploaded-image";
import { messageBlocks } from "~/features/pastor-desk/message-blocks";
import { NewsletterBody } from "~/features/pastor-desk/newsletter-body";
import { excerpt, postLabel } from "~/features/pastor-desk/newsletter-card";
import { loadFromApi } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { metaTags, publicOrigin } from "~/lib/seo";
import { loadSettings } from "~/lib/settings.server";
import type { Route } from "./+types/pastor-desk-post";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The post with its recent messages and neighbours, in one bounded read (ADR 018).
  const view = /^\d+$/.test(params.id)
    ? await loadFromApi(context, apiPath(API_PATHS.publicDesk, { id: params.id }), deskPostViewSchema, MESSAGES.fetchPublicPostsFailed)
    : undefined;
  // Not found is a real 404, so search engines drop a deleted newsletter.
  if (!view || (!view.ok && view.status === 404)) return data({ state: "not-found" as const }, { status: 404 });
  if (!view.ok) return data({ state: "error" as const, error: view.error }, { status: 503 });
  // The message is cut into blocks here, on the server: the formatter's rules stay out of the page's script (its 120 KB budget).
  const { emails } = await loadSettings(context);
  const blocks = messageBlocks(view.data.post.message, Object.values(emails), view.data.post.title);
  return { state: "found" as const, ...view.data, blocks, apiBase: context.apiBase };
}

export function meta({ loaderData, params, ...args }: Route.MetaArgs) {
  const origin = publicOrigin(args);
  if (loaderData?.state !== "found") return [{ title: `${MESSAGES.newsletterNotFound} | Pastor's Desk` }, { name: "robots", content: "noindex" }];
  const { post, apiBase } = loaderData;
  const image = post.image ? new URL(uploadedImageSources(apiBase, post.image).src, origin).href : undefined;
  return metaTags({ title: `${post.title} | Pastor's Desk`, description: excerpt(post.message), url: `${origin}/pastor-desk/${params.id}`, image, type: "article" }, args);
}

/** One newsletter (SPEC §2.6): picture, title, the message formatted, and the recent messages. */
export default function PastorDeskPostPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  if (loaderData.state === "error") {
    return (
      <>
        <PageHeading title="Pastor's Desk" />
        <LoadProblem heading="Error" detail={loaderData.error} action="Try Again" loadingLabel="Loading the newsletter…" />
      </>
    );
  }
  if (loaderData.state === "not-found") {
    return (
      <MissingPageContent
        title={MESSAGES.newsletterNotFound}
        text="This newsletter may have been removed, or the link may be mistyped."
        backTo="/pastor-desk"
        backLabel="Back to the Pastor's Desk"
      />
    );
  }
  const { post, blocks, recent, newer, older } = loaderData;
  return (
    <>
      <PageHeading title={post.title} subtitle={`${post.month} ${post.year}`} />
      <div className={`${pageContainer} grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]`}>
        <article className="flex min-w-0 flex-col gap-8">
          <NewsletterBody post={post} blocks={blocks} sizes="(min-width: 1152px) 736px, (min-width: 1024px) 64vw, 100vw" />
          <NeighbourLinks newer={newer} older={older} />
        </article>
        <RecentMessages posts={recent} currentId={post.id} />
      </div>
    </>
  );
}

/** The letters just before and after this one, so a reader can walk through the archive. */
function NeighbourLinks({ newer, older }: { newer: DeskPostSummary | null; older: DeskPostSummary | null }) {
  if (!newer && !older) return null;
  const linkClass = "focus-ring flex flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-indigo-50";
  return (
    <nav aria-label="Newer and older newsletters" className="grid gap-4 sm:grid-cols-2">
      {newer ? (
        <Link to={`/pastor-desk/${newer.id}`} rel="prev" className={linkClass}>
          <span className="text-sm font-semibold text-slate-600">Newer newsletter</span>
          <span className="font-semibold text-indigo-900">{postLabel(newer)}</span>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={`/pastor-desk/${older.id}`} rel="next" className={`${linkClass} sm:text-right`}>
          <span className="text-sm font-semibold text-slate-600">Older newsletter</span>
          <span className="font-semibold text-indigo-900">{postLabel(older)}</span>
        </Link>
      ) : null}
    </nav>
  );
}

function RecentMessages({ posts, currentId }: { posts: DeskPostSummary[]; currentId: number }) {
  return (
    <nav aria-labelledby="recent-messages" className="self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-28">
      <h2 id="recent-messages" className="text-sm font-bold tracking-widest text-amber-800">
        RECENT MESSAGES
      </h2>
      <ul className="mt-4 flex flex-col gap-1">
        {posts.map((post) => {
          const current = post.id === currentId;
          return (
            <li key={post.id}>
              <Link
                to={`/pastor-desk/${post.id}`}
                aria-current={current ? "page" : undefined}
                className={`focus-ring block rounded-lg px-3 py-2.5 leading-snug ${
                  current ? "bg-indigo-900 font-semibold text-white" : "text-indigo-900 hover:bg-indigo-50"
                }`}
              >
                {postLabel(post)}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to="/pastor-desk" className="focus-ring mt-4 inline-block rounded-sm px-3 font-semibold text-indigo-800 underline underline-offset-2">
        All newsletters
      </Link>
    </nav>
  );
}
