import type { Occurrence } from "@lampstand/contract/entities";
import type { EventDateChangeRequest, EventForm } from "@lampstand/contract/requests";
import type { Db, DbOrTx } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { lastSeriesDate, nextSeriesDate, seriesDatesBetween, type Series } from "./series-dates.ts";
import {
  dateChangesOfSeries,
  deleteDateChanges,
  eventsInWindow,
  findDateChange,
  findEvent,
  insertEvent,
  minutesOf,
  saveDateChange,
  updateEvent,
  type DateChangeRow,
  type EventRow,
} from "./repository.ts";

/**
 * Recurring events on their way in and out (issue 22): a series is checked and completed before
 * it is stored (its first date must be one of its rule's, its cancelled dates must be its own,
 * its last date is worked out), its date changes follow an edit of the series, and a window of
 * the calendar is expanded into the dates events take place on.
 */

const seriesOf = (row: Pick<EventRow, "date" | "eventTime" | "rrule">): Series | null =>
  row.rrule ? { date: row.date, eventTime: row.eventTime, rrule: row.rrule } : null;

/** The series' dates among `dates` (in one expansion from the earliest to the latest). */
function datesOfSeries(series: Series, dates: readonly string[]): Set<string> {
  if (dates.length === 0) return new Set();
  const sorted = [...dates].sort();
  return new Set(seriesDatesBetween(series, sorted[0]!, sorted[sorted.length - 1]!));
}

/** A series must start on one of its own dates: RFC 5545 counts DTSTART as the first occurrence whatever the rule says. */
function checkFirstDate(series: Series): void {
  if (datesOfSeries(series, [series.date]).has(series.date)) return;
  const next = nextSeriesDate(series, series.date);
  throw new HttpError(
    400,
    next
      ? `${series.date} is not a day this event repeats on; its first date would be ${next}. Choose that date or another rule.`
      : `This repeat rule gives no date from ${series.date} on.`,
    "date",
  );
}

function checkExdates(series: Series, exdates: readonly string[]): void {
  const own = datesOfSeries(series, exdates);
  const stranger = exdates.find((date) => !own.has(date));
  if (stranger) throw new HttpError(400, `${stranger} is not a date of this series, so it cannot be cancelled.`, "exdates");
}

async function cancelDates(tx: DbOrTx, eventId: number, dates: readonly string[]): Promise<void> {
  for (const date of dates) {
    await saveDateChange(tx, { eventId, date, cancelled: true, title: null, eventTime: null, venue: null, description: null });
  }
}

/** What POST /upload-event stores: the event, and for a series its rule, last date and cancelled dates. */
export async function insertEventForm(tx: DbOrTx, form: EventForm & { image: string | null }): Promise<EventRow> {
  const { rrule = null, exdates = [], ...fields } = form;
  const series = rrule ? { date: fields.date, eventTime: fields.event_time, rrule } : null;
  if (!series && exdates.length > 0) throw new HttpError(400, "Only an event that repeats has cancelled dates.", "exdates");
  if (series) {
    checkFirstDate(series);
    checkExdates(series, exdates);
  }
  const row = await insertEvent(tx, { ...fields, rrule, lastDate: series ? lastSeriesDate(series) : null });
  await cancelDates(tx, row.id, exdates);
  return row;
}

/**
 * What PUT /edit-event/{id} stores. A rule or cancelled dates left out stay as they were. The
 * series' date changes that no longer fall on one of its dates are forgotten: a change made for
 * "the first Friday of March" means nothing once the series meets on Sundays.
 */
export async function updateEventForm(
  tx: DbOrTx,
  id: number,
  form: Partial<EventForm> & { image?: string },
): Promise<EventRow | undefined> {
  const existing = await findEvent(tx, id);
  if (!existing) return undefined;
  const { rrule: sentRule, exdates, ...fields } = form;
  const rrule = sentRule === undefined ? existing.rrule : sentRule;
  const series = seriesOf({ date: fields.date ?? existing.date, eventTime: fields.event_time ?? existing.eventTime, rrule });
  if (!series) {
    if (exdates && exdates.length > 0) throw new HttpError(400, "Only an event that repeats has cancelled dates.", "exdates");
    await deleteDateChanges(tx, id);
    return updateEvent(tx, id, { ...fields, rrule: null, lastDate: null });
  }
  checkFirstDate(series);
  if (exdates) checkExdates(series, exdates);

  const changes = await dateChangesOfSeries(tx, id);
  const own = datesOfSeries(series, changes.map((change) => change.date));
  await deleteDateChanges(
    tx,
    id,
    changes.filter((change) => !own.has(change.date) || (exdates && change.cancelled && !exdates.includes(change.date))).map((change) => change.date),
  );
  if (exdates) await cancelDates(tx, id, exdates);
  return updateEvent(tx, id, { ...fields, rrule: series.rrule, lastDate: lastSeriesDate(series) });
}

/**
 * PUT /edit-event/{id}/dates/{date}: cancels one date of a series, or changes it alone. A date
 * left with no change is forgotten, so the series' own values show again.
 */
export async function changeSeriesDate(tx: DbOrTx, id: number, date: string, request: EventDateChangeRequest): Promise<void> {
  const row = await findEvent(tx, id);
  if (!row) throw notFound("Event");
  const series = seriesOf(row);
  if (!series) throw new HttpError(400, "This event does not repeat: edit the event itself to change its date or details.");
  if (!datesOfSeries(series, [date]).has(date)) throw new HttpError(404, `${date} is not a date of this series.`);
  if (request.cancelled === true) return cancelDates(tx, id, [date]);

  const before = await findDateChange(tx, id, date);
  const kept = before && !before.cancelled ? before : undefined;
  const pick = <Value>(sent: Value | null | undefined, current: Value | null | undefined): Value | null =>
    sent === undefined ? (current ?? null) : sent;
  const change: DateChangeRow = {
    eventId: id,
    date,
    cancelled: false,
    title: pick(request.title, kept?.title),
    eventTime: pick(request.event_time, kept?.eventTime),
    venue: pick(request.venue, kept?.venue),
    description: pick(request.description, kept?.description),
  };
  if (change.title === null && change.eventTime === null && change.venue === null && change.description === null) {
    return deleteDateChanges(tx, id, [date]);
  }
  return saveDateChange(tx, change);
}


/**
 * GET /view-events/occurrences: every date an event takes place on from `from` to `to`, in date
 * and time order, then in the order events were added; a series' cancelled dates left out, its
 * changed dates as changed. Only the series that overlap the window are expanded, and each only
 * over the window.
 */
export async function occurrencesBetween(db: Db, from: string, to: string, eventId?: number): Promise<Occurrence[]> {
  const { singles, series, changes } = await eventsInWindow(db, from, to, eventId);
  const occurrences: Occurrence[] = singles.map((row) => ({
    id: row.id,
    date: row.date,
    event_time: row.eventTime,
    title: row.title,
    ministry: row.ministry,
    venue: row.venue,
    image: row.image,
    recurring: false,
  }));
  for (const row of series) {
    const byDate = new Map((changes.get(row.id) ?? []).map((change) => [change.date, change]));
    for (const date of seriesDatesBetween(seriesOf(row)!, from, to)) {
      const change = byDate.get(date);
      if (change?.cancelled) continue;
      occurrences.push({
        id: row.id,
        date,
        event_time: change?.eventTime ?? row.eventTime,
        title: change?.title ?? row.title,
        ministry: row.ministry,
        venue: change?.venue ?? row.venue,
        image: row.image,
        recurring: true,
      });
    }
  }
  return occurrences.sort(
    (a, b) => a.date.localeCompare(b.date) || minutesOf(a.event_time) - minutesOf(b.event_time) || a.id - b.id,
  );
}
