import { useEffect, useState, type FocusEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { HERO } from "~/content/home";
import { useSettings } from "~/lib/settings";
import { BannerCarousel, type CarouselSlide } from "./banner-carousel";
import { useHydrated } from "~/lib/use-media";

/** SPEC §2.3, §9: the overlay's two links take turns this often. */
export const CALL_TO_ACTION_INTERVAL_MS = 5000;

/**
 * The top of the home page: the banner carousel with the page's <h1>, a short welcome and the
 * overlay button that alternates between "Join us this Sunday!" and the Pastor Desk link.
 */
export function HomeHero({ slides, heading }: { slides: CarouselSlide[]; heading: string }) {
  return (
    <BannerCarousel slides={slides} label="Welcome banners">
      {({ playing }) => (
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-start px-4 pt-12 pb-8 sm:justify-center sm:px-6 sm:py-10 lg:px-8">
          <HeroText heading={heading}>
            <AlternatingCallToAction rotating={playing} />
          </HeroText>
        </div>
      )}
    </BannerCarousel>
  );
}

export function HeroText({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="max-w-xl lg:max-w-2xl">
      <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{useSettings().denomination}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">{heading}</h1>
      <p className="mt-4 max-w-lg text-lg leading-relaxed text-indigo-50 sm:text-xl">{HERO.tagline}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

// Over a picture: amber for the link that is showing, outlined white on a veil for the second one.
const primaryButton = `pointer-events-auto ${buttonClass({ variant: "accent", size: "lg", onDark: true })}`;
const secondaryButton = `pointer-events-auto bg-indigo-950/40 backdrop-blur-sm ${buttonClass({ variant: "light", size: "lg" })}`;

/**
 * One button that alternates every 5 s between the Sunday invitation and the Pastor Desk link.
 * It holds still while the pointer is over it or it has keyboard focus, so a visitor never clicks
 * or presses Enter on a link that changed under them. When the carousel is paused (by the
 * visitor, or for reduced motion) nothing rotates: both links are shown side by side.
 */
export function AlternatingCallToAction({ rotating }: { rotating: boolean }) {
  const [showPastorDesk, setShowPastorDesk] = useState(false);
  const [held, setHeld] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!rotating || held) return;
    const timer = window.setInterval(() => setShowPastorDesk((shown) => !shown), CALL_TO_ACTION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, held]);

  const release = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };
  // New links fade in when they replace each other; not on the first paint.
  const enter = hydrated ? " starting:translate-y-1 starting:opacity-0 duration-500" : "";

  const joinUs = (
    <a key="join-us" href={HERO.joinUs.href} className={primaryButton + enter}>
      {HERO.joinUs.label}
    </a>
  );
  const pastorDesk = (
    <Link key="pastor-desk" to={HERO.pastorDesk.href} className={(rotating ? primaryButton : secondaryButton) + enter}>
      {HERO.pastorDesk.label}
      <Icon name="arrow-right" className="size-5" />
    </Link>
  );

  return (
    <div
      className="flex min-h-12 flex-wrap gap-3"
      data-rotating={rotating ? "" : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      {rotating ? (showPastorDesk ? pastorDesk : joinUs) : [joinUs, pastorDesk]}
    </div>
  );
}
