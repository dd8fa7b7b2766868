import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { BLOCK_LABELS, BLOCK_LIMITS, newBlock, SETTING_LINKS, SETTING_TEXTS, type BlockType } from "@lampstand/contract/page-blocks";
import { inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { TextField } from "~/components/ui/text-field";
import { BLOCK_FIELDS, blockLabel, type FieldSpec } from "./block-fields";
import { followIndexes, getIn, insertItem, moveItem, removeItem, setIn, type Path } from "./edit-path";
import { pathKey, useEdit } from "./edit-context";
import { PictureField } from "./picture-field";

type Rec = Record<string, unknown>;
const asRecord = (value: unknown): Rec => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Rec) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const at = (path: Path, key: string): Path => (key === "" ? path : [...path, key]);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const smallButton = buttonClass({ variant: "secondary", size: "sm" });

/**
 * One item of a list (a block, a card, a section…) with its controls: move up, move down,
 * remove. Buttons, never dragging, so the keyboard does it all; after a move or an add, focus
 * goes to the item's heading at its new place so the person keeps their bearings.
 */
function ItemFrame({
  path,
  title,
  index,
  count,
  min,
  onMove,
  onRemove,
  children,
  block = false,
}: {
  path: Path;
  title: string;
  index: number;
  count: number;
  min: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
  block?: boolean;
}) {
  const { focusWanted, focusDone } = useEdit();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = pathKey(path);
  useEffect(() => {
    if (focusWanted === key) {
      heading.current?.focus();
      focusDone();
    }
  }, [focusWanted, key, focusDone]);
  return (
    <fieldset
      data-item={key}
      data-block={block ? "" : undefined}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border p-3 sm:p-4 ${block ? "border-indigo-200 bg-white shadow-sm" : "border-slate-300 bg-slate-50"}`}
    >
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <h3 ref={heading} tabIndex={-1} className="focus-ring mr-auto rounded-sm font-bold text-indigo-950">
          {title}
        </h3>
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move up: ${title}`}>
          Move up
        </button>
        <button type="button" className={smallButton} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move down: ${title}`}>
          Move down
        </button>
        <button type="button" className={buttonClass({ variant: "danger", size: "sm" })} disabled={count <= min} onClick={onRemove} aria-label={`Remove: ${title}`}>
          Remove
        </button>
      </div>
      {children}
    </fieldset>
  );
}

/** A list's items with their frames and an "Add …" button; `indexesKey` keeps the parent's indexes (open sections) in step. */
function ListField({ spec, path }: { spec: Extract<FieldSpec, { kind: "list" }>; path: Path }) {
  const { doc, update, focusLater, errorAt } = useEdit();
  const listPath = at(path, spec.key);
  const parent = asRecord(getIn(doc, path));
  const items = asList(parent[spec.key]);
  const indexes = spec.indexesKey ? (asList(parent[spec.indexesKey]) as number[]) : null;
  const error = errorAt(listPath);

  const change = (next: unknown[], followed: number[] | null) =>
    update((current) => {
      let result = setIn(current, listPath, next);
      if (spec.indexesKey && followed) result = setIn(result, [...path, spec.indexesKey], followed);
      return result;
    });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 font-semibold text-indigo-950">{spec.label}</legend>
      {items.map((item, index) => {
        const itemPath = [...listPath, index];
        const title = `${capitalised(spec.item)} ${index + 1}`;
        return (
          <ItemFrame
            key={index}
            path={itemPath}
            title={title}
            index={index}
            count={items.length}
            min={spec.min}
            onMove={(to) => {
              change(moveItem(items, index, to), indexes && followIndexes(indexes, { move: [index, to] }));
              focusLater([...listPath, to]);
            }}
            onRemove={() => change(removeItem(items, index), indexes && followIndexes(indexes, { remove: index }))}
          >
            {spec.fields === "richtext" ? (
              <RichTextField label={`${title} text`} path={itemPath} />
            ) : (
              spec.fields(parent).map((field) => <FieldView key={field.key || field.label} spec={field} path={itemPath} />)
            )}
            {indexes ? (
              <Checkbox
                label="Open when the page loads"
                checked={indexes.includes(index)}
                onChange={(checked) =>
                  change(items, checked ? [...indexes.filter((open) => open !== index), index].sort((a, b) => a - b) : indexes.filter((open) => open !== index))
                }
              />
            ) : null}
          </ItemFrame>
        );
      })}
      {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
      <div>
        <button
          type="button"
          className={smallButton}
          disabled={items.length >= spec.max}
          onClick={() => {
            change([...items, spec.newItem()], indexes);
            focusLater([...listPath, items.length]);
          }}
        >
          Add {spec.item}
        </button>
      </div>
    </fieldset>
  );
}

/** The blocks of the page or of a container, each in its frame, and "Add block" with a type choice. */
export function BlockList({ path, label, allowed, min }: { path: Path; label: string; allowed: readonly BlockType[]; min: number }) {
  const { doc, set, focusLater, errorAt } = useEdit();
  const blocks = asList(getIn(doc, path));
  const [type, setType] = useState<BlockType>(allowed[0]!);
  const selectId = useId();
  const error = errorAt(path);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" data-blocks={pathKey(path)}>
      <legend className="mb-2 text-lg font-bold text-indigo-950">{label}</legend>
      {blocks.map((block, index) => {
        const blockPath = [...path, index];
        const blockType = String(asRecord(block).type);
        const title = `${index + 1}. ${blockLabel(blockType)}`;
        const fields = BLOCK_FIELDS[blockType as BlockType];
        return (
          <ItemFrame
            key={index}
            block
            path={blockPath}
            title={title}
            index={index}
            count={blocks.length}
            min={min}
            onMove={(to) => {
              set(path, moveItem(blocks, index, to));
              focusLater([...path, to]);
            }}
            onRemove={() => set(path, removeItem(blocks, index))}
          >
            {fields ? fields(asRecord(block)).map((field) => <FieldView key={field.key} spec={field} path={blockPath} />) : <p>{BLOCK_LABELS.text.label}</p>}
          </ItemFrame>
        );
      })}
      {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
      <div data-add-block={pathKey(path)} className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-slate-400 p-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="font-semibold text-indigo-950">
            Kind of block to add
          </label>
          <select id={selectId} value={type} onChange={(event) => setType(event.currentTarget.value as BlockType)} className={inputClass}>
            {allowed.map((value) => (
              <option key={value} value={value}>
                {BLOCK_LABELS[value].label} — {BLOCK_LABELS[value].description}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass({ variant: "primary", size: "sm" })}
          disabled={blocks.length >= (path.length > 2 ? BLOCK_LIMITS.innerBlocks : BLOCK_LIMITS.blocks)}
          onClick={() => {
            set(path, insertItem(blocks, blocks.length, newBlock(type)));
            focusLater([...path, blocks.length]);
          }}
        >
          Add block<span className="sr-only"> to {label}</span>
        </button>
      </div>
    </fieldset>
  );
}

function Checkbox({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} className="focus-ring size-5 accent-indigo-800" />
        <label htmlFor={id} className="font-semibold text-indigo-950">
          {label}
        </label>
      </div>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-indigo-950">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {error || hint ? (
        <p id={`${id}-note`} className={`mt-1.5 text-sm ${error ? "font-semibold text-red-700" : "text-slate-600"}`}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

/** Where a link leads: an address typed in, or one of the church's settings (which follows the settings). */
function HrefField({ path }: { path: Path }) {
  const { doc, set, errorAt } = useEdit();
  const value = getIn(doc, path);
  const bySetting = typeof value === "object" && value !== null;
  const setting = asRecord(value);
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Leads to"
        value={bySetting ? "setting" : "address"}
        options={[
          { value: "address", label: "An address (a page of this site, a web site, e-mail, phone)" },
          { value: "setting", label: "One of the church's settings (its phone, e-mails, giving links…)" },
        ]}
        onChange={(kind) => set(path, kind === "setting" ? { setting: "phone" } : "/")}
      />
      {bySetting ? (
        <>
          <SelectField label="Setting" value={String(setting.setting ?? "")} options={SETTING_LINKS.map((name) => ({ value: name, label: name }))} onChange={(name) => set([...path, "setting"], name)} error={errorAt(path)} />
          {String(setting.setting ?? "").startsWith("emails.") ? (
            <TextField label="E-mail subject" value={String(setting.subject ?? "")} onChange={(subject) => set([...path, "subject"], subject || undefined)} maxLength={BLOCK_LIMITS.shortText} />
          ) : null}
        </>
      ) : (
        <TextField
          label="Address"
          value={typeof value === "string" ? value : ""}
          onChange={(href) => set(path, href)}
          maxLength={BLOCK_LIMITS.href}
          error={errorAt(path)}
          hint="A page of this site (/our-values), a web address (https://…), mailto:…, tel:… or sms:…"
        />
      )}
    </div>
  );
}

function LinkField({ label, path }: { label: string; path: Path }) {
  const { doc, set, errorAt } = useEdit();
  const link = asRecord(getIn(doc, path));
  return (
    <div className="flex flex-col gap-3">
      <TextField label={`${label}: words`} value={String(link.label ?? "")} onChange={(words) => set([...path, "label"], words)} required maxLength={BLOCK_LIMITS.label} error={errorAt([...path, "label"])} />
      <HrefField path={[...path, "href"]} />
    </div>
  );
}

/**
 * A paragraph: plain text, or pieces (words that may be bold or a link, or the value of one of the
 * church's settings). Never markup: what is typed is shown as typed.
 */
function RichTextField({ label, path, optional = false }: { label: string; path: Path; optional?: boolean }) {
  const { doc, set, errorAt } = useEdit();
  const value = getIn(doc, path);
  if (!Array.isArray(value)) {
    return (
      <div className="flex flex-col gap-2">
        <TextField
          label={label}
          value={typeof value === "string" ? value : ""}
          onChange={(text) => set(path, optional && text === "" ? undefined : text)}
          rows={3}
          required={!optional}
          maxLength={BLOCK_LIMITS.paragraph}
          error={errorAt(path)}
        />
        <div>
          <button type="button" className={smallButton} onClick={() => set(path, [{ text: typeof value === "string" ? value : "" }])}>
            Use bold, links or settings<span className="sr-only"> in {label}</span>
          </button>
        </div>
      </div>
    );
  }
  const pieces = value as Rec[];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-indigo-950">{label}</legend>
      {pieces.map((piece, index) => {
        const piecePath = [...path, index];
        const isSetting = "setting" in piece;
        return (
          <ItemFrame
            key={index}
            path={piecePath}
            title={`Piece ${index + 1}`}
            index={index}
            count={pieces.length}
            min={1}
            onMove={(to) => set(path, moveItem(pieces, index, to))}
            onRemove={() => set(path, removeItem(pieces, index))}
          >
            <SelectField
              label="This piece is"
              value={isSetting ? "setting" : "text"}
              options={[
                { value: "text", label: "Words" },
                { value: "setting", label: "A setting of the church (its name, phone…)" },
              ]}
              onChange={(kind) => set(piecePath, kind === "setting" ? { setting: "name" } : { text: "" })}
            />
            {isSetting ? (
              <>
                <SelectField label="Setting" value={String(piece.setting)} options={SETTING_TEXTS.map((name) => ({ value: name, label: name }))} onChange={(name) => set([...piecePath, "setting"], name)} />
                <Checkbox label="Show it as a link (e-mail, phone)" checked={piece.link === true} onChange={(checked) => set([...piecePath, "link"], checked || undefined)} />
              </>
            ) : (
              <>
                <TextField label="Words" value={String(piece.text ?? "")} onChange={(text) => set([...piecePath, "text"], text)} rows={2} maxLength={BLOCK_LIMITS.paragraph} error={errorAt(piecePath)} />
                <Checkbox label="Bold" checked={piece.strong === true} onChange={(checked) => set([...piecePath, "strong"], checked || undefined)} />
                <Checkbox label="A link" checked={piece.href !== undefined} onChange={(checked) => set([...piecePath, "href"], checked ? "/" : undefined)} />
                {piece.href !== undefined ? <HrefField path={[...piecePath, "href"]} /> : null}
              </>
            )}
          </ItemFrame>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={pieces.length >= BLOCK_LIMITS.spans} onClick={() => set(path, [...pieces, { text: "" }])}>
          Add piece<span className="sr-only"> to {label}</span>
        </button>
        {pieces.every((piece) => !("setting" in piece) && !piece.href && !piece.strong) ? (
          <button type="button" className={smallButton} onClick={() => set(path, pieces.map((piece) => String(piece.text ?? "")).join(""))}>
            Make it plain text again
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

function OptionalFrame({ label, present, onAdd, onRemove, children }: { label: string; present: boolean; onAdd: () => void; onRemove: () => void; children: ReactNode }) {
  if (!present)
    return (
      <div>
        <button type="button" className={smallButton} onClick={onAdd}>
          Add {label.toLowerCase()}
        </button>
      </div>
    );
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-indigo-950">{label}</legend>
      {children}
      <div>
        <button type="button" className={smallButton} onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

/** One field of a block or item, drawn after its spec (block-fields.ts). */
export function FieldView({ spec, path }: { spec: FieldSpec; path: Path }) {
  const { doc, set, errorAt } = useEdit();
  const fieldPath = at(path, spec.key);
  const value = getIn(doc, fieldPath);
  const error = errorAt(fieldPath);
  switch (spec.kind) {
    case "text":
      return (
        <TextField
          label={spec.label}
          value={typeof value === "string" ? value : ""}
          onChange={(text) => set(fieldPath, spec.required || text !== "" ? text : undefined)}
          required={spec.required}
          maxLength={spec.max}
          rows={spec.rows}
          hint={spec.hint}
          error={error}
        />
      );
    case "select": {
      const options = spec.optional ? [{ value: "", label: "None" }, ...spec.options] : spec.options;
      return (
        <SelectField
          label={spec.label}
          value={value === undefined ? "" : String(value)}
          options={options}
          hint={spec.hint}
          error={error}
          onChange={(chosen) => set(fieldPath, chosen === "" && spec.optional ? undefined : spec.options.find((option) => String(option.value) === chosen)?.value)}
        />
      );
    }
    case "checkbox":
      return <Checkbox label={spec.label} hint={spec.hint} checked={value === true} onChange={(checked) => set(fieldPath, checked)} />;
    case "number":
      return (
        <NumberField
          label={spec.label}
          value={value}
          min={spec.min}
          max={spec.max}
          error={error}
          onChange={(text) => set(fieldPath, /^\d+$/.test(text) ? Number(text) : text)}
        />
      );
    case "date":
      return (
        <TextField
          label={spec.label}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={(date) => set(fieldPath, date === "" && !spec.required ? undefined : date)}
          required={spec.required}
          error={error}
        />
      );
    case "richtext":
      return <RichTextField label={spec.label} path={fieldPath} optional={spec.optional} />;
    case "paragraphs":
      return (
        <ListField
          path={path}
          spec={{ kind: "list", key: spec.key, label: spec.label, item: "paragraph", min: spec.min, max: BLOCK_LIMITS.paragraphs, fields: "richtext", newItem: () => "" }}
        />
      );
    case "link":
      if (!spec.optional) return <LinkField label={spec.label} path={fieldPath} />;
      return (
        <OptionalFrame label={spec.label} present={value !== undefined} onAdd={() => set(fieldPath, { label: "", href: "/" })} onRemove={() => set(fieldPath, undefined)}>
          <LinkField label={spec.label} path={fieldPath} />
        </OptionalFrame>
      );
    case "picture": {
      const field = <PictureField label={spec.label} value={asRecord(value)} error={error ?? errorAt([...fieldPath, "src"])} onChange={(picture) => set(fieldPath, picture)} />;
      if (!spec.optional) return field;
      return (
        <OptionalFrame label={spec.label} present={value !== undefined} onAdd={() => set(fieldPath, { src: "", alt: "" })} onRemove={() => set(fieldPath, undefined)}>
          {field}
        </OptionalFrame>
      );
    }
    case "group": {
      const fields = spec.fields.map((field) => <FieldView key={field.key} spec={field} path={fieldPath} />);
      if (spec.optional)
        return (
          <OptionalFrame label={spec.label} present={value !== undefined} onAdd={() => set(fieldPath, spec.empty())} onRemove={() => set(fieldPath, undefined)}>
            {fields}
          </OptionalFrame>
        );
      return (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-3">
          <legend className="px-1 font-semibold text-indigo-950">{spec.label}</legend>
          {fields}
        </fieldset>
      );
    }
    case "list":
      return <ListField spec={spec} path={path} />;
    case "blocks":
      return <BlockList path={fieldPath} label={spec.label} allowed={spec.allowed} min={spec.min} />;
  }
}

function NumberField({ label, value, min, max, error, onChange }: { label: string; value: unknown; min: number; max: number; error?: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-indigo-950">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value === undefined ? "" : String(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
