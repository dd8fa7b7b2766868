import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, errorSchema, eventSchema, occurrenceListSchema } from "@lampstand/contract/entities";
import { eventPageQuerySchema, eventPageSchema, occurrenceQuerySchema } from "@lampstand/contract/public-reads";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { isCalendarDate } from "@lampstand/contract/recurrence";
import { eventDateChangeRequestSchema, eventFormSchema } from "@lampstand/contract/requests";
import { eventListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemErrors, ImageItems } from "../image-items.ts";
import { idParams } from "../request-parsing.ts";
import { uploadRoutes } from "../../images/read-upload-form.ts";
import { storedImageSize } from "../../images/image-store.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { dateChangesOfSeries, deleteEvent, eventPage, staffEventPage, findEvent, listEvents, listMonthEvents, toEvent, type EventRow } from "./repository.ts";
import { readAlertSettings } from "../settings/repository.ts";
import { changeSeriesDate, insertEventForm, occurrencesBetween, updateEventForm } from "./series.ts";

const FIELDS =
  "multipart: title, description, ministry, date (YYYY-MM-DD), event_time, venue (all required), eventImage; " +
  "rrule (RFC 5545 rule such as FREQ=WEEKLY;BYDAY=SU, empty for a single event) and exdates (cancelled dates, YYYY-MM-DD separated by commas), kept as they were when left out of an edit";

/** The calendar day it is now in the church's time zone ("2026-11-23"): what upcoming means. */
const churchToday = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/**
 * The church calendar (SPEC §7 events): the whole list for the staff screen, and bounded reads
 * for the public pages (a month, a page, one event; ADR 018), all from the public cache.
 */
export function eventRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const events = new ImageItems(deps, {
    what: "Event",
    imageField: IMAGE_FIELDS.event,
    cacheKey: "events",
    find: findEvent,
    insert: insertEventForm,
    update: updateEventForm,
    remove: deleteEvent,
  });
  const tags = ["events"];
  /** One event as the API answers with it: a series with its cancelled and changed dates, and its picture's size. */
  const answer = async (row: EventRow) => ({
    ...toEvent(row, row.rrule ? await dateChangesOfSeries(db, row.id) : []),
    image_size: await storedImageSize(db, row.image),
  });

  app.get(
    API_PATHS.viewEvents,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary:
          "Event list for the public site and the staff screen, in calendar order; with ?month=YYYY-MM only that month's events; " +
          "with ?page= one page {items, total, page, per_page} for staff, upcoming soonest first then past ones latest first, searched with ?q= in title, description, ministry and venue",
        querystring: eventListQuerySchema,
        response: { 200: staffListSchema(eventSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const page = staffPageOf(request.query);
      // Staff's searches are read from the database: kept out of the cache, where they would push out the public months.
      if (page) return staffEventPage(db, page, churchToday((await readAlertSettings(db)).timeZone));
      if (month) await deps.cache.send(reply, "events", () => listMonthEvents(db, month), `month:${month}`);
      else await deps.cache.send(reply, "events", () => listEvents(db));
      // An async handler that sent its answer itself returns the reply: Fastify then waits for the
      // sending (an onSend hook that takes its time included) instead of ending the answer empty.
      return reply;
    },
  );

  // Static paths: the router prefers them to /view-events/:id.
  app.get(
    API_PATHS.eventOccurrences,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary:
          "Every date events take place on from ?from= to ?to= (YYYY-MM-DD, at most 366 days), repeating events expanded, cancelled dates left out, changed dates as changed; ?event= for one event's dates",
        querystring: occurrenceQuerySchema,
        response: { 200: occurrenceListSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const { from, to, event } = request.query;
      return deps.cache.send(reply, "events", () => occurrencesBetween(db, from, to, event), `occurrences:${from}:${to}:${event ?? ""}`);
    },
  );

  app.get(
    API_PATHS.eventPage,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary: "A page of events for the public list: on or after ?today= soonest first, then past ones latest first",
        querystring: eventPageQuerySchema,
        response: { 200: eventPageSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const query = request.query;
      return deps.cache.send(reply, "events", () => eventPage(db, query), `page:${query.today}:${query.page}:${query.per_page}`);
    },
  );

  app.get(
    API_PATHS.publicEvent,
    {
      config: { public: true, answerAhead: true },
      schema: { params: idParams, tags, summary: "One event, for its public page", response: { 200: eventSchema, 404: errorSchema } },
    },
    (request, reply) => {
      const id = events.id(request.params.id);
      const load = async () => {
        const row = await findEvent(db, id);
        if (!row) throw notFound("Event");
        return answer(row);
      };
      return deps.cache.send(reply, "events", load, `id:${id}`);
    },
  );

  const form = events.form(eventFormSchema, { imageRequired: false });
  uploadRoutes(app, (uploads) => {
    uploads.post(
      API_PATHS.uploadEvent,
      {
        config: { uploadForm: form },
        schema: {
          tags,
          summary: `Add an event (${FIELDS})`,
          consumes: ["multipart/form-data"],
          response: { 201: eventSchema, ...imageItemErrors },
        },
      },
      async (request, reply) => {
        const { fields, picture } = await events.readForm(request, form);
        return reply.status(201).send(await answer(await events.create(fields, picture)));
      },
    );

    uploads.put(
      API_PATHS.editEvent,
      {
        config: { uploadForm: form },
        schema: {
          params: idParams,
          tags,
          summary: `Replace an event's details, and its picture when eventImage is sent (${FIELDS})`,
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: eventSchema, ...imageItemErrors },
        },
      },
      async (request) => {
        const id = events.id(request.params.id);
        const { fields, picture } = await events.readForm(request, form);
        return answer(await events.edit(id, fields, picture));
      },
    );
  });

  app.put(
    API_PATHS.editEventDate,
    {
      schema: {
        params: z.object({ id: z.string(), date: z.string() }),
        body: eventDateChangeRequestSchema,
        tags,
        summary:
          'Cancel one date of a repeating event ({"cancelled": true}) or change it alone: title, event_time, venue, description (null brings back the series\' own)',
        response: { 200: eventSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = events.id(request.params.id);
      const { date } = request.params;
      if (!isCalendarDate(date)) throw new HttpError(400, "The date in the address must be a real date written YYYY-MM-DD.");
      await db.transaction((tx) => changeSeriesDate(tx, id, date, request.body));
      await deps.cache.invalidate("events");
      const row = await findEvent(db, id);
      if (!row) throw notFound("Event");
      return answer(row);
    },
  );

  app.delete(
    API_PATHS.deleteEvent,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Delete an event and, if unused elsewhere, its picture",
        response: { 200: deletedSchema, ...imageItemErrors },
      },
    },
    (request) => events.remove(events.id(request.params.id)),
  );
}
