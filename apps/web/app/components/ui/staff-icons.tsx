import { iconSet, SITE_GLYPHS, stroke } from "./icons";

/** The glyphs only the staff area shows (editing, deleting, uploading, signing out); StaffIcon draws these and the site's own. */
const STAFF_GLYPHS = {
  eye: <><path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" {...stroke} /><circle cx="12" cy="12" r="3" {...stroke} /></>,
  "eye-off": <><path d="M4 4l16 16M10.6 6.1A9.7 9.7 0 0 1 12 6c6 0 9.5 6 9.5 6a16.4 16.4 0 0 1-3 3.6M6.6 7.2C4 8.9 2.5 12 2.5 12S6 18 12 18a9.5 9.5 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" {...stroke} /></>,
  trash: <><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" {...stroke} /></>,
  pencil: <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17zM14.5 7.5l3 3" {...stroke} />,
  refresh: <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" {...stroke} />,
  upload: <path d="M12 16V4M7 8.5l5-5 5 5M5 20h14" {...stroke} />,
  logout: <path d="M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 16l-4-4 4-4M6 12h10" {...stroke} />,
  plus: <path d="M12 5v14M5 12h14" {...stroke} />,
};

export const StaffIcon = iconSet({ ...SITE_GLYPHS, ...STAFF_GLYPHS });
