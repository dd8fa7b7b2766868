import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, deskPostSchema, errorSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { deskPageQuerySchema, deskPageSchema, deskPostViewSchema, RECENT_MESSAGES } from "@lampstand/contract/public-reads";
import { deskFieldsSchema } from "@lampstand/contract/requests";
import { staffListQuerySchema, staffListSchema, staffPageOf } from "@lampstand/contract/staff-lists";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemErrors, ImageItems } from "../image-items.ts";
import { idParams } from "../request-parsing.ts";
import { uploadRoutes } from "../../images/read-upload-form.ts";
import { notFound } from "../../http-error.ts";
import { deleteDeskPost, deskPostPage, deskPostStaffPage, deskPostView, findDeskPost, insertDeskPost, listDeskPosts, toDeskPost, updateDeskPost } from "./repository.ts";

const FIELDS = "multipart: title, month, year, message (all required), postImage";

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

  app.get(
    API_PATHS.publicDesks,
    { config: { public: true, answerAhead: true }, schema: { tags, summary: "Post list for the public site", response: { 200: list } } },
    (_request, reply) => deps.cache.send(reply, "desks", () => listDeskPosts(db)),
  );

  app.get(
    API_PATHS.publicDeskPage,
    {
      config: { public: true, answerAhead: true },
      schema: {
        tags,
        summary: "A page of posts for the public site, newest first",
        querystring: deskPageQuerySchema,
        response: { 200: deskPageSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const query = request.query;
      return deps.cache.send(reply, "desks", () => deskPostPage(db, query), `page:${query.page}:${query.per_page}`);
    },
  );
  app.get(
    API_PATHS.publicDesk,
    {
      config: { public: true, answerAhead: true },
      schema: {
        params: idParams,
        tags,
        summary: `One post for its public page, with the ${RECENT_MESSAGES} newest (its recent messages) and the posts just newer and just older`,
        response: { 200: deskPostViewSchema, 404: errorSchema },
      },
    },
    (request, reply) => {
      const id = posts.id(request.params.id);
      const load = async () => {
        const view = await deskPostView(db, id);
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
        summary: "Post list for staff, newest first; with ?page= one page {items, total, page, per_page}, searched with ?q= in title and message",
        querystring: staffListQuerySchema,
        response: { 200: staffListSchema(deskPostSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => {
      const page = staffPageOf(request.query);
      return page ? deskPostStaffPage(db, page) : listDeskPosts(db);
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
          summary: `Add a pastor's desk post (${FIELDS})`,
          consumes: ["multipart/form-data"],
          response: { 201: deskPostSchema, ...imageItemErrors },
        },
      },
      async (request, reply) => {
        const { fields, picture } = await posts.readForm(request, form);
        return reply.status(201).send(toDeskPost(await posts.create(fields, picture)));
      },
    );

    uploads.put(
      API_PATHS.editDesk,
      {
        config: { uploadForm: form },
        schema: {
          params: idParams,
          tags,
          summary: `Replace a post's text, and its picture when postImage is sent (${FIELDS})`,
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: deskPostSchema, ...imageItemErrors },
        },
      },
      async (request) => {
        const id = posts.id(request.params.id);
        const { fields, picture } = await posts.readForm(request, form);
        return toDeskPost(await posts.edit(id, fields, picture));
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
}
