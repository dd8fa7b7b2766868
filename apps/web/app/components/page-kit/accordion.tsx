import { useId, useState, type ReactNode } from "react";

export type AccordionItem = { title: string; content: ReactNode };

/**
 * A list of sections that open and close. "multiple": each toggles on its own (We Believe In);
 * "single": opening one closes the others, and clicking the open one closes it (SPEC §2.4, §2.5).
 * Buttons with aria-expanded/aria-controls, so keyboards and screen readers can use it.
 */
export function Accordion({
  items,
  mode,
  initiallyOpen = [],
}: {
  items: AccordionItem[];
  mode: "single" | "multiple";
  initiallyOpen?: number[];
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(mode === "single" ? initiallyOpen.slice(0, 1) : initiallyOpen));

  const toggle = (index: number) =>
    setOpen((current) => {
      if (current.has(index)) {
        const next = new Set(current);
        next.delete(index);
        return next;
      }
      return mode === "single" ? new Set([index]) : new Set(current).add(index);
    });

  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="focus-ring flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2"
              >
                <span>{item.title}</span>
                <span aria-hidden="true" className={`text-2xl leading-none transition-transform motion-reduce:transition-none ${isOpen ? "rotate-45" : ""}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5 text-slate-700">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
