import { useCallback, useMemo, useRef, useState } from "react";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { PAGE_SLUG_PATTERN, pageSlugSchema, savePageRequestSchema, type PageDraft, type PageMenu } from "@lampstand/contract/pages";
import type { PageContentInput } from "@lampstand/contract/page-blocks";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { setIn, type Path } from "./edit-path";
import { pathKey, type EditContext } from "./edit-context";
import { placeOf, problemsOf, type Problem } from "./issues";
import { PAGE_EDITOR_TEXTS } from "./page-editor-texts";

/** What the form holds: the body of PUT /api/pages/{slug} without the version, and the address. */
export type PageForm = {
  slug: string;
  title: string;
  description: string;
  placement: { menu: PageMenu | null; footer: boolean };
  content: PageContentInput;
};

/** The editor's own address for a new page (/admin/pages/new), so no page may take it. */
export const NEW_PAGE_SLUG = "new";

export type PageMeta = Pick<PageDraft, "built_in" | "published_at" | "saved_at" | "saved_by" | "unpublished_changes">;

export const EMPTY_PAGE: PageForm = {
  slug: "",
  title: "",
  description: "",
  placement: { menu: null, footer: false },
  content: { heading: "", subtitle: "", blocks: [{ type: "text", paragraphs: [""], look: "lead", align: "start", headingStyle: "section" }] },
};

export const formOf = (draft: PageDraft): PageForm => ({
  slug: draft.slug,
  title: draft.title,
  description: draft.description,
  placement: { menu: draft.placement.menu, footer: draft.placement.footer },
  content: draft.content,
});

const metaOf = (draft: PageDraft): PageMeta => ({
  built_in: draft.built_in,
  published_at: draft.published_at,
  saved_at: draft.saved_at,
  saved_by: draft.saved_by,
  unpublished_changes: draft.unpublished_changes,
});

export type EditorAlert = { tone: "error" | "success"; text: string; problems?: { place: string; message: string }[] } | null;

/**
 * The state of the page editor: the form, the version it started from, and what saving,
 * publishing and restoring do to them. The form is never reloaded over what the person typed:
 * after a refused save (409 when someone else saved meanwhile) it stays as it is, with the API's
 * message above it.
 */
export function usePageEditor(initial: { form: PageForm; version: number | null; meta: PageMeta | null }) {
  const [form, setForm] = useState<PageForm>(initial.form);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial.form));
  const [version, setVersion] = useState<number | null>(initial.version);
  const [meta, setMeta] = useState<PageMeta | null>(initial.meta);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [alert, setAlert] = useState<EditorAlert>(null);
  const [busy, setBusy] = useState<null | "save" | "publish" | "restore" | "delete">(null);
  const [focusWanted, setFocusWanted] = useState<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;

  const isNew = version === null;
  const dirty = JSON.stringify(form) !== baseline;

  const update = useCallback((change: (doc: unknown) => unknown) => setForm((current) => change(current) as PageForm), []);
  const set = useCallback((path: Path, value: unknown) => update((current) => setIn(current, path, value)), [update]);
  const errors = useMemo(() => new Map(problems.map((problem) => [pathKey(problem.path), problem.message])), [problems]);

  const context: EditContext = {
    doc: form,
    set,
    update,
    errorAt: (path) => errors.get(pathKey(path)),
    focusLater: (path) => setFocusWanted(pathKey(path)),
    focusWanted,
    focusDone: useCallback(() => setFocusWanted(null), []),
  };

  /** Checks the form as the API will; on problems, marks the fields and says so above the form. */
  function check(current: PageForm): boolean {
    const found: Problem[] = [];
    if (isNew) {
      const slug = pageSlugSchema.safeParse(current.slug);
      if (!slug.success) found.push({ path: ["slug"], message: slug.error.issues[0]?.message ?? "" });
      // "/admin/pages/new" is this form itself: a page at /new could not be opened in the editor.
      else if (slug.data === NEW_PAGE_SLUG) found.push({ path: ["slug"], message: PAGE_EDITOR_TEXTS.slugTaken(slug.data) });
    }
    const body = savePageRequestSchema.safeParse({ ...current, version });
    if (!body.success) found.push(...problemsOf(body.error));
    setProblems(found);
    if (found.length > 0) {
      setAlert({
        tone: "error",
        text: PAGE_EDITOR_TEXTS.invalid,
        problems: found.map((problem) => ({ place: placeOfField(current, problem.path), message: problem.message })),
      });
      return false;
    }
    return true;
  }

  /** Saves the draft; answers the saved draft, or null when it was refused (the alert says why). */
  async function save(): Promise<PageDraft | null> {
    const sent = formRef.current;
    if (!check(sent)) return null;
    setBusy("save");
    try {
      const { slug, ...fields } = sent;
      const draft = await apiRequest<PageDraft>(apiPath(API_PATHS.page, { slug }), {
        method: "PUT",
        body: { ...fields, version },
        fallback: PAGE_EDITOR_TEXTS.saveFailed,
      });
      setVersion(draft.version);
      setMeta(metaOf(draft));
      setBaseline(JSON.stringify(sent));
      setAlert({ tone: "success", text: PAGE_EDITOR_TEXTS.saved });
      return draft;
    } catch (error) {
      refused(error, PAGE_EDITOR_TEXTS.saveFailed);
      return null;
    } finally {
      setBusy(null);
    }
  }

  function refused(error: unknown, fallback: string) {
    if (error instanceof ApiRequestError) {
      if (error.field) setProblems([{ path: [error.field], message: error.message }]);
      setAlert({ tone: "error", text: error.message });
    } else setAlert({ tone: "error", text: fallback });
  }

  /** Saves what changed, then publishes that version. */
  async function publish(): Promise<boolean> {
    let at = version;
    if (dirty || at === null) {
      const draft = await save();
      if (!draft) return false;
      at = draft.version;
    }
    setBusy("publish");
    try {
      const draft = await apiRequest<PageDraft>(apiPath(API_PATHS.publishPage, { slug: formRef.current.slug }), {
        method: "POST",
        body: { version: at },
        fallback: PAGE_EDITOR_TEXTS.publishFailed,
      });
      setVersion(draft.version);
      setMeta(metaOf(draft));
      setAlert({ tone: "success", text: PAGE_EDITOR_TEXTS.published });
      return true;
    } catch (error) {
      refused(error, PAGE_EDITOR_TEXTS.publishFailed);
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** Publishes an earlier version again; it becomes the form's content too. */
  async function restore(id: number): Promise<boolean> {
    setBusy("restore");
    try {
      const draft = await apiRequest<PageDraft>(apiPath(API_PATHS.restorePageRevision, { slug: formRef.current.slug, id }), {
        method: "POST",
        body: version === null ? {} : { version },
        fallback: PAGE_EDITOR_TEXTS.restoreFailed,
      });
      const restored = formOf(draft);
      setForm(restored);
      setBaseline(JSON.stringify(restored));
      setVersion(draft.version);
      setMeta(metaOf(draft));
      setProblems([]);
      setAlert({ tone: "success", text: PAGE_EDITOR_TEXTS.restored });
      return true;
    } catch (error) {
      refused(error, PAGE_EDITOR_TEXTS.restoreFailed);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function remove(): Promise<boolean> {
    setBusy("delete");
    try {
      await apiRequest(apiPath(API_PATHS.page, { slug: formRef.current.slug }), { method: "DELETE", fallback: PAGE_EDITOR_TEXTS.deleteFailed });
      setBaseline(JSON.stringify(formRef.current));
      return true;
    } catch (error) {
      refused(error, PAGE_EDITOR_TEXTS.deleteFailed);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { form, set, context, version, meta, isNew, dirty, busy, alert, setAlert, save, publish, restore, remove, slugValid: PAGE_SLUG_PATTERN.test(form.slug) };
}

/** Where a problem is, for the list above the form. */
function placeOfField(form: PageForm, path: Path): string {
  const top: Record<string, string> = { slug: "Address", title: "Title", description: "Description", placement: "Menu" };
  const first = path[0];
  if (typeof first === "string" && top[first]) return top[first];
  if (path[1] === "heading") return "Page heading";
  if (path[1] === "subtitle") return "Subtitle";
  return placeOf(form, path);
}
