import { PageHeading } from "~/components/site/page-heading";
import { LEADERS, LEADERS_INTRO, leaderFullName } from "~/content/leaders";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/church-leaders"), args);

export default function ChurchLeadersPage() {
  return (
    <>
      <PageHeading title={publicPage("/church-leaders").heading} subtitle="The pastors, deacons and deaconesses who serve our church family." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="mx-auto max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-center">{LEADERS_INTRO}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {LEADERS.map((leader, index) => (
            <li
              key={leader.name}
              className="w-full min-[480px]:w-[calc(50%-0.75rem)] md:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-6rem)/5)]"
            >
              <article className="flex h-full items-center gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm min-[480px]:flex-col min-[480px]:gap-0 min-[480px]:p-6 min-[480px]:text-center">
                <img
                  src={leader.photo}
                  alt={`Illustrated portrait of ${leaderFullName(leader)}`}
                  width={200}
                  height={200}
                  loading={index < 2 ? "eager" : "lazy"}
                  decoding="async"
                  className="size-20 shrink-0 rounded-full ring-4 ring-amber-300 ring-offset-2 min-[480px]:size-32"
                />
                <div className="min-[480px]:mt-5">
                  <p className="text-xs font-bold tracking-widest text-amber-800 uppercase">{leader.title}</p>
                  <h2 className="mt-1 text-lg font-semibold text-indigo-950 lg:text-base">{leader.name}</h2>
                  <p className="mt-1 text-sm text-slate-600">{leader.role}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
