import type { ReactNode } from "react";
import { Link } from "react-router";
import { siteConfig, telHref } from "~/site.config";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { LampstandMark } from "./lampstand-mark";
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

/** SPEC §2.2: links that exist in the menu but have no target yet. */
const PLACEHOLDER_LINKS = [
  { label: "Pastors' Helpline", target: siteConfig.links.pastorsHelpline },
  { label: "Documents", target: siteConfig.links.documents },
] as const;

const linkClass = "site-footer-link";

/** The site footer (SPEC §2.2): ministries, quick links, placeholders, contact and social links. */
export function SiteFooter() {
  // UTC on both sides, so the server's and the browser's year agree at hydration.
  const year = new Date().getUTCFullYear();
  return (
    <footer className="bg-indigo-950 text-indigo-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Link to="/" className="focus-ring-on-dark flex w-fit items-center gap-3 rounded-md">
            <LampstandMark className="size-12 rounded-full ring-2 ring-indigo-800" />
            <span className="text-xl font-bold text-white">{siteConfig.name}</span>
          </Link>
          <p className="text-sm leading-relaxed">
            A parish of {siteConfig.denomination.name}. {siteConfig.description}
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
          {PLACEHOLDER_LINKS.map((link) =>
            link.target ? (
              <li key={link.label}>
                <ExternalLink href={link.target} className={linkClass}>
                  {link.label}
                </ExternalLink>
              </li>
            ) : (
              // No target yet: plain text, not a link a keyboard would land on and find dead.
              <li key={link.label} className="text-indigo-200">
                <span>{link.label}</span> <span className="text-xs tracking-wide text-indigo-300 uppercase">(coming soon)</span>
              </li>
            ),
          )}
        </FooterColumn>

        <FooterColumn title="Visit or Contact Us">
          <li>
            <ExternalLink href={siteConfig.links.map} className={`${linkClass} inline-flex gap-2`}>
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-amber-400" />
              <span>
                {siteConfig.address.street}
                <br />
                {`${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`}
                <span className="sr-only"> (map)</span>
              </span>
            </ExternalLink>
          </li>
          <li>
            <a href={telHref(siteConfig.phones.office)} className={`${linkClass} inline-flex items-center gap-2`}>
              <Icon name="phone" className="size-5 shrink-0 text-amber-400" />
              <span>
                <span className="sr-only">Call the church office: </span>
                {siteConfig.phones.office}
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${siteConfig.emails.general}`} className={`${linkClass} inline-flex items-center gap-2 break-all`}>
              <Icon name="mail" className="size-5 shrink-0 text-amber-400" />
              <span>
                <span className="sr-only">E-mail: </span>
                {siteConfig.emails.general}
              </span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-indigo-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-indigo-200 sm:px-6">
          © {year} {siteConfig.name}, a parish of {siteConfig.denomination.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-sm font-bold tracking-widest text-amber-400 uppercase">{title}</h2>
      <ul className="flex flex-col gap-2.5 text-sm">{children}</ul>
    </div>
  );
}
