import { useId } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { PRAYER_PANEL } from "~/content/home";

/** The prayer-support panel itself (PrayerPanel shows it): a heading, a line of text, a link and a close button. */
export function PrayerPanelCard({ onClose }: { onClose: () => void }) {
  const headingId = useId();
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
        onClick={onClose}
        aria-label="Close"
        className="focus-ring absolute top-2.5 right-2.5 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="close" className="size-5" />
      </button>
    </section>
  );
}
