import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { AdminUser, User } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { Icon, IconSvg, stroke } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/styles";
import { useSettings } from "~/lib/settings";
import { lockNote, protectionNote, protectionsFor, roleLabel } from "./user-rules";

/** A change being saved for one row: approving or revoking (the role), or lifting a sign-in delay. */
export type RowBusy = { id: number; action: "approve" | "revoke" | "unlock" };

/** What the table asks of the screen; the screen talks to the API. */
export type UserActions = {
  edit: (user: User) => void;
  cancelEdit: () => void;
  /** Resolves to the problems to show in the row (field → message), or null once saved. */
  save: (user: User, values: { name: string; email: string }) => Promise<Record<string, string> | null>;
  approve: (user: User) => void;
  revoke: (user: User) => void;
  remove: (user: User) => void;
  /** Lifts the sign-in delay that failed attempts put on the account. */
  unlock: (user: User) => void;
};

/*
 * SPEC §2.13's table: Name, Email, Role, Actions. From the md breakpoint up it is a table; below
 * it each row is drawn as a card (the cells stacked, each with its column's name shown beside it),
 * so a phone never scrolls sideways. The cells stay cells and the header stays for screen readers.
 */
const cell = "block py-1 md:table-cell md:border-b md:border-slate-200 md:px-4 md:py-3 md:align-top";

/** The column's name inside a card; in the table the header says it (and screen readers read that). */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold tracking-wide text-slate-600 uppercase md:hidden">
      {children}
    </span>
  );
}

export function AdminUsersTable({
  users,
  myId,
  editingId,
  busy,
  labelledBy,
  now,
  actions,
}: {
  users: AdminUser[];
  myId: number | null;
  editingId: number | null;
  /** The row a change is being saved for, and which change (its button says so). */
  busy: RowBusy | null;
  labelledBy: string;
  /** The time a sign-in delay is compared with (it may run out while the screen is open). */
  now: number;
  actions: UserActions;
}) {
  const { timeZone } = useSettings();
  return (
    <div className="max-w-full overflow-x-auto md:rounded-xl md:bg-white md:shadow-sm md:ring-1 md:ring-slate-200">
      <table aria-labelledby={labelledBy} className="block w-full text-left md:table">
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="text-sm text-slate-600">
            {["Name", "Email", "Role", "Actions"].map((column) => (
              <th key={column} scope="col" className="border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold first:rounded-tl-xl last:rounded-tr-xl">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 md:table-row-group">
          {users.map((user) =>
            user.id === editingId ? (
              <EditRow key={user.id} user={user} actions={actions} />
            ) : (
              <UserRow
                key={user.id}
                user={user}
                users={users}
                myId={myId}
                busy={busy?.id === user.id ? busy.action : null}
                editing={editingId !== null}
                lock={lockNote(user, now, timeZone)}
                actions={actions}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** An open padlock, drawn here rather than among the shared glyphs, which every public page loads. */
function OpenLockIcon() {
  return (
    <IconSvg className="size-4">
      <rect x="5" y="10.5" width="14" height="10" rx="2" {...stroke} />
      <path d="M8 10.5V8a4 4 0 0 1 7.7-1.5" {...stroke} />
    </IconSvg>
  );
}

const rowFrame = "block rounded-xl p-4 shadow-sm ring-1 md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0";

function UserRow({
  user,
  users,
  myId,
  busy,
  editing,
  lock,
  actions,
}: {
  user: User;
  users: User[];
  myId: number | null;
  busy: RowBusy["action"] | null;
  /** "Sign-in locked until 3:45 PM" while failed attempts delay the account's sign-in, else null. */
  lock: string | null;
  /** Another row is being edited: one at a time (SPEC §4), so typed changes there are never dropped by a click here. */
  editing: boolean;
  actions: UserActions;
}) {
  const pending = user.role === "pending";
  const protections = protectionsFor(user, users, myId);
  const note = protectionNote(protections);
  const who = <span className="sr-only"> {user.name}</span>;
  return (
    <tr data-user-id={user.id} className={`${rowFrame} ${pending ? "bg-amber-50 ring-amber-300" : "bg-white ring-slate-200"}`}>
      <td className={cell}>
        <CellLabel>Name</CellLabel>
        <span className="font-semibold break-words text-indigo-950">{user.name}</span>
        {user.id === myId ? <span className="ml-2 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900">You</span> : null}
        {pending ? <span className="mt-1 block text-sm font-semibold text-amber-900">Awaiting approval</span> : null}
        {lock ? (
          <span data-locked="" className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-800">
            <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
            {lock}
          </span>
        ) : null}
      </td>
      <td className={cell}>
        <CellLabel>Email</CellLabel>
        <span className="wrap-anywhere text-slate-800">{user.email}</span>
      </td>
      <td className={cell}>
        <CellLabel>Role</CellLabel>
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${pending ? "bg-amber-200 text-amber-950" : "bg-indigo-100 text-indigo-900"}`}>
          {roleLabel(user.role)}
        </span>
      </td>
      <td className={`${cell} pt-3`}>
        <div className="flex flex-wrap gap-2">
          {lock ? (
            <button type="button" data-action="unlock" disabled={busy !== null} onClick={() => actions.unlock(user)} className={buttonClass({ size: "sm" })}>
              <OpenLockIcon />
              {busy === "unlock" ? "Unlocking..." : "Unlock"}
              {who}
            </button>
          ) : null}
          {pending ? (
            <button type="button" data-action="approve" disabled={busy !== null} onClick={() => actions.approve(user)} className={buttonClass({ size: "sm" })}>
              <Icon name="check" className="size-4" />
              {busy === "approve" ? "Approving..." : "Approve"}
              {who}
            </button>
          ) : null}
          <button type="button" data-action="edit" disabled={busy !== null || editing} onClick={() => actions.edit(user)} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <StaffIcon name="pencil" className="size-4" />
            Edit{who}
          </button>
          {!pending && !protections.revoke ? (
            <button type="button" data-action="revoke" disabled={busy !== null} onClick={() => actions.revoke(user)} className={buttonClass({ variant: "secondary", size: "sm" })}>
              <Icon name="lock" className="size-4" />
              Revoke access{who}
            </button>
          ) : null}
          {!protections.delete ? (
            <button type="button" data-action="delete" disabled={busy !== null} onClick={() => actions.remove(user)} className={buttonClass({ variant: "danger", size: "sm" })}>
              <StaffIcon name="trash" className="size-4" />
              Delete{who}
            </button>
          ) : null}
        </div>
        {note ? (
          <p className="mt-2 flex max-w-xs gap-1.5 text-sm text-slate-700">
            <Icon name="info" className="mt-0.5 size-4 shrink-0 text-indigo-800" />
            {note}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** SPEC §4: name and email editable, the role not; Save or Cancel (Escape too). */
function EditRow({ user, actions }: { user: User; actions: UserActions }) {
  const id = useId();
  const [values, setValues] = useState({ name: user.name, email: user.email });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const problems = await actions.save(user, values);
    // Saved: the screen has already left edit mode and this row is gone.
    if (!problems) return;
    setBusy(false);
    setErrors(problems);
    const first = (["name", "email"] as const).find((field) => problems[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const input = (field: "name" | "email", label: string, type: "text" | "email", maxLength: number) => (
    <td className={cell}>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-indigo-950 md:sr-only">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        form={`${id}-form`}
        name={field}
        type={type}
        value={values[field]}
        maxLength={maxLength}
        autoComplete="off"
        autoFocus={field === "name"}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        onKeyDown={(event) => {
          if (event.key === "Escape") actions.cancelEdit();
        }}
        className={`${inputClass} md:mt-0 md:min-w-44`}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {errors[field]}
        </p>
      ) : null}
    </td>
  );

  return (
    <tr data-user-id={user.id} data-editing="" className={`${rowFrame} bg-indigo-50 ring-indigo-300`}>
      {input("name", "Name", "text", LIMITS.name)}
      {input("email", "Email", "email", LIMITS.email)}
      <td className={cell}>
        <CellLabel>Role</CellLabel>
        <span className="inline-block py-2.5 text-slate-800">{roleLabel(user.role)}</span>
      </td>
      <td className={`${cell} pt-3`}>
        <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)} aria-label={`Edit ${user.name}`} className="flex flex-wrap gap-2 md:pt-1">
          <button type="submit" data-action="save" disabled={busy} className={buttonClass({ size: "sm" })}>
            <Icon name="check" className="size-4" />
            {busy ? "Saving..." : "Save"}
          </button>
          <button type="button" data-action="cancel" onClick={actions.cancelEdit} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Cancel
          </button>
        </form>
      </td>
    </tr>
  );
}
