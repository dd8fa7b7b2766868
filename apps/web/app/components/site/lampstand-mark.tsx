/** The parish mark: a seven-branched lampstand with a flame. Decorative: the link around it names the site. */
export function LampstandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" className={className}>
      <circle cx="24" cy="24" r="24" fill="#1e1b4b" />
      <path d="M24 7c2.6 3.2 3.6 5.4 3.6 7.2a3.6 3.6 0 0 1-7.2 0c0-1.8 1-4 3.6-7.2z" fill="#fbbf24" />
      <path
        d="M12 20v3a12 12 0 0 0 24 0v-3M16.5 20v3a7.5 7.5 0 0 0 15 0v-3M21 20v3a3 3 0 0 0 6 0v-3M24 18.5V38M17 38h14"
        fill="none"
        stroke="#e0e7ff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
