import { siteConfig } from "~/site.config";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "./site-icons";

const PLATFORMS: Record<keyof typeof siteConfig.social, { label: string; Icon: typeof FacebookIcon }> = {
  facebook: { label: "Facebook", Icon: FacebookIcon },
  instagram: { label: "Instagram", Icon: InstagramIcon },
  youtube: { label: "YouTube", Icon: YouTubeIcon },
};

/** The parish's social accounts as round icon links that open in a new tab. */
export function ChurchSocialLinks({ className = "" }: { className?: string }) {
  const platforms = Object.keys(siteConfig.social) as Array<keyof typeof siteConfig.social>;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {platforms.map((platform) => {
        const { label, Icon } = PLATFORMS[platform];
        return (
          <li key={platform}>
            <a
              href={siteConfig.social[platform]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              className="group flex size-11 items-center justify-center rounded-full bg-indigo-900 text-white transition-colors hover:bg-amber-500 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 motion-reduce:transition-none"
            >
              {/* YouTube's play mark (its second path) cut out in the button's colour, hover or not. */}
              <Icon className="size-5 [&>path+path]:fill-indigo-900 group-hover:[&>path+path]:fill-amber-500" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
