import { Link } from "react-router";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { buttonClass, cardLinkClass } from "~/components/ui/styles";
import { MINISTRIES } from "~/content/ministries";
import { publicPage } from "~/content/public-pages";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/ministries"), args);

export default function MinistriesPage() {
  return (
    <>
      <PageHeading
        title={publicPage("/ministries").heading}
        subtitle="Every member has a gift and a place to serve. Find the family within the family where you can grow."
      />
      <div className={`${pageContainer} py-12 md:py-16`}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* display: contents lets the cards and the closing tile share one grid; role keeps the list a list. */}
          <ul role="list" aria-label="Ministries" className="contents">
            {MINISTRIES.map((ministry, index) => (
              <li key={ministry.path}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 focus-ring-within">
                  <img
                    src={ministry.image.src}
                    alt=""
                    width={480}
                    height={360}
                    loading={index < 3 ? "eager" : "lazy"}
                    className="aspect-[4/3] h-auto w-full bg-indigo-50 object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <h2 className="text-xl font-bold text-indigo-950">
                      <Link to={ministry.path} className={cardLinkClass}>
                        {ministry.cardTitle}
                      </Link>
                    </h2>
                    <p className="text-slate-700">{ministry.summary}</p>
                    <p aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-indigo-800">
                      Learn more
                      <Icon
                        name="arrow-right"
                        className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                      />
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="ministries-events"
            className="flex h-full flex-col justify-center gap-4 rounded-2xl bg-gradient-to-br from-indigo-950 to-indigo-800 p-8 text-white shadow-sm"
          >
            <h2 id="ministries-events" className="text-2xl font-bold">
              Not sure where you fit?
            </h2>
            <p className="text-indigo-100">
              Come to one of our gatherings and meet the people. Every ministry is open to visitors, and there is always someone glad to
              show you around.
            </p>
            <Link to="/events" className={`${buttonClass({ variant: "accent", onDark: true })} self-start`}>
              See upcoming events
              <Icon name="calendar" className="size-5" />
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
