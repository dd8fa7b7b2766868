import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { OUTBOX_MESSAGES, type OutboxSummary } from "@lampstand/contract/outbox";
import { textLinkClass } from "~/components/ui/styles";
import { useApiResource } from "~/lib/use-api-resource";

/** What to ask whoever runs the server for, in words a secretary can pass on. */
export function MailSetupHelp() {
  return (
    <p>
      To send them, whoever runs the website sets two settings on the server and restarts it: <code className="font-mono">SMTP_URL</code>, the mail
      account to send through (e.g. <code className="font-mono break-all">smtp://office%40yourchurch.org:app-password@smtp.gmail.com:587</code>), and{" "}
      <code className="font-mono">MAIL_FROM</code>, the address mails come from. The README says how. Until then, the outbox shows the link each invitation
      would carry, to pass on yourself.
    </p>
  );
}

/**
 * The admin frame's notice about e-mail, above every admin screen, where a secretary sees it
 * whatever they came to do: while e-mail is not set up (and how many mails wait because of it),
 * or when mails failed. Read again on each screen change (`screen`), so it follows what staff do.
 */
export function MailNotice({ screen }: { screen: string }) {
  const { resource, reload } = useApiResource<OutboxSummary>(API_PATHS.outboxSummary, "Failed to read the outbox");
  const shownFor = useRef(screen);
  useEffect(() => {
    if (shownFor.current === screen) return;
    shownFor.current = screen;
    reload();
  }, [screen, reload]);
  const summary = resource.data;
  if (!summary) return null;
  const onOutbox = screen === "/admin/outbox";
  if (!summary.smtp_configured) {
    return (
      <section aria-label="E-mail" className="mb-6 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold">{OUTBOX_MESSAGES.notSetUp(summary.waiting)}</p>
        {/* The outbox screen says how to set it up right below: once is enough. */}
        {onOutbox ? null : (
          <p>
            Nothing is sent by e-mail until it is.{" "}
            <Link to="/admin/outbox" className={textLinkClass}>
              See the outbox and how to set it up
            </Link>
          </p>
        )}
      </section>
    );
  }
  if (summary.failed === 0 || onOutbox) return null;
  return (
    <section aria-label="E-mail" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-bold">{OUTBOX_MESSAGES.failed(summary.failed)}</p>
      <p>
        <Link to="/admin/outbox?status=failed" className={textLinkClass}>
          See why, and send them again
        </Link>
      </p>
    </section>
  );
}
