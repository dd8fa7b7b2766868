/** One link of the site's navigation. */
export type NavLinkItem = { label: string; to: string };

/** A titled group of links inside THE CHURCH dropdown (SPEC §2.2). */
export type NavGroup = { title: string; links: readonly NavLinkItem[] };

/** THE CHURCH dropdown: two groups, Who We Are and Leadership. */
export const CHURCH_GROUPS: readonly NavGroup[] = [
  {
    title: "Who We Are",
    links: [
      { label: "Our Values", to: "/our-values" },
      { label: "Our Beliefs", to: "/our-beliefs" },
      { label: "Our Priorities", to: "/our-priorities" },
      { label: "Our Mission", to: "/our-mission" },
      { label: "Our Legacy", to: "/our-legacy" },
      { label: "Our Origin", to: "/our-origin" },
    ],
  },
  {
    title: "Leadership",
    links: [
      { label: "The General Overseer", to: "/general-overseer" },
      { label: "This Year's Prophecies", to: "/prophecies" },
      { label: "Church Leaders", to: "/church-leaders" },
    ],
  },
];

/**
 * The header items after THE CHURCH, in menu order. EVENTS uses the spec's trailing slash. An item
 * with `menu` takes the pages staff place there; `builtIn` are pages of the site listed under it
 * always (the sermons under RESOURCES, issue 23), which make it a menu.
 */
export const MAIN_LINKS: readonly (NavLinkItem & { menu?: "ministries" | "resources"; builtIn?: readonly NavLinkItem[] })[] = [
  { label: "Ministries", to: "/ministries", menu: "ministries" },
  { label: "Resources", to: "/resources", menu: "resources", builtIn: [{ label: "Sermons", to: "/sermons" }] },
  { label: "Events", to: "/events/all/" },
  { label: "Contact", to: "/contact" },
  { label: "Prayer Request", to: "/prayer-request" },
];

/**
 * The pages staff placed under a header menu or in the footer (lib/placed-pages.ts), after the
 * built-in entries: a page already among them (a spec page placed where it is listed anyway) once only.
 */
export function addedLinks(builtIn: readonly NavLinkItem[], placed: readonly NavLinkItem[]): NavLinkItem[] {
  return placed.filter((link) => !builtIn.some((entry) => entry.to === link.to));
}

/** THE CHURCH with the pages staff placed there: a third group after Who We Are and Leadership. */
export function churchGroups(placed: readonly NavLinkItem[]): readonly NavGroup[] {
  const more = addedLinks(
    CHURCH_GROUPS.flatMap((group) => group.links),
    placed,
  );
  return more.length > 0 ? [...CHURCH_GROUPS, { title: "More", links: more }] : CHURCH_GROUPS;
}

/**
 * MINISTRIES or RESOURCES with its built-in pages and those staff placed there: a menu of its
 * overview page and those pages; undefined (a plain link, as the spec draws it) while there are none.
 */
export function menuGroup(item: NavLinkItem & { builtIn?: readonly NavLinkItem[] }, placed: readonly NavLinkItem[]): NavGroup | undefined {
  const overview = { label: `All ${item.label}`, to: item.to };
  const builtIn = item.builtIn ?? [];
  const more = [...builtIn, ...addedLinks([overview, ...builtIn], placed)];
  return more.length > 0 ? { title: item.label, links: [overview, ...more] } : undefined;
}

export const HOME_LINK: NavLinkItem = { label: "Home", to: "/" };

/** The external church-management portal (opens in a new tab); its address is in the settings. */
export const PORTAL_LABEL = "Member Portal";

export const GIVE_LINK: NavLinkItem = { label: "Give", to: "/donate" };

/** True when `pathname` is `to` or below it (so /events/all/ marks EVENTS current on /events/3 too). */
export function isCurrent(pathname: string, to: string): boolean {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  const here = normalise(pathname);
  const target = normalise(to);
  if (target === "/") return here === "/";
  if (target === "/events/all") return here === "/events" || here.startsWith("/events/");
  return here === target || here.startsWith(`${target}/`);
}

/**
 * The footer's list of service times, on every page: the phone menu's "Service times" leads there
 * (issue 24). Not "service-times": the home page's own section has that id. Kept here, beside the
 * menus' other links, so the footer and the phone menu share it without a chunk of its own.
 */
export const SERVICE_TIMES_ID = "footer-service-times";
