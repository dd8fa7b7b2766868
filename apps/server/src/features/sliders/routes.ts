import { sliderSchema } from "@lampstand/contract/entities";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { sliderFieldsSchema, uploadSliderFieldsSchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { imageItemRoutes, type ImageItemKind } from "../image-items.ts";
import { deleteSlider, findSlider, insertSlider, listSliders, toSlider, updateSlider, type SliderRow } from "./repository.ts";

const SLIDER: ImageItemKind<SliderRow, { title: string; verse: string }> = {
  what: "Slider",
  imageField: IMAGE_FIELDS.slider,
  cacheKey: "sliders",
  find: findSlider,
  // The image is required on create, so it is always there.
  insert: (tx, { image, ...values }) => insertSlider(tx, { ...values, image: image ?? "" }),
  update: updateSlider,
  remove: deleteSlider,
};

export function sliderRoutes(app: ZodApp, deps: AppDeps): void {
  imageItemRoutes(app, deps, {
    kind: SLIDER,
    tag: "sliders",
    entity: sliderSchema,
    toApi: toSlider,
    list: listSliders,
    paths: { publicList: "/api/sliders", create: "/api/upload-slider", edit: "/api/edit-slider", remove: "/api/delete-slider" },
    create: {
      schema: uploadSliderFieldsSchema,
      toValues: (fields) => ({ title: fields.overlayText ?? "", verse: fields.bibleVerse ?? "" }),
      imageRequired: true,
      doc: "Add a banner slide (multipart: sliderImage required, overlayText, bibleVerse)",
    },
    edit: {
      schema: sliderFieldsSchema,
      // Only what was sent changes.
      toValues: (fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      doc: "Change a slide's title and verse (JSON), or also its picture (multipart with sliderImage); fields left out keep their value",
    },
  });
}
