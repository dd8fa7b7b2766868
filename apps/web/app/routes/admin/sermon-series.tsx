import { Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { SERMON_AUDIO, type SermonSeries } from "@lampstand/contract/sermons";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { TextField } from "~/components/ui/text-field";
import { ContentForm } from "~/features/admin-content/content-form";
import { ItemCard, ItemGrid } from "~/features/admin-content/item-grid";
import { multipartBody } from "~/features/admin-content/multipart-body";
import { PicturePicker } from "~/features/admin-content/picture-picker";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import { SERIES_TEXTS, SERMON_MESSAGE_MS } from "~/features/admin-content/sermon-texts";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Sermon Series | Admin Panel", args) }, { name: "robots", content: "noindex" }];

type SeriesValues = { title: string; description: string };

/** A sermon series (issue 23): a title, and optionally a description and its artwork. */
const seriesKind: ContentKind<SermonSeries, SeriesValues> = {
  key: "sermon-series",
  list: { path: API_PATHS.sermonSeriesList, fallback: SERIES_TEXTS.fetchFailed },
  empty: { title: "", description: "" },
  fromItem: (series) => ({ title: series.title, description: series.description }),
  required: ["title"],
  pictureRule: "optional",
  missingMessage: MESSAGES.fillRequiredFields,
  messageMs: SERMON_MESSAGE_MS,
  save: (values, picture, editing) => ({
    path: editing ? apiPath(API_PATHS.sermonSeries, { id: editing.id }) : API_PATHS.sermonSeriesList,
    method: editing ? "PUT" : "POST",
    body: multipartBody(values, SERMON_AUDIO.pictureField, picture),
    fallback: editing ? SERIES_TEXTS.updateFailed : SERIES_TEXTS.uploadFailed,
  }),
  remove: {
    path: (series) => apiPath(API_PATHS.sermonSeries, { id: series.id }),
    fallback: SERIES_TEXTS.deleteFailed,
    title: SERIES_TEXTS.deleteTitle,
    message: (series) => SERIES_TEXTS.deleteMessage(series.title),
  },
  texts: SERIES_TEXTS,
};

/** Sermon series (issue 23): the groups sermons are preached in, each with its artwork and description. */
export default function SermonSeriesScreen() {
  const editor = useContentEditor(seriesKind);
  const { field, editing } = editor;
  const series = editor.resource.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <Link to="/admin/sermons" className={`${buttonClass({ variant: "secondary", size: "sm" })} w-fit`}>
        <Icon name="chevron-left" className="size-4" />
        Back to sermons
      </Link>
      <ContentForm
        editor={editor}
        heading={editing ? SERIES_TEXTS.updateHeading : SERIES_TEXTS.uploadHeading}
        editingName={editing?.title}
        intro="A series groups sermons preached in a row. Its page on the website shows its artwork, its description and its sermons; choose the series on each sermon."
      >
        <TextField label="Title" {...field("title")} maxLength={LIMITS.title} />
        <TextField label="Description" {...field("description")} maxLength={LIMITS.description} rows={5} hint="What the series is about, for its page on the website." />
        <PicturePicker
          label="Artwork"
          required={false}
          hint="The series' picture on the website. A square or wide image (JPEG, PNG, WebP…), up to 10 MB."
          choice={editor.picture}
          current={editing?.image ?? null}
          currentAlt={editing ? `Current artwork of “${editing.title}”` : ""}
          error={editor.pictureError}
          placeholderIcon="image"
        />
      </ContentForm>

      <ItemGrid
        heading={series ? `${SERIES_TEXTS.listHeading} (${series.length})` : SERIES_TEXTS.listHeading}
        resource={editor.resource}
        onRetry={editor.reload}
        loadingLabel={SERIES_TEXTS.loading}
        emptyText={SERIES_TEXTS.empty}
      >
        {(item) => (
          <ItemCard
            name={item.title}
            image={item.image}
            placeholderIcon="image"
            beingEdited={editing?.id === item.id}
            locked={editor.locked}
            onEdit={() => editor.startEdit(item)}
            onDelete={() => editor.askDelete(item)}
          >
            <h3 className="text-lg leading-snug font-bold break-words text-indigo-950">{item.title}</h3>
            {item.description ? <p className="line-clamp-3 break-words text-slate-700">{item.description}</p> : null}
          </ItemCard>
        )}
      </ItemGrid>
      {editor.dialogs}
    </div>
  );
}
