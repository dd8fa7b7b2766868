import { lazy, Suspense, useEffect, useState } from "react";

// The panel's code and words come when it is first shown: no visitor sees it in the first view.
const PrayerPanelCard = lazy(() => import("./prayer-panel-card").then((module) => ({ default: module.PrayerPanelCard })));

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
    <Suspense fallback={null}>
      <PrayerPanelCard onClose={() => setState("closed")} />
    </Suspense>
  );
}
