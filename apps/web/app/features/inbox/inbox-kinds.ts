import { API_PATHS } from "@lampstand/contract/api-paths";
import type { ContactMessage, PrayerRequest } from "@lampstand/contract/entities";
import { MESSAGES } from "@lampstand/contract/messages";
import type { Submission } from "./submission-format";

/**
 * What tells the two inbox screens apart (SPEC §2.14): their words, their API paths, what the
 * visitor wrote, and for prayer requests the question the team must act on. Everything else is
 * `SubmissionInbox`, which both screens are.
 */
export type InboxKind<T extends Submission> = {
  /** The screen's heading ('Prayer Requests'), one item in a sentence ('prayer request'), and a line under the heading. */
  words: { title: string; noun: string; intro: string; searchHint: string };
  /** The inbox, the held list (ADR 026), one item, and moving a held one to the inbox. */
  api: {
    list: string;
    held: string;
    item: typeof API_PATHS.prayerRequest | typeof API_PATHS.contactMessage;
    release: typeof API_PATHS.releasePrayerRequest | typeof API_PATHS.releaseContactMessage;
  };
  /** SPEC §8's defaults and the empty text of SPEC §2.14; the held list's own (ADR 026). */
  messages: { fetchFailed: string; deleteFailed: string; empty: string; fetchHeldFailed: string; releaseFailed: string };
  /** What the visitor wrote, and its label in the details dialog. */
  body: { label: string; of: (item: T) => string };
  /** A yes/no the visitor answered that staff must act on: a badge in the list when yes. */
  flag?: { question: string; badge: string; isSet: (item: T) => boolean };
};

/** The prayer team's question shows in the list too, so whoever calls back sees it without opening each request. */
export const PRAYER_REQUESTS: InboxKind<PrayerRequest> = {
  words: { title: "Prayer Requests", noun: "prayer request", intro: "What visitors asked the church to pray for. Those who want the prayer team to contact them are marked.",
    searchHint: "A name, an e-mail address, a phone number or words of the request.",
  },
  api: { list: API_PATHS.prayerRequests, held: API_PATHS.heldPrayerRequests, item: API_PATHS.prayerRequest, release: API_PATHS.releasePrayerRequest },
  messages: {
    fetchFailed: MESSAGES.fetchPrayersFailed,
    deleteFailed: MESSAGES.deletePrayerFailed,
    empty: MESSAGES.noPrayerRequests,
    fetchHeldFailed: "Failed to fetch held prayer requests",
    releaseFailed: "Failed to move the prayer request to the inbox",
  },
  body: { label: "Prayer request", of: (item) => item.prayer_request },
  flag: { question: "Have our prayer team contact you?", badge: "Wants the prayer team to contact them", isSet: (item) => item.contact_team },
};

export const CONTACT_MESSAGES: InboxKind<ContactMessage> = {
  words: { title: "Contact Submissions", noun: "contact message", intro: "Messages visitors sent through the contact form. Open one to read all of it and to reply by e-mail or phone.",
    searchHint: "A name, an e-mail address, a phone number or words of the message.",
  },
  api: { list: API_PATHS.contactMessages, held: API_PATHS.heldContactMessages, item: API_PATHS.contactMessage, release: API_PATHS.releaseContactMessage },
  messages: {
    fetchFailed: MESSAGES.fetchContactsFailed,
    deleteFailed: MESSAGES.deleteContactFailed,
    empty: MESSAGES.noContactMessages,
    fetchHeldFailed: "Failed to fetch held contact messages",
    releaseFailed: "Failed to move the contact message to the inbox",
  },
  body: { label: "Message", of: (item) => item.message },
};
