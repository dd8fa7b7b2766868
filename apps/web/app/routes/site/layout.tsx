import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteError } from "~/components/site/error-pages";
import { SiteFrame } from "~/components/site/frame";

/** The public site's frame: header, page, footer (SPEC §2.2). */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that throws (a 404 from its loader, or a crash) still shows inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <SiteError error={error} />
    </SiteFrame>
  );
}
