/**
 * The words of the home page's activity tiles (SPEC §2.3), a program placed on the page "home" as
 * the widget "home-activities". Who we are and the welcome are that page's blocks (content/pages/home.ts).
 * Kept apart from the banner's words (home.ts) because this part's code loads later (ADR 020).
 * The member portal's address comes from the settings.
 */
export type ActivityIcon = "portal" | "calendar" | "stream" | "desk";

/** The four tiles of the activities strip; `external` tiles open in a new tab. */
export type ActivityTile = {
  title: string;
  text: string;
  href: string;
  external: boolean;
  icon: ActivityIcon;
};

export const ACTIVITIES_HEADING = "Stay connected";

/** Built from the site config so the portal and channel links live in one place. */
export function activityTiles(links: { memberPortal: string }): ActivityTile[] {
  return [
    {
      title: "Member Portal",
      text: "Log in to update your details, see your giving and sign up to serve.",
      href: links.memberPortal,
      external: true,
      icon: "portal",
    },
    {
      title: "Events",
      text: "Services, conventions, fellowships and outreach: see what is coming up.",
      href: "/events/all/",
      external: false,
      icon: "calendar",
    },
    {
      title: "Live Streaming",
      text: "Cannot make it in person? Worship with us live, wherever you are.",
      // Our own page (issue 23): the stream while a service is on, the countdown to the next one otherwise.
      href: "/live",
      external: false,
      icon: "stream",
    },
    {
      title: "Pastor's Desk",
      text: "Monthly letters of teaching, encouragement and news from our pastor.",
      href: "/pastor-desk/",
      external: false,
      icon: "desk",
    },
  ];
}

