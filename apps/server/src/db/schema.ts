import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  type PgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower-cased, so "Ann@x.org" and "ann@x.org" are one account. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "pending"] }).notNull(),
  /**
   * The client address (client-address.ts) of the last successful sign-in: a correct password from
   * there passes the account's sign-in delay, so attackers elsewhere cannot lock the owner out.
   */
  lastSignInAddress: text("last_sign_in_address"),
  /** When the account last saw the admin dashboard (issue 24): what is "new" on it counts from then. */
  dashboardSeenAt: timestamp("dashboard_seen_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Sign-ups waiting for their address to be confirmed (issue 21): each with the name and password
 * chosen with it, so a stranger's sign-up with someone else's address and the owner's own are
 * separate rows, and confirming one makes an account from that one alone. Only the SHA-256 of the
 * link's token is kept. A confirmed or expired row is deleted (features/auth/signups.ts).
 */
export const signupRequests = pgTable(
  "signup_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased, as users.email. Not unique: the owner's sign-up and a stranger's may both wait. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("signup_requests_email_idx").on(table.email), index("signup_requests_expires_at_idx").on(table.expiresAt)],
);

/** A signed-in session: only the SHA-256 of the token is kept (ARCHITECTURE decision 2). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/**
 * A password-reset link sent by mail (issue 21): only the SHA-256 of its token is kept, as for
 * sessions. Valid until `expiresAt` and once: using it deletes the row (and every other of the
 * account's), so a used, replaced or expired token and a made-up one are all simply not found.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("password_resets_user_id_idx").on(table.userId)],
);

/**
 * An invitation to become an admin, sent by mail (issue 21): the invitee chooses their own
 * password through the link. Only the SHA-256 of its token is kept; accepting or withdrawing it
 * deletes the row. The inviter is kept by name too, so an invitation outlives its inviter's account.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    name: text("name").notNull(),
    /** Stored lower-cased, as users.email. One open invitation per address. */
    email: text("email").notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedByName: text("invited_by_name").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
);

/**
 * Failed sign-ins per throttle key ("account:<email>", "address:<ip or /64>", "device:<digest>"),
 * kept in the database so every server process sees them (features/auth/throttle.ts).
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  /** No attempt is checked before this time; null while under the threshold. */
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The per-IP request limits of @fastify/rate-limit (plugins/rate-limit-store.ts): one fixed window
 * per route and client, in the database so that every server process counts the same requests.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** "POST /api/login": each limited route counts on its own. */
    route: text("route").notNull(),
    /** The client's address key (client-address.ts: IPv6 by /64). */
    clientKey: text("client_key").notNull(),
    count: integer("count").notNull(),
    /** When this window ends; a request after it starts a new one. Expired rows are swept. */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.route, table.clientKey] }), index("rate_limit_hits_reset_at_idx").on(table.resetAt)],
);

/**
 * Browsers that signed in to an account before: the sign-in's device cookie, stored as its
 * SHA-256 only. A correct password from one of them passes the account's sign-in delay.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.userId] }), index("trusted_devices_user_id_idx").on(table.userId)],
);

/** Processed images, named by the SHA-256 of their bytes, so N servers share them through the database. */
export const images = pgTable("images", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/**
 * Narrower copies of a stored image (IMAGE_VARIANT_WIDTHS), made the first time one is asked for
 * and kept, so every server process shares them; they go when their image goes.
 */
export const imageVariants = pgTable(
  "image_variants",
  {
    name: text("name")
      .notNull()
      .references(() => images.name, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.name, table.width] })],
);

/**
 * Where a layout that crops the item's picture (a card, the banner) centres it (issue 24): the point
 * staff chose, in percent across and down the picture; 50, 50 is the middle.
 */
const focalPoint = () => ({
  focalX: integer("focal_x").notNull().default(50),
  focalY: integer("focal_y").notNull().default(50),
});

export const sliders = pgTable("sliders", {
  id: serial("id").primaryKey(),
  image: text("image").notNull(),
  title: text("title").notNull().default(""),
  verse: text("verse").notNull().default(""),
  /** The picture's text alternative; empty means the title stands in for it. */
  alt: text("alt").notNull().default(""),
  createdAt: createdAt(),
  ...focalPoint(),
});

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** SQL: a post's month (free text) lower-cased, one trailing full stop dropped ("Jan." → "jan"). */
const monthText = `regexp_replace(lower("month"), '\\.$', '')`;
const monthIndex = `array_position(ARRAY[${MONTHS.map((name) => `'${name.slice(0, 3)}'`).join(", ")}], left(${monthText}, 3))`;
const monthNames = `ARRAY[${MONTHS.map((name) => `'${name}'`).join(", ")}]`;

/**
 * The newsletters' newest-first order (SPEC §2.6) as one number, year × 100 + month: the year is the
 * first four digits of its free text, the month 1–12 from "1", "01", "Jan", "jan.", "Sept" or
 * "January" (at least three letters that start a month's name), else 0 (last within its year).
 * It is an index expression, so a page of posts or a post's neighbours are read from the index
 * instead of sorting every post; queries must use this very expression (text, no parameters) for
 * PostgreSQL to match it to the index.
 */
export const deskPostOrderKey = sql.raw(
  `(coalesce(substring("year" from '[0-9]{4}')::int, 0) * 100 + ` +
    `CASE WHEN ${monthText} ~ '^[0-9]{1,2}$' THEN (CASE WHEN ${monthText}::int BETWEEN 1 AND 12 THEN ${monthText}::int ELSE 0 END) ` +
    `WHEN length(${monthText}) >= 3 AND left((${monthNames})[${monthIndex}], length(${monthText})) = ${monthText} THEN ${monthIndex} ` +
    `ELSE 0 END)`,
);

export const deskPosts = pgTable(
  "desk_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    month: text("month").notNull(),
    year: text("year").notNull(),
    message: text("message").notNull(),
    image: text("image"),
    createdAt: createdAt(),
    /** "draft" is seen by staff only; "published" is public from `publishAt` on (issue 24). */
    status: text("status", { enum: ["draft", "published"] }).notNull().default("published"),
    /**
     * When a published post becomes public; later than now = scheduled. Null for posts from before
     * scheduling existed: public since they were added (`created_at`).
     */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...focalPoint(),
  },
  (table) => [
    index("desk_posts_newest_idx").on(deskPostOrderKey, table.id),
    // The next scheduled post, which the due-time timer arms for (ADR 042): few rows.
    index("desk_posts_scheduled_idx").on(table.publishAt).where(sql`${table.status} = 'published' AND ${table.publishAt} IS NOT NULL`),
  ],
);

/**
 * Every published version of a newsletter, newest last (issue 24): saved as published, or
 * restored. Its text only; the picture is the post's own (ADR 042).
 */
export const deskPostVersions = pgTable(
  "desk_post_versions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => deskPosts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    month: text("month").notNull(),
    year: text("year").notNull(),
    message: text("message").notNull(),
    /** When the version was saved as published (its public time may be later: `publishAt`). */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    /** The name as it was, so the history still says who after their account is gone. */
    savedByName: text("saved_by_name"),
    /** The version this one brought back, when it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (table) => [index("desk_post_versions_post_idx").on(table.postId, table.savedAt)],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    ministry: text("ministry").notNull(),
    date: text("date").notNull(),
    eventTime: text("event_time").notNull(),
    venue: text("venue").notNull(),
    image: text("image"),
    createdAt: createdAt(),
    /** RFC 5545 RRULE (canonical text, ADR 034) when the event repeats from `date`; null for a single event. */
    rrule: text("rrule"),
    /**
     * A series' last date when its rule ends (COUNT or UNTIL), null when it goes on; worked out
     * when the rule is saved, so a read of a window skips the series that ended before it.
     */
    lastDate: text("last_date"),
    ...focalPoint(),
  },
  (table) => [
    index("events_date_idx").on(table.date),
    // The series alone: few rows, read for every window of the calendar.
    index("events_series_idx").on(table.date).where(sql`${table.rrule} IS NOT NULL`),
  ],
);

/**
 * One date of a series changed on its own (issue 22): cancelled (an EXDATE), or taking place
 * with some of its fields changed (a RECURRENCE-ID override); null fields keep the series' value.
 */
export const eventDateChanges = pgTable(
  "event_date_changes",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    cancelled: boolean("cancelled").notNull().default(false),
    title: text("title"),
    eventTime: text("event_time"),
    venue: text("venue"),
    description: text("description"),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.date] })],
);

/** Who sent a visitor form: the same columns in every table of visitor submissions. */
const visitorColumns = () => ({
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
});

/**
 * Whether a submission is in the staff inbox or held as possible spam (ADR 026), and the indexes of
 * both lists (newest first) and of the purge of held ones past their days (by `created_at`).
 * Held ones sit in the same table as the rest, so their ids and answers give a sender nothing away.
 */
const heldColumn = () => ({
  /** Why the spam traps held it, in words for staff; null once in the inbox. */
  heldReason: text("held_reason"),
});
const submissionListIndexes = (name: string) => (table: { createdAt: PgColumn; id: PgColumn; heldReason: PgColumn }) => [
  index(`${name}_inbox_idx`).on(table.createdAt, table.id).where(sql`held_reason IS NULL`),
  index(`${name}_held_idx`).on(table.createdAt, table.id).where(sql`held_reason IS NOT NULL`),
];

export const prayerRequests = pgTable(
  "prayer_requests",
  {
    ...visitorColumns(),
    prayerRequest: text("prayer_request").notNull(),
    contactTeam: boolean("contact_team").notNull().default(false),
    createdAt: createdAt(),
    ...heldColumn(),
  },
  submissionListIndexes("prayer_requests"),
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...visitorColumns(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    ...heldColumn(),
  },
  submissionListIndexes("contact_messages"),
);

/**
 * The church's settings (issue 20): one row, the settings as JSON in the contract's shape
 * (site-settings.ts), validated before every write. `version` counts the saves: an editor sends
 * back the one it started from, and an older one is refused instead of overwriting.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    value: jsonb("value").notNull(),
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * Pages staff edit (issue 20, contract pages.ts): the draft in the row's own columns, and what
 * visitors see in the `published_*` columns (null until first published). `version` counts every
 * save and publish of the page, for refusing a save made from an older version (409).
 */
export const pages = pgTable("pages", {
  slug: text("slug").primaryKey(),
  /** A page of the spec, seeded on first start: edited, never deleted. */
  builtIn: boolean("built_in").notNull().default(false),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  content: jsonb("content").notNull(),
  version: integer("version").notNull().default(0),
  savedAt: timestamp("saved_at", { withTimezone: true }),
  savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
  publishedTitle: text("published_title"),
  publishedDescription: text("published_description"),
  publishedContent: jsonb("published_content"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** The draft's place in the site's frame: a header menu group ("church", "ministries", "resources") or none, and the footer. */
  menu: text("menu", { enum: ["church", "ministries", "resources"] }),
  footer: boolean("footer").notNull().default(false),
  /** Where visitors find it: the placement as last published (a draft never shows in the menu). */
  publishedMenu: text("published_menu", { enum: ["church", "ministries", "resources"] }),
  publishedFooter: boolean("published_footer").notNull().default(false),
  createdAt: createdAt(),
});

/** Every published version of a page, newest last; restoring one publishes its content again. */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: serial("id").primaryKey(),
    slug: text("slug")
      .notNull()
      .references(() => pages.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: jsonb("content").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    /** The name as it was, so the history still says who after their account is gone. */
    publishedByName: text("published_by_name"),
    /** The revision this one brought back, when it was a restore. */
    restoredFrom: integer("restored_from"),
    /** The placement published with it, brought back with it by a restore. */
    menu: text("menu", { enum: ["church", "ministries", "resources"] }),
    footer: boolean("footer").notNull().default(false),
  },
  (table) => [index("page_revisions_slug_idx").on(table.slug, table.publishedAt)],
);

/**
 * Who changed what, when (issue 20: settings and pages; later issues widen it). The name is kept
 * as it was, so the log still says who after the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    /** What was done, e.g. "settings.update", "page.save", "page.publish", "page.restore", "page.delete". */
    action: text("action").notNull(),
    /** What it was done to: "settings", or the page's slug. */
    subject: text("subject").notNull(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

/**
 * Mails waiting to go, sent and failed (issue 21, mail/outbox.ts): each is written in the
 * transaction of what caused it and sent afterwards by the mail worker, so a restart or an SMTP
 * server that is down delays a mail, never loses it. `content` is the outbox's MailContent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    content: jsonb("content").notNull(),
    status: text("status", { enum: ["waiting", "sent", "failed"] }).notNull().default("waiting"),
    /** Sending attempts made so far. */
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this time (growing waits after each failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, in the SMTP server's words. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`status = 'waiting'`)],
);

/** Sermon series (issue 23): a title, a description and their own picture. */
export const sermonSeries = pgTable("sermon_series", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  image: text("image"),
  createdAt: createdAt(),
});

/**
 * A sermon's audio file (ADR 037): its bytes are the chunks below. A row stays incomplete while
 * its upload streams in; only a complete one is linked to a sermon.
 */
export const sermonAudio = pgTable("sermon_audio", {
  id: serial("id").primaryKey(),
  contentType: text("content_type").notNull(),
  byteLength: integer("byte_length").notNull().default(0),
  durationSeconds: integer("duration_seconds").notNull().default(0),
  complete: boolean("complete").notNull().default(false),
  createdAt: createdAt(),
});

/** The audio's bytes, in pieces of SERMON_AUDIO_CHUNK_BYTES (the last one shorter), in order of `seq` from 0. */
export const sermonAudioChunks = pgTable(
  "sermon_audio_chunks",
  {
    audioId: integer("audio_id")
      .notNull()
      .references(() => sermonAudio.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.audioId, table.seq] })],
);

export const sermons = pgTable(
  "sermons",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** YYYY-MM-DD: sorts as it reads. */
    date: text("date").notNull(),
    speaker: text("speaker").notNull(),
    seriesId: integer("series_id").references(() => sermonSeries.id, { onDelete: "set null" }),
    /** References written one way ("John 3:16-18"), in the order staff gave them. */
    scripture: text("scripture").array().notNull().default(sql`'{}'::text[]`),
    /** The books the references name, for the filter by book (a GIN index). */
    books: text("books").array().notNull().default(sql`'{}'::text[]`),
    summary: text("summary").notNull().default(""),
    notes: text("notes").notNull().default(""),
    videoUrl: text("video_url"),
    audioId: integer("audio_id").references(() => sermonAudio.id, { onDelete: "set null" }),
    image: text("image"),
    createdAt: createdAt(),
  },
  (table) => [
    index("sermons_newest_idx").on(table.date, table.id),
    index("sermons_series_idx").on(table.seriesId),
    index("sermons_speaker_idx").on(table.speaker),
    index("sermons_books_idx").using("gin", table.books),
  ],
);

/**
 * Every column that holds a stored picture ("uploads/<name>.webp"). A picture is deleted once
 * none of these uses it (images/image-store.ts): a new kind of item with a picture adds its
 * column here, and schema.test.ts fails until it does.
 */
export const imageReferences = [sliders.image, deskPosts.image, events.image, sermonSeries.image, sermons.image];

/**
 * Every JSON column that may hold stored pictures anywhere inside it: the pictures of a page's
 * blocks (in a draft, a published copy or any revision that can still be restored) and the
 * settings' logo. A picture is in use while its name appears in one of these, as text
 * (images/image-store.ts).
 */
export const imageReferencesInJson = [pages.content, pages.publishedContent, pageRevisions.content, siteSettings.value];
