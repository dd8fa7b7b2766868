import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The widths a newsletter is read at: a phone's screen, and the article column of the public post
 * page on a 1280 px screen (pastor-desk-post.tsx: max-w-6xl, less its padding and the recent list).
 */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 736 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The pane's width, followed as the window or the layout changes. */
function usePaneWidth() {
  const pane = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { pane, width };
}

/**
 * What visitors will read, drawn as it is typed: `children` is the component the public post page
 * uses (the route hands in `FormattedMessage`; features do not import each other), in a frame as wide as a
 * phone or as the page's column on a desktop (704 px of text and the frame's 16 px sides). A frame wider than the pane is zoomed down to fit, so
 * the lines break where they will on the site. The message's own sizes follow the frame's width
 * (container queries), not the admin's window, so the phone frame is the phone's layout.
 */
export function MessagePreview({ title, subtitle, empty, width, children }: { title: string; subtitle: string; empty: boolean; width: PreviewWidth; children: ReactNode }) {
  const { pane, width: paneWidth } = usePaneWidth();
  const frameWidth = PREVIEW_WIDTHS[width];
  const zoom = paneWidth && paneWidth < frameWidth ? paneWidth / frameWidth : 1;
  return (
    <div ref={pane} className="min-w-0">
      <div
        data-preview-frame={width}
        style={{ width: frameWidth, zoom }}
        className="@container mx-auto overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-300"
      >
        {/* The public page's heading band (components/site/page-heading.tsx), without its Back. */}
        <div className="bg-gradient-to-r from-indigo-950 to-indigo-800 px-4 py-8 text-white">
          <p className="text-3xl font-bold tracking-tight break-words @xl:text-4xl">{title.trim() || "Title"}</p>
          {subtitle.trim() ? <p className="mt-3 text-lg text-indigo-100">{subtitle}</p> : null}
        </div>
        <div className="px-4 py-8">
          {!empty ? (
            children
          ) : (
            <p className="text-slate-600 italic">The message appears here as you type it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
