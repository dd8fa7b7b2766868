import { StaffIcon } from "./staff-icons";
import { buttonClass } from "./styles";

/**
 * What a staff screen shows when its list could not be loaded (SPEC §4, §8: 'Error' with the
 * reason and Retry). The screen decides what Retry does (reload, and where the focus waits).
 */
export function RetryAlert({ message, onRetry, heading }: { message: string; onRetry: () => void; heading?: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 sm:p-5">
      {heading ? <p className="text-lg font-bold">{heading}</p> : null}
      <p className={heading ? undefined : "font-semibold"}>{message}</p>
      <button type="button" onClick={onRetry} className={`mt-1 ${buttonClass({ size: "sm" })}`}>
        <StaffIcon name="refresh" className="size-4" />
        Retry
      </button>
    </div>
  );
}
