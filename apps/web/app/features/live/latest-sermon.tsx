import { Link } from "react-router";
import type { Sermon } from "@lampstand/contract/sermons";
import { textLinkClass } from "~/components/ui/styles";

const PREACHED = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The newest sermon, for a visitor who came between services: its title to open it, who preached it and when. */
export function LatestSermon({ sermon }: { sermon: Sermon | null }) {
  return (
    <section aria-labelledby="latest-sermon">
      <h2 id="latest-sermon" className="text-2xl font-bold text-indigo-950">
        Latest sermon
      </h2>
      {sermon ? (
        <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-xl font-bold">
            <Link to={`/sermons/${sermon.id}`} className={textLinkClass}>
              {sermon.title}
            </Link>
          </h3>
          <p className="mt-1 text-slate-700">
            {sermon.speaker} · <time dateTime={sermon.date}>{PREACHED.format(new Date(`${sermon.date}T00:00:00Z`))}</time>
            {sermon.series ? ` · ${sermon.series.title}` : ""}
          </p>
          {sermon.summary ? <p className="mt-3 text-slate-800">{sermon.summary}</p> : null}
        </div>
      ) : (
        <p className="mt-4 text-slate-700">Sermons appear here once they are published.</p>
      )}
      <p className="mt-4">
        <Link to="/sermons" className={textLinkClass}>
          All sermons
        </Link>
      </p>
    </section>
  );
}
