import { z } from "zod";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { deletedSchema, sliderSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { sliderFieldsSchema, uploadSliderFieldsSchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { focalColumns, imageItemErrors, ImageItems } from "../image-items.ts";
import { idParams } from "../request-parsing.ts";
import { uploadRoutes } from "../../images/read-upload-form.ts";
import { deleteSlider, findSlider, insertSlider, listSliders, toSlider, updateSlider, type SliderRow, type SliderValues } from "./repository.ts";

/** The homepage banner (SPEC §7 sliders): a picture with an overlay text and a Bible verse. */
export function sliderRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  const sliders = new ImageItems<SliderRow, SliderValues>(deps, {
    what: "Slider",
    imageField: IMAGE_FIELDS.slider,
    cacheKey: "sliders",
    find: findSlider,
    // The create route refuses a slide without a picture, so there always is one.
    insert: (tx, { image, ...values }) => insertSlider(tx, { ...values, image: image ?? "" }),
    update: updateSlider,
    remove: deleteSlider,
  });
  const tags = ["sliders"];

  app.get(
    API_PATHS.sliders,
    { config: { public: true, answerAhead: true }, schema: { tags, summary: "Slider list for the public site", response: { 200: z.array(sliderSchema) } } },
    (_request, reply) => deps.cache.send(reply, "sliders", () => listSliders(db)),
  );

  const createForm = sliders.form(uploadSliderFieldsSchema, { imageRequired: true });
  const editForm = sliders.form(sliderFieldsSchema, { imageRequired: false });
  uploadRoutes(app, (uploads) => {
    uploads.post(
      API_PATHS.uploadSlider,
      {
        config: { uploadForm: createForm },
        schema: {
          tags,
          summary: "Add a banner slide (multipart: sliderImage required, overlayText, bibleVerse, alt: what the picture shows)",
          consumes: ["multipart/form-data"],
          response: { 201: sliderSchema, ...imageItemErrors },
        },
      },
      async (request, reply) => {
        const { fields, picture } = await sliders.readForm(request, createForm);
        const row = await sliders.create(
          { title: fields.overlayText ?? "", verse: fields.bibleVerse ?? "", alt: fields.alt ?? "", ...focalColumns(fields) },
          picture,
        );
        return reply.status(201).send(toSlider(row));
      },
    );

    uploads.put(
      API_PATHS.editSlider,
      {
        config: { uploadForm: editForm },
        schema: {
          params: idParams,
          tags,
          summary: "Change a slide's title, verse and picture description (JSON), or also its picture (multipart with sliderImage); fields left out keep their value",
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: sliderSchema, ...imageItemErrors },
        },
      },
      async (request) => {
        const id = sliders.id(request.params.id);
        const { fields, picture } = await sliders.readForm(request, editForm);
        // Only what was sent changes.
        const { focal_x, focal_y, ...text } = fields;
        const values = { ...Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined)), ...focalColumns({ focal_x, focal_y }) };
        return toSlider(await sliders.edit(id, values, picture));
      },
    );
  });

  app.delete(
    API_PATHS.deleteSlider,
    {
      schema: {
        params: idParams,
        tags,
        summary: "Delete a slider and, if unused elsewhere, its picture",
        response: { 200: deletedSchema, ...imageItemErrors },
      },
    },
    (request) => sliders.remove(sliders.id(request.params.id)),
  );
}
