import { eventSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { eventFieldsSchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemRoutes } from "../image-items.ts";
import { deleteEvent, findEvent, insertEvent, listEvents, toEvent, updateEvent } from "./repository.ts";

const FIELDS = "multipart: title, description, ministry, date (YYYY-MM-DD), event_time, venue (all required), eventImage";

export function eventRoutes(app: ZodApp, deps: AppDeps): void {
  imageItemRoutes(app, deps, {
    kind: {
      what: "Event",
      imageField: IMAGE_FIELDS.event,
      cacheKey: "events",
      find: findEvent,
      insert: insertEvent,
      update: updateEvent,
      remove: deleteEvent,
    },
    tag: "events",
    entity: eventSchema,
    toApi: toEvent,
    list: listEvents,
    // The public calendar and the staff screen read the same list (SPEC §7 has no separate call).
    paths: { publicList: "/api/view-events", create: "/api/upload-event", edit: "/api/edit-event", remove: "/api/delete-event" },
    create: { schema: eventFieldsSchema, toValues: (fields) => fields, imageRequired: false, doc: `Add an event (${FIELDS})` },
    edit: { schema: eventFieldsSchema, toValues: (fields) => fields, doc: `Replace an event's details, and its picture when eventImage is sent (${FIELDS})` },
  });
}
