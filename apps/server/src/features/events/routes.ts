import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, eventSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { eventFieldsSchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemErrors, ImageItems } from "../image-items.ts";
import { idParams } from "../request-parsing.ts";
import { deleteEvent, findEvent, insertEvent, listEvents, toEvent, updateEvent } from "./repository.ts";

const FIELDS = "multipart: title, description, ministry, date (YYYY-MM-DD), event_time, venue (all required), eventImage";

/** The church calendar (SPEC §7 events): one list, read by the public calendar and the staff screen alike. */
export function eventRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const events = new ImageItems(deps, {
    what: "Event",
    imageField: IMAGE_FIELDS.event,
    cacheKey: "events",
    find: findEvent,
    insert: insertEvent,
    update: updateEvent,
    remove: deleteEvent,
  });
  const tags = ["events"];

  app.get(
    API_PATHS.viewEvents,
    { config: { public: true }, schema: { tags, summary: "Event list for the public site", response: { 200: z.array(eventSchema) } } },
    (_request, reply) => deps.cache.send(reply, "events", () => listEvents(db)),
  );

  app.post(
    API_PATHS.uploadEvent,
    {
      schema: {
        tags,
        summary: `Add an event (${FIELDS})`,
        consumes: ["multipart/form-data"],
        response: { 201: eventSchema, ...imageItemErrors },
      },
    },
    async (request, reply) => {
      const { fields, picture } = await events.readForm(request, eventFieldsSchema);
      return reply.status(201).send(toEvent(await events.create(fields, picture)));
    },
  );

  app.put(
    API_PATHS.editEvent,
    {
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
      const { fields, picture } = await events.readForm(request, eventFieldsSchema);
      return toEvent(await events.edit(id, fields, picture));
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
