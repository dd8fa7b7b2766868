import { ExternalLink } from "~/components/ui/external-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { siteConfig } from "~/site.config";

const PLATFORMS: Record<keyof typeof siteConfig.social, { label: string; icon: IconName }> = {
  facebook: { label: "Facebook", icon: "facebook" },
  instagram: { label: "Instagram", icon: "instagram" },
  youtube: { label: "YouTube", icon: "youtube" },
};

/**
 * The parish's social accounts as round icon links that open in a new tab (the footer, the
 * General Overseer's page). `onDark` when they sit on a dark background.
 */
export function SocialLinks({ onDark = false, className = "" }: { onDark?: boolean; className?: string }) {
  const platforms = Object.keys(siteConfig.social) as Array<keyof typeof siteConfig.social>;
  return (
    <ul aria-label="Social media" className={`flex flex-wrap gap-3 ${className}`}>
      {platforms.map((platform) => {
        const { label, icon } = PLATFORMS[platform];
        return (
          <li key={platform}>
            <ExternalLink
              href={siteConfig.social[platform]}
              label={`${siteConfig.name} on ${label}`}
              className={`flex size-11 items-center justify-center rounded-full bg-indigo-900 text-white transition-colors hover:bg-amber-400 hover:text-indigo-950 motion-reduce:transition-none ${onDark ? "focus-ring-on-dark" : "focus-ring"}`}
            >
              <Icon name={icon} className="size-5" />
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
