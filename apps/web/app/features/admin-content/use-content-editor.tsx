import { useEffect, useRef, useState, type FormEvent } from "react";
import { IMAGE_FIELDS } from "@lampstand/contract/limits";
import { MESSAGES, SERVER_MESSAGES } from "@lampstand/contract/messages";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useNotification } from "~/components/ui/notification";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useStaffList } from "~/lib/use-staff-list";
import type { ListSearchWords } from "~/components/ui/staff-list";
import { forgetDraft, keepDraft, readDraft } from "./form-draft";
import { blankFields, hasChanges, pictureMissing, type FormValues, type PictureRule } from "./form-rules";
import { useFileChoice } from "./file-choice";
import { usePictureChoice } from "./picture-picker";
import { useUnsavedChangesGuard } from "~/components/ui/unsaved-changes";

/** What every item with a picture has: sliders, pastor's desk posts and events. */
export type StoredItem = { id: number; image: string | null };

/** One save as the API takes it: multipart (with a picture) or JSON. */
export type SaveRequest = { path: string; method: "POST" | "PUT"; body: FormData | Record<string, unknown>; fallback: string };

/** A file a form sends beside its picture (a sermon's audio): its API field, its name in the progress label, the browser's check. */
export type ContentFile = { field: string; name: string; problemOf: (file: File) => string | null };

/** How one content screen differs from the others: its list, its form's fields and rules, its calls and texts. */
export type ContentKind<Item extends StoredItem, Values extends FormValues, ListAnswer = Item[]> = {
  /** Names the draft kept when a session ends mid-save (form-draft.ts). */
  key: string;
  /**
   * Where the items come from; `items` picks them out of an answer that is not a plain list (a page
   * of sermons); with `search`, the list is read a page at a time and searchable (issue 24).
   */
  list: { path: string; fallback: string; items?: (answer: ListAnswer) => Item[]; search?: ListSearchWords };
  /** A new item's form. */
  empty: Values;
  /** The form filled from an item, to edit it. */
  fromItem: (item: Item) => Values;
  required: ReadonlyArray<keyof Values & string>;
  pictureRule: PictureRule;
  /** SPEC §5's message when something required is missing. */
  missingMessage: string;
  /** How long that message stays (SPEC §9: slider errors 5 s, event state 3 s). */
  messageMs: number;
  /** A check beyond the required fields (an event's repeat choice): the field to point at and why. */
  check?: (values: Values) => { field: keyof Values & string; message: string } | null;
  /** A file besides the picture, chosen in its own field (`editor.file`). */
  file?: ContentFile;
  /** `file` is the one chosen for `kind.file`, if any. */
  save: (values: Values, picture: File | null, editing: Item | null, file: File | null) => SaveRequest;
  /** `title` and `message` may name the item ("Delete the event “Harvest Sunday”?"), so staff see which one goes. */
  remove: { path: (item: Item) => string; fallback: string; title: string | ((item: Item) => string); message: string | ((item: Item) => string) };
  texts: { created: string; updated: string; deleted: string };
  /** After a save the form says what was saved, and where to see it (issue 24): its name and its page, if it has one. */
  saved?: { name: (item: Item) => string; view?: (item: Item) => string };
};

/** The last item saved, as the form reports it, until staff move on (edit, add another). */
export type SavedReport = { name: string; created: boolean; view: string | null; editAgain: () => void };

const noProblem = () => null;

/** Under a required field left blank. */
export const REQUIRED_FIELD = "This field is required.";

export const DISCARD_TEXTS = {
  title: "Discard your changes?",
  message: "The changes you made in the form are not saved yet. If you go on, they will be lost.",
  discard: "Discard changes",
  keep: "Keep editing",
} as const;

export const RESTORED_DRAFT =
  "Your session ended before this was saved, so we kept what you typed. Check it, choose the picture again if there was one, and save.";

/** The image field names of the API, all shown under the one picture field. */
const PICTURE_FIELDS = new Set<string>(Object.values(IMAGE_FIELDS));

/**
 * A message that goes away by itself after `ms`. Saying it again (a second Submit with the same
 * gap) starts its time again and draws it anew, so screen readers announce it again.
 */
function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  const say = (text: string | null) => setMessage((last) => (text === null ? null : { text, n: (last?.n ?? 0) + 1 }));
  return [message, say] as const;
}

type FocusRequest = { target: "heading" | "first-invalid" | "submit"; scroll: boolean; n: number };

/**
 * The behaviour the three content screens share (SPEC §2.12, §4, §5): the list from the API, a
 * form in create or edit mode, Cancel, the checks of §5 with their messages, the save (with the
 * picture's upload progress), the notification of each result, delete after a confirmation, and
 * nothing lost: unsaved changes are asked about before they go (leaving, Cancel, editing another
 * item), a failed save keeps every field, and a save refused because the session ended keeps the
 * text for after the next sign-in.
 */
export function useContentEditor<Item extends StoredItem, Values extends FormValues, ListAnswer = Item[]>(kind: ContentKind<Item, Values, ListAnswer>) {
  const { resource, reload, replace, position } = useStaffList<Item, ListAnswer>(kind.list.path, kind.list.fallback, {
    paged: kind.list.search !== undefined,
    items: kind.list.items,
  });
  const { notify, notification } = useNotification();
  const picture = usePictureChoice();
  const file = useFileChoice(kind.file?.problemOf ?? noProblem);

  // A draft kept when the session ended mid-save fills the form once (see form-draft.ts).
  const [draft] = useState(() => readDraft(kind.key));
  useEffect(() => forgetDraft(kind.key), [kind.key]);
  const [values, setValues] = useState<Values>(() => ({ ...kind.empty, ...draft?.values }));
  const [restored, setRestored] = useState(draft !== null);
  const [pendingEditId, setPendingEditId] = useState(draft?.editingId ?? null);
  const [editing, setEditing] = useState<Item | null>(null);
  const [baseline, setBaseline] = useState<Values>(kind.empty);

  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [message, setMessage] = useTimedMessage(kind.messageMs);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [pendingDelete, setPendingDelete] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [pendingDiscard, setPendingDiscard] = useState<(() => void) | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [lastSaved, setLastSaved] = useState<{ item: Item; created: boolean } | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The kept draft was an edit: back into edit mode once the list shows the item still exists.
  if (pendingEditId !== null && resource.state !== "loading") {
    const item = resource.data?.find((candidate) => candidate.id === pendingEditId);
    setPendingEditId(null);
    if (item) {
      setEditing(item);
      setBaseline(kind.fromItem(item));
    }
  }

  const dirty = hasChanges(values, baseline, picture.chosen !== null || file.chosen !== null);
  const leaveGuard = useUnsavedChangesGuard(dirty);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.scroll) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    }
    const element =
      focusRequest.target === "heading"
        ? headingRef.current
        : focusRequest.target === "submit"
          ? submitRef.current
          : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    element?.focus({ preventScroll: focusRequest.scroll });
  }, [focusRequest]);
  const focus = (target: FocusRequest["target"], scroll = false) => setFocusRequest((last) => ({ target, scroll, n: (last?.n ?? 0) + 1 }));

  const storedImage = editing?.image ?? null;
  const missingPicture = pictureMissing(kind.pictureRule, { chosen: picture.chosen !== null, editing: editing !== null, storedImage });
  const blank = blankFields(values, kind.required);

  /** The error under a field: what the server said of it, or that it is required and blank. */
  const fieldError = (name: keyof Values & string): string | undefined =>
    serverErrors[name] ?? (showMissing && blank.includes(name) ? REQUIRED_FIELD : undefined);
  const pictureError = serverErrors.picture ?? (showMissing && missingPicture ? SERVER_MESSAGES.imageRequired : undefined);
  const fileError = file.refusal ?? (kind.file ? serverErrors[kind.file.field] : undefined);

  const setValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...others }) => others);
  };

  /** What a TextField of the form takes for `name`: its value, its setter, its error, whether it is required. */
  const field = (name: keyof Values & string) => ({
    value: values[name] ?? "",
    onChange: (value: string) => setValue(name, value),
    error: fieldError(name),
    required: kind.required.includes(name),
  });

  const resetTo = (item: Item | null) => {
    const filled = item ? kind.fromItem(item) : kind.empty;
    setEditing(item);
    setValues(filled);
    setBaseline(filled);
    picture.clear();
    file.clear();
    setShowMissing(false);
    setServerErrors({});
    setMessage(null);
    setRestored(false);
    setLastSaved(null);
  };

  /** Runs `action` at once, or after staff agree to lose their unsaved changes. */
  const unlessUnsaved = (action: () => void) => {
    if (dirty) setPendingDiscard(() => action);
    else action();
  };

  const startEdit = (item: Item) =>
    unlessUnsaved(() => {
      resetTo(item);
      // SPEC §2.12: editing scrolls the page to the top, where the form is.
      focus("heading", true);
    });

  const cancel = () => unlessUnsaved(() => resetTo(null));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (blank.length > 0 || missingPicture) {
      setShowMissing(true);
      setMessage(kind.missingMessage);
      focus("first-invalid");
      return;
    }
    const problem = kind.check?.(values) ?? null;
    if (problem) {
      setShowMissing(false);
      setServerErrors({ [problem.field]: problem.message });
      setMessage(problem.message);
      focus("first-invalid");
      return;
    }
    setShowMissing(false);
    setMessage(null);
    setServerErrors({});
    const request = kind.save(values, picture.chosen, editing, file.chosen);
    const upload = request.body instanceof FormData && (picture.chosen !== null || file.chosen !== null);
    setBusy(true);
    setProgress(upload ? 0 : null);
    try {
      const stored = await apiRequest<Item>(request.path, {
        method: request.method,
        body: request.body,
        fallback: request.fallback,
        onUploadProgress: upload ? setProgress : undefined,
      });
      notify("success", editing ? kind.texts.updated : kind.texts.created);
      resetTo(null);
      setLastSaved({ item: stored, created: !editing });
      reload();
      focus("heading");
    } catch (failure) {
      const error = failure instanceof ApiRequestError ? failure : null;
      // The layout now sends staff to the login page: what they typed waits for them (form-draft.ts).
      if (error?.status === 401) keepDraft(kind.key, { editingId: editing?.id ?? null, values });
      notify("error", error?.message ?? MESSAGES.unexpected);
      if (error?.field) setServerErrors({ [PICTURE_FIELDS.has(error.field) ? "picture" : error.field]: error.message });
      focus("submit");
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    const item = pendingDelete;
    if (!item || deleting) return;
    setDeleting(true);
    try {
      await apiRequest<unknown>(kind.remove.path(item), { method: "DELETE", fallback: kind.remove.fallback });
      notify("success", kind.texts.deleted);
      replace((items) => items.filter((candidate) => candidate.id !== item.id));
      if (editing?.id === item.id) resetTo(null);
    } catch (failure) {
      notify("error", failure instanceof ApiRequestError ? failure.message : MESSAGES.unexpected);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  const { message: askToDelete } = kind.remove;
  const deleteMessage = typeof askToDelete === "string" ? askToDelete : pendingDelete ? askToDelete(pendingDelete) : "";
  const { title: titleToDelete } = kind.remove;
  const deleteTitle = typeof titleToDelete === "string" ? titleToDelete : pendingDelete ? titleToDelete(pendingDelete) : "";

  const dialogs = (
    <>
      {notification}
      {leaveGuard}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={deleteTitle}
        message={deleteMessage}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={pendingDiscard !== null}
        title={DISCARD_TEXTS.title}
        message={DISCARD_TEXTS.message}
        confirmLabel={DISCARD_TEXTS.discard}
        cancelLabel={DISCARD_TEXTS.keep}
        onConfirm={() => {
          pendingDiscard?.();
          setPendingDiscard(null);
        }}
        onCancel={() => setPendingDiscard(null)}
      />
    </>
  );

  return {
    resource,
    /** Where the paged list stands (null for a whole list): ItemGrid shows the search and the page links. */
    listing: position && kind.list.search ? { position, words: kind.list.search } : null,
    /** What the form holds now: a field that depends on another (the repeat words on the date) reads it here. */
    values,
    reload,
    field,
    picture,
    pictureError,
    /** The choice of `kind.file`, and its error: the browser's refusal or the server's word on it. */
    file,
    fileError,
    /** What the progress bar says is going: the file's name when one is chosen, else the picture. */
    uploading: file.chosen && kind.file ? kind.file.name : "picture",
    editing,
    startEdit,
    cancel,
    askDelete: setPendingDelete,
    submit,
    busy,
    /** Buttons that would change the list or the form wait while a save or a delete is under way. */
    locked: busy || deleting,
    progress,
    message,
    restored,
    dirty,
    formRef,
    headingRef,
    submitRef,
    dialogs,
    saved:
      lastSaved && kind.saved
        ? ({
            name: kind.saved.name(lastSaved.item),
            created: lastSaved.created,
            view: kind.saved.view?.(lastSaved.item) ?? null,
            editAgain: () => startEdit(lastSaved.item),
          } satisfies SavedReport)
        : null,
    /** "Add another": the report goes, the form (already empty) waits with the focus on its heading. */
    dismissSaved: () => {
      setLastSaved(null);
      focus("heading");
    },
  };
}

/** What the form around the fields needs of the editor (content-form.tsx), whatever the item. */
export type ContentFormState = Pick<
  ReturnType<typeof useContentEditor>,
  | "editing"
  | "submit"
  | "cancel"
  | "busy"
  | "locked"
  | "progress"
  | "uploading"
  | "message"
  | "restored"
  | "formRef"
  | "headingRef"
  | "submitRef"
  | "saved"
  | "dismissSaved"
>;
