import { data, Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deskPostListSchema, type DeskPost } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { MissingPageContent } from "~/components/site/missing-page-content";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { uploadedImageSources } from "~/components/ui/uploaded-image";
import { NewsletterBody } from "~/features/pastor-desk/newsletter-body";
import { excerpt, postLabel } from "~/features/pastor-desk/newsletter-card";
import { loadFromApi } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { metaTags, publicOrigin } from "~/lib/seo";
import type { Route } from "./+types/pastor-desk-post";

/** SPEC §9: the detail page lists this many recent messages. */
export const RECENT_MESSAGES = 6;

export async function loader({ context, params }: Route.LoaderArgs) {
  const posts = await loadFromApi(context, API_PATHS.publicDesks, deskPostListSchema, MESSAGES.fetchPublicPostsFailed);
  if (!posts.ok) return data({ state: "error" as const, error: posts.error }, { status: 503 });
  const id = Number(params.id);
  const post = /^\d+$/.test(params.id) ? posts.data.find((candidate) => candidate.id === id) : undefined;
  // Not found is a real 404, so search engines drop a deleted newsletter.
  if (!post) return data({ state: "not-found" as const }, { status: 404 });
  return { state: "found" as const, post, recent: posts.data.slice(0, RECENT_MESSAGES), apiBase: context.apiBase };
}

export function meta({ loaderData, params, ...args }: Route.MetaArgs) {
  const origin = publicOrigin(args);
  if (loaderData?.state !== "found") return [{ title: `${MESSAGES.newsletterNotFound} | Pastor's Desk` }, { name: "robots", content: "noindex" }];
  const { post, apiBase } = loaderData;
  const image = post.image ? new URL(uploadedImageSources(apiBase, post.image).src, origin).href : undefined;
  return metaTags({ title: `${post.title} | Pastor's Desk`, description: excerpt(post.message), url: `${origin}/pastor-desk/${params.id}`, image, type: "article" });
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
  const { post, recent } = loaderData;
  return (
    <>
      <PageHeading title={post.title} subtitle={`${post.month} ${post.year}`} />
      <div className={`${pageContainer} grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]`}>
        <article className="flex min-w-0 flex-col gap-8">
          <NewsletterBody post={post} sizes="(min-width: 1152px) 736px, (min-width: 1024px) 64vw, 100vw" />
        </article>
        <RecentMessages posts={recent} currentId={post.id} />
      </div>
    </>
  );
}

function RecentMessages({ posts, currentId }: { posts: DeskPost[]; currentId: number }) {
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
