import { memo, Suspense, use, useEffect, useMemo, useRef, type ComponentType, type RefObject } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * A part of a public page whose code a phone downloads only when the visitor gets to it (ADR 020):
 * the footer, the desktop menu (hidden on phones), the home page's sections below the banner.
 *
 * The server renders the part in full, so its text, links and forms are in the page and work
 * before any script. In the browser the part sits in a Suspense boundary that waits for its code:
 * React hydrates the rest of the page and leaves the part's server HTML as it is (a dehydrated
 * boundary: links still follow, forms still post) until its code has arrived, then hydrates it.
 * The code is fetched at the visitor's first scroll, click, key press or history step (so that a
 * navigation never waits on a part that has not been fetched; a link clicked before then still
 * navigates within the app), and, unless `onSight` is false,
 * as soon as the part is in view (never, for a part that is not displayed); at once when there
 * is no server HTML to keep (a part first drawn by a client-side navigation). `onSight: false`
 * suits static parts that may show in the first view: their links and text need no script.
 * `load` imports the part's module dynamically, so that the browser's build puts it in a chunk of
 * its own: `deferred(() => import("./footer").then((module) => module.SiteFooter))`.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { onSight = true }: { onSight?: boolean } = {}): ComponentType<P> {
  let start = () => {};
  // The server renders every part in full: it fetches the code as it starts, long before a request.
  const wanted = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  const code = settled(wanted.then(load));

  function Part({ hydrated, held, ...props }: P & { hydrated: RefObject<boolean>; held: RefObject<HTMLButtonElement[]> }) {
    const Component = use(code);
    useEffect(() => {
      hydrated.current = true;
      // The buttons clicked while the code was on its way (an accordion's heading): clicked now, once.
      const clicked = held.current.splice(0);
      for (const button of clicked) if (button.isConnected) button.click();
      return () => void (hydrated.current = false);
    }, [hydrated, held]);
    return <Component {...(props as P)} />;
  }

  // memo, and the same element while the props are the same: no re-render of the page or of this
  // wrapper may reach a boundary that is still waiting for its code.
  return memo(function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const held = useRef<HTMLButtonElement[]>([]);
    const navigate = useNavigate();
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const stopWaiting = whenWanted(element.firstElementChild, onSight, start);
      // A link clicked before the part has its code still navigates within the app, as a hydrated
      // <Link> would (the history entry, the Back button), instead of reloading the whole page.
      // On the window, capturing: React stops a click on a part it has not hydrated at the document.
      // A button that does nothing without its code clicked then is held and clicked again once the
      // part is hydrated: the visitor's click (or Enter in a field of its form) is not lost.
      const onClick = (event: MouseEvent) => {
        if (hydrated.current || !(event.target instanceof Element) || !element.contains(event.target)) return;
        const button = event.target.closest("button");
        if (button instanceof HTMLButtonElement && needsItsCode(button) && element.contains(button)) {
          event.stopPropagation();
          held.current.push(button);
          return;
        }
        followInApp(event, navigate);
      };
      window.addEventListener("click", onClick, true);
      return () => {
        stopWaiting();
        window.removeEventListener("click", onClick, true);
      };
    }, [navigate]);
    const part = useMemo(() => <Part {...props} hydrated={hydrated} held={held} />, [props]);
    return (
      <div ref={wrapper} className="contents">
        <Suspense fallback={null}>{part}</Suspense>
      </div>
    );
  });
}

/**
 * A script button (type="button"), or one that submits a form that goes nowhere: method="dialog"
 * outside a <dialog> (the donation wizard, which sends nothing). Either does nothing until its code runs.
 */
function needsItsCode(button: HTMLButtonElement): boolean {
  if (button.type === "button") return true;
  return button.type === "submit" && button.form?.getAttribute("method") === "dialog" && button.closest("dialog") === null;
}

/** Follows a plain left click on a link to a page of this site through React Router. */
function followInApp(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  event.preventDefault();
  void navigate(`${link.pathname}${link.search}${link.hash}`);
}

/** Marks the promise fulfilled when it is, as React's `use` reads it: a settled promise renders without suspending. */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  promise.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    () => {},
  );
  return tracked;
}

const FIRST_INTERACTION = ["pointerdown", "keydown", "popstate", "scroll"] as const;

/**
 * Calls `start` once: at the visitor's first scroll, click, key press or history step; when
 * `element` comes into view, if `onSight`; at once when there is no server HTML to keep.
 */
function whenWanted(element: Element | null, onSight: boolean, start: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go());
  const go = () => {
    stop();
    start();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, go, true);
  };
  if (onSight) observer.observe(element);
  for (const type of FIRST_INTERACTION) window.addEventListener(type, go, true);
  return stop;
}
