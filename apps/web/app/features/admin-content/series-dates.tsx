import { useId, useState, type FormEvent } from "react";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { ChurchEvent, Occurrence } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { addDays } from "@lampstand/contract/public-reads";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/text-field";
import { buttonClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useApiResource } from "~/lib/use-api-resource";
import { todayIn } from "~/lib/church-day";
import { describeRepeatText } from "~/lib/repeat-words";
import { useSettings } from "~/lib/settings";
import { toPickerTime, toTwelveHourTime } from "./event-time";

/** How far ahead staff see a series' dates: the most the API lists at once. */
const DAYS_AHEAD = 365;

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeZone: "UTC",
});
const dateWords = (date: string) =>
  LONG_DATE.format(new Date(`${date}T00:00:00Z`));

type Change = { title: string; time: string; venue: string };

/**
 * The dates of one series on the Upload Event screen (issue 22): its coming dates, and for one of
 * them a "this date only" change (title, time, venue) or its cancellation, through
 * PUT /edit-event/{id}/dates/{date}. Cancelled dates are listed with a way back. The series
 * itself is edited with the form above, which keeps these changes.
 */
export function SeriesDatesDialog({
  event,
  onClose,
  onChanged,
}: {
  event: ChurchEvent | null;
  onClose: () => void;
  /** After a change is saved: the events list reloads, so the dialog shows the new state. */
  onChanged: () => void;
}) {
  const headingId = useId();
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      labelledBy={headingId}
      className="max-w-2xl"
    >
      {event ? (
        <SeriesDates
          key={event.id}
          event={event}
          headingId={headingId}
          onClose={onClose}
          onChanged={onChanged}
        />
      ) : null}
    </Dialog>
  );
}

function SeriesDates({
  event,
  headingId,
  onClose,
  onChanged,
}: {
  event: ChurchEvent;
  headingId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { timeZone } = useSettings();
  // The coming year of dates, from the church's today (the most the API lists at once).
  const [from] = useState(() => todayIn(timeZone));
  const { resource, reload } = useApiResource<Occurrence[]>(
    `${API_PATHS.eventOccurrences}?from=${from}&to=${addDays(from, DAYS_AHEAD)}&event=${event.id}`,
    MESSAGES.fetchEventsFailed,
  );
  const dates = resource.data ?? null;
  const loadError = resource.state === "error" ? resource.error : null;
  const [chosen, setChosen] = useState<Occurrence | null>(null);
  const [change, setChange] = useState<Change>({
    title: "",
    time: "",
    venue: "",
  });
  const [busy, setBusy] = useState(false);
  // Said inside the dialog (a notification would sit behind it): what the last action did.
  const [status, setStatus] = useState<{
    tone: "success" | "error";
    text: string;
  } | null>(null);
  const notify = (tone: "success" | "error", text: string) =>
    setStatus({ tone, text });

  const close = onClose;

  const choose = (date: Occurrence) => {
    setStatus(null);
    setChosen(date);
    setChange({
      title: date.title,
      time: toPickerTime(date.event_time),
      venue: date.venue,
    });
  };

  const send = async (
    date: string,
    body: Record<string, unknown>,
    done: string,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      await apiRequest<unknown>(
        apiPath(API_PATHS.editEventDate, { id: event.id, date }),
        { method: "PUT", body, fallback: MESSAGES.updateEventFailed },
      );
      notify("success", done);
      setChosen(null);
      reload();
      onChanged();
    } catch (failure) {
      notify(
        "error",
        failure instanceof ApiRequestError
          ? failure.message
          : MESSAGES.unexpected,
      );
    } finally {
      setBusy(false);
    }
  };

  const saveChange = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (!chosen) return;
    const time = toTwelveHourTime(change.time);
    if (!change.title.trim() || !change.venue.trim() || !time) {
      notify("error", MESSAGES.allFieldsRequired);
      return;
    }
    // A field back at the series' value clears that date's change of it (null), rather than copying it.
    const same = (value: string, series: string) =>
      value.trim() === series.trim();
    void send(
      chosen.date,
      {
        cancelled: false,
        title: same(change.title, event.title) ? null : change.title.trim(),
        event_time:
          toPickerTime(event.event_time) === change.time ? null : time,
        venue: same(change.venue, event.venue) ? null : change.venue.trim(),
      },
      `${dateWords(chosen.date)} is changed; the other dates stay as they are.`,
    );
  };

  const exdates = event.exdates ?? [];
  const changed = new Set(
    (event.overrides ?? []).map((override) => override.date),
  );

  return (
    <div className="flex max-h-[85vh] flex-col gap-4 overflow-y-auto p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-indigo-950">
        Dates of “{event.title}”
      </h2>
      <p className="text-slate-700">
        {event.rrule
          ? describeRepeatText(event.rrule, {
              start: event.date,
              time: event.event_time,
            })
          : null}
        . Choose a date to change it or cancel it; the other dates stay as they
        are.
      </p>

      <div role="status" className="empty:hidden">
        {status ? (
          <p
            className={`rounded-lg px-4 py-3 font-semibold ${status.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {status.text}
          </p>
        ) : null}
      </div>

      {chosen ? (
        <form
          onSubmit={saveChange}
          className="flex flex-col gap-4 rounded-xl border border-slate-300 p-4"
          aria-label={`Change ${dateWords(chosen.date)}`}
        >
          <h3 className="font-bold text-indigo-950">
            {dateWords(chosen.date)} only
          </h3>
          <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
            <TextField
              label="Title on this date"
              value={change.title}
              onChange={(title) => setChange((c) => ({ ...c, title }))}
              maxLength={LIMITS.title}
              required
            />
            <TextField
              label="Time on this date"
              type="time"
              value={change.time}
              onChange={(time) => setChange((c) => ({ ...c, time }))}
              required
            />
            <TextField
              label="Venue on this date"
              value={change.venue}
              onChange={(venue) => setChange((c) => ({ ...c, venue }))}
              maxLength={LIMITS.shortText}
              required
            />
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button type="submit" disabled={busy} className={buttonClass()}>
              Save this date only
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void send(
                  chosen.date,
                  { cancelled: true },
                  `${dateWords(chosen.date)} is cancelled.`,
                )
              }
              className={buttonClass({ variant: "danger" })}
            >
              Cancel this date
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setChosen(null)}
              className={buttonClass({ variant: "secondary" })}
            >
              Back to the dates
            </button>
          </div>
        </form>
      ) : loadError ? (
        <p role="alert" className="font-semibold text-red-800">
          {loadError}
        </p>
      ) : dates === null ? (
        <p>Loading the dates…</p>
      ) : dates.length === 0 ? (
        <p>No dates are left in the coming year.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Coming dates">
          {dates.map((date) => (
            <li
              key={date.date}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
            >
              <span>
                <span className="font-semibold text-indigo-950">
                  {dateWords(date.date)}
                </span>
                <span className="block text-sm text-slate-700">
                  {`${date.event_time} · ${date.venue}`}
                  {changed.has(date.date) ? ` · changed: ${date.title}` : ""}
                </span>
              </span>
              <button
                type="button"
                onClick={() => choose(date)}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Change or cancel
                <span className="sr-only"> {dateWords(date.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {exdates.length > 0 && !chosen ? (
        <section aria-labelledby={`${headingId}-cancelled`}>
          <h3
            id={`${headingId}-cancelled`}
            className="font-bold text-indigo-950"
          >
            Cancelled dates
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {exdates.map((date) => (
              <li
                key={date}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 ring-1 ring-red-200"
              >
                <span className="font-semibold text-red-900">
                  {dateWords(date)}
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void send(
                      date,
                      { cancelled: false },
                      `${dateWords(date)} takes place again.`,
                    )
                  }
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  Restore<span className="sr-only"> {dateWords(date)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p>
        <button
          type="button"
          onClick={close}
          className={buttonClass({ variant: "secondary" })}
        >
          Close
        </button>
      </p>
    </div>
  );
}
