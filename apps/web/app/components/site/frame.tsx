import type { ReactNode } from "react";
import { ScrollToTop } from "./scroll-to-top";
import { deferred } from "~/lib/deferred";
import { SiteHeader } from "./header";

/** The footer is below the fold of every page: its code loads when the visitor gets near it (ADR 020). */
const SiteFooter = deferred(() => import("./footer").then((module) => module.SiteFooter));

/** Header (with its 100 px spacer), the page as <main>, footer: every public page and error page. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-amber-400 px-4 py-2 font-semibold text-indigo-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <ScrollToTop />
      <main id="main-content" tabIndex={-1} className="flex-1 scroll-mt-[100px] focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
