import { deskPostSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { deskFieldsSchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemRoutes } from "../image-items.ts";
import { deleteDeskPost, findDeskPost, insertDeskPost, listDeskPosts, toDeskPost, updateDeskPost } from "./repository.ts";

const FIELDS = "multipart: title, month, year, message (all required), postImage";

export function pastorDeskRoutes(app: ZodApp, deps: AppDeps): void {
  imageItemRoutes(app, deps, {
    kind: {
      what: "Post",
      imageField: IMAGE_FIELDS.desk,
      cacheKey: "desks",
      find: findDeskPost,
      insert: insertDeskPost,
      update: updateDeskPost,
      remove: deleteDeskPost,
    },
    tag: "pastor-desk",
    entity: deskPostSchema,
    toApi: toDeskPost,
    list: listDeskPosts,
    paths: {
      publicList: "/api/public-desks",
      staffList: "/api/view-desks",
      create: "/api/upload-desk",
      edit: "/api/edit-desk",
      remove: "/api/delete-desk",
    },
    create: { schema: deskFieldsSchema, toValues: (fields) => fields, imageRequired: false, doc: `Add a pastor's desk post (${FIELDS})` },
    edit: { schema: deskFieldsSchema, toValues: (fields) => fields, doc: `Replace a post's text, and its picture when postImage is sent (${FIELDS})` },
  });
}
