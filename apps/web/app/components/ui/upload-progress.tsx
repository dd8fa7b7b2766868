import { useId } from "react";

/**
 * How much of a picture has gone to the server (SPEC goes no further than 'Processing...'; staff
 * on a phone connection want to see that a large photo is moving). Once every byte is sent the
 * server still decodes and stores it: the label says so.
 *
 * `what` names what is going ("picture", "audio").
 */
export function UploadProgress({ sent, what = "picture" }: { sent: number; what?: string }) {
  const id = useId();
  const percent = Math.min(100, Math.max(0, Math.round(sent * 100)));
  return (
    <div className="flex flex-col gap-1.5" data-upload-progress="">
      <label htmlFor={id} className="flex justify-between gap-3 text-sm font-semibold text-indigo-950">
        <span>{percent < 100 ? `Uploading the ${what}…` : `${what.charAt(0).toUpperCase()}${what.slice(1)} sent, saving…`}</span>
        <span aria-hidden="true">{percent}%</span>
      </label>
      <progress
        id={id}
        max={100}
        value={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-indigo-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-700 [&::-webkit-progress-value]:transition-all motion-reduce:[&::-webkit-progress-value]:transition-none"
      >
        {percent}%
      </progress>
    </div>
  );
}
