import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** A page that comes back into view after this long asks the server for fresh data. */
const STALE_AFTER_MS = 30_000;

/**
 * Pages that show what staff publish render on the server, then stay fresh in the browser: when
 * the visitor comes back to the tab, the page's loaders run again (through React Router, so the
 * data still comes from the server's in-process API). `reload` is the Retry / Try Again button;
 * `reloading` is true while such a reload is under way.
 */
export function useLiveData(): { reload: () => void; reloading: boolean } {
  const revalidator = useRevalidator();
  const lastLoad = useRef(0);
  const reload = useCallback(() => {
    lastLoad.current = Date.now();
    void revalidator.revalidate();
  }, [revalidator]);

  useEffect(() => {
    lastLoad.current = Date.now();
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastLoad.current > STALE_AFTER_MS) reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  return { reload, reloading: revalidator.state === "loading" };
}
