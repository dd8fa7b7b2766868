import { useEffect, useRef, type RefObject } from "react";

/** While `open`, a tap or click outside `wrapper` calls `close` (both menus use it). */
export function useCloseOnPointerDownOutside(open: boolean, wrapper: RefObject<HTMLElement | null>, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, wrapper]);
}
