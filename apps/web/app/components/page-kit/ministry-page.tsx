import { Link } from "react-router";
import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { MINISTRIES, type Ministry, type MinistryAction } from "~/content/ministries";
import type { PublicPage } from "~/content/public-pages";
import { useSettings } from "~/lib/settings";
import { Scripture } from "./scripture";
import { IntroSection } from "./intro-section";
import { SectionHeading } from "./section-heading";

/** A button at the foot of the page; the first one is the most prominent. */
function ActionButton({ action, primary }: { action: MinistryAction; primary: boolean }) {
  const className = buttonClass({ variant: primary ? "accent" : "light", onDark: true });
  const messagingApp = useSettings().links.messagingApp;
  if (action.kind === "messaging-app") {
    // Not set yet: no button leading nowhere.
    if (!messagingApp) return null;
    return (
      <ExternalLink href={messagingApp} className={className}>
        {action.label}
        <Icon name="external" className="size-4" />
      </ExternalLink>
    );
  }
  return (
    <Link to={action.to} className={className}>
      {action.label}
      <Icon name={action.to === "/events" ? "calendar" : "heart"} className="size-5" />
    </Link>
  );
}

/**
 * One ministry's page (SPEC §2.4): what it is, its vision and mission, what it does, and where to
 * go next. The five ministry routes render this with their own content.
 */
export function MinistryPage({ ministry, page }: { ministry: Ministry; page: PublicPage }) {
  const others = MINISTRIES.filter((candidate) => candidate.path !== ministry.path);
  return (
    <>
      <PageHeading title={page.heading} subtitle={ministry.tagline} />

      <div className={pageContainer}>
        <IntroSection
          id="ministry-about"
          heading="About the ministry"
          paragraphs={ministry.intro}
          className="py-12 md:py-16"
          aside={
            <img
              src={ministry.image.src}
              alt={ministry.image.alt}
              width={480}
              height={360}
              className="order-first h-auto w-full rounded-3xl shadow-lg md:order-none"
            />
          }
        >
          <Scripture text={ministry.scripture.text} reference={ministry.scripture.reference} version="KJV" tone="boxed" />
        </IntroSection>

        <section aria-label="Vision and mission" className="grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl bg-indigo-950 p-8 text-white shadow-md">
            <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">Where we are going</p>
            <h2 className="mt-2 text-2xl font-bold">Our Vision</h2>
            <p className="mt-4 text-lg leading-relaxed text-indigo-100">{ministry.vision}</p>
          </article>
          <article className="rounded-2xl border-2 border-amber-400 bg-white p-8 shadow-md">
            <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">How we get there</p>
            <h2 className="mt-2 text-2xl font-bold text-indigo-950">Our Mission</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{ministry.mission}</p>
          </article>
        </section>

        <section aria-labelledby="ministry-activities" className="py-12 md:py-16">
          <SectionHeading id="ministry-activities">What we do</SectionHeading>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ministry.activities.map((activity) => (
              <li key={activity.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-indigo-950">{activity.title}</h3>
                <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-800">
                  <Icon name="clock" className="size-4 shrink-0" />
                  {activity.when}
                </p>
                <p className="text-slate-700">{activity.description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="ministry-invitation"
          className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-950 to-indigo-800 px-6 py-10 text-white shadow-lg sm:px-10"
        >
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-amber-400/15" />
          <div className="relative flex flex-col gap-4">
            <h2 id="ministry-invitation" className="text-2xl font-bold sm:text-3xl">
              {ministry.invitation.heading}
            </h2>
            <p className="max-w-2xl text-lg text-indigo-100">{ministry.invitation.text}</p>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {ministry.actions.map((action, index) => (
                <ActionButton key={action.label} action={action} primary={index === 0} />
              ))}
            </div>
          </div>
        </section>

        <nav aria-labelledby="ministry-others" className="py-12 md:py-16">
          <h2 id="ministry-others" className="text-xl font-bold text-indigo-950">
            Explore our other ministries
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {others.map((other) => (
              <li key={other.path}>
                <Link
                  to={other.path}
                  className="focus-ring inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 py-2 font-medium text-indigo-900 hover:border-indigo-400 hover:bg-indigo-50"
                >
                  {other.cardTitle}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/ministries"
                className="focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-full px-5 py-2 font-semibold text-indigo-900 underline-offset-4 hover:underline"
              >
                All ministries <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
