import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { PAGE_MENUS, type PageRevision } from "@lampstand/contract/pages";
import { TOP_LEVEL_BLOCKS } from "./block-fields";
import { BlockList } from "./block-form";
import { EditProvider } from "./edit-context";
import { MENU_LABELS, pageAddress } from "./page-addresses";
import { PAGE_EDITOR_TEXTS } from "./page-editor-texts";
import { usePageEditor, type PageForm, type PageMeta } from "./use-page-editor";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { inputClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icons";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { useUnsavedChangesGuard } from "~/components/ui/unsaved-changes";
import { TextField } from "~/components/ui/text-field";
import { useApiResource } from "~/lib/use-api-resource";
import { useSettings } from "~/lib/settings";
import { churchTime } from "~/lib/zoned-time";

/**
 * The page editor (issue 20): the page's title, description, address and place in the menus, its
 * heading, and its blocks, each a fieldset of the block's own fields. Save draft sends the form
 * with the version it started from; Publish saves what changed and publishes it; Preview opens the
 * saved draft drawn by the public page's own renderers; History lists the published versions, each
 * of which can be published again.
 */
export function PageEditorScreen({ initial }: { initial: { form: PageForm; version: number | null; meta: PageMeta | null } }) {
  const { timeZone } = useSettings();
  const editor = usePageEditor(initial);
  const { form, set, meta, isNew, dirty, busy, alert } = editor;
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(dirty && busy !== "delete");
  const alertRef = useRef<HTMLDivElement>(null);
  const [confirm, setConfirm] = useState<null | { kind: "restore"; revision: PageRevision } | { kind: "delete" }>(null);
  const [createdAt, setCreatedAt] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const menuId = useId();

  // A refusal is read at once, and the person finds it where they look next.
  useEffect(() => {
    if (alert?.tone === "error") alertRef.current?.focus();
  }, [alert]);

  // A page created here gets its own address in the panel, once nothing is left unsaved.
  useEffect(() => {
    if (createdAt && !dirty) navigate(`/admin/pages/${createdAt}`, { replace: true });
  }, [createdAt, dirty, navigate]);
  useEffect(() => {
    if (removed && !dirty) navigate("/admin/pages?deleted=1");
  }, [removed, dirty, navigate]);

  const heading = isNew ? "New page" : `Edit page: ${form.title || form.slug}`;
  const saveAndFollow = async () => {
    const draft = await editor.save();
    if (draft && isNew) setCreatedAt(draft.slug);
  };
  const publishAndFollow = async () => {
    const wasNew = isNew;
    if ((await editor.publish()) && wasNew) setCreatedAt(form.slug);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {guard}
      <nav aria-label="Pages">
        <Link to="/admin/pages" className={textLinkClass}>
          <Icon name="chevron-left" className="inline size-4" /> All pages
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words text-indigo-950 sm:text-3xl">{heading}</h1>
        {!isNew && meta ? (
          <p className="text-sm text-slate-700" data-page-state="">
            {meta.published_at ? `Published ${churchTime(meta.published_at, timeZone)}.` : "Not published yet."}{" "}
            {meta.published_at && meta.unpublished_changes ? <strong className="font-semibold text-amber-900">Unpublished changes.</strong> : null}{" "}
            {meta.saved_at ? `Draft saved ${churchTime(meta.saved_at, timeZone)}${meta.saved_by ? ` by ${meta.saved_by}` : ""}.` : null}
          </p>
        ) : null}
      </header>

      <div ref={alertRef} tabIndex={-1} role={alert?.tone === "error" ? "alert" : "status"} className="focus-ring rounded-xl empty:hidden">
        {alert ? (
          <div data-editor-alert={alert.tone} className={`rounded-xl border p-4 ${alert.tone === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950"}`}>
            <p className="font-semibold">{alert.text}</p>
            {alert.problems ? (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {alert.problems.map((problem, index) => (
                  <li key={index}>
                    {problem.place ? `${problem.place}: ` : ""}
                    {problem.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      <form
        noValidate
        className="flex flex-col gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          void saveAndFollow();
        }}
      >
        <EditProvider value={editor.context}>
          <section aria-labelledby={`${menuId}-about`} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
            <h2 id={`${menuId}-about`} className="text-lg font-bold text-indigo-950">
              About the page
            </h2>
            {isNew ? (
              <TextField
                label="Address"
                value={form.slug}
                onChange={(slug) => set(["slug"], slug.trim().toLowerCase())}
                required
                maxLength={80}
                error={editor.context.errorAt(["slug"])}
                hint={`What follows the site's name in the address bar, e.g. easter-2027 for /easter-2027: lowercase letters, digits and single hyphens.`}
              />
            ) : (
              <p className="text-sm text-slate-700">
                Address:{" "}
                <a href={pageAddress(form.slug)} className={textLinkClass} target="_blank" rel="noopener">
                  {pageAddress(form.slug)}
                  <span className="sr-only"> (opens the published page in a new tab)</span>
                </a>
              </p>
            )}
            <TextField
              label="Title"
              value={form.title}
              onChange={(title) => set(["title"], title)}
              required
              maxLength={120}
              error={editor.context.errorAt(["title"])}
              hint="The name in the browser tab, the menus and search results."
            />
            <TextField
              label="Description"
              value={form.description}
              onChange={(description) => set(["description"], description)}
              rows={2}
              maxLength={300}
              error={editor.context.errorAt(["description"])}
              hint="One or two sentences search engines show under the title."
            />
            <div>
              <label htmlFor={`${menuId}-menu`} className="font-semibold text-indigo-950">
                Place in the menu
              </label>
              <select
                id={`${menuId}-menu`}
                value={form.placement.menu ?? ""}
                onChange={(event) => set(["placement", "menu"], event.currentTarget.value || null)}
                className={inputClass}
              >
                <option value="">Not in the menu</option>
                {PAGE_MENUS.map((menu) => (
                  <option key={menu} value={menu}>
                    Under {MENU_LABELS[menu]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-2">
              <input
                id={`${menuId}-footer`}
                type="checkbox"
                checked={form.placement.footer}
                onChange={(event) => set(["placement", "footer"], event.currentTarget.checked)}
                className="focus-ring size-5 accent-indigo-800"
              />
              <label htmlFor={`${menuId}-footer`} className="font-semibold text-indigo-950">
                Show in the footer
              </label>
            </div>
          </section>

          <section aria-labelledby={`${menuId}-top`} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
            <h2 id={`${menuId}-top`} className="text-lg font-bold text-indigo-950">
              Top of the page
            </h2>
            <TextField
              label="Page heading"
              value={form.content.heading}
              onChange={(text) => set(["content", "heading"], text)}
              required
              maxLength={120}
              error={editor.context.errorAt(["content", "heading"])}
            />
            <TextField
              label="Subtitle"
              value={form.content.subtitle ?? ""}
              onChange={(text) => set(["content", "subtitle"], text || undefined)}
              rows={2}
              maxLength={300}
              error={editor.context.errorAt(["content", "subtitle"])}
            />
          </section>

          <section className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-2 sm:p-4">
            <BlockList path={["content", "blocks"]} label="Blocks of the page" allowed={TOP_LEVEL_BLOCKS} min={0} />
          </section>
        </EditProvider>

        <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-100/95 px-2 py-3 backdrop-blur sm:gap-3">
          <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })} disabled={busy !== null}>
            {busy === "save" ? "Saving…" : "Save draft"}
          </button>
          <button type="button" className={buttonClass({ variant: "primary", size: "sm" })} disabled={busy !== null} onClick={() => void publishAndFollow()}>
            {busy === "publish" ? "Publishing…" : "Publish"}
          </button>
          {!isNew ? (
            <a href={`/admin/pages/${form.slug}/preview`} target="_blank" rel="noopener" className={buttonClass({ variant: "secondary", size: "sm" })}>
              Preview<span className="sr-only"> the saved draft (opens in a new tab)</span>
            </a>
          ) : null}
          <span className="text-sm text-slate-700" aria-live="polite">
            {dirty ? "Unsaved changes" : isNew ? "" : "All changes saved"}
          </span>
        </div>
      </form>

      {!isNew ? <History slug={form.slug} version={editor.version} onRestore={(revision) => setConfirm({ kind: "restore", revision })} /> : null}

      {/* Out of the way of the everyday buttons: deleting is rare and final. The spec's pages cannot be deleted. */}
      {!isNew && meta && !meta.built_in ? (
        <section aria-labelledby="page-delete" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="page-delete" className="text-lg font-bold text-indigo-950">
            Delete this page
          </h2>
          <p className="text-slate-700">The page, its draft and its history go, and its address leads nowhere.</p>
          <button type="button" className={buttonClass({ variant: "danger", size: "sm" })} disabled={busy !== null} onClick={() => setConfirm({ kind: "delete" })}>
            Delete page
          </button>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirm?.kind === "restore"}
        title={PAGE_EDITOR_TEXTS.restoreTitle}
        message={PAGE_EDITOR_TEXTS.restoreMessage}
        confirmLabel="Restore and publish"
        busy={busy === "restore"}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === "restore") void editor.restore(confirm.revision.id).then(() => setConfirm(null));
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === "delete"}
        title={PAGE_EDITOR_TEXTS.deleteTitle}
        message={PAGE_EDITOR_TEXTS.deleteMessage}
        confirmLabel="Delete page"
        busy={busy === "delete"}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void editor.remove().then((done) => {
            setConfirm(null);
            if (done) setRemoved(true);
          })
        }
      />
    </div>
  );
}

/** Every published version of the page, newest first, each with who published it and when. */
function History({ slug, version, onRestore }: { slug: string; version: number | null; onRestore: (revision: PageRevision) => void }) {
  const { timeZone } = useSettings();
  const { resource, reload } = useApiResource<PageRevision[]>(apiPath(API_PATHS.pageRevisions, { slug }), PAGE_EDITOR_TEXTS.pageLoadFailed);
  // A publish or restore changes the version: the history has a new line.
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current !== version) {
      seen.current = version;
      reload();
    }
  }, [version, reload]);
  const revisions = resource.data ?? [];
  return (
    <section aria-labelledby="page-history" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="page-history" className="text-lg font-bold text-indigo-950">
        History
      </h2>
      {resource.state === "error" ? <p role="alert">{resource.error}</p> : null}
      {resource.state !== "error" && revisions.length === 0 ? <p className="text-slate-700">{resource.state === "loading" ? "Loading…" : "Not published yet."}</p> : null}
      <ol className="flex flex-col divide-y divide-slate-200">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center gap-3 py-3" data-revision={revision.id}>
            <div className="mr-auto min-w-0">
              <p className="font-semibold break-words text-indigo-950">
                {revision.title} {index === 0 ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Live now</span> : null}
              </p>
              <p className="text-sm text-slate-700">
                Published {churchTime(revision.published_at, timeZone)}
                {revision.published_by ? ` by ${revision.published_by}` : ""}
                {revision.restored_from ? ` (a restore of an earlier version)` : ""}
              </p>
            </div>
            {index > 0 ? (
              <button type="button" className={buttonClass({ variant: "secondary", size: "sm" })} onClick={() => onRestore(revision)}>
                Restore<span className="sr-only"> the version published {churchTime(revision.published_at, timeZone)}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
