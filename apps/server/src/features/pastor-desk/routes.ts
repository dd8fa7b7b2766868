import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, DESK_MESSAGES, deskPostSchema, deskVersionSchema, errorSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { deskPageQuerySchema, deskPageSchema, deskPostViewSchema, RECENT_MESSAGES } from "@lampstand/contract/public-reads";
import { deskFieldsSchema, type DeskFields } from "@lampstand/contract/requests";
import { staffListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { focalColumns, imageItemErrors, ImageItems } from "../image-items.ts";
import { idParams } from "../request-parsing.ts";
import { uploadRoutes } from "../../images/read-upload-form.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { currentUser } from "../../plugins/auth.ts";
import { DuePosts } from "./due-posts.ts";
import {
  deleteDeskPost,
  deskPostPage,
  deskPostStaffPage,
  deskPostView,
  findDeskPost,
  insertDeskPost,
  listDeskPosts,
  listDeskVersions,
  restoreDeskVersion,
  staffDeskPost,
  toDeskPost,
  updateDeskPost,
  type DeskValues,
} from "./repository.ts";

const FIELDS =
  "multipart: title, month, year, message (all required), postImage; status (draft or published: left out, published) and " +
  "publish_at (ISO 8601 with offset; later than now = scheduled; left out, a post being published is public now, one public already keeps its time)";

const versionParams = z.object({ id: z.string(), version: z.string() });

/** A request's fields as the repository writes them, with who saved them. */
function deskValues({ status, publish_at, focal_x, focal_y, ...text }: DeskFields, request: FastifyRequest): DeskValues {
  const user = currentUser(request);
  return {
    ...text,
    status: status ?? "published",
    publishAt: publish_at === undefined ? undefined : new Date(publish_at),
    ...focalColumns({ focal_x, focal_y }),
    by: { id: user.id, name: user.name },
  };
}

/**
 * The pastor's monthly letters (SPEC §7 desks): the public reads them newest first (the whole list,
 * or a page, or one post with its neighbours; ADR 018), staff edit them.
 */
export function pastorDeskRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const posts = new ImageItems(deps, {
    what: "Post",
    imageField: IMAGE_FIELDS.desk,
    cacheKey: "desks",
    find: findDeskPost,
    insert: insertDeskPost,
    update: updateDeskPost,
    remove: deleteDeskPost,
  });
  const tags = ["pastor-desk"];
  const list = z.array(deskPostSchema);

  // Scheduled posts appear by themselves at their time (ADR 042).
  const due = new DuePosts(db, deps.cache, app.log);
  app.addHook("onReady", () => due.arm());
  app.addHook("onClose", async () => due.stop());

  app.get(
    API_PATHS.publicDesks,
    { config: { public: true, answerAhead: true }, schema: { tags, summary: "Post list for the public site: published and due only", response: { 200: list } } },
    (_request, reply) => deps.cache.send(reply, "desks", () => listDeskPosts(db, new Date())),
  );

  app.get(
    API_PATHS.publicDeskPage,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary: "A page of posts for the public site, newest first: published and due only",
        querystring: deskPageQuerySchema,
        response: { 200: deskPageSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const query = request.query;
      return deps.cache.send(reply, "desks", () => deskPostPage(db, query, new Date()), `page:${query.page}:${query.per_page}`);
    },
  );
  app.get(
    API_PATHS.publicDesk,
    {
      config: { public: true, answerAhead: true },
      schema: {
        params: idParams,
        tags,
        summary: `One published, due post for its public page, with the ${RECENT_MESSAGES} newest (its recent messages) and the posts just newer and just older`,
        response: { 200: deskPostViewSchema, 404: errorSchema },
      },
    },
    (request, reply) => {
      const id = posts.id(request.params.id);
      const load = async () => {
        const view = await deskPostView(db, id, new Date());
        if (!view) throw notFound("Post");
        return view;
      };
      return deps.cache.send(reply, "desks", load, `id:${id}`);
    },
  );
  // Read from the database each time: rare, and staff must see exactly what is stored (ADR 004).
  app.get(
    API_PATHS.viewDesks,
    {
      schema: {
        tags,
        summary:
          "Every post for staff, drafts and scheduled ones too, with its status and publish_at, newest first; with ?page= one page {items, total, page, per_page}, searched with ?q= in title and message",
        querystring: staffListQuerySchema,
        response: { 200: staffListSchema(deskPostSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => {
      const page = staffPageOf(request.query);
      return page ? deskPostStaffPage(db, page) : listDeskPosts(db);
    },
  );

  app.get(
    API_PATHS.editDesk,
    {
      schema: {
        params: idParams,
        tags,
        summary: "One post for staff, drafts and scheduled ones too, with its picture's size",
        response: { 200: deskPostSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const post = await staffDeskPost(db, posts.id(request.params.id));
      if (!post) throw notFound("Post");
      return post;
    },
  );

  const form = posts.form(deskFieldsSchema, { imageRequired: false });
  uploadRoutes(app, (uploads) => {
    uploads.post(
      API_PATHS.uploadDesk,
      {
        config: { uploadForm: form },
        schema: {
          tags,
          summary: `Add a pastor's desk post (${FIELDS}). Saved as published, it records the post's first version`,
          consumes: ["multipart/form-data"],
          response: { 201: deskPostSchema, ...imageItemErrors },
        },
      },
      async (request, reply) => {
        const { fields, picture } = await posts.readForm(request, form);
        return reply.status(201).send(toDeskPost(await posts.create(deskValues(fields, request), picture)));
      },
    );

    uploads.put(
      API_PATHS.editDesk,
      {
        config: { uploadForm: form },
        schema: {
          params: idParams,
          tags,
          summary: `Replace a post's text, and its picture when postImage is sent (${FIELDS}). Each save as published records a version`,
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: deskPostSchema, ...imageItemErrors },
        },
      },
      async (request) => {
        const id = posts.id(request.params.id);
        const { fields, picture } = await posts.readForm(request, form);
        return toDeskPost(await posts.edit(id, deskValues(fields, request), picture));
      },
    );
  });

  app.delete(
    API_PATHS.deleteDesk,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Delete a post and, if unused elsewhere, its picture",
        response: { 200: deletedSchema, ...imageItemErrors },
      },
    },
    (request) => posts.remove(posts.id(request.params.id)),
  );

  app.get(
    API_PATHS.deskVersions,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Every published version of a post (staff), newest first: who saved it, when, and which one a restore brought back",
        response: { 200: z.array(deskVersionSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = posts.id(request.params.id);
      if (!(await findDeskPost(db, id))) throw notFound("Post");
      return listDeskVersions(db, id);
    },
  );

  app.post(
    API_PATHS.restoreDeskVersion,
    {
      schema: {
        params: versionParams,
        tags,
        summary:
          "Publish an earlier version's text again (staff), as a new version of the history. A public post keeps its time; " +
          "a draft or scheduled one is public from now",
        response: { 200: deskPostSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = posts.id(request.params.id);
      const raw = request.params.version;
      const versionId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      if (!(versionId >= 1)) throw new HttpError(404, DESK_MESSAGES.versionNotFound);
      const user = currentUser(request);
      const row = await db.transaction(async (tx) => {
        if (!(await findDeskPost(tx, id))) throw notFound("Post");
        return restoreDeskVersion(tx, id, versionId, { id: user.id, name: user.name });
      });
      if (!row) throw new HttpError(404, DESK_MESSAGES.versionNotFound);
      await deps.cache.invalidate("desks");
      return toDeskPost(row);
    },
  );
}
