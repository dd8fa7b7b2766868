import { Spinner } from "./spinner";

/** What a client-rendered screen shows until its code and data are there: no flash of anything else. */
export function PageSpinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center text-indigo-800 dark:text-indigo-300">
      <Spinner label={label} />
    </div>
  );
}
