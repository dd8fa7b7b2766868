import { isIP } from "node:net";
import { z } from "zod";

/**
 * Every setting comes from the environment and is checked once at boot: a bad value
 * stops start-up with a message naming the variable (README "Configuration").
 */
const intFrom = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Who may tell the server a visitor's address (docs/operations.md "Running behind a reverse
 * proxy"): the number of proxy hops in front of it, or the proxies' addresses. Never "trust
 * everyone": the left-most X-Forwarded-For entry is whatever the visitor wrote, and every per-IP
 * limit would fall to a header.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  "give the number of reverse proxies in front of the server (1 for one nginx or Caddy), or their addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)";
/** proxy-addr's names for whole ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "no" || text === "0") return false;
  if (text === "true" || text === "yes") {
    context.addIssue({ code: "custom", message: `trusting every proxy would let a visitor choose their own address in X-Forwarded-For; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 100) return hops;
    context.addIssue({ code: "custom", message: `${hops} proxy hops is more than any real set-up; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({ code: "custom", message: `not an address or CIDR range: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}; ${TRUST_PROXY_HELP}` });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: intFrom(0, 65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  /** Where the web app sends API calls; the same process serves it under /api by default. */
  API_URL: z.string().min(1).default("/api"),
  /** Public address of the site, used in absolute links (sitemap, Open Graph). */
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  /** Checked against the password rule when it creates the admin (bootstrap-admin.ts), not at every start. */
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().min(1).default("Administrator"),
  SESSION_HOURS: intFrom(1, 24 * 365).default(12),
  REMEMBER_DAYS: intFrom(1, 365).default(30),
  LOGIN_RATE_LIMIT: intFrom(1, 100_000).default(20),
  SIGNUP_RATE_LIMIT: intFrom(1, 100_000).default(5),
  FORM_RATE_LIMIT: intFrom(1, 100_000).default(10),
  /** "Forgot your password?" asks per client address per window (issue 21). */
  PASSWORD_RESET_RATE_LIMIT: intFrom(1, 100_000).default(5),
  /** Reset mails per e-mail address per hour, whoever asks: more asks are answered alike and send nothing. */
  PASSWORD_RESET_MAILS_PER_HOUR: intFrom(1, 1_000).default(3),
  RATE_LIMIT_WINDOW_SECONDS: intFrom(1, 86_400).default(60),
  LOCKOUT_THRESHOLD: intFrom(1, 1000).default(5),
  LOCKOUT_MINUTES: intFrom(1, 24 * 60).default(10),
  ADDRESS_LOCKOUT_THRESHOLD: intFrom(1, 10_000).default(10),
  ADDRESS_LOCKOUT_MINUTES: intFrom(1, 24 * 60).default(5),
  /** Submissions faster than this (as the web form reports) are treated as bots. */
  FORM_MIN_FILL_MS: intFrom(0, 600_000).default(2500),
  IMAGE_CACHE_MB: intFrom(0, 4096).default(64),
  /** Memory for rendered public pages (web/page-cache.ts); 0 renders every page view. */
  PAGE_CACHE_MB: intFrom(0, 4096).default(32),
  TRUST_PROXY: trustProxySchema.default(false),
  /** false: serve only the API (e.g. on its own host, with the web app elsewhere). */
  SERVE_WEB: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Two log lines for every request. Off by default: under load, writing them cost more than
   * answering a cached read (ADR 017). Errors and 5xx answers are logged either way.
   */
  LOG_REQUESTS: bool.default(false),
  /** The mail server (mail/, ADR 033): smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. Unset: mails wait in the outbox. */
  SMTP_URL: z.string().optional(),
  /** The sender of every mail: "office@church.org" or "Grace Church <office@church.org>". */
  MAIL_FROM: z.string().optional(),
  /** The first wait after a failed sending; each further one is twice as long, at most MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_FIRST_SECONDS: intFrom(1, 86_400).default(60),
  MAIL_RETRY_MAX_SECONDS: intFrom(1, 86_400).default(3600),
  /** How long a mail is retried before it is marked failed (fractions allowed, for tests). */
  MAIL_GIVE_UP_HOURS: z.coerce.number().positive().max(24 * 365).default(48),
  /** How long a mail claimed by a process stays its own: one that died meanwhile leaves it to another after this. */
  MAIL_CLAIM_SECONDS: intFrom(1, 86_400).default(600),
  /** How often the sender looks for due mails when nothing woke it. */
  MAIL_POLL_SECONDS: intFrom(1, 3600).default(30),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiUrl: string;
  publicUrl: string | undefined;
  bootstrapAdmin: { email: string; password: string; name: string } | undefined;
  sessionHours: number;
  rememberDays: number;
  rateLimits: { login: number; signup: number; forms: number; passwordReset: number; resetMailsPerHour: number; windowMs: number };
  /**
   * Sign-in throttling (features/auth/throttle.ts): after `threshold` failures in a row, each
   * further attempt waits, `firstMinutes` at first and twice as long after each failure.
   */
  lockout: { account: ThrottleSettings; address: ThrottleSettings };
  formMinFillMs: number;
  imageCacheBytes: number;
  pageCacheBytes: number;
  /** Fastify's `trustProxy` (proxy-addr): false, a number of hops, or the proxies' addresses. */
  trustProxy: TrustProxy;
  serveWeb: boolean;
  logLevel: string;
  logRequests: boolean;
  mail: MailConfig;
};

/** Where mail goes (SMTP_URL), as nodemailer takes it; the password stays out of logs and messages. */
export type SmtpSettings = {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). */
  secure: boolean;
  /** smtp://: STARTTLS is required before anything is sent, except to this machine or with ?tls=optional. */
  requireTLS: boolean;
  auth: { user: string; pass: string } | undefined;
};

export type MailConfig = {
  /** Undefined without SMTP_URL: mails wait in the outbox, and the admin says how to set it up. */
  smtp: SmtpSettings | undefined;
  from: string | undefined;
  retry: { firstMs: number; maxMs: number; giveUpMs: number };
  claimMs: number;
  pollMs: number;
};

export type ThrottleSettings = { threshold: number; firstMinutes: number };

export class ConfigError extends Error {}

/** Variables whose values are secrets (or hold one): an error names them but never prints them. */
const SECRET_VARIABLES = new Set(["ADMIN_PASSWORD", "DATABASE_URL", "SMTP_URL"]);
function shown(name: string, value: string | undefined): string {
  return SECRET_VARIABLES.has(name) ? "(hidden)" : JSON.stringify(value);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}=${shown(String(issue.path[0]), env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together.");
  }
  // Behind a proxy without PUBLIC_URL, the site's address would come from X-Forwarded-Host, which
  // nginx passes on as the visitor wrote it unless told otherwise; the sitemap, robots.txt and
  // the feeds carrying it are `Cache-Control: public`, so a CDN in front would keep a visitor's
  // forged host and hand it to everyone. An API-only server (SERVE_WEB=false) writes no such links.
  if (e.TRUST_PROXY !== false && e.SERVE_WEB && !e.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  TRUST_PROXY is set but PUBLIC_URL is not: behind a reverse proxy, set PUBLIC_URL to the site's public address " +
        "(e.g. PUBLIC_URL=https://church.example.org), so that links in the sitemap, robots.txt and the feeds never come from a forwarded Host header.",
    );
  }
  const mail = mailConfig(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    apiUrl: e.API_URL,
    publicUrl: e.PUBLIC_URL,
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    sessionHours: e.SESSION_HOURS,
    rememberDays: e.REMEMBER_DAYS,
    rateLimits: {
      login: e.LOGIN_RATE_LIMIT,
      signup: e.SIGNUP_RATE_LIMIT,
      forms: e.FORM_RATE_LIMIT,
      passwordReset: e.PASSWORD_RESET_RATE_LIMIT,
      resetMailsPerHour: e.PASSWORD_RESET_MAILS_PER_HOUR,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    lockout: {
      account: { threshold: e.LOCKOUT_THRESHOLD, firstMinutes: e.LOCKOUT_MINUTES },
      address: { threshold: e.ADDRESS_LOCKOUT_THRESHOLD, firstMinutes: e.ADDRESS_LOCKOUT_MINUTES },
    },
    formMinFillMs: e.FORM_MIN_FILL_MS,
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    trustProxy: e.TRUST_PROXY,
    serveWeb: e.SERVE_WEB,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    mail,
  };
}

const SMTP_URL_HELP =
  "write it as smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS), with any @ or : in the user or password written as %40 and %3A";

/** SMTP_URL read into nodemailer's settings; a ConfigError (never showing the password) when it cannot be. */
export function parseSmtpUrl(value: string): SmtpSettings {
  const problem = (why: string) => new ConfigError(`Invalid configuration:\n  SMTP_URL=(hidden): ${why}; ${SMTP_URL_HELP}.`);
  if (!URL.canParse(value)) throw problem("not a URL");
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw problem(`it starts with ${url.protocol}//, not smtp:// or smtps://`);
  if (!url.hostname) throw problem("it names no host");
  const secure = url.protocol === "smtps:";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw problem("its user or password has a % that is not followed by two hex digits");
  }
  if (user && !pass) throw problem("it names a user but no password");
  const tls = url.searchParams.get("tls");
  if (tls !== null && tls !== "optional") throw problem(`tls=${tls} is not known (only tls=optional, to send without STARTTLS when the server offers none)`);
  // A password (or any mail) sent in clear across a network can be read on the way: smtp:// must
  // upgrade with STARTTLS unless the server is this machine (a local relay) or the operator says so.
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !loopback && tls !== "optional",
    auth: user ? { user, pass } : undefined,
  };
}

/** "office@church.org" or "Grace Church <office@church.org>". */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function mailConfig(e: z.infer<typeof envSchema>): MailConfig {
  const smtp = e.SMTP_URL === undefined ? undefined : parseSmtpUrl(e.SMTP_URL);
  const from = e.MAIL_FROM?.trim();
  if (from !== undefined && !MAIL_FROM_PATTERN.test(from)) {
    throw new ConfigError(`Invalid configuration:\n  MAIL_FROM=${JSON.stringify(e.MAIL_FROM)}: write the sender as office@church.org or as "Grace Church <office@church.org>".`);
  }
  if (smtp && !from) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL is set but MAIL_FROM is not: set MAIL_FROM to the address mails come from (one your mail provider lets you send as), e.g. MAIL_FROM=\"Grace Church <office@church.org>\".",
    );
  }
  return {
    smtp,
    from,
    retry: { firstMs: e.MAIL_RETRY_FIRST_SECONDS * 1000, maxMs: Math.max(e.MAIL_RETRY_FIRST_SECONDS, e.MAIL_RETRY_MAX_SECONDS) * 1000, giveUpMs: e.MAIL_GIVE_UP_HOURS * 3_600_000 },
    claimMs: e.MAIL_CLAIM_SECONDS * 1000,
    pollMs: e.MAIL_POLL_SECONDS * 1000,
  };
}
