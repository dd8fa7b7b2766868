import { useId, useState, type FormEvent } from "react";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { Done, Invitation } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { invitationRequestSchema } from "@lampstand/contract/requests";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { Field, inputClass } from "~/components/ui/field";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useSettings } from "~/lib/settings";
import { useApiResource } from "~/lib/use-api-resource";
import { dayAndTime, fieldMessages } from "./user-rules";

const FIELDS = ["name", "email"] as const;
const INVITE_FAILED = "Failed to send the invitation";
const FETCH_FAILED = "Failed to fetch invitations";
const WITHDRAW_FAILED = "Failed to withdraw the invitation";

type Notify = (tone: "success" | "error", message: string) => void;

/**
 * "Invite by e-mail" on Admin Mgt (issue 21), beside the spec's add form: the admin names someone
 * and their address, and they get a link to choose their own password (7 days, once), so no admin
 * knows it. Below, the invitations still open, with who sent each, when, and until when it works,
 * and Withdraw, which makes its link stop working.
 */
export function InvitationsPanel({ formId, open, onClose, notify }: { formId: string; open: boolean; onClose: () => void; notify: Notify }) {
  const { resource, reload, replace } = useApiResource<Invitation[]>(API_PATHS.invitations, FETCH_FAILED);
  const { timeZone } = useSettings();
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const headingId = useId();
  const invitations = resource.data ?? [];

  const withdraw = async (invitation: Invitation) => {
    setWithdrawing(invitation.id);
    try {
      const done = await apiRequest<Done>(apiPath(API_PATHS.invitation, { id: invitation.id }), { method: "DELETE", fallback: WITHDRAW_FAILED });
      replace((list) => list.filter((other) => other.id !== invitation.id));
      notify("success", done.message);
      document.getElementById(headingId)?.focus();
    } catch (error) {
      notify("error", error instanceof ApiRequestError ? error.message : WITHDRAW_FAILED);
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <>
      <InviteForm
        id={formId}
        hidden={!open}
        onInvited={(invitation) => {
          replace((list) => [invitation, ...list.filter((other) => other.email !== invitation.email)]);
          onClose();
          notify("success", STAFF_MESSAGES.invitationSent(invitation.email));
        }}
        onCancel={onClose}
        onFailure={(message) => notify("error", message)}
      />
      {resource.state === "error" ? <RetryAlert message={resource.error} onRetry={reload} /> : null}
      {invitations.length > 0 ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus:outline-none">
            Invitations waiting
          </h2>
          <ul className="flex flex-col gap-3">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{invitation.name}</p>
                  <p className="break-all text-slate-700">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    Invited by {invitation.invited_by} on {dayAndTime(invitation.created_at, timeZone)}; the link works until{" "}
                    {dayAndTime(invitation.expires_at, timeZone)}.
                  </p>
                </div>
                <button
                  type="button"
                  disabled={withdrawing === invitation.id}
                  onClick={() => void withdraw(invitation)}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  className={buttonClass({ variant: "secondary" })}
                >
                  {withdrawing === invitation.id ? "Withdrawing..." : "Withdraw"}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The invitation form: name and e-mail, checked with the contract's rules before it is sent. */
function InviteForm({
  id,
  hidden,
  onInvited,
  onCancel,
  onFailure,
}: {
  id: string;
  hidden: boolean;
  onInvited: (invitation: Invitation) => void;
  onCancel: () => void;
  onFailure: (message: string) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = invitationRequestSchema.safeParse(Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? "")])));
    const focusFirst = (found: Record<string, string>) => {
      const first = FIELDS.find((field) => found[field]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    };
    if (!parsed.success) {
      const found = fieldMessages(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const invitation = await apiRequest<Invitation>(API_PATHS.invitations, { method: "POST", body: parsed.data, fallback: INVITE_FAILED });
      form.reset();
      onInvited(invitation);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : INVITE_FAILED;
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        focusFirst({ [field]: message });
      }
      onFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id={id}
      hidden={hidden}
      noValidate
      onSubmit={(event) => void submit(event)}
      onReset={() => setErrors({})}
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-indigo-950">
        Invite by e-mail
      </h2>
      <p className="mt-1 text-slate-700">
        They get a link to choose their own password, which works for 7 days. Once they have, they can sign in as an admin.
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <Field label="Name" required error={errors.name}>
          {(control) => <input {...control} name="name" type="text" required autoComplete="off" maxLength={LIMITS.name} className={inputClass} />}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => <input {...control} name="email" type="email" required autoComplete="off" maxLength={LIMITS.email} className={inputClass} />}
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? "Sending..." : "Send Invitation"}
        </button>
        <button
          type="button"
          onClick={(event) => {
            event.currentTarget.form?.reset();
            onCancel();
          }}
          className={buttonClass({ variant: "secondary" })}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
