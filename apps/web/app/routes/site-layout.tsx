import { Outlet } from "react-router";

/** The public site's frame: header, page, footer (SPEC §2.2). */
export default function SiteLayout() {
  return <Outlet />;
}
