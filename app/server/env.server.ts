import { existsSync } from "node:fs";
import { DEFAULT_IPV6_PREFIX } from "./letters/client-address.server";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { LETTER_RETENTION_DAYS as PUBLISHED_RETENTION_DAYS } from "~/content/privacy";
import { DEFAULT_REVIEW_SAMPLE_PERCENT } from "./review/review-work.server";
import { parsePlainAddress } from "~/features/letter/email-address";
import { defaultContactEmail, defaultSiteUrl, type PublicConfig } from "~/lib/public-config";

/**
 * Configuration: environment variables, validated once at start-up. A bad value stops the server with a
 * message that names the variable. Documented in .env.example and README (keep all three in step).
 */
const port = z.coerce.number().int().min(1).max(65_535);
const url = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
  .transform((u) => u.replace(/\/+$/, ""));

const positiveInt = z.coerce.number().int().positive();
const optionalUrl = (schemes: RegExp, hint: string) =>
  z
    .string()
    .refine((u) => schemes.test(u), `must be a URL starting with ${hint}`)
    .refine((u) => URL.canParse(u), "is not a valid URL")
    .optional();

const TRUST_PROXY_SAFE_VALUES =
  "Use false (no proxy), the number of proxies in front of the server (1 for one load balancer or TLS proxy), or the proxies' addresses (for example loopback, or 10.0.0.0/8).";
export const TRUST_PROXY_TRUE_REFUSED = `is "true", which would let any client choose its address through X-Forwarded-For and walk past the per-address letter limit. ${TRUST_PROXY_SAFE_VALUES}`;

/** An entry Express's "trust proxy" understands as addresses: a preset name, an IP address, or an IP/prefix subnet. */
function isTrustedProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The public address of the site; unset = http://localhost:$PORT. Read at start-up, never built in. */
  SITE_URL: url.optional(),
  /**
   * Where families write to us: shown on the privacy page, the letter page's guarantee, the about page and every
   * reply. Required in production (a local trial run with MAIL_MODE=mailbox uses contact@ the site's host).
   */
  CONTACT_EMAIL: z
    .string()
    .trim()
    .refine((v) => parsePlainAddress(v) !== null, "must be an email address, like help@your-domain.example")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Behind a reverse proxy: which hops to believe for the client's address (Express "trust proxy"): false, a hop
   * count, or the proxy's addresses. Never "true": that believes any X-Forwarded-For, so any client could choose
   * its address and walk past the per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .superRefine((v, ctx) => {
      if (v === "false" || /^\d+$/.test(v)) return;
      if (v === "true") {
        ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE_REFUSED });
        return;
      }
      const bad = v.split(",").map((p) => p.trim()).filter((p) => !isTrustedProxyEntry(p));
      if (bad.length > 0) ctx.addIssue({ code: "custom", message: `has ${bad.map((b) => `"${b}"`).join(", ")}, which is not an address, a subnet or one of loopback, linklocal, uniquelocal. ${TRUST_PROXY_SAFE_VALUES}` });
    })
    .transform((v): false | number | string => (v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v)),

  /** PostgreSQL (postgres://…) for several servers; unset = SQLite at $DATA_DIR/santa.sqlite. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//i, "postgres:// or postgresql://"),
  /** A real mail server (smtp:// or smtps://, credentials in the URL); unset = the local mailbox. */
  SMTP_URL: optionalUrl(/^smtps?:\/\//i, "smtp:// or smtps://"),
  /** "mailbox" says, on purpose, that a production server with no SMTP_URL may write replies to files. */
  MAIL_MODE: z.enum(["smtp", "mailbox"]).optional(),
  /** The share of each day's replied letters (percent, 0–100; 0 turns it off) drawn for reviewers' second look. */
  REVIEW_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_REVIEW_SAMPLE_PERCENT),
  /** Turns on /metrics (Prometheus text), which then requires "Authorization: Bearer <token>". */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** The fixed From of every reply; defaults to Santa at SITE_URL's host. */
  MAIL_FROM: z.string().min(3).optional(),
  /** First retry delay of a reply that could not be sent; it doubles on each attempt (max 1 hour). */
  REPLY_RETRY_BASE_MS: positiveInt.default(30_000),
  /** How often the outbox worker looks for replies that are due. */
  REPLY_POLL_MS: positiveInt.default(2_000),
  /** A reply that still fails this long after its letter arrived is dead-lettered (at least 24). */
  REPLY_GIVE_UP_HOURS: positiveInt.min(24).default(48),
  /** Letters and their replies are deleted this many days after the reply was sent. */
  LETTER_RETENTION_DAYS: positiveInt.default(PUBLISHED_RETENTION_DAYS),
  /** Per visitor address: at most this many letters per window (a whole classroom may share one address). */
  RATE_LIMIT_PER_IP: positiveInt.default(30),
  RATE_LIMIT_IP_WINDOW_MINUTES: positiveInt.default(10),
  /** An IPv6 visitor is counted by this many leading bits of its address (a home or phone gets a whole /64). */
  RATE_LIMIT_IPV6_PREFIX: positiveInt.min(32).max(128).default(DEFAULT_IPV6_PREFIX),
  /** Per parent email address: at most this many replies per window; a reply beyond waits until the window allows. */
  RATE_LIMIT_PER_RECIPIENT: positiveInt.default(3),
  RATE_LIMIT_RECIPIENT_WINDOW_HOURS: positiveInt.default(24),
  /** Prerendered pages: how long a CDN or shared cache may serve one without asking (s-maxage). Browsers always revalidate. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** …and how long it may go on serving a stale copy while it fetches a fresh one (stale-while-revalidate). */
  PAGE_STALE_SECONDS: z.coerce.number().int().min(0).default(86_400),
  /**
   * A request's headers and body must arrive within this many seconds, or its connection is closed (Node's own
   * default is 300 s, which lets a slow sender hold a connection for five minutes where no proxy stands in front).
   */
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(300).default(30),
  /** At most this many open connections; more are refused until some close. */
  MAX_CONNECTIONS: positiveInt.default(1024),
  /**
   * Per visitor and parent address: at most this many of a visitor's letters to one address in 24 hours get a reply
   * (more are kept, not answered); past three times this from everyone, letters to the address are held for a person.
   */
  RATE_LIMIT_RECIPIENT_DAILY_CAP: positiveInt.default(10),
});

export const envSchema = fields.transform((e) => ({ ...e, SITE_URL: e.SITE_URL ?? defaultSiteUrl(e.PORT) }));

export type Env = z.infer<typeof envSchema>;

/** What every page and reply shows of this configuration (CONTACT_EMAIL unset: contact@ the site's host). */
export function publicConfigOf(env: Pick<Env, "SITE_URL" | "CONTACT_EMAIL">): PublicConfig {
  return { siteUrl: env.SITE_URL, contactEmail: env.CONTACT_EMAIL ?? defaultContactEmail(env.SITE_URL) };
}

export class EnvError extends Error {}

/**
 * Loads `.env` (or the file ENV_FILE names) into process.env with Node's own loader, if it exists. A variable
 * already set in the real environment wins over the file. Returns the file loaded, or null.
 */
export function loadDotEnv(file: string = process.env.ENV_FILE ?? ".env"): string | null {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) {
    if (process.env.ENV_FILE) throw new EnvError(`ENV_FILE is ${process.env.ENV_FILE}, but there is no such file.`);
    return null;
  }
  process.loadEnvFile(resolved);
  return resolved;
}

/** Parses a set of variables (process.env by default); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) {
    const env = result.data;
    if (env.MAIL_MODE === "smtp" && !env.SMTP_URL) {
      throw new EnvError("Invalid configuration: MAIL_MODE=smtp needs SMTP_URL (smtp://user:password@host:587).");
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL && env.MAIL_MODE !== "mailbox") {
      throw new EnvError(
        "Refusing to start: NODE_ENV=production but SMTP_URL is not set, so Santa's replies would only be written to\n" +
          "files in DATA_DIR/mailbox/ and no family would receive one. Set SMTP_URL to your mail server, or set\n" +
          "MAIL_MODE=mailbox if writing replies to the local mailbox is what you want (npm start does this for you).",
      );
    }
    if (env.NODE_ENV === "production" && !env.CONTACT_EMAIL && env.MAIL_MODE !== "mailbox") {
      throw new EnvError(
        "Refusing to start: NODE_ENV=production but CONTACT_EMAIL is not set. The privacy page, the letter page's\n" +
          "guarantee and every reply tell families to write to this address: set CONTACT_EMAIL to a mailbox someone\n" +
          "reads (for example CONTACT_EMAIL=help@your-domain.example).",
      );
    }
    return env;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const value = cleaned[name];
    return `  ${name}${value === undefined ? "" : ` (got "${value}")`}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration, fix these environment variables (see .env.example):\n${problems.join("\n")}`);
}

/** Start-up warnings that do not stop the server. */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(env.SITE_URL).hostname);
  if (env.NODE_ENV === "production" && !env.SITE_URL.startsWith("https://") && !loopback) {
    warnings.push(`SITE_URL is ${env.SITE_URL}: in production it should be https://, or links in replies and canonical URLs point to an insecure address.`);
  }
  if (env.LETTER_RETENTION_DAYS !== PUBLISHED_RETENTION_DAYS) {
    warnings.push(
      `LETTER_RETENTION_DAYS is ${env.LETTER_RETENTION_DAYS}, but the privacy policy and the letter page tell families ${PUBLISHED_RETENTION_DAYS} days: ` +
        "change LETTER_RETENTION_DAYS in app/content/privacy.ts to match and rebuild, so what the site promises is what it does.",
    );
  }
  if (env.NODE_ENV === "production" && !env.CONTACT_EMAIL) {
    warnings.push(`CONTACT_EMAIL is not set: pages and replies show ${publicConfigOf(env).contactEmail}. Set it to a mailbox someone reads before families use the site.`);
  }
  if (env.SMTP_URL && env.MAIL_MODE === "mailbox") warnings.push("MAIL_MODE=mailbox is ignored because SMTP_URL is set: replies go over SMTP.");
  return warnings;
}
