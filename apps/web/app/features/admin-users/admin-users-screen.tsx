import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { AdminUser, Role, User } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import { updateAdminUserRequestSchema } from "@lampstand/contract/requests";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Icon } from "~/components/ui/icons";
import { StaffIcon } from "~/components/ui/staff-icons";
import { useNotification } from "~/components/ui/notification";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { storeAdminName, useAdminId } from "~/lib/session-storage";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useStaffList } from "~/lib/use-staff-list";
import { ListPager, ListSearch } from "~/components/ui/staff-list";
import type { AdminUserPage } from "@lampstand/contract/staff-lists";
import { AddAdminForm } from "./add-admin-form";
import { InvitationsPanel } from "./invitations-panel";
import { AdminUsersTable, type RowBusy, type UserActions } from "./admin-users-table";
import { fieldMessages, orderUsers, pendingElsewhere } from "./user-rules";

/** A question before a change that locks someone out. */
type Question = { action: "delete" | "revoke"; user: User };

/** Where the keyboard focus goes once the change has been drawn (the button that had it may be gone). */
type FocusRequest = { find: () => HTMLElement | null | undefined };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

/**
 * Admin management (SPEC §2.13, §4): the staff accounts, pending sign-ups first and marked, with
 * Approve (ARCHITECTURE decision 1); the add form behind a button; inline edit of name and e-mail,
 * one row at a time; Revoke access and Delete after a question; Unlock on an account whose sign-in
 * failed attempts have delayed (the row says until when). What the server would refuse
 * (deleting or demoting yourself, removing the only admin) is not offered: the row says why.
 * Every failure is shown (beyond SPEC §8, which only logs them: staff must never be left guessing).
 */
export function AdminUsersScreen() {
  const { resource, reload, replace, position, answer: listAnswer } = useStaffList<AdminUser, AdminUser[], AdminUserPage<AdminUser>>(
    API_PATHS.adminUsers,
    MESSAGES.fetchAdminUsersFailed,
  );
  const myId = useAdminId();
  const { notify, notification } = useNotification();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const inviteToggleRef = useRef<HTMLButtonElement>(null);
  const inviteFormId = useId();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState<RowBusy | null>(null);
  const now = useMinuteClock();
  const [question, setQuestion] = useState<Question | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const headingId = useId();
  const users = useMemo(() => (resource.data ? orderUsers(resource.data) : undefined), [resource.data]);
  // Those on this page as they are now (approved or revoked here since), and those it does not show.
  const pendingNotShown = listAnswer?.pending_not_shown ?? 0;
  const pendingCount = (users?.filter((user) => user.role === "pending").length ?? 0) + pendingNotShown;

  // Runs after the children's effects, so after a closing dialog has handed focus back.
  useEffect(() => {
    focusRequest?.find()?.focus();
  }, [focusRequest]);
  const focusLater = (find: FocusRequest["find"]) => setFocusRequest({ find });
  const editButtonOf = (id: number) => () => rootRef.current?.querySelector<HTMLElement>(`[data-user-id="${id}"] [data-action="edit"]`);

  const put = (user: User, body: { name: string; email: string; role?: Role }) =>
    apiRequest<User>(apiPath(API_PATHS.adminUser, { id: user.id }), { method: "PUT", body, fallback: MESSAGES.updateAdminUserFailed });
  // A saved User keeps the row's sign-in delay, which only the list and Unlock report.
  const replaceUser = (saved: User | AdminUser) => replace((list) => list.map((user) => (user.id === saved.id ? { ...user, ...saved } : user)));

  /** Approve (role 'admin') or revoke (role 'pending'): the server ends a revoked user's sessions. */
  const changeRole = async (user: User, role: Role) => {
    setBusy({ id: user.id, action: role === "admin" ? "approve" : "revoke" });
    try {
      const saved = await put(user, { name: user.name, email: user.email, role });
      replaceUser(saved);
      // The button used is gone (Approve) or moved with the row: the row's Edit stays where it went.
      focusLater(editButtonOf(saved.id));
      notify("success", role === "admin" ? `${saved.name} is approved and can sign in now.` : `${saved.name} can no longer sign in until an admin approves them again.`);
    } catch (error) {
      // The button was disabled while busy and so lost the focus: it gets it back, to try again.
      const action = role === "admin" ? "approve" : "revoke";
      focusLater(() => rootRef.current?.querySelector<HTMLElement>(`[data-user-id="${user.id}"] [data-action="${action}"]`) ?? editButtonOf(user.id)());
      notify("error", messageOf(error, MESSAGES.updateAdminUserFailed));
    } finally {
      setBusy(null);
    }
  };

  /** Lifts the sign-in delay failed attempts put on an account (for browsers it was never used on). */
  const unlock = async (user: User) => {
    setBusy({ id: user.id, action: "unlock" });
    try {
      const saved = await apiRequest<AdminUser>(apiPath(API_PATHS.unlockAdminUser, { id: user.id }), { method: "POST", fallback: MESSAGES.updateAdminUserFailed });
      replaceUser({ ...saved, locked_until: saved.locked_until ?? null });
      // The Unlock button is gone: the row's Edit keeps the place.
      focusLater(editButtonOf(user.id));
      notify("success", STAFF_MESSAGES.accountUnlocked(saved.name));
    } catch (error) {
      focusLater(() => rootRef.current?.querySelector<HTMLElement>(`[data-user-id="${user.id}"] [data-action="unlock"]`) ?? editButtonOf(user.id)());
      notify("error", messageOf(error, MESSAGES.updateAdminUserFailed));
    } finally {
      setBusy(null);
    }
  };

  const actions: UserActions = {
    edit: (user) => setEditingId(user.id),
    cancelEdit: () => {
      if (editingId !== null) focusLater(editButtonOf(editingId));
      setEditingId(null);
    },
    save: async (user, values) => {
      const parsed = updateAdminUserRequestSchema.safeParse(values);
      if (!parsed.success) return fieldMessages(parsed.error.issues);
      try {
        const saved = await put(user, { name: parsed.data.name, email: parsed.data.email });
        if (saved.id === myId) storeAdminName(saved.name);
        replaceUser(saved);
        setEditingId(null);
        // SPEC §4: Save returns to view mode after reloading the list.
        reload();
        focusLater(editButtonOf(saved.id));
        notify("success", "Changes saved.");
        return null;
      } catch (error) {
        const message = messageOf(error, MESSAGES.updateAdminUserFailed);
        notify("error", message);
        const field = error instanceof ApiRequestError ? error.field : undefined;
        return field === "name" || field === "email" ? { [field]: message } : {};
      }
    },
    approve: (user) => void changeRole(user, "admin"),
    revoke: (user) => setQuestion({ action: "revoke", user }),
    remove: (user) => setQuestion({ action: "delete", user }),
    unlock: (user) => void unlock(user),
  };

  const answer = async () => {
    if (!question) return;
    const { action, user } = question;
    if (action === "revoke") {
      setQuestion(null);
      await changeRole(user, "pending");
      return;
    }
    setDeleting(true);
    try {
      await apiRequest(apiPath(API_PATHS.adminUser, { id: user.id }), { method: "DELETE", fallback: MESSAGES.deleteAdminUserFailed });
      replace((list) => list.filter((other) => other.id !== user.id));
      focusLater(() => headingRef.current);
      notify("success", `${user.name} was deleted.`);
    } catch (error) {
      // Said outside the dialog: behind a modal dialog the notification would be out of reach.
      notify("error", messageOf(error, MESSAGES.deleteAdminUserFailed));
    } finally {
      setDeleting(false);
      setQuestion(null);
    }
  };

  return (
    <div ref={rootRef} className="mx-auto flex max-w-6xl flex-col gap-6">
      {notification}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-indigo-950">Admin Management</h1>
          <p className="mt-2 text-slate-700">The people who can sign in to this panel. New sign-ups wait here until an admin approves them.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={adding}
            aria-controls={formId}
            onClick={() => {
              setAdding(!adding);
              if (!adding) focusLater(() => document.getElementById(formId)?.querySelector<HTMLElement>('input[name="name"]'));
            }}
            className={buttonClass()}
          >
            <StaffIcon name={adding ? "close" : "plus"} className="size-5" />
            Add New Admin
          </button>
          <button
            ref={inviteToggleRef}
            type="button"
            aria-expanded={inviting}
            aria-controls={inviteFormId}
            onClick={() => {
              setInviting(!inviting);
              if (!inviting) focusLater(() => document.getElementById(inviteFormId)?.querySelector<HTMLElement>('input[name="name"]'));
            }}
            className={buttonClass({ variant: "secondary" })}
          >
            <StaffIcon name={inviting ? "close" : "plus"} className="size-5" />
            Invite by e-mail
          </button>
        </div>
      </div>

      <AddAdminForm
        id={formId}
        hidden={!adding}
        onAdded={(user) => {
          replace((list) => [...list, { ...user, locked_until: null }]);
          setAdding(false);
          focusLater(editButtonOf(user.id));
          notify("success", `${user.name} was added as an admin.`);
        }}
        onCancel={() => {
          setAdding(false);
          focusLater(() => toggleRef.current);
        }}
        onFailure={(message) => notify("error", message)}
      />

      <InvitationsPanel
        formId={inviteFormId}
        open={inviting}
        onClose={() => {
          setInviting(false);
          focusLater(() => inviteToggleRef.current);
        }}
        notify={notify}
      />

      <section aria-labelledby={headingId} aria-busy={resource.state === "loading"} className="flex flex-col gap-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus:outline-none">
          Staff accounts
        </h2>
        {pendingCount > 0 ? (
          <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <Icon name="info" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong>{pendingCount === 1 ? "1 sign-up is awaiting approval." : `${pendingCount} sign-ups are awaiting approval.`}</strong> Approve the people
              you know; delete any you do not recognise.
              {pendingNotShown > 0 ? (
                <>
                  {" "}
                  <Link
                    to={pendingElsewhere(position)}
                    // The notice changes as the list does and may take this link away: the focus waits on the list's heading.
                    onClick={() => focusLater(() => headingRef.current)}
                    className="font-semibold underline underline-offset-2"
                  >
                    {pendingNotShown === pendingCount ? "Show them" : `Show the ${pendingNotShown} not on this page`}
                  </Link>{" "}
                  (they come first in the list).
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {resource.state === "error" ? (
          <RetryAlert
            message={resource.error}
            onRetry={() => {
              reload();
              // This box goes away as the list loads again: the focus waits on the list's heading.
              focusLater(() => headingRef.current);
            }}
          />
        ) : null}
        <ListSearch label="Search staff accounts" hint="A name or an e-mail address. Sign-ups awaiting approval come first." />
        {position ? <ListPager position={position} label="Pages of staff accounts" /> : null}
        {users && users.length === 0 && position ? (
          <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
            {position.total > 0 ? "There are no accounts on this page." : position.q ? `No account matches “${position.q}”.` : "There are no accounts."}
          </p>
        ) : users ? (
          <AdminUsersTable users={users} myId={myId} editingId={editingId} busy={busy} labelledBy={headingId} now={now} actions={actions} />
        ) : resource.state === "loading" ? (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_3s_linear_infinite]" />
            Loading...
          </p>
        ) : null}
      </section>

      <ConfirmDialog
        open={question?.action === "delete"}
        title={question ? `Delete ${question.user.name}?` : "Confirm Delete"}
        message="Are you sure you want to delete this user?"
        busy={deleting}
        onConfirm={() => void answer()}
        onCancel={() => setQuestion(null)}
      />
      <ConfirmDialog
        open={question?.action === "revoke"}
        title="Revoke admin access?"
        message={question ? `Are you sure you want to revoke ${question.user.name}'s admin access? They will be signed out and cannot sign in until an admin approves them again.` : ""}
        confirmLabel="Revoke access"
        onConfirm={() => void answer()}
        onCancel={() => setQuestion(null)}
      />
    </div>
  );
}

/** The time, kept within a minute: a sign-in delay that runs out while the screen is open stops showing. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
