import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import { MAIL_KIND_LABELS, OUTBOX_MESSAGES, OUTBOX_STATUSES, type OutboxItem, type OutboxPage, type OutboxStatus } from "@lampstand/contract/outbox";
import { useNotification } from "~/components/ui/notification";
import { PageSpinner } from "~/components/ui/page-spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass, textLinkClass } from "~/components/ui/styles";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useApiResource } from "~/lib/use-api-resource";
import { MailSetupHelp } from "./mail-notice";

const LOAD_FAILED = "Failed to load the outbox";
const RESEND_FAILED = "Failed to send the mail again";

const STATUS_WORDS: Record<OutboxStatus, string> = { waiting: "Waiting", sent: "Sent", failed: "Failed" };
/** Each state has its own words and mark, not only its colour. */
const STATUS_CLASS: Record<OutboxStatus, string> = {
  waiting: "bg-amber-100 text-amber-950 ring-amber-400",
  sent: "bg-green-50 text-green-900 ring-green-600",
  failed: "bg-red-50 text-red-900 ring-red-400",
};

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** `?status=` and `?page=` of the screen's address: a filter and a page can be shared and reloaded. */
function queryOf(params: URLSearchParams): { status: OutboxStatus | undefined; page: number } {
  const status = OUTBOX_STATUSES.find((value) => value === params.get("status"));
  const page = /^[1-9]\d{0,5}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  return { status, page };
}

function addressOf(status: OutboxStatus | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "?";
}

/**
 * /admin/outbox (issue 21): every mail the site sends, newest first: what waits and when it is
 * tried next, what went, what failed and the mail server's words for why; a sent or failed mail
 * can be sent again. While e-mail is not set up, an invitation's link is shown to pass on by hand;
 * a password reset's never is.
 */
export function OutboxScreen() {
  const [params] = useSearchParams();
  const { status, page } = queryOf(params);
  const path = `${API_PATHS.outbox}${addressOf(status, page).replace(/^\?$/, "")}`;
  const { resource, reload } = useApiResource<OutboxPage>(path, LOAD_FAILED);
  const { notify, notification } = useNotification();
  const [resending, setResending] = useState<number | null>(null);
  const titleId = useId();

  async function resend(mail: OutboxItem) {
    setResending(mail.id);
    try {
      await apiRequest(apiPath(API_PATHS.resendMail, { id: mail.id }), { method: "POST", fallback: RESEND_FAILED });
      notify("success", OUTBOX_MESSAGES.resent);
      reload();
    } catch (error) {
      notify("error", error instanceof ApiRequestError ? error.message : RESEND_FAILED);
    } finally {
      setResending(null);
    }
  }

  const data = resource.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {notification}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-3xl font-bold text-indigo-950">
            Outbox
          </h1>
          <p className="mt-2 text-slate-700">Every e-mail the website sends waits here until the mail server has taken it. Nothing is lost while it waits.</p>
        </div>
        <button type="button" onClick={reload} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <StaffIcon name="refresh" className="size-4" />
          Refresh
        </button>
      </div>

      <nav aria-label="Show" className="flex flex-wrap gap-2">
        {[undefined, ...OUTBOX_STATUSES].map((value) => {
          const count = value && data ? ` (${data.counts[value]})` : "";
          return (
            <Link
              key={value ?? "all"}
              to={addressOf(value)}
              aria-current={value === status ? "page" : undefined}
              className={`focus-ring inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-indigo-900 ${value === status ? "bg-indigo-900 text-white" : "bg-white text-indigo-900 hover:bg-indigo-50"}`}
            >
              {value ? STATUS_WORDS[value] : "All"}
              {count}
            </Link>
          );
        })}
      </nav>

      {resource.state === "error" ? <RetryAlert heading="Error" message={resource.error} onRetry={reload} /> : null}
      {!data && resource.state === "loading" ? <PageSpinner label="Loading the outbox…" /> : null}
      {data && !data.smtp_configured ? (
        <div className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <MailSetupHelp />
        </div>
      ) : null}
      {data && data.mails.length === 0 ? <p className="text-lg text-slate-700">{status ? `No ${STATUS_WORDS[status].toLowerCase()} mails.` : "No mails yet."}</p> : null}
      {data && data.mails.length > 0 ? (
        <ul aria-labelledby={titleId} className="flex flex-col gap-4">
          {data.mails.map((mail) => (
            <MailCard key={mail.id} mail={mail} resending={resending === mail.id} onResend={() => void resend(mail)} />
          ))}
        </ul>
      ) : null}
      {data && data.pages > 1 ? (
        <nav aria-label="Outbox pages" className="flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={addressOf(status, Math.min(page - 1, data.pages))} className={buttonClass({ variant: "secondary", size: "sm" })} rel="prev">
              Newer mails
            </Link>
          ) : (
            <span />
          )}
          <p className="text-slate-700">{`Page ${page} of ${data.pages}`}</p>
          {page < data.pages ? (
            <Link to={addressOf(status, page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })} rel="next">
              Older mails
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function MailCard({ mail, resending, onResend }: { mail: OutboxItem; resending: boolean; onResend: () => void }) {
  const headingId = useId();
  const canResend = mail.status !== "waiting" && !mail.secret;
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words text-indigo-950">
          {mail.subject}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_CLASS[mail.status]}`}>
          <span className="sr-only">Status: </span>
          {STATUS_WORDS[mail.status]}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">What</dt>
        <dd>{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</dd>
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{mail.to.join(", ")}</dd>
        <dt className="font-semibold">Queued</dt>
        <dd>{when(mail.created_at)}</dd>
        {mail.sent_at ? (
          <>
            <dt className="font-semibold">Sent</dt>
            <dd>{when(mail.sent_at)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Attempts</dt>
        <dd>{mail.attempts}</dd>
        {mail.next_attempt_at ? (
          <>
            <dt className="font-semibold">Next try</dt>
            <dd>{when(mail.next_attempt_at)}</dd>
          </>
        ) : null}
        {mail.last_error ? (
          <>
            <dt className="font-semibold">{mail.status === "failed" ? "Why it failed" : "Last problem"}</dt>
            <dd className="break-words">{mail.last_error}</dd>
          </>
        ) : null}
      </dl>
      {mail.link ? (
        <p className="text-sm break-all text-slate-800">
          <span className="font-semibold">Link in this mail: </span>
          <a href={mail.link} className={textLinkClass}>
            {mail.link}
          </a>
        </p>
      ) : null}
      {mail.secret ? <p className="text-sm text-slate-700">This mail carries a private link for its recipient alone, so it is not shown here, and it cannot be sent again.</p> : null}
      {canResend ? (
        <div>
          <button type="button" onClick={onResend} disabled={resending} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <StaffIcon name="refresh" className="size-4" />
            {resending ? "Sending again..." : "Send again"}
          </button>
        </div>
      ) : null}
    </li>
  );
}
