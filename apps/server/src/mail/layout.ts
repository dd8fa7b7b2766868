import type { MailContent } from "./outbox.ts";

/** Who sends: the church's name and postal address, from the settings at the time of sending. */
export type ChurchIdentity = { name: string; address: string[] };

export type LaidOutMail = { subject: string; text: string; html: string };

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text as HTML text or attribute value: every character that could end one is escaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

/** Only web links become links: a `javascript:` or `data:` address in a mail would be a trap. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url) && URL.canParse(url);
}

/**
 * Colours with at least 7:1 contrast (WCAG AAA) against their background: the text #1f2937 on
 * white, and white on the button's #1e3a8a. Mail programs drop <style> blocks and dark modes
 * recolour freely, so each is written on its element, and nothing depends on a colour alone.
 */
const TEXT = "#1f2937";
const BUTTON = "#1e3a8a";
const MUTED = "#374151";

/**
 * A mail as it goes out: a plain-text part and an HTML part saying the same thing. The HTML is
 * one column of real text — a language, a heading, paragraphs, a list of details, the action as
 * a link with its address also written out (some readers show links without their address, and
 * some people copy it), the church's name and address at the end. No pictures, no tracking pixel,
 * no link rewritten through a counter: what is in the outbox is what arrives.
 */
export function layOutMail(mail: MailContent, church: ChurchIdentity): LaidOutMail {
  const action = mail.action && isWebLink(mail.action.url) ? mail.action : undefined;
  const details = mail.details ?? [];

  const text = [
    mail.subject,
    "",
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(details.length > 0 ? [...details.map((detail) => `${detail.label}: ${detail.value}`), ""] : []),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    "-- ",
    church.name,
    ...church.address,
  ].join("\n");

  const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT}`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:${TEXT};font-family:Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto;padding:24px 16px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(mail.subject)}</h1>
${mail.paragraphs.map((paragraph) => `<p style="${paragraphStyle};white-space:pre-line">${escapeHtml(paragraph)}</p>`).join("\n")}
${
  details.length > 0
    ? `<dl style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT}">
${details.map((detail) => `<dt style="font-weight:bold;margin:8px 0 0">${escapeHtml(detail.label)}</dt><dd style="margin:0;white-space:pre-line">${escapeHtml(detail.value)}</dd>`).join("\n")}
</dl>`
    : ""
}
${
  action
    ? `<p style="margin:24px 0 8px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:${BUTTON};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:underline;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="${paragraphStyle};font-size:14px;color:${MUTED}">If the button does not open, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${BUTTON};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ""
}
<footer style="margin-top:32px;padding-top:16px;border-top:1px solid #9ca3af;font-size:14px;line-height:1.5;color:${MUTED}">
<p style="margin:0"><strong>${escapeHtml(church.name)}</strong><br>${church.address.map(escapeHtml).join("<br>")}</p>
</footer>
</main>
</body>
</html>
`;
  return { subject: mail.subject, text, html };
}
