import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import { ExternalLink } from "~/components/ui/external-link";
import { clockTime, mapLink, telHref, useSettings } from "~/lib/settings";
import { Icon } from "~/components/ui/icons";
import { usePlacedPages } from "~/lib/placed-pages";
import { SERVICE_TIMES_ID, addedLinks } from "./nav-links";
import { ChurchLogo } from "./church-logo";
import { AnyLink } from "~/components/ui/any-link";
import { SocialLinks } from "./social-links";

const MINISTRY_LINKS = [
  { label: "Men Ministry", to: "/men-ministry" },
  { label: "Women Ministry", to: "/women-ministry" },
  { label: "Youth Ministry", to: "/youth-ministry" },
  { label: "Children Ministry", to: "/children-ministry" },
  { label: "Choir Ministry", to: "/choir-ministry" },
  { label: "All Ministries", to: "/ministries" },
] as const;

const QUICK_LINKS = [
  { label: "Prayer Request", to: "/prayer-request" },
  { label: "Open Heavens", to: "/open-heaven" },
  { label: "Sunday School", to: "/sunday-school" },
  { label: "Resources", to: "/resources" },
] as const;

/** SPEC §2.2: links that exist in the menu without a target until staff set one in the settings. */
const placeholderLinks = (links: SiteSettings["links"]) => [
  { label: "Pastors' Helpline", target: links.pastorsHelpline },
  { label: "Documents", target: links.documents },
];

const linkClass = "site-footer-link";

/** The site footer (SPEC §2.2): ministries, quick links, placeholders, service times, contact and social links. */
export function SiteFooter() {
  const settings = useSettings();
  const { address } = settings;
  // Pages staff placed in the footer, after the Quick Links (once only, if one is linked above already).
  const placed = addedLinks([...MINISTRY_LINKS, ...QUICK_LINKS], usePlacedPages().footer);
  // UTC on both sides, so the server's and the browser's year agree at hydration.
  const year = new Date().getUTCFullYear();
  return (
    <footer className="bg-indigo-950 text-indigo-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1fr_0.8fr_0.9fr_1.1fr_1.3fr]">
        <div className="flex flex-col gap-4">
          <Link to="/" className="focus-ring-on-dark flex w-fit items-center gap-3 rounded-md">
            <ChurchLogo className="size-12 rounded-full ring-2 ring-indigo-800" />
            <span className="text-xl font-bold text-white">{settings.name}</span>
          </Link>
          <p className="text-sm leading-relaxed">
            A parish of {settings.denomination}. {settings.description}
          </p>
          <SocialLinks onDark />
        </div>

        <FooterColumn title="Ministries">
          {MINISTRY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Quick Links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          {placeholderLinks(settings.links).map((link) =>
            link.target ? (
              <li key={link.label}>
                <AnyLink href={link.target} className={linkClass}>
                  {link.label}
                </AnyLink>
              </li>
            ) : (
              // No target yet: plain text, not a link a keyboard would land on and find dead.
              <li key={link.label} className="text-indigo-200">
                <span>{link.label}</span> <span className="text-xs tracking-wide text-indigo-300 uppercase">(coming soon)</span>
              </li>
            ),
          )}
          {placed.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        {settings.serviceTimes.length > 0 ? (
          <FooterColumn id={SERVICE_TIMES_ID} title="Service Times">
            {settings.serviceTimes.map((service, index) => (
              <li key={index} className="flex flex-col">
                <span className="font-semibold text-white">{service.name}</span>
                <span>
                  {service.day}, <time dateTime={service.time}>{clockTime(service.time)}</time>
                </span>
              </li>
            ))}
          </FooterColumn>
        ) : null}

        <FooterColumn title="Visit or Contact Us">
          <li>
            <ExternalLink href={mapLink(settings)} className={`${linkClass} inline-flex gap-2`}>
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-amber-400" />
              <span>
                {address.street}
                <br />
                {`${address.city}, ${address.region} ${address.postalCode}`}
                <span className="sr-only"> (map)</span>
              </span>
            </ExternalLink>
          </li>
          <li>
            <a href={telHref(settings.phone)} className={`${linkClass} inline-flex items-center gap-2`}>
              <Icon name="phone" className="size-5 shrink-0 text-amber-400" />
              <span>
                <span className="sr-only">Call the church office: </span>
                {settings.phone}
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${settings.emails.general}`} className={`${linkClass} inline-flex items-center gap-2 break-all`}>
              <Icon name="mail" className="size-5 shrink-0 text-amber-400" />
              <span>
                <span className="sr-only">E-mail: </span>
                {settings.emails.general}
              </span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-indigo-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-indigo-200 sm:px-6">
          © {year} {settings.name}, a parish of {settings.denomination}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="flex flex-col gap-4">
      <h2 className="text-sm font-bold tracking-widest text-amber-400 uppercase">{title}</h2>
      <ul className="flex flex-col gap-2.5 text-sm">{children}</ul>
    </div>
  );
}
