import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { Icon } from "~/components/ui/icons";
import { textLinkClass } from "~/components/ui/styles";
import { publicPage } from "~/content/public-pages";
import { MapEmbed } from "~/features/contact/map-embed";
import { sendVisitorForm } from "~/features/visitor-forms/send-visitor-form.server";
import { VisitorForm } from "~/features/visitor-forms/visitor-form";
import { CONTACT_FORM, visitorFormPageHeaders } from "~/features/visitor-forms/visitor-form-kinds";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";
import { telHref, useSettings } from "~/lib/settings";
import type { Route } from "./+types/contact";

/** When the server drew the form: the spam trap's fill time is counted from here. */
export function loader() {
  return { renderedAt: Date.now() };
}

export const headers = visitorFormPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return sendVisitorForm(context, CONTACT_FORM, await request.formData());
}

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/contact"), args);

/** The five addresses of SPEC §2.8, each for what it is for. */
const EMAIL_LABELS = [
  ["general", "General enquiries"],
  ["finance", "Finance and giving"],
  ["information", "Information"],
  ["welfare", "Welfare"],
  ["technical", "Technical support"],
] as const;

/** The contact page (SPEC §2.8): where we are, how to reach the office, and a message form. */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSettings();
  const { address } = settings;
  return (
    <>
      <PageHeading title={publicPage("/contact").heading} subtitle="Visit us, call the office or send a message: we would love to hear from you." />
      <div className={`${pageContainer} grid gap-12 py-12 md:py-16 lg:grid-cols-2`}>
        <div className="flex flex-col gap-8">
          <section aria-labelledby="contact-location" className="flex flex-col gap-4">
            <h2 id="contact-location" className="text-2xl font-bold text-indigo-950">
              Our location
            </h2>
            <address className="text-lg text-slate-800 not-italic">
              {address.street}
              <br />
              {`${address.city}, ${address.region} ${address.postalCode}`}
            </address>
            <MapEmbed />
          </section>
          <section aria-labelledby="contact-reach" className="flex flex-col gap-4">
            <h2 id="contact-reach" className="text-2xl font-bold text-indigo-950">
              Reach the office
            </h2>
            <p className="flex items-center gap-3 text-lg">
              <Icon name="phone" className="size-6 shrink-0 text-amber-700" />
              <a href={telHref(settings.phone)} className={textLinkClass}>
                <span className="sr-only">Call the church office: </span>
                {settings.phone}
              </a>
            </p>
            <dl className="grid gap-4 sm:grid-cols-2">
              {EMAIL_LABELS.map(([kind, label]) => ({ label, email: settings.emails[kind] })).map(({ label, email }) => (
                <div key={label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                  <dd className="mt-1">
                    <a href={`mailto:${email}`} className={`break-all ${textLinkClass}`}>
                      {email}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <section className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-indigo-950">
            Send us a message
          </h2>
          <VisitorForm kind={CONTACT_FORM} result={actionData} renderedAt={loaderData.renderedAt} labelledBy="contact-form-heading" />
        </section>
      </div>
    </>
  );
}
