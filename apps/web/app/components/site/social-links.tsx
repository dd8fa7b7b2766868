import { ExternalLink } from "~/components/ui/external-link";
import { iconSet, stroke } from "~/components/ui/icons";
import type { SiteSettings } from "@lampstand/contract/site-settings";
import { useSettings } from "~/lib/settings";

/** The platforms' marks, drawn for this site in the frame of the site's icons. */
const SOCIAL_GLYPHS = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z" fill="currentColor" />,
  instagram: <><rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} /><circle cx="12" cy="12" r="4" {...stroke} /><circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" /></>,
  /** The play mark is cut out of the badge, so it shows whatever is behind the icon. */
  youtube: <path fillRule="evenodd" d="M3 8.2c.1-1.6 1.3-2.8 2.9-2.9C7.8 5.1 10 5 12 5s4.2.1 6.1.3c1.6.1 2.8 1.3 2.9 2.9.1 1.3.1 2.5.1 3.8s0 2.5-.1 3.8c-.1 1.6-1.3 2.8-2.9 2.9-1.9.2-4.1.3-6.1.3s-4.2-.1-6.1-.3c-1.6-.1-2.8-1.3-2.9-2.9C2.9 14.5 2.9 13.3 2.9 12s0-2.5.1-3.8zM10 9v6l5.2-3z" fill="currentColor" />,
};

const SocialIcon = iconSet(SOCIAL_GLYPHS);

const PLATFORMS: Record<keyof SiteSettings["social"], { label: string; icon: keyof typeof SOCIAL_GLYPHS }> = {
  facebook: { label: "Facebook", icon: "facebook" },
  instagram: { label: "Instagram", icon: "instagram" },
  youtube: { label: "YouTube", icon: "youtube" },
};

/**
 * The parish's social accounts as round icon links that open in a new tab (the footer, the
 * General Overseer's page). `onDark` when they sit on a dark background.
 */
export function SocialLinks({ onDark = false, className = "" }: { onDark?: boolean; className?: string }) {
  const settings = useSettings();
  // An account not set is left out.
  const platforms = (Object.keys(PLATFORMS) as Array<keyof SiteSettings["social"]>).filter((platform) => settings.social[platform]);
  return (
    <ul aria-label="Social media" className={`flex flex-wrap gap-3 ${className}`}>
      {platforms.map((platform) => {
        const { label, icon } = PLATFORMS[platform];
        return (
          <li key={platform}>
            <ExternalLink
              href={settings.social[platform] ?? ""}
              label={`${settings.name} on ${label}`}
              className={`flex size-11 items-center justify-center rounded-full bg-indigo-900 text-white transition-colors hover:bg-amber-400 hover:text-indigo-950 motion-reduce:transition-none ${onDark ? "focus-ring-on-dark" : "focus-ring"}`}
            >
              <SocialIcon name={icon} className="size-5" />
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
