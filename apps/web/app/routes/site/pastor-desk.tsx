import { API_PATHS } from "@lampstand/contract/api-paths";
import { deskPostListSchema, type DeskPost } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { LoadProblem } from "~/components/ui/load-problem";
import { publicPage } from "~/content/public-pages";
import { NewsletterCard } from "~/features/pastor-desk/newsletter-card";
import { loadFromApi } from "~/lib/api.server";
import { useLiveData } from "~/lib/live-data";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import type { Route } from "./+types/pastor-desk";

/** SPEC §9: the three newest are the recent newsletters. */
export const RECENT_COUNT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  // The API lists them newest first by year and month (SPEC §2.6).
  return { posts: await loadFromApi(context, API_PATHS.publicDesks, deskPostListSchema, MESSAGES.fetchPublicPostsFailed) };
}

export const meta = (args: PageMetaArgs) => [
  ...pageMeta("/pastor-desk", args),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Pastor's Desk newsletters", href: "/pastor-desk/rss.xml" },
];

/** The pastor's monthly newsletters (SPEC §2.6): the three newest, then the rest. */
export default function PastorDeskPage({ loaderData }: Route.ComponentProps) {
  useLiveData();
  const { posts } = loaderData;
  return (
    <>
      <PageHeading title={publicPage("/pastor-desk").heading} subtitle="A letter from our pastor every month: read the newest, or look back." />
      <div className={`${pageContainer} py-12 md:py-16`}>
        {!posts.ok ? (
          <LoadProblem heading="Error" detail={posts.error} action="Try Again" loadingLabel="Loading newsletters…" />
        ) : posts.data.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-6 py-12 text-center text-xl font-semibold text-slate-700 ring-1 ring-slate-200">
            {MESSAGES.noPosts}
          </p>
        ) : (
          <div className="flex flex-col gap-14">
            <NewsletterSection id="recent-newsletters" heading="RECENT NEWSLETTERS" posts={posts.data.slice(0, RECENT_COUNT)} first />
            {posts.data.length > RECENT_COUNT ? (
              <NewsletterSection id="past-newsletters" heading="PAST NEWSLETTERS" posts={posts.data.slice(RECENT_COUNT)} />
            ) : null}
          </div>
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
