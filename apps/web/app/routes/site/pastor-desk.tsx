import { data } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import type { DeskPost } from "@lampstand/contract/entities";
import { deskPageSchema } from "@lampstand/contract/public-reads";
import { MESSAGES } from "@lampstand/contract/messages";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { publicPage } from "~/content/public-pages";
import { NewsletterCard } from "~/features/pastor-desk/newsletter-card";
import { loadFromApi, withQuery } from "~/lib/api.server";
import { MissingPage, Pagination, pageFromUrl } from "~/components/ui/pagination";
import { useLiveData } from "~/lib/live-data";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/pastor-desk";

/** SPEC §9: the three newest are the recent newsletters. */
export const RECENT_COUNT = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  // One page of the newest-first list (SPEC §2.6), never the whole archive (ADR 018).
  const page = pageFromUrl(request.url);
  const posts = await loadFromApi(context, withQuery(API_PATHS.publicDeskPage, { page }), deskPageSchema, MESSAGES.fetchPublicPostsFailed);
  // A page past the last one is not there: a 404, so crawlers drop it.
  const beyond = posts.ok && posts.data.posts.length === 0 && posts.data.total > 0;
  return data({ posts }, { status: beyond ? 404 : 200 });
}

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(publicPage("/pastor-desk"), args),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Pastor's Desk newsletters", href: "/pastor-desk/rss.xml" },
];

/**
 * The pastor's monthly newsletters (SPEC §2.6): the three newest, then the rest, a page at a time
 * (PAGE_SIZES.deskPosts); later pages are all past newsletters.
 */
export default function PastorDeskPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { posts } = loaderData;
  const page = posts.ok ? posts.data : undefined;
  const recent = page?.page === 1 ? page.posts.slice(0, RECENT_COUNT) : [];
  const past = page?.page === 1 ? page.posts.slice(RECENT_COUNT) : (page?.posts ?? []);
  return (
    <>
      <PageHeading title={publicPage("/pastor-desk").heading} subtitle="A letter from our pastor every month: read the newest, or look back." />
      <div className={`${pageContainer} py-12 md:py-16`}>
        {!posts.ok ? (
          <LoadProblem heading="Error" detail={posts.error} action="Try Again" loadingLabel="Loading newsletters…" />
        ) : posts.data.total === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-6 py-12 text-center text-xl font-semibold text-slate-700 ring-1 ring-slate-200">
            {MESSAGES.noPosts}
          </p>
        ) : posts.data.posts.length === 0 ? (
          <MissingPage what="newsletters" />
        ) : (
          <>
            <div className="flex flex-col gap-14">
              {recent.length > 0 ? <NewsletterSection id="recent-newsletters" heading="RECENT NEWSLETTERS" posts={recent} first /> : null}
              {past.length > 0 ? (
                <NewsletterSection id="past-newsletters" heading="PAST NEWSLETTERS" posts={past} first={recent.length === 0} />
              ) : null}
            </div>
            <Pagination
              page={posts.data.page}
              pages={posts.data.pages}
              label="Newsletter pages"
              previousText="Newer newsletters"
              nextText="Older newsletters"
            />
          </>
        )}
      </div>
    </>
  );
}

function NewsletterSection({ id, heading, posts, first = false }: { id: string; heading: string; posts: DeskPost[]; first?: boolean }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold tracking-widest text-amber-800">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id}>
            <NewsletterCard post={post} priority={first && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
