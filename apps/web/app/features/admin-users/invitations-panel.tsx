import { useId, useState } from "react";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { Done, Invitation } from "@lampstand/contract/entities";
import { invitationRequestSchema } from "@lampstand/contract/requests";
import { STAFF_MESSAGES } from "@lampstand/contract/staff-messages";
import { RetryAlert } from "~/components/ui/retry-alert";
import { buttonClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useSettings } from "~/lib/settings";
import { useApiResource } from "~/lib/use-api-resource";
import { AccountFormFrame, NameAndEmailFields, useAccountForm } from "./account-form";
import { dayAndTime } from "./user-rules";

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
      {/* Its own words, not the server's: the staff list beside it says the same failure (a network down) in those. */}
      {resource.state === "error" ? <RetryAlert message={`${FETCH_FAILED}.`} onRetry={reload} /> : null}
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
  const { errors, failure, busy, submit, reset } = useAccountForm<Invitation, typeof FIELDS>({
    fields: FIELDS,
    schema: invitationRequestSchema,
    path: API_PATHS.invitations,
    fallback: INVITE_FAILED,
    onDone: onInvited,
    onFailure,
  });

  return (
    <AccountFormFrame
      id={id}
      hidden={hidden}
      title="Invite by e-mail"
      intro="They get a link to choose their own password, which works for 7 days. Once they have, they can sign in as an admin."
      failure={failure}
      busy={busy}
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      onSubmit={submit}
      onReset={reset}
      onCancel={onCancel}
    >
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <NameAndEmailFields errors={errors} />
      </div>
    </AccountFormFrame>
  );
}
