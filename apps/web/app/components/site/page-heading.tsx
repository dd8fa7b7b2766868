import { useNavigate } from "react-router";

/** The body of a content page under its heading: the heading's width and side padding. */
export const pageContainer = "mx-auto max-w-6xl px-4 sm:px-6";

/**
 * The heading every content page shares (SPEC §2.2): the page title and a Back button that
 * returns to the previous page, or home when the page was opened directly.
 */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers the entries it created; 0 means this page was the first one opened.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/");
  };
  return (
    <header className="bg-gradient-to-r from-indigo-950 to-indigo-800 text-white">
      <div className={`${pageContainer} flex flex-col gap-3 py-10`}>
        <button
          type="button"
          onClick={goBack}
          className="focus-ring-on-dark inline-flex w-fit items-center gap-2 rounded-full border border-white/40 px-4 py-1.5 text-sm font-medium hover:bg-white/10"
        >
          <span aria-hidden="true">←</span> Back
        </button>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="max-w-3xl text-lg text-indigo-100">{subtitle}</p> : null}
      </div>
    </header>
  );
}
