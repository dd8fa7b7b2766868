import { useId, useRef, useState } from "react";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { DeskPost, DeskVersion } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass } from "~/components/ui/styles";
import { TextField } from "~/components/ui/text-field";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useApiResource } from "~/lib/use-api-resource";
import { churchTime, wallClockOf, zonedInstant } from "~/lib/zoned-time";
import { useSettings } from "~/lib/settings";
import type { ContentFormState } from "./use-content-editor";

/**
 * Drafts, publishing now or at a time, and the versions of the pastor's newsletter (issue 24,
 * ADR 042), for the Upload Pastor Desk Message screen. Times are the church's wall clock (the
 * settings' time zone, `zone` below), whatever the device's zone.
 */

/** What a save does: keep it a draft, publish it now, or publish it at the chosen time. */
export type PublishIntent = "draft" | "publish" | "schedule";

/** The form's scheduling fields: the church's date and time, empty unless scheduled. */
export type ScheduleValues = { publish_date: string; publish_time: string };

export const PUBLISH_TEXTS = {
  draft: "Save draft",
  publish: "Publish now",
  schedule: "Schedule…",
  confirmSchedule: "Schedule",
  drafted: "Draft saved. It is not on the website until you publish it.",
  scheduled: (when: string) => `Newsletter scheduled for ${when}.`,
  pastTime: "Choose a date and time later than now to schedule the newsletter.",
  noTime: "Choose the date and time to publish it.",
} as const;

/** Whether a post is public now, waiting for its time, or a draft. */
export function deskState(post: Pick<DeskPost, "status" | "publish_at">, now = Date.now()): "draft" | "scheduled" | "published" {
  if (post.status === "draft") return "draft";
  return Date.parse(post.publish_at) > now ? "scheduled" : "published";
}

/** The scheduling fields of a post being edited: its time when it is scheduled, else empty. */
export function scheduleOf(post: DeskPost | null, zone: string): ScheduleValues {
  if (!post || deskState(post) !== "scheduled") return { publish_date: "", publish_time: "" };
  const { date, time } = wallClockOf(new Date(post.publish_at), zone);
  return { publish_date: date, publish_time: time };
}

/** The instant the scheduling fields name, or null when they are incomplete. */
export function scheduledInstant({ publish_date, publish_time }: ScheduleValues, zone: string): Date | null {
  const time = /^(\d{2}):(\d{2})$/.exec(publish_time);
  if (!time || !/^\d{4}-\d{2}-\d{2}$/.test(publish_date)) return null;
  try {
    return zonedInstant(publish_date, Number(time[1]), Number(time[2]), zone);
  } catch {
    // Not a calendar day (a browser without a date picker lets any text through).
    return null;
  }
}

/** The API's `status` and `publish_at` for a save (left out, a post being published is public now). */
export function publishFields(intent: PublishIntent, schedule: ScheduleValues, zone: string): Record<string, string> {
  if (intent === "draft") return { status: "draft" };
  const at = intent === "schedule" ? scheduledInstant(schedule, zone) : null;
  return at ? { status: "published", publish_at: at.toISOString() } : { status: "published" };
}

/** What is wrong with the chosen time when scheduling, or null. */
export function scheduleProblem(intent: PublishIntent, schedule: ScheduleValues, zone: string, now = Date.now()): { field: "publish_date"; message: string } | null {
  if (intent !== "schedule") return null;
  const at = scheduledInstant(schedule, zone);
  if (!at) return { field: "publish_date", message: PUBLISH_TEXTS.noTime };
  return at.getTime() <= now ? { field: "publish_date", message: PUBLISH_TEXTS.pastTime } : null;
}

/** The success message of a draft or a scheduled save; publishing now keeps the spec's words (undefined). */
export function savedText(intent: PublishIntent, schedule: ScheduleValues, zone: string): string | undefined {
  if (intent === "draft") return PUBLISH_TEXTS.drafted;
  const at = intent === "schedule" ? scheduledInstant(schedule, zone) : null;
  return at ? PUBLISH_TEXTS.scheduled(churchTime(at.toISOString(), zone)) : undefined;
}

const STATE_LOOK = {
  draft: "bg-slate-100 text-slate-800 ring-slate-400",
  scheduled: "bg-amber-50 text-amber-950 ring-amber-400",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-400",
} as const;

/** A post's state in the staff list: Draft, Scheduled for …, Published. */
export function DeskStatusBadge({ post }: { post: DeskPost }) {
  const { timeZone } = useSettings();
  const state = deskState(post);
  const text = state === "draft" ? "Draft" : state === "scheduled" ? `Scheduled for ${churchTime(post.publish_at, timeZone)}` : "Published";
  return (
    <p className={`w-fit rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${STATE_LOOK[state]}`} data-desk-status={state}>
      {text}
    </p>
  );
}

/**
 * The form's buttons: Save draft, Publish now, and Schedule… which opens the date and time. The
 * button pressed says what the save does: its click sets `intent`, which React applies before the
 * form's submit event that follows (a discrete event), so the save reads it. Save draft comes
 * first, so Enter in a field (which presses the first submit button) never publishes.
 */
export function PublishActions({
  editor,
  intent,
  onIntent,
  field,
  scheduleOpen,
  onScheduleOpen,
}: {
  editor: ContentFormState;
  /** The button last pressed, and how to say another was. */
  intent: PublishIntent;
  onIntent: (intent: PublishIntent) => void;
  field: (name: keyof ScheduleValues) => { value: string; onChange: (value: string) => void; error?: string };
  scheduleOpen: boolean;
  onScheduleOpen: (open: boolean) => void;
}) {
  const panelId = useId();
  const { timeZone } = useSettings();
  const { submitRef, busy, locked, cancel, editing } = editor;
  const label = (text: string, which: PublishIntent) => (busy && intent === which ? "Processing..." : text);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" disabled={locked} onClick={() => onIntent("draft")} className={buttonClass({ variant: "secondary", size: "lg" })}>
          <StaffIcon name="pencil" className="size-5" />
          {label(PUBLISH_TEXTS.draft, "draft")}
        </button>
        <button ref={submitRef} type="submit" disabled={locked} onClick={() => onIntent("publish")} className={buttonClass({ size: "lg" })}>
          <StaffIcon name="upload" className="size-5" />
          {label(PUBLISH_TEXTS.publish, "publish")}
        </button>
        <button
          type="button"
          aria-expanded={scheduleOpen}
          aria-controls={panelId}
          disabled={locked}
          onClick={() => onScheduleOpen(!scheduleOpen)}
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          {PUBLISH_TEXTS.schedule}
        </button>
        {editing ? (
          <button type="button" onClick={cancel} disabled={locked} className={buttonClass({ variant: "secondary", size: "lg" })}>
            Cancel
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!scheduleOpen} className="rounded-xl border border-slate-300 p-4">
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="px-1 font-semibold text-indigo-950">Publish on this date and time (church time, {timeZone.replaceAll("_", " ")})</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Date" type="date" {...field("publish_date")} />
            <TextField label="Time" type="time" {...field("publish_time")} />
          </div>
          <button type="submit" disabled={locked} onClick={() => onIntent("schedule")} className={`${buttonClass({ size: "lg" })} w-fit`}>
            <StaffIcon name="check" className="size-5" />
            {label(PUBLISH_TEXTS.confirmSchedule, "schedule")}
          </button>
        </fieldset>
      </div>
    </div>
  );
}

/** The post's published versions, newest first, each earlier one with Restore (publishes that text again). */
export function DeskVersions({ post, onRestored }: { post: DeskPost; onRestored: (restored: DeskPost) => void }) {
  const headingId = useId();
  const { timeZone } = useSettings();
  const { resource, reload } = useApiResource<DeskVersion[]>(apiPath(API_PATHS.deskVersions, { id: post.id }), MESSAGES.unexpected);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const restore = async (version: DeskVersion) => {
    setRestoring(version.id);
    setProblem(null);
    try {
      const path = apiPath(API_PATHS.restoreDeskVersion, { id: post.id, version: version.id });
      const restored = await apiRequest<DeskPost>(path, { method: "POST", fallback: MESSAGES.unexpected });
      reload();
      onRestored(restored);
    } catch (failure) {
      setProblem(failure instanceof ApiRequestError ? failure.message : MESSAGES.unexpected);
      statusRef.current?.focus();
    } finally {
      setRestoring(null);
    }
  };
  const versions = resource.data ?? [];
  // The newest version is what visitors see, unless the post became a draft or waits for its time since.
  const current = (index: number) => index === 0 && deskState(post) === "published";
  const status = resource.state === "loading" ? "Loading versions..." : (problem ?? resource.error ?? (versions.length === 0 ? "Not published yet, so no versions." : ""));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold break-words text-indigo-950">
        Published versions of “{post.title}”
      </h2>
      <p ref={statusRef} tabIndex={-1} role="status" className="focus-ring mt-2 rounded-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {versions.length > 0 ? (
        <ol className="mt-2 flex flex-col divide-y divide-slate-200">
          {versions.map((version, index) => (
            <li key={version.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-indigo-950">
                  {version.title}{" "}
                  <span className="font-normal text-slate-700">
                    ({version.month} {version.year}){current(index) ? " · on the website now" : ""}
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  Saved {churchTime(version.saved_at, timeZone)}
                  {version.saved_by ? ` by ${version.saved_by}` : ""}
                  {version.restored_from !== null ? ", restoring an earlier version" : ""}
                </p>
              </div>
              {!current(index) ? (
                <button
                  type="button"
                  disabled={restoring !== null}
                  onClick={() => void restore(version)}
                  className={`${buttonClass({ variant: "secondary", size: "sm" })} w-fit shrink-0`}
                >
                  <StaffIcon name="refresh" className="size-4" />
                  {restoring === version.id ? "Restoring..." : "Restore"}
                  <span className="sr-only"> the version saved {churchTime(version.saved_at, timeZone)}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
