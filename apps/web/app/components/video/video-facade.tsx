import { useEffect, useRef, useState } from "react";
import type { VideoEmbed } from "@lampstand/contract/video-embeds";
import { EXTERNAL_LINK_ATTRIBUTES } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/lib/use-media";

/**
 * A YouTube or Vimeo video behind our own poster (issue 23): nothing is asked of the video host
 * until the visitor presses play (no thumbnail, no script, no cookie: privacy and speed), then
 * the host's player takes the poster's place and plays. Before the page's script runs, and for a
 * link no player is known for, the poster is a plain link to the video on its site. `embed` is the
 * player for `url` (contract/video-embeds.ts), worked out by the page's loader on the server, so
 * the rules for every form of link stay out of the page's script (its 120 KB budget).
 */
export function VideoFacade({ url, embed, title }: { url: string; embed: VideoEmbed | null; title: string }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // Keyboard users land in the player they asked for, not back at the top of the page.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const host = embed?.host ?? (/vimeo/i.test(url) ? "Vimeo" : "YouTube");
  if (embed && playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-black">
        <iframe
          ref={frame}
          src={embed.src}
          title={`${title} (video on ${embed.host})`}
          className="size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // The site's own policy sends no referrer to other sites; YouTube's player refuses to
          // play without knowing which site embeds it, so this frame sends our origin (only).
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const poster = (
    <>
      <span className="grid size-16 place-items-center rounded-full bg-amber-400 text-indigo-950 shadow-lg transition group-hover:scale-105 motion-reduce:transition-none sm:size-20">
        <Icon name="play" className="size-8 translate-x-0.5 sm:size-10" />
      </span>
      <span className="max-w-prose px-6 text-center text-lg font-semibold text-balance sm:text-xl">{title}</span>
      <span className="text-sm text-indigo-100">{embed && hydrated ? `Play the video (loads ${host}'s player)` : `Watch on ${host}`}</span>
    </>
  );
  const posterClass =
    "group flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-2xl bg-linear-to-br from-indigo-950 via-indigo-900 to-indigo-700 text-white focus-ring";

  return embed && hydrated ? (
    <button type="button" className={posterClass} onClick={() => setPlaying(true)} data-video-facade={embed.host}>
      {poster}
    </button>
  ) : (
    <a href={url} {...EXTERNAL_LINK_ATTRIBUTES} className={posterClass} data-video-facade={host}>
      {poster}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
