/**
 * A Bible verse set apart from the text around it, with its reference: "plain" beside text on a
 * light background, "boxed" as a tinted panel, "dark" on an indigo background; "sm" inside cards.
 */
export function Scripture({
  text,
  reference,
  version,
  tone = "plain",
  size = "md",
  className = "",
}: {
  text: string;
  reference: string;
  /** The translation, when the page names it, e.g. "KJV". */
  version?: string;
  tone?: "plain" | "boxed" | "dark";
  size?: "sm" | "md";
  className?: string;
}) {
  const frame = {
    plain: "border-l-4 border-amber-400 pl-4 text-slate-700",
    boxed: "rounded-r-2xl border-l-4 border-amber-400 bg-amber-50 py-4 pr-4 pl-5 text-slate-800",
    dark: "border-l-4 border-amber-400 pl-4 text-indigo-50",
  }[tone];
  const caption = { plain: "text-amber-800", boxed: "text-indigo-900", dark: "text-amber-300" }[tone];
  return (
    <figure className={`${frame} ${className}`}>
      <blockquote className={`${size === "sm" ? "text-sm" : "text-lg"} leading-relaxed italic`}>
        <p>“{text}”</p>
      </blockquote>
      <figcaption className={`mt-2 text-sm font-semibold ${caption}`}>
        {reference}
        {version ? ` (${version})` : null}
      </figcaption>
    </figure>
  );
}

/** The scripture references behind a statement, in one quiet line. */
export function ScriptureReferences({ references }: { references: readonly string[] }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      <span className="font-semibold text-indigo-900">Scripture: </span>
      {references.join("; ")}
    </p>
  );
}
