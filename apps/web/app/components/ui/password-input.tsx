import { useState, type ComponentProps } from "react";
import { useHydrated } from "~/lib/use-media";
import { StaffIcon } from "./staff-icons";
import { inputClass } from "./field";

/**
 * A password input with a real show/hide button beside it (SPEC §2.10). The button says what it
 * will do ('Show password' / 'Hide password') and whether it is pressed. It needs the page's
 * script, so a page drawn on the server gets it once that runs: never a button that does nothing
 * (it sits over the input's own padding, so nothing moves when it comes).
 */
export function PasswordInput({ label, className = "", ...input }: Omit<ComponentProps<"input">, "type"> & { label: string }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <input {...input} type={visible ? "text" : "password"} className={`${inputClass} pr-12 ${className}`} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`${visible ? "Hide" : "Show"} ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="focus-ring absolute top-1.5 right-1 bottom-0 my-auto grid size-10 place-items-center rounded-md text-slate-600 hover:text-indigo-900 dark:text-slate-300 dark:hover:text-white"
        >
          <StaffIcon name={visible ? "eye-off" : "eye"} className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
