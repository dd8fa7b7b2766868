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
import { TextField } from "~/components/ui/text-field";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";
import { useSettings } from "~/lib/settings";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Upload Pastor Desk Message | Admin Panel", args) }, { name: "robots", content: "noindex" }];

type PostValues = { title: string; month: string; year: string; message: string };

/** The month is free text (SPEC §3); the list offers the names the public list sorts by. */
const MONTHS = Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month, 1))));

/**
 * SPEC §5: title, month, year and message non-blank and a picture chosen, where the post's own
 * picture counts when it is edited; else 'Please fill in all required fields'. Create and edit
 * both go as multipart (SPEC §7), the picture only when a new one is chosen.
 */
const postKind: ContentKind<DeskPost, PostValues> = {
  key: "pastor-desk",
  list: {
    path: API_PATHS.viewDesks,
    fallback: MESSAGES.fetchPostsFailed,
    search: { label: "Search messages", hint: "Words of the title or the message. The newest come first." },
  },
  empty: { title: "", month: "", year: "", message: "" },
  fromItem: (post) => ({ title: post.title, month: post.month, year: post.year, message: post.message }),
  required: ["title", "month", "year", "message"],
  pictureRule: "always",
  missingMessage: MESSAGES.fillRequiredFields,
  messageMs: POST_MESSAGE_MS,
  save: (values, picture, editing) => ({
    path: editing ? apiPath(API_PATHS.editDesk, { id: editing.id }) : API_PATHS.uploadDesk,
    method: editing ? "PUT" : "POST",
    body: multipartBody(values, IMAGE_FIELDS.desk, picture),
    fallback: editing ? MESSAGES.updatePostFailed : MESSAGES.uploadPostFailed,
  }),
  remove: {
    path: (post) => apiPath(API_PATHS.deleteDesk, { id: post.id }),
    fallback: MESSAGES.deletePostFailed,
    title: (post) => `Delete the message “${post.title}”?`,
    message: POST_TEXTS.deleteMessage,
  },
  texts: POST_TEXTS,
  saved: { name: (post) => post.title, view: (post) => `/admin/post/${post.id}` },
};

/** Upload Pastor Desk Message (SPEC §2.12): the pastor's monthly newsletter, written, changed and removed. */
export default function UploadPastorDeskScreen() {
  const editor = useContentEditor(postKind);
  const { field, editing } = editor;
  const { emails } = useSettings();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <ContentForm
        editor={editor}
        heading={editing ? "Update Pastor Desk Message" : "Upload Pastor Desk Message"}
        editingName={editing?.title}
        intro="The pastor's monthly newsletter. It appears on the Pastor's Desk page of the website as soon as you submit it; the newest month comes first."
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
        />
      </ContentForm>

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
