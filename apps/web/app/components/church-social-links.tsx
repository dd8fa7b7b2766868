import { siteConfig } from "~/site.config";

const ICONS = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" className="fill-indigo-900 group-hover:fill-amber-500" />
    </g>
  ),
} as const;

const LABELS: Record<keyof typeof siteConfig.social, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
};

/** The parish's social accounts as round icon links that open in a new tab. */
export function ChurchSocialLinks({ className = "" }: { className?: string }) {
  const platforms = Object.keys(siteConfig.social) as Array<keyof typeof siteConfig.social>;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {platforms.map((platform) => (
        <li key={platform}>
          <a
            href={siteConfig.social[platform]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${LABELS[platform]} (opens in a new tab)`}
            className="group flex size-11 items-center justify-center rounded-full bg-indigo-900 text-white transition-colors hover:bg-amber-500 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
              {ICONS[platform]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
