import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { PRAYER_PANEL } from "~/content/home";

/** SPEC §9: the panel appears once this share of the watched element is in view. */
export const PRAYER_PANEL_THRESHOLD = 0.5;

type PanelState = "waiting" | "shown" | "closed";

/**
 * The floating prayer-support panel (SPEC §2.3). It waits until the element `watchId` is at least
 * half visible, then slides in from the left in 0.5 s (no slide for reduced motion). Closed, it
 * stays closed for the rest of the visit to the page. Not a dialog: it takes no focus and
 * traps nothing, it simply offers a link.
 */
export function PrayerPanel({ watchId }: { watchId: string }) {
  const [state, setState] = useState<PanelState>("waiting");
  const headingId = useId();

  useEffect(() => {
    if (state !== "waiting") return;
    const target = document.getElementById(watchId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= PRAYER_PANEL_THRESHOLD)) return;
        observer.disconnect();
        setState((current) => (current === "waiting" ? "shown" : current));
      },
      { threshold: PRAYER_PANEL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state, watchId]);

  if (state !== "shown") return null;

  return (
    // A labelled region, not an <aside>: it renders inside <main>, where a complementary landmark does not belong.
    <section
      aria-labelledby={headingId}
      data-prayer-panel=""
      className="fixed bottom-3 left-3 z-40 w-[calc(100vw-1.5rem)] max-w-sm rounded-2xl border border-amber-200 bg-white p-4 pr-12 sm:p-5 sm:pr-12 shadow-2xl shadow-indigo-950/25 transition duration-500 ease-out starting:-translate-x-[calc(100%+2rem)] starting:opacity-0 motion-reduce:transition-none sm:bottom-6 sm:left-6"
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="hidden size-11 shrink-0 sm:grid place-items-center rounded-full bg-amber-100 text-amber-800">
          <Icon name="praying-hands" className="size-6" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg leading-snug font-bold text-indigo-950">
            {PRAYER_PANEL.heading}
          </h2>
          <p className="mt-1 hidden text-sm leading-relaxed text-slate-700 sm:block">{PRAYER_PANEL.text}</p>
          <Link
            to={PRAYER_PANEL.link.href}
            className={`mt-3 ${buttonClass({ size: "sm" })}`}
          >
            {PRAYER_PANEL.link.label}
          </Link>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setState("closed")}
        aria-label="Close"
        className="focus-ring absolute top-2.5 right-2.5 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="close" className="size-5" />
      </button>
    </section>
  );
}
