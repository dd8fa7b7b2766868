import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Smooth scroll to the top on every path change (SPEC §2.1).
 *
 * React Router's <ScrollRestoration> (rendered in root.tsx) already owns the scroll position:
 * on a new entry (PUSH/REPLACE) it calls window.scrollTo(0, 0), on Back/Forward (POP) it restores
 * the remembered offset, and it scrolls to a #hash target. Calling our own scrollTo as well would
 * fight it (a smooth scroll to the top racing the restoration of a Back). So this component only
 * chooses HOW its reset moves: on a path change by PUSH/REPLACE it sets `scroll-behavior: smooth`
 * on <html> just before ScrollRestoration's layout effect runs (ours is earlier in the tree, so
 * React runs it first), which turns that scrollTo(0, 0) into a smooth one; the style is removed
 * when the scroll ends. Back/Forward, hash-only and search-only changes keep the router's
 * instant behaviour, and so does everyone who asks for reduced motion.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useLayoutEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType === "POP" || hash) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    const root = document.documentElement;
    root.style.scrollBehavior = "smooth";
    // Chromium reads the behaviour from the last computed style: make it compute the new one now,
    // or the scrollTo that follows in the same task still jumps.
    void getComputedStyle(root).scrollBehavior;
    const reset = () => {
      clearTimeout(timer);
      window.removeEventListener("scrollend", reset);
      // Only undo what we set, in case something else changed it meanwhile.
      if (root.style.scrollBehavior === "smooth") root.style.scrollBehavior = "";
    };
    window.addEventListener("scrollend", reset);
    // Browsers without `scrollend`, or a page already at the top (no scroll, so no scrollend).
    const timer = setTimeout(reset, 1500);
  }, [pathname, hash, navigationType]);

  return null;
}
