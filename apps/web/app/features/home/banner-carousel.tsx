import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { preload } from "react-dom";
import { Icon } from "~/components/ui/icons";
import type { Slider } from "@lampstand/contract/entities";
import { BANNER_SIZE } from "~/content/home";
import { useHydrated, usePrefersReducedMotion } from "~/lib/use-media";

/** SPEC §9: the banner moves on every 5 s and loops. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * One picture of the carousel: a slider as the API gives it (SPEC §3), with `image` a URL ready
 * to use (and `srcSet`, its narrower copies, for uploaded pictures).
 */
export type CarouselSlide = Pick<Slider, "id" | "image" | "alt"> & Partial<Pick<Slider, "title" | "verse">> & { srcSet?: string; objectPosition?: string };

/** A horizontal drag at least this long on a touch screen turns the page. */
const SWIPE_MIN_PX = 40;

/** "auto" plays unless the visitor asked the system for reduced motion; the button overrides it. */
type PlayPreference = "auto" | "playing" | "paused";

export type CarouselState = {
  /** Whether the slides (and anything else that rotates with them) are moving on their own. */
  playing: boolean;
};

/** The round buttons over the pictures. */
const controlButton = "focus-ring-on-dark grid size-11 place-items-center rounded-full border border-white/40 bg-indigo-950/50 backdrop-blur-sm hover:bg-indigo-950/80";

/**
 * The home page's banner carousel (SPEC §2.3, §4, §9), without a carousel library: loops, plays
 * every 5 s, has clickable pagination dots and previous/next arrows, and swipes on touch screens.
 * It takes slider items in the API's shape (id, image, title, verse), so the sliders from
 * GET /api/sliders can replace the default banners without touching this component.
 *
 * Motion and WCAG 2.2.2 (Pause, Stop, Hide): as the spec asks, using the arrows or dots does not
 * stop the autoplay (the next turn simply comes 5 s after the last one). Content that moves on
 * its own for more than 5 s must be possible to pause, so the first control is a pause/play
 * button, and a visitor whose system asks for reduced motion gets no autoplay at all (the button
 * can still start it). While paused, slide changes are announced politely to screen readers;
 * while playing they are not, so the page does not talk every 5 s.
 *
 * Only the first picture is loaded eagerly, at high priority: it is what the visitor sees first
 * (the page's largest paint). The others are rendered in the HTML but hidden and lazy, and are
 * shown (so fetched) once they are next in line.
 */
export function BannerCarousel({
  slides,
  label,
  children,
}: {
  slides: CarouselSlide[];
  /** The carousel's accessible name. */
  label: string;
  /** What sits over the pictures (heading, calls to action), above the caption: one element that grows (flex-1); told whether the carousel is playing. */
  children?: (state: CarouselState) => ReactNode;
}) {
  const count = slides.length;
  // The first picture is the page's largest paint: React puts this hint in the <head>, so the
  // browser fetches it before it has read the styles that size it.
  const first = slides[0];
  if (first) preload(first.image, { as: "image", fetchPriority: "high", ...(first.srcSet ? { imageSrcSet: first.srcSet, imageSizes: "100vw" } : {}) });
  const [position, setPosition] = useState({ current: 0, previous: -1 });
  const [preference, setPreference] = useState<PlayPreference>("auto");
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const playing = count > 1 && (preference === "playing" || (preference === "auto" && !reducedMotion));
  // The list may shrink when new slider items arrive: never point past its end.
  const current = count === 0 ? 0 : position.current % count;
  const previous = position.previous;

  const show = useCallback(
    (target: (current: number) => number) =>
      setPosition((position) => {
        if (count === 0) return position;
        const next = wrap(target(position.current % count), count);
        return next === position.current ? position : { current: next, previous: position.current };
      }),
    [count],
  );
  const goNext = useCallback(() => show((index) => index + 1), [show]);
  const goPrevious = useCallback(() => show((index) => index - 1), [show]);

  // One timer per shown slide: every change (automatic or by the visitor) restarts the 5 s.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(goNext, AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, goNext]);

  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_MIN_PX) {
      if (distance < 0) goNext();
      else goPrevious();
    }
  };

  // Arrow keys turn the slides while focus is on any of the controls.
  const onControlsKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") goNext();
    else if (event.key === "ArrowLeft") goPrevious();
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  /** Rendered (display) slides: the shown one, the one fading out beneath it, and after hydration its neighbours, preloaded. */
  const isDisplayed = (index: number) =>
    index === current ||
    index === previous ||
    (hydrated && (index === wrap(current + 1, count) || index === wrap(current - 1, count)));

  // Height (SPEC §9): from 640 px wide, at least the window's height minus the header's. Done in
  // CSS, not by measuring in JavaScript, so nothing shifts when the page hydrates. The spec's
  // header default is 80 px; this site's fixed header (site-header.tsx) is 100 px tall, so 100 px
  // comes off. The pictures fill the section behind; what sits over them (the heading and its
  // buttons, then the caption and verse beside the controls) is laid out in flow, so none of it
  // can cover another (issue 24: on a phone the controls hid a long verse). The section grows
  // rather than overlap when a caption is long or the window short (a phone held sideways).
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative flex min-h-[34rem] flex-col overflow-hidden bg-indigo-950 text-white sm:min-h-[max(34rem,calc(100svh-100px))]"
    >
      <div
        aria-live={playing ? "off" : "polite"}
        className="absolute inset-0 touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, index) => {
          const isCurrent = index === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={isCurrent ? undefined : true}
              inert={!isCurrent}
              data-slide-id={slide.id}
              data-current={isCurrent ? "" : undefined}
              className={[
                "absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none",
                // Fades in even when it was hidden (display: none) a moment ago; not on first paint.
                hydrated ? "starting:opacity-0" : "",
                isCurrent ? "z-10 opacity-100" : index === previous ? "z-0 opacity-100" : "z-0 opacity-0",
                isDisplayed(index) ? "" : "hidden",
              ].join(" ")}
            >
              <img
                src={slide.image}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? "100vw" : undefined}
                alt={slide.alt}
                width={BANNER_SIZE.width}
                height={BANNER_SIZE.height}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "auto" : "async"}
                draggable={false}
                className="size-full object-cover select-none"
                // The point staff chose stays in view however the banner's shape crops the picture (issue 24).
                style={slide.objectPosition ? { objectPosition: slide.objectPosition } : undefined}
              />
              {/* Darkens the picture where text sits, so white text stays readable on any image. */}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-gradient-to-t from-indigo-950/90 via-indigo-950/45 to-indigo-950/20 sm:bg-gradient-to-r sm:from-indigo-950/85 sm:via-indigo-950/45 sm:to-transparent"
              />
              <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-indigo-950/80 to-transparent" />
            </div>
          );
        })}
      </div>

      {/* Over the pictures: a swipe anywhere but on a link or button reaches them beneath. */}
      <div className="pointer-events-none relative z-20 flex flex-1 flex-col">
        {/* What the page puts here fills the height the rest leaves (flex-1). */}
        {children?.({ playing })}
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 pt-0 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pb-8 lg:px-8">
          <SlideCaptions slides={slides} current={current} announce={!playing} />
          {count > 1 ? (
            <div className="pointer-events-auto flex shrink-0 items-center justify-center gap-2 sm:justify-end" onKeyDown={onControlsKeyDown}>
              <button
                type="button"
                onClick={() => setPreference(playing ? "paused" : "playing")}
                aria-label={playing ? "Pause slideshow" : "Play slideshow"}
                className={controlButton}
              >
                <Icon name={playing ? "pause" : "play"} className="size-5" />
              </button>
              <button type="button" onClick={goPrevious} aria-label="Previous slide" className={controlButton}>
                <Icon name="chevron-left" />
              </button>
              <ul className="flex items-center rounded-full bg-indigo-950/50 px-1.5 backdrop-blur-sm">
                {slides.map((slide, index) => (
                  <li key={slide.id}>
                    <button
                      type="button"
                      onClick={() => show(() => index)}
                      aria-label={`Show slide ${index + 1} of ${count}`}
                      aria-current={index === current ? "true" : undefined}
                      className="group focus-ring-on-dark grid h-11 w-7 place-items-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className="block h-2.5 w-2.5 rounded-full bg-white/60 transition-all duration-300 group-hover:bg-white group-aria-[current=true]:w-5 group-aria-[current=true]:bg-amber-400 motion-reduce:transition-none"
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={goNext} aria-label="Next slide" className={controlButton}>
                <Icon name="chevron-right" />
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * Each slide's caption and verse, stacked in one place: the space is that of the longest, from the
 * first paint, so nothing moves as the slides turn; only the current slide's shows. Announced, like
 * the pictures, only while the slideshow is paused. (Plain show and hide: the home page's script
 * budget has no room for a fade.)
 */
function SlideCaptions({ slides, current, announce }: { slides: CarouselSlide[]; current: number; announce: boolean }) {
  return (
    <div aria-live={announce ? "polite" : "off"} className="grid max-w-xl min-w-0 break-words sm:max-w-md lg:max-w-xl">
      {slides.map((slide, index) => (
        // visibility: hidden keeps the others out of the accessibility tree as well as out of sight.
        <div key={slide.id} className={`[grid-area:1/1] self-end ${index === current ? "" : "invisible"}`}>
          {slide.title ? <p className="text-lg font-semibold text-amber-200">{slide.title}</p> : null}
          {slide.verse ? <p className="text-sm leading-relaxed text-indigo-50 italic sm:text-base">{slide.verse}</p> : null}
        </div>
      ))}
    </div>
  );
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}
