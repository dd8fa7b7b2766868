import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass } from "~/components/ui/styles";
import { UploadProgress } from "~/components/ui/upload-progress";
import { RESTORED_DRAFT, type ContentFormState } from "./use-content-editor";

/**
 * The form of a content screen around its fields (SPEC §2.12): the heading, which item is being
 * edited, the message of §5 when something is missing, the upload's progress, and 'Submit' /
 * 'Update' / 'Processing...' with Cancel while editing.
 */
export function ContentForm({
  editor,
  heading,
  intro,
  editingName,
  children,
}: {
  editor: ContentFormState;
  heading: string;
  intro: ReactNode;
  /** The item being edited, as staff know it (its title). */
  editingName: string | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const { formRef, headingRef, submitRef, ...form } = editor;
  const editing = form.editing !== null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="focus-ring rounded-sm text-2xl font-bold text-indigo-950 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{intro}</p>
      {editing ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <StaffIcon name="pencil" className="mt-0.5 size-5 shrink-0" />
          <span>
            You are editing <strong className="font-semibold break-words">{editingName || "this item"}</strong>. Cancel to add a new one instead.
          </span>
        </p>
      ) : null}
      {form.saved ? (
        <div className="mt-4 flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950" data-saved-report="">
          <p className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 size-5 shrink-0" />
            <span>
              {form.saved.created ? "Added " : "Saved your changes to "}
              <strong className="font-semibold break-words">{form.saved.name}</strong>. The form below is ready for the next one.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {form.saved.view ? (
              <Link to={form.saved.view} className={buttonClass({ variant: "secondary", size: "sm" })}>
                View it<span className="sr-only">: {form.saved.name}</span>
              </Link>
            ) : null}
            <button type="button" onClick={form.saved.editAgain} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Edit it again
            </button>
            <button type="button" onClick={form.dismissSaved} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Add another
            </button>
          </div>
        </div>
      ) : null}
      {form.restored ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-indigo-300 bg-indigo-50 px-4 py-3 text-indigo-950" data-restored-draft="">
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          <span>{RESTORED_DRAFT}</span>
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={(event) => void form.submit(event)} className="mt-6 flex flex-col gap-5">
        {/* Nothing typed while the save runs, since the form is emptied when it succeeds. */}
        <fieldset disabled={form.busy} className="flex min-w-0 flex-col gap-5">
          {children}
        </fieldset>
        <div role="alert" className="empty:hidden">
          {form.message ? (
            <p key={form.message.n} className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800" data-form-message="">
              {form.message.text}
            </p>
          ) : null}
        </div>
        {form.progress !== null ? <UploadProgress sent={form.progress} what={form.uploading} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button ref={submitRef} type="submit" disabled={form.locked} className={buttonClass({ size: "lg" })}>
            <StaffIcon name={editing ? "check" : "upload"} className="size-5" />
            {form.busy ? "Processing..." : editing ? "Update" : "Submit"}
          </button>
          {editing ? (
            <button type="button" onClick={form.cancel} disabled={form.locked} className={buttonClass({ variant: "secondary", size: "lg" })}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
