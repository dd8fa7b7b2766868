import { Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { SERMON_AUDIO, sermonFieldsSchema, type Sermon, type SermonPage, type SermonSeries } from "@lampstand/contract/sermons";
import { Field, inputClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { TextField } from "~/components/ui/text-field";
import { ContentForm } from "~/features/admin-content/content-form";
import { ItemCard, ItemGrid } from "~/features/admin-content/item-grid";
import { multipartBody } from "~/features/admin-content/multipart-body";
import { PicturePicker } from "~/features/admin-content/picture-picker";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import { AudioPicker } from "~/features/admin-content/audio-picker";
import { audioProblem, formatDuration, spokenDuration } from "~/features/admin-content/audio-rules";
import { SERIES_TEXTS, SERMON_MESSAGE_MS, SERMON_TEXTS } from "~/features/admin-content/sermon-texts";
import { formatEventDate } from "~/features/events/event-format";
import { useApiResource } from "~/lib/use-api-resource";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Sermons | Admin Panel", args) }, { name: "robots", content: "noindex" }];

type SermonValues = { title: string; date: string; speaker: string; series_id: string; scripture: string; summary: string; notes: string; video_url: string };

/** The most the API gives in one page (the newest first): a church adds about one a week. */
const LIST_SIZE = 100;
const pickSermons = (page: SermonPage) => page.sermons;

/**
 * The server's own check of the form (the contract's schema: scripture against the 66 books, the
 * video link on YouTube or Vimeo), so its message shows by the field before anything is sent.
 */
function sermonProblem(values: SermonValues): { field: keyof SermonValues & string; message: string } | null {
  const result = sermonFieldsSchema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return typeof field === "string" && field in values ? { field: field as keyof SermonValues, message: issue?.message ?? MESSAGES.unexpected } : null;
}

/**
 * A sermon (issue 23): title, date and speaker required; the rest may stay empty. Create and edit
 * both go as multipart, every text field each time (empty clears it), the picture and the audio
 * only when a new one is chosen; the audio's upload shows its progress.
 */
const sermonKind: ContentKind<Sermon, SermonValues, SermonPage> = {
  key: "sermon",
  list: { path: `${API_PATHS.sermons}?per_page=${LIST_SIZE}`, fallback: SERMON_TEXTS.fetchFailed, items: pickSermons },
  empty: { title: "", date: "", speaker: "", series_id: "", scripture: "", summary: "", notes: "", video_url: "" },
  fromItem: (sermon) => ({
    title: sermon.title,
    date: sermon.date,
    speaker: sermon.speaker,
    series_id: sermon.series ? String(sermon.series.id) : "",
    scripture: sermon.scripture.join("\n"),
    summary: sermon.summary,
    notes: sermon.notes,
    video_url: sermon.video_url ?? "",
  }),
  required: ["title", "date", "speaker"],
  pictureRule: "optional",
  missingMessage: MESSAGES.fillRequiredFields,
  messageMs: SERMON_MESSAGE_MS,
  check: sermonProblem,
  file: { field: SERMON_AUDIO.audioField, name: "audio", problemOf: audioProblem },
  save: (values, picture, editing, audio) => {
    const body = multipartBody({ ...values, video_url: values.video_url.trim() }, SERMON_AUDIO.pictureField, picture);
    if (audio) body.set(SERMON_AUDIO.audioField, audio, audio.name);
    return {
      path: editing ? apiPath(API_PATHS.sermon, { id: editing.id }) : API_PATHS.sermons,
      method: editing ? "PUT" : "POST",
      body,
      fallback: editing ? SERMON_TEXTS.updateFailed : SERMON_TEXTS.uploadFailed,
    };
  },
  remove: {
    path: (sermon) => apiPath(API_PATHS.sermon, { id: sermon.id }),
    fallback: SERMON_TEXTS.deleteFailed,
    title: SERMON_TEXTS.deleteTitle,
    message: (sermon) => SERMON_TEXTS.deleteMessage(sermon.title),
  },
  texts: SERMON_TEXTS,
};

/** Sermons (issue 23): the sermon library's recordings, added, changed and removed; the series are on their own screen. */
export default function SermonsScreen() {
  const editor = useContentEditor(sermonKind);
  const { field, editing } = editor;
  const sermons = editor.resource.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <ContentForm
        editor={editor}
        heading={editing ? SERMON_TEXTS.updateHeading : SERMON_TEXTS.uploadHeading}
        editingName={editing?.title}
        intro={
          <>
            Sermons appear in the sermon library of the website, newest first, and those with audio in the podcast. Group them in{" "}
            <Link to="/admin/sermons/series" className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950">
              sermon series
            </Link>
            .
          </>
        }
      >
        <TextField label="Title" {...field("title")} maxLength={LIMITS.title} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Date" type="date" {...field("date")} hint="The day it was preached." />
          <TextField label="Speaker" {...field("speaker")} maxLength={LIMITS.name} hint="e.g. “Pastor Grace Adeyemi”." />
        </div>
        <SeriesSelect {...field("series_id")} />
        <TextField
          label="Scripture"
          {...field("scripture")}
          maxLength={LIMITS.description}
          rows={3}
          hint="One reference a line (or separated by semicolons): book, chapter and verse, e.g. “John 3:16” or “1 Corinthians 13:4-7”."
        />
        <TextField label="Summary" {...field("summary")} maxLength={LIMITS.description} rows={3} hint="A sentence or two for the list of sermons and the podcast." />
        <TextField
          label="Notes"
          {...field("notes")}
          maxLength={LIMITS.message}
          rows={8}
          hint="Written as the pastor's newsletter is: ## heading, **bold**, *italic*, - list item, > quotation; a reference such as “John 3:16” with its verse on the next line is a scripture block; an empty line starts a new paragraph."
        />
        <TextField
          label="Video link"
          {...field("video_url")}
          maxLength={LIMITS.shortText}
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="The sermon on YouTube or Vimeo, if it was filmed."
        />
        <AudioPicker choice={editor.file} current={editing?.audio ?? null} error={editor.fileError} />
        <PicturePicker
          label="Picture"
          required={false}
          hint="Shown with the sermon on the website. A photo from a phone or camera (JPEG, PNG, WebP…), up to 10 MB."
          choice={editor.picture}
          current={editing?.image ?? null}
          currentAlt={editing ? `Current picture of “${editing.title}”` : ""}
          error={editor.pictureError}
          placeholderIcon="play"
        />
      </ContentForm>

      <ItemGrid
        heading={sermons ? `${SERMON_TEXTS.listHeading} (${sermons.length})` : SERMON_TEXTS.listHeading}
        resource={editor.resource}
        onRetry={editor.reload}
        loadingLabel={SERMON_TEXTS.loading}
        emptyText={SERMON_TEXTS.empty}
      >
        {(sermon) => (
          <ItemCard
            name={sermon.title}
            image={sermon.image}
            placeholderIcon="play"
            beingEdited={editing?.id === sermon.id}
            locked={editor.locked}
            onEdit={() => editor.startEdit(sermon)}
            onDelete={() => editor.askDelete(sermon)}
            links={
              <Link to={`/sermons/${sermon.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                <Icon name="arrow-right" className="size-4" />
                View<span className="sr-only"> {sermon.title}</span>
              </Link>
            }
          >
            <SermonSummary sermon={sermon} />
          </ItemCard>
        )}
      </ItemGrid>
      {sermons?.length === LIST_SIZE ? <p className="text-slate-700">These are the newest {LIST_SIZE} sermons; older ones are in the public sermon library.</p> : null}
      {editor.dialogs}
    </div>
  );
}

/** What a card says of a sermon: when, what, who, its series, scripture, and what it holds (audio with its length, video). */
function SermonSummary({ sermon }: { sermon: Sermon }) {
  return (
    <>
      <p className="text-sm font-bold tracking-wide text-amber-800 uppercase">
        <time dateTime={sermon.date}>{formatEventDate(sermon.date)}</time>
      </p>
      <h3 className="text-lg leading-snug font-bold break-words text-indigo-950">{sermon.title}</h3>
      <p className="break-words text-slate-700">
        {sermon.speaker}
        {sermon.series ? <> · {sermon.series.title}</> : null}
      </p>
      {sermon.scripture.length > 0 ? <p className="text-sm break-words text-slate-700">{sermon.scripture.join("; ")}</p> : null}
      <p className="mt-auto flex flex-wrap gap-2 pt-1 text-sm font-semibold">
        {sermon.audio ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-0.5 text-indigo-900 ring-1 ring-indigo-200" data-duration="">
            <Icon name="clock" className="size-4" />
            <span aria-hidden="true">{formatDuration(sermon.audio.duration_seconds)}</span>
            <span className="sr-only">Audio, {spokenDuration(sermon.audio.duration_seconds)}</span>
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-0.5 text-slate-700 ring-1 ring-slate-200">No audio</span>
        )}
        {sermon.video_url ? <span className="rounded-full bg-slate-100 px-3 py-0.5 text-slate-700 ring-1 ring-slate-200">Video</span> : null}
      </p>
    </>
  );
}

/** The sermon's series, chosen from those staff made; "None" sends it without one. */
function SeriesSelect({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { resource, reload } = useApiResource<SermonSeries[]>(API_PATHS.sermonSeriesList, SERIES_TEXTS.fetchFailed);
  const series = resource.data ?? [];
  const hint =
    resource.state === "error" ? (
      <>
        {resource.error}.{" "}
        <button type="button" onClick={reload} className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
          Try again
        </button>
      </>
    ) : (
      <>
        To add a series, or change its artwork, go to{" "}
        <Link to="/admin/sermons/series" className="focus-ring rounded-sm font-semibold text-indigo-800 underline underline-offset-2">
          Sermon series
        </Link>
        .
      </>
    );
  return (
    <Field label="Series" hint={hint} error={error}>
      {(control) => (
        <select {...control} name="series_id" value={value} onChange={(event) => onChange(event.currentTarget.value)} className={inputClass}>
          <option value="">None</option>
          {series.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.title}
            </option>
          ))}
          {/* Still shown while the list loads, or when the sermon's series went. */}
          {value !== "" && !series.some((item) => String(item.id) === value) ? <option value={value}>{resource.state === "loading" ? "Loading…" : "A series that no longer exists"}</option> : null}
        </select>
      )}
    </Field>
  );
}
