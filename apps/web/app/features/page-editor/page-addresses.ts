import { HOME_PAGE_SLUG, type PageMenu } from "@lampstand/contract/pages";

/** A page's address on the site: the home page is "/", any other "/<slug>". */
export const pageAddress = (slug: string): string => (slug === HOME_PAGE_SLUG ? "/" : `/${slug}`);

/** The header menu's groups as the site names them (SPEC §2.3). */
export const MENU_LABELS: Record<PageMenu, string> = { church: "THE CHURCH", ministries: "MINISTRIES", resources: "RESOURCES" };

