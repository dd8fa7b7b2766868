import { useCallback, useEffect, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { storedToken } from "~/lib/session-storage";

export const LEAVE_TEXTS = {
  title: "Leave without saving?",
  message: "You have changes on this page that are not saved yet. If you leave now, they will be lost.",
  leave: "Leave without saving",
  stay: "Stay on this page",
} as const;

/**
 * Asks before a form with unsaved changes is left: by a link, the sidebar or the browser's Back
 * (React Router holds the navigation until staff choose), and by a reload or closing the tab (the
 * browser's own prompt: pages may not word it). Going to another place on the same screen does
 * not ask. Once the session is gone (logout, or a 401 ending it) nothing is held: the way to the
 * login page must stay open, and the form has already been kept (form-draft.ts) or given up.
 * Render the returned dialog.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && storedToken() !== null && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={LEAVE_TEXTS.title}
      message={LEAVE_TEXTS.message}
      confirmLabel={LEAVE_TEXTS.leave}
      cancelLabel={LEAVE_TEXTS.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
