import type { ResourceIconName } from "~/content/resources";
import { PathIcon } from "./icons";

export type IconName =
  ResourceIconName | "mail" | "phone" | "map-pin" | "check" | "download" | "arrow-right" | "external" | "calendar" | "clock";

/** Line icons on a 24-unit grid, drawn for this site. Decorative: always hidden from assistive technology. */
const PATHS: Record<IconName, string[]> = {
  book: ["M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z", "M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3", "M9 7h6"],
  people: ["M12 8.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0z", "M3 20a6 6 0 0 1 12 0", "M15.5 6.2a2.6 2.6 0 1 1 0 5", "M17 14.3a5 5 0 0 1 4 5.7"],
  pen: ["M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17z", "M14.5 7.5l3 3", "M13 20h7"],
  chart: ["M4 4h16v16H4z", "M8 16v-4", "M12 16V8", "M16 16v-6"],
  play: ["M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5z", "M10 9l5 3-5 3z"],
  sun: [
    "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z",
    "M12 2.5v2",
    "M12 19.5v2",
    "M2.5 12h2",
    "M19.5 12h2",
    "M5.3 5.3l1.4 1.4",
    "M17.3 17.3l1.4 1.4",
    "M5.3 18.7l1.4-1.4",
    "M17.3 6.7l1.4-1.4",
  ],
  flame: ["M12 3c.6 3.2 5 5.4 5 10.5a5 5 0 0 1-10 0c0-2.6 1.3-4.3 2.6-5.5.1 2 .9 3.3 2 3.8C11 9.5 11 6.3 12 3z"],
  "book-open": ["M3 5.5c3-1.2 6.3-1 9 1v13c-2.7-2-6-2.2-9-1z", "M21 5.5c-3-1.2-6.3-1-9 1v13c2.7-2 6-2.2 9-1z"],
  home: ["M3.5 11 12 4l8.5 7", "M5.5 9.5V20h13V9.5", "M10 20v-5.5h4V20"],
  water: ["M12 3.5c2.8 3.6 5.5 6.8 5.5 10a5.5 5.5 0 0 1-11 0c0-3.2 2.7-6.4 5.5-10z", "M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5"],
  heart: ["M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"],
  "user-plus": ["M13 8a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0z", "M3 20a6.5 6.5 0 0 1 13 0", "M19 8v6", "M16 11h6"],
  mail: ["M3.5 6h17v12h-17z", "m4 6.5 8 6.5 8-6.5"],
  phone: [
    "M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z",
  ],
  "map-pin": ["M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z", "M14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  download: ["M12 4v11", "m7 10.5 5 5 5-5", "M5 20h14"],
  "arrow-right": ["M5 12h14", "m13 6 6 6-6 6"],
  external: ["M14 4h6v6", "M20 4l-9 9", "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3.5V7", "M16 3.5V7"],
  clock: ["M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 0 1 17 0z", "M12 7.5V12l3 2"],
};

export function ResourceIcon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return <PathIcon paths={PATHS[name]} strokeWidth={1.75} className={className} />;
}
