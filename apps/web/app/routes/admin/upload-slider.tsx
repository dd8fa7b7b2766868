import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { Slider } from "@lampstand/contract/entities";
import { IMAGE_FIELDS, LIMITS } from "@lampstand/contract/limits";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { ContentForm } from "~/features/admin-content/content-form";
import { SLIDER_MESSAGE_MS, SLIDER_TEXTS } from "~/features/admin-content/content-texts";
import { ItemCard, ItemGrid } from "~/features/admin-content/item-grid";
import { multipartBody } from "~/features/admin-content/multipart-body";
import { CurrentPicture, PicturePicker } from "~/features/admin-content/picture-picker";
import { FocalPointPicker, focalValuesOf, MIDDLE_FOCAL } from "~/features/admin-content/focal-point-picker";
import { BANNER_SIZE } from "~/content/home";
import { TextField } from "~/components/ui/text-field";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Upload Slider | Admin Panel", args) }, { name: "robots", content: "noindex" }];

type SliderValues = { title: string; verse: string; alt: string; focal_x: string; focal_y: string };

/** The banner's crop, as the home page draws it at a desktop's width. */
/** The banner's crops: a desktop's, and a phone's (390 px wide, the banner's least height of 34rem). */
const BANNER_CROP = { cropShape: `${BANNER_SIZE.width} / ${BANNER_SIZE.height}`, phoneCropShape: "390 / 544", cropLabel: "the home page's banner" } as const;

/**
 * SPEC §2.12, §5, §7: overlay text and verse are optional, a picture is needed for a new slide
 * only. A new slide goes as multipart (sliderImage, overlayText, bibleVerse); an edit as JSON
 * (title, verse), since the picture cannot change while editing. Both carry the picture's
 * description (alt) of the live-content issue.
 */
const sliderKind: ContentKind<Slider, SliderValues> = {
  key: "slider",
  list: { path: API_PATHS.sliders, fallback: MESSAGES.fetchSlidersFailed },
  empty: { title: "", verse: "", alt: "", ...MIDDLE_FOCAL },
  fromItem: (slider) => ({ title: slider.title, verse: slider.verse, alt: slider.alt, ...focalValuesOf(slider) }),
  required: [],
  pictureRule: "new",
  missingMessage: SERVER_MESSAGES.imageRequired,
  messageMs: SLIDER_MESSAGE_MS,
  save: (values, picture, editing) =>
    editing
      ? { path: apiPath(API_PATHS.editSlider, { id: editing.id }), method: "PUT", body: { ...values }, fallback: MESSAGES.updateSliderFailed }
      : {
          path: API_PATHS.uploadSlider,
          method: "POST",
          body: multipartBody(
            { overlayText: values.title, bibleVerse: values.verse, alt: values.alt, focal_x: values.focal_x, focal_y: values.focal_y },
            IMAGE_FIELDS.slider,
            picture,
          ),
          fallback: MESSAGES.uploadSliderFailed,
        },
  remove: {
    path: (slider) => apiPath(API_PATHS.deleteSlider, { id: slider.id }),
    fallback: MESSAGES.deleteSliderFailed,
    title: SLIDER_TEXTS.deleteTitle,
    message: SLIDER_TEXTS.deleteMessage,
  },
  texts: SLIDER_TEXTS,
};

/** Upload Slider (SPEC §2.12): the home page's banner pictures, added, changed and removed. */
export default function UploadSliderScreen() {
  const editor = useContentEditor(sliderKind);
  const { field, editing } = editor;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <ContentForm
        editor={editor}
        heading={editing ? "Update Slider" : "Upload Slider"}
        editingName={editing ? editing.title || "this slider" : undefined}
        intro="The banner at the top of the home page shows these pictures in turn, each with its overlay text and Bible verse. While none is uploaded, the home page shows its own default pictures."
      >
        {/* SPEC §2.12: the file picker only when no edit is in progress. */}
        {editing ? (
          <CurrentPicture
            image={editing.image}
            alt={editing.alt || editing.title}
            placeholderIcon="image"
            note="A slider keeps its picture. To show another picture, upload it as a new slider and delete this one."
          />
        ) : null}
        {editing ? (
          <FocalPointPicker chosen={null} current={editing.image} x={field("focal_x")} y={field("focal_y")} {...BANNER_CROP} />
        ) : (
          <PicturePicker
            label="Slider picture"
            required
            hint={
              <>
                Recommended size: <strong className="font-semibold whitespace-nowrap">{SLIDER_TEXTS.recommendedSize}</strong> (wide). A
                photo from a phone or camera (JPEG, PNG, WebP…), up to 10 MB.
              </>
            }
            choice={editor.picture}
            current={null}
            currentAlt=""
            error={editor.pictureError}
            placeholderIcon="image"
            focal={{ x: field("focal_x"), y: field("focal_y"), ...BANNER_CROP }}
          />
        )}
        <TextField
          label="Overlay text"
          {...field("title")}
          maxLength={LIMITS.shortText}
          hint="Large words shown over the picture, e.g. “Welcome home”. Optional."
        />
        <TextField
          label="Bible verse"
          {...field("verse")}
          maxLength={LIMITS.verse}
          rows={2}
          hint="Shown under the overlay text, e.g. “I was glad when they said unto me, Let us go into the house of the LORD. Psalm 122:1”. Optional."
        />
        <TextField
          label="Picture description"
          {...field("alt")}
          maxLength={LIMITS.shortText}
          hint="What the picture shows, read aloud to visitors who cannot see it, e.g. “The choir singing at the Easter service”. If left empty, the overlay text is used."
        />
      </ContentForm>

      <ItemGrid
        heading={editor.resource.data ? `Uploaded Sliders (${editor.resource.data.length})` : "Uploaded Sliders"}
        resource={editor.resource}
        onRetry={editor.reload}
        loadingLabel="Loading sliders..."
        emptyText={SLIDER_TEXTS.empty}
      >
        {(slider) => (
          <ItemCard
            name={slider.title || `slider ${slider.id}`}
            image={slider.image}
            focal={slider}
            placeholderIcon="image"
            beingEdited={editing?.id === slider.id}
            locked={editor.locked}
            onEdit={() => editor.startEdit(slider)}
            onDelete={() => editor.askDelete(slider)}
          >
            <h3 className="text-lg leading-snug font-bold break-words text-indigo-950">
              {slider.title || <span className="font-normal text-slate-600 italic">No overlay text</span>}
            </h3>
            {slider.verse ? <p className="break-words text-slate-700 italic">{slider.verse}</p> : null}
            <p className="text-sm break-words text-slate-600">
              <span className="font-semibold text-slate-700">Picture description: </span>
              {slider.alt || "none (the overlay text is read instead)"}
            </p>
          </ItemCard>
        )}
      </ItemGrid>
      {editor.dialogs}
    </div>
  );
}
