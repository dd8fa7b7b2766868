import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { LIVE_BEFORE_MS, startsIn } from "./starts-in";

/** Often enough that the minutes shown never lag the wall clock by a whole minute. */
const TICK_MS = 15_000;

/**
 * "Starts in 2 days 3 hours", as the server wrote it, then kept right by the browser every
 * quarter minute. When the service's window opens the page asks the server again, which then
 * answers "Live now" with the stream. Without JavaScript the server's words stay, true when drawn.
 */
export function LiveCountdown({ start, initial }: { start: string; initial: string }) {
  const [text, setText] = useState(initial);
  const revalidator = useRevalidator();
  useEffect(() => {
    const startAt = new Date(start);
    const tick = () => {
      const now = new Date();
      setText(startsIn(startAt, now));
      if (now.getTime() >= startAt.getTime() - LIVE_BEFORE_MS) void revalidator.revalidate();
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
    // The revalidator changes identity as it works; the countdown depends only on the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  return (
    <p className="mt-3 text-3xl font-bold text-indigo-950 sm:text-4xl" data-countdown={start}>
      <time dateTime={start}>{text}</time>
    </p>
  );
}
