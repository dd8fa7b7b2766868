import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { PageHeading, pageContainer } from "./page-heading";

/** A newsletter or event that is not there (any more): the spec's words, why, and the way back. */
export function MissingPageContent({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <>
      <PageHeading title={title} />
      <div className={`${pageContainer} flex flex-col items-start gap-6 py-12`}>
        <p className="text-lg text-slate-700">{text}</p>
        <Link to={backTo} className={buttonClass()}>
          {backLabel}
        </Link>
      </div>
    </>
  );
}
