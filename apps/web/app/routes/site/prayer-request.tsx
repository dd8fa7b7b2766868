import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { publicPage } from "~/content/public-pages";
import { sendVisitorForm } from "~/features/visitor-forms/send-visitor-form.server";
import { VisitorForm } from "~/features/visitor-forms/visitor-form";
import { PRAYER_FORM, visitorFormPageHeaders } from "~/features/visitor-forms/visitor-form-kinds";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { smsHref, useSettings } from "~/lib/settings";
import type { Route } from "./+types/prayer-request";

/** When the server drew the form: the spam trap's fill time is counted from here. */
export function loader() {
  return { renderedAt: Date.now() };
}

export const headers = visitorFormPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return sendVisitorForm(context, PRAYER_FORM, await request.formData());
}

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/prayer-request"), args);

/** The prayer request form (SPEC §2.8). */
export default function PrayerRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const office = useSettings().phone;
  return (
    <>
      <PageHeading title={publicPage("/prayer-request").heading} subtitle="However big or small, you do not carry it alone." />
      <div className={`${pageContainer} grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]`}>
        <section aria-labelledby="prayer-promise" className="flex flex-col gap-5">
          <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-800">
            <Icon name="praying-hands" className="size-8" />
          </span>
          <h2 id="prayer-promise" className="text-2xl font-bold text-indigo-950">
            We would be honoured to pray with you
          </h2>
          <p className="text-lg leading-relaxed text-slate-700">
            Tell us what is on your heart. Our prayer team prays over every request that reaches us, and keeps what you share in
            confidence. If you would like someone to call you, choose yes below.
          </p>
          <p className="rounded-2xl bg-indigo-50 p-5 text-slate-800 ring-1 ring-indigo-100">
            “Is any among you afflicted? let him pray.” <span className="font-semibold text-indigo-900">James 5:13</span>
          </p>
        </section>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="prayer-form-heading" className="mb-6 text-2xl font-bold text-indigo-950">
            Your prayer request
          </h2>
          <VisitorForm kind={PRAYER_FORM} result={actionData} renderedAt={loaderData.renderedAt} labelledBy="prayer-form-heading" />
          <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
            To stop text messages from our prayer team, text &lsquo;unsubscribe&rsquo; to{" "}
            <a href={smsHref(office, "unsubscribe")} className="focus-ring rounded-sm font-semibold whitespace-nowrap text-indigo-800 underline underline-offset-2">
              {office}
            </a>
            .
          </p>
        </div>
      </div>
    </>
  );
}
