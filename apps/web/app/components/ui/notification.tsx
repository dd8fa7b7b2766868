import { useCallback, useEffect, useRef, useState } from "react";
import { Icon, type IconName } from "./icons";
import type { MessageTone } from "./dialog";

/** SPEC §9: a notification closes itself after this long. */
export const NOTIFICATION_MS = 3000;

type Shown = { id: number; tone: MessageTone; text: string };

const TONES: Record<MessageTone, { icon: IconName; frame: string }> = {
  success: { icon: "check", frame: "border-emerald-300 bg-emerald-50 text-emerald-950" },
  error: { icon: "close", frame: "border-red-300 bg-red-50 text-red-950" },
  warning: { icon: "info", frame: "border-amber-300 bg-amber-50 text-amber-950" },
  info: { icon: "info", frame: "border-indigo-300 bg-indigo-50 text-indigo-950" },
};

/**
 * The staff area's notification (SPEC §2.12): success, error, warning or info, closing itself after
 * 3 s (or with its close button). It does not take focus: screen readers hear it through a live
 * region (assertive for errors), which stays in the page so every new message is announced.
 *
 *   const { notify, notification } = useNotification();
 *   notify("success", "Post uploaded successfully!");
 *   return <>{notification}…</>;
 */
export function useNotification() {
  const [shown, setShown] = useState<Shown | null>(null);
  const counter = useRef(0);
  const notify = useCallback((tone: MessageTone, text: string) => setShown({ id: ++counter.current, tone, text }), []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), NOTIFICATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const notification = (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex justify-center px-4">
      <div role="status" aria-live="polite" className="sr-only">
        {shown && shown.tone !== "error" ? shown.text : ""}
      </div>
      <div role="alert" className="sr-only">
        {shown?.tone === "error" ? shown.text : ""}
      </div>
      {shown ? (
        <div
          key={shown.id}
          data-notification={shown.tone}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 shadow-lg transition starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none ${TONES[shown.tone].frame}`}
        >
          <Icon name={TONES[shown.tone].icon} className="mt-0.5 size-5 shrink-0" />
          <p aria-hidden="true" className="flex-1 font-medium">
            {shown.text}
          </p>
          <button type="button" onClick={() => setShown(null)} aria-label="Close notification" className="focus-ring -m-1 grid size-8 place-items-center rounded-full hover:bg-black/5">
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );

  return { notify, notification };
}
