import { useMemo, useState } from "react";
import { Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { DeskPost } from "@lampstand/contract/entities";
import { IMAGE_FIELDS, LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass } from "~/components/ui/styles";
import { ContentForm } from "~/features/admin-content/content-form";
import { POST_MESSAGE_MS, POST_TEXTS } from "~/features/admin-content/content-texts";
import { ItemCard, ItemGrid } from "~/features/admin-content/item-grid";
import { MessageWriter } from "~/features/admin-content/message-writer";
import { FormattedMessage } from "~/features/pastor-desk/formatted-message";
import { multipartBody } from "~/features/admin-content/multipart-body";
import { PicturePicker } from "~/features/admin-content/picture-picker";
import { CARD_CROP, focalValuesOf, MIDDLE_FOCAL } from "~/features/admin-content/focal-point-picker";
import { TextField } from "~/components/ui/text-field";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import {
  DeskStatusBadge,
  DeskVersions,
  PUBLISH_TEXTS,
  PublishActions,
  publishFields,
  savedText,
  scheduleOf,
  scheduleProblem,
  type PublishIntent,
  type ScheduleValues,
} from "~/features/admin-content/desk-publishing";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import { useSettings } from "~/lib/settings";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Upload Pastor Desk Message | Admin Panel", args) }, { name: "robots", content: "noindex" }];

type PostValues = { title: string; month: string; year: string; message: string; focal_x: string; focal_y: string } & ScheduleValues;

/** The month is free text (SPEC §3); the list offers the names the public list sorts by. */
const MONTHS = Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month, 1))));

/**
 * SPEC §5: title, month, year and message non-blank and a picture chosen, where the post's own
 * picture counts when it is edited (a draft may have none yet); else 'Please fill in all required
 * fields'. Create and edit both go as multipart (SPEC §7), the picture only when a new one is
 * chosen, with what the button pressed asks for: a draft, published now, or at the chosen time
 * (issue 24), typed and shown in `zone`, the church's time zone (the settings').
 */
function postKind(intent: PublishIntent, zone: string): ContentKind<DeskPost, PostValues> {
  return {
    key: "pastor-desk",
    list: {
      path: API_PATHS.viewDesks,
      fallback: MESSAGES.fetchPostsFailed,
      search: { label: "Search messages", hint: "Words of the title or the message. The newest come first." },
    },
    empty: { title: "", month: "", year: "", message: "", ...MIDDLE_FOCAL, publish_date: "", publish_time: "" },
    fromItem: (post) => ({ title: post.title, month: post.month, year: post.year, message: post.message, ...focalValuesOf(post), ...scheduleOf(post, zone) }),
    required: ["title", "month", "year", "message"],
    // A draft may wait for its picture (work in progress is kept); what visitors will see needs one.
    pictureRule: intent === "draft" ? "optional" : "always",
    missingMessage: MESSAGES.fillRequiredFields,
    messageMs: POST_MESSAGE_MS,
    check: (values) => scheduleProblem(intent, values, zone),
    save: ({ publish_date, publish_time, ...text }, picture, editing) => ({
      path: editing ? apiPath(API_PATHS.editDesk, { id: editing.id }) : API_PATHS.uploadDesk,
      method: editing ? "PUT" : "POST",
      body: multipartBody({ ...text, ...publishFields(intent, { publish_date, publish_time }, zone) }, IMAGE_FIELDS.desk, picture),
      fallback: editing ? MESSAGES.updatePostFailed : MESSAGES.uploadPostFailed,
    }),
    remove: {
      path: (post) => apiPath(API_PATHS.deleteDesk, { id: post.id }),
      fallback: MESSAGES.deletePostFailed,
      title: (post) => `Delete the message “${post.title}”?`,
      message: POST_TEXTS.deleteMessage,
    },
    texts: POST_TEXTS,
    savedText: (values) => savedText(intent, values, zone),
    saved: { name: (post) => post.title, view: (post) => `/admin/post/${post.id}` },
  };
}

/** Upload Pastor Desk Message (SPEC §2.12): the pastor's monthly newsletter, written, changed and removed. */
export default function UploadPastorDeskScreen() {
  // Which button sent the form: set by its click, read by the save.
  const [intent, setIntent] = useState<PublishIntent>("draft");
  const { emails, timeZone } = useSettings();
  const kind = useMemo(() => postKind(intent, timeZone), [intent, timeZone]);
  const editor = useContentEditor(kind);
  const { field, editing } = editor;
  const [scheduleWanted, setScheduleOpen] = useState(false);
  const scheduleOpen = scheduleWanted || editor.values.publish_date !== "";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <ContentForm
        editor={editor}
        heading={editing ? "Update Pastor Desk Message" : "Upload Pastor Desk Message"}
        editingName={editing?.title}
        intro={`The pastor's monthly newsletter. "${PUBLISH_TEXTS.draft}" keeps it off the website; "${PUBLISH_TEXTS.publish}" puts it on the Pastor's Desk page at once; "${PUBLISH_TEXTS.schedule}" at the date and time you choose. The newest month comes first.`}
        actions={<PublishActions editor={editor} intent={intent} onIntent={setIntent} field={field} scheduleOpen={scheduleOpen} onScheduleOpen={setScheduleOpen} />}
      >
        <TextField
          label="Title"
          {...field("title")}
          maxLength={LIMITS.title}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Month"
            {...field("month")}
            maxLength={LIMITS.month}
            suggestions={MONTHS}
            hint="The month's name, e.g. “November”."
          />
          <TextField
            label="Year"
            {...field("year")}
            maxLength={LIMITS.year}
            inputMode="numeric"
            hint="e.g. “2026”."
          />
        </div>
        <MessageWriter
          {...field("message")}
          maxLength={LIMITS.message}
          title={editor.values.title}
          subtitle={`${editor.values.month} ${editor.values.year}`}
          preview={<FormattedMessage message={editor.values.message} churchEmails={Object.values(emails)} title={editor.values.title} />}
        />
        <PicturePicker
          label="Picture"
          required
          hint="Shown at the top of the newsletter and on its card. A photo from a phone or camera (JPEG, PNG, WebP…), up to 10 MB."
          choice={editor.picture}
          current={editing?.image ?? null}
          currentAlt={editing ? `Current picture of “${editing.title}”` : ""}
          error={editor.pictureError}
          placeholderIcon="mail"
          focal={{ x: field("focal_x"), y: field("focal_y"), ...CARD_CROP }}
        />
      </ContentForm>

      {editing ? (
        <DeskVersions
          key={`${editing.id}:${editing.publish_at}`}
          post={editing}
          onRestored={(restored) => {
            editor.reload();
            editor.startEdit(restored);
          }}
        />
      ) : null}

      <ItemGrid
        heading={editor.listing ? `Pastor's Desk Messages (${editor.listing.position.total})` : "Pastor's Desk Messages"}
        resource={editor.resource}
        listing={editor.listing}
        onRetry={editor.reload}
        loadingLabel={POST_TEXTS.loading}
        emptyText={POST_TEXTS.empty}
      >
        {(post) => (
          <ItemCard
            name={post.title}
            image={post.image}
            focal={post}
            placeholderIcon="mail"
            beingEdited={editing?.id === post.id}
            locked={editor.locked}
            onEdit={() => editor.startEdit(post)}
            onDelete={() => editor.askDelete(post)}
            links={
              <Link to={`/admin/post/${post.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                <StaffIcon name="eye" className="size-4" />
                View<span className="sr-only"> {post.title}</span>
              </Link>
            }
          >
            <DeskStatusBadge post={post} />
            <p className="text-sm font-bold tracking-wide text-amber-800 uppercase">
              {post.month} {post.year}
            </p>
            <h3 className="text-lg leading-snug font-bold break-words text-indigo-950">{post.title}</h3>
            <p className="line-clamp-2 break-words text-slate-700">{post.message}</p>
          </ItemCard>
        )}
      </ItemGrid>
      {editor.dialogs}
    </div>
  );
}
