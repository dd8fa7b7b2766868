import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";

/** A list whose items each carry a round check mark: amber on light or dark backgrounds, or indigo. */
export function CheckList({
  items,
  mark = "amber",
  className = "",
  itemClassName = "text-slate-700",
}: {
  items: readonly ReactNode[];
  mark?: "amber" | "indigo";
  className?: string;
  itemClassName?: string;
}) {
  const markClass = mark === "amber" ? "bg-amber-400 text-indigo-950" : "bg-indigo-900 text-amber-300";
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={typeof item === "string" ? item : index} className={`flex gap-3 ${itemClassName}`}>
          <span className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${markClass}`}>
            <Icon name="check" className="size-4" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
