import type { IconName } from "~/components/ui/icons";

/** The sidebar of the admin panel (SPEC §2.11): its six links, with the spec's labels (sermons, issue 23, after the events), then the site's pages and settings (issue 20) and the outbox (issue 21). */
export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: "/admin/admin-management", label: "Admin Mgt", icon: "people" },
  { to: "/admin/upload-slider", label: "Upload Slider", icon: "image" },
  { to: "/admin/upload-pastordesk", label: "Upload Pst Desk", icon: "mail" },
  { to: "/admin/upload-event", label: "Upload Event", icon: "calendar" },
  /** Issue 23: sermons with their audio, and (a link on that screen) their series. */
  { to: "/admin/sermons", label: "Sermons", icon: "play" },
  { to: "/admin/view-prayers", label: "Prayers", icon: "praying-hands" },
  { to: "/admin/view-contacts", label: "Contacts", icon: "phone" },
  { to: "/admin/pages", label: "Pages", icon: "external" },
  /** Issue 20: the church's name, address, links, giving, service times and logo. */
  { to: "/admin/settings", label: "Settings", icon: "info" },
  /** Issue 21: the mails the site sends, waiting, sent and failed. */
  { to: "/admin/outbox", label: "Outbox", icon: "mail" },
];

/** SPEC §2.11: the footer names the dashboard. */
export const DASHBOARD_NAME = "Lampstand Dashboard";
