/** A Bible verse set apart from the text around it, with its reference. */
export function ChurchScriptureQuote({ text, reference, tone = "light" }: { text: string; reference: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <figure className={`border-l-4 border-amber-400 pl-4 ${dark ? "text-indigo-50" : "text-slate-700"}`}>
      <blockquote className="text-lg leading-relaxed italic">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className={`mt-2 text-sm font-semibold ${dark ? "text-amber-300" : "text-amber-800"}`}>{reference}</figcaption>
    </figure>
  );
}

/** The scripture references behind a statement, in one quiet line. */
export function ChurchScriptureReferences({ references }: { references: readonly string[] }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      <span className="font-semibold text-indigo-900">Scripture: </span>
      {references.join("; ")}
    </p>
  );
}
