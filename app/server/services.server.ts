import { DAILY_CAP_WINDOW_MS } from "./letters/rate-limit.server";
import path from "node:path";
import { sql } from "kysely";
import { PATHS } from "~/lib/paths";
import { renderReply } from "~/features/letter/reply/render-reply.server";
import type { ComposeOptions, ReplyContext } from "~/features/letter/reply/reply-content.server";
import type { Letter } from "~/features/letter/letter-schema";
import { letterFromRow } from "./letters/letter-row.server";
import { readingFromStore } from "~/features/letter/reply/reply-languages.server";
import { DEFAULT_LOCALE, isLocale, localisedPath, type Locale } from "~/i18n/locale";
import { openDatabase, type Db } from "./db/database.server";
import { parseEnv, publicConfigOf, type Env } from "./env.server";
import { LetterService } from "./letters/letter-service.server";
import { deletionToken, letterToken, loadSigningKey } from "./letters/tokens.server";
import { healthCheck, type Health } from "./health.server";
import { createLogger, type Logger } from "./logger.server";
import { describeMailError, mailboxTransport, smtpTransport, type MailTransport } from "./mail/mail-transport.server";
import { OutboxWorker, workerOwner, type LetterRow } from "./mail/outbox-worker.server";
import { startReviewWatch } from "./review/review-work.server";

export interface Services {
  env: Env;
  logger: Logger;
  db: Db;
  transport: MailTransport;
  worker: OutboxWorker;
  letters: LetterService;
  signingKey: Buffer;
  /** The link in a reply that deletes its letter, on the deletion page in the letter's language (English by default). */
  deletionUrl(letterId: string, locale?: Locale): string;
  /** The private link in a reply to the page that reads it aloud, in the letter's language. */
  listenUrl(letterId: string, locale?: Locale): string;
  /**
   * Santa's reply to a stored letter, as the outbox sends it (the reviewed reply for a released letter, the reading
   * made when it arrived): the one composition the email, its PDF and the read-aloud page share.
   */
  replyFor(row: LetterRow): Promise<{ letter: Letter; context: ReplyContext; options: ComposeOptions }>;
  /** Stops the hourly review watch (the daily sample, warnings about long-held letters), where it runs. */
  stopReviewWatch?: () => void;
}

export const DELETE_LETTER_PATH = PATHS.deleteLetter;

/** The language a stored letter is answered in: its page's locale, English for anything unknown. */
export const localeOfRow = (row: Pick<LetterRow, "locale">): Locale => (isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

/** A stored reading as a person judged it: without its hold when they found the hold a false alarm. */
const ordinaryIf = <R extends { held: boolean }>(falseAlarm: boolean, reading: R | null): R | null =>
  falseAlarm && reading ? { ...reading, held: false } : reading;

/** The From of every reply: MAIL_FROM, or Santa at the site's own host. */
export function mailFrom(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(env.SITE_URL).hostname;
  return `"Santa Claus" <santa@${host === "localhost" || /^[\d.]+$/.test(host) ? "north-pole.localhost" : host}>`;
}

/** Opens the database (migrating it), the mail transport, and starts the outbox worker. */
export async function createServices(
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
  { startWorker = true, leaseMs = 120_000 }: { startWorker?: boolean; leaseMs?: number } = {},
): Promise<Services> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "santa.sqlite") });
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : mailboxTransport(path.join(env.DATA_DIR, "mailbox"));
  const signingKey = await loadSigningKey(db.kysely);
  const deletionUrl = (letterId: string, locale: Locale = DEFAULT_LOCALE) =>
    `${env.SITE_URL}${localisedPath(DELETE_LETTER_PATH, locale)}?token=${encodeURIComponent(deletionToken(signingKey, letterId))}`;
  const listenUrl = (letterId: string, locale: Locale = DEFAULT_LOCALE) =>
    `${env.SITE_URL}${localisedPath(PATHS.listenReply, locale)}?token=${encodeURIComponent(letterToken(signingKey, "listen-reply", letterId))}`;
  /**
   * How many letters to the same mailbox came earlier the same (UTC) day: siblings get their own lines. The mailbox is
   * the canonical key the per-recipient limits use (and index with the time).
   */
  const siblingOf = async (row: LetterRow): Promise<number> => {
    const created = Number(row.created_at);
    const dayStart = created - (created % 86_400_000);
    const earlier = await db.kysely
      .selectFrom("santa_letters")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("parent_email_key", "=", row.parent_email_key)
      .where("created_at", ">=", dayStart)
      .where((eb) => eb.or([eb("created_at", "<", created), eb.and([eb("created_at", "=", created), eb("id", "<", row.id)])]))
      .executeTakeFirst();
    return Number(earlier?.n ?? 0);
  };
  const replyFor = async (row: LetterRow) => ({
    letter: letterFromRow(row),
    context: {
      siteUrl: env.SITE_URL,
      contactEmail: publicConfigOf(env).contactEmail,
      deleteUrl: deletionUrl(row.id, localeOfRow(row)),
      listenUrl: listenUrl(row.id, localeOfRow(row)),
      retentionDays: env.LETTER_RETENTION_DAYS,
      locale: localeOfRow(row),
    },
    // A held letter a person released gets the reviewed reply, which repeats nothing the child wrote. The reading
    // made when the letter arrived composes the reply (a letter from before readings were kept is read again).
    // A person who found the hold a false alarm sends the ordinary reply: the reading without its hold.
    options: {
      reviewed: row.review_outcome === "released",
      reading: ordinaryIf(row.review_outcome === "ordinary", readingFromStore(row.reading)),
      sibling: await siblingOf(row),
    },
  });
  const from = mailFrom(env);

  const worker = new OutboxWorker(
    db,
    transport,
    async (row) => {
      const { letter, context, options } = await replyFor(row);
      // Every reply, the reviewed one too, carries Santa's letter to print, dated the day it is answered.
      const reply = await renderReply(letter, context, options, { date: new Date() });
      return {
        from,
        to: row.parent_email,
        subject: reply.subject,
        html: reply.html,
        text: reply.text,
        headers: { "Auto-Submitted": "auto-replied", "X-Entity-Ref-ID": row.id },
        attachments: reply.attachment ? [reply.attachment] : [],
      };
    },
    logger,
    {
      owner: workerOwner(),
      retryBaseMs: env.REPLY_RETRY_BASE_MS,
      retryMaxMs: 3_600_000,
      giveUpAfterMs: env.REPLY_GIVE_UP_HOURS * 3_600_000,
      leaseMs,
      pollMs: env.REPLY_POLL_MS,
      batchSize: 10,
      retentionDays: env.LETTER_RETENTION_DAYS,
      purgeEveryMs: 10 * 60_000,
      // The daily cap's own counts are kept for its whole day, whatever the shorter windows.
      rateLimitHorizonMs: Math.max(env.RATE_LIMIT_IP_WINDOW_MINUTES * 60_000, env.RATE_LIMIT_RECIPIENT_WINDOW_HOURS * 3_600_000, DAILY_CAP_WINDOW_MS),
    },
  );
  const letters = new LetterService(db, worker, signingKey, {
    perIp: env.RATE_LIMIT_PER_IP,
    ipWindowMs: env.RATE_LIMIT_IP_WINDOW_MINUTES * 60_000,
    ipv6PrefixBits: env.RATE_LIMIT_IPV6_PREFIX,
    perRecipient: env.RATE_LIMIT_PER_RECIPIENT,
    recipientWindowMs: env.RATE_LIMIT_RECIPIENT_WINDOW_HOURS * 3_600_000,
    recipientDailyCap: env.RATE_LIMIT_RECIPIENT_DAILY_CAP,
  }, logger);
  if (!startWorker) return { env, logger, db, transport, worker, letters, signingKey, deletionUrl, listenUrl, replyFor };
  worker.start();
  // The review watch runs where the worker does: one per server, and the daily sample is drawn once whichever is first.
  const stopReviewWatch = startReviewWatch(db.kysely, logger, env.REVIEW_SAMPLE_PERCENT);
  logger.info(
    { database: db.description, mail: transport.kind === "smtp" ? transport.description : undefined },
    transport.kind === "mailbox" ? `Replies are written to the local mailbox: ${transport.description}` : "Replies are sent over SMTP",
  );
  return { env, logger, db, transport, worker, letters, signingKey, deletionUrl, listenUrl, replyFor, stopReviewWatch };
}

export async function closeServices(services: Services): Promise<void> {
  services.stopReviewWatch?.();
  await services.worker.stop();
  services.transport.close();
  await services.db.close();
}

let shared: Promise<Services> | undefined;

/**
 * `npm run dev` evaluates this module again whenever it or anything it imports changes, and Vite's reload does not
 * stop the old copy: this copy stops the one before it (found through the one process-wide slot, in development only)
 * and starts its own worker after that, so a development server never runs two workers claiming the same replies.
 * A production build has no `import.meta.hot` and evaluates this module once.
 */
const DEV_PREVIOUS_COPY = Symbol.for("north-pole-mail.dev-services-stop");
let previousCopyStopped: Promise<void> = Promise.resolve();
if (import.meta.hot) {
  const slot = globalThis as { [DEV_PREVIOUS_COPY]?: () => Promise<void> };
  const stopPrevious = slot[DEV_PREVIOUS_COPY];
  slot[DEV_PREVIOUS_COPY] = () => stopServices();
  if (stopPrevious) previousCopyStopped = stopPrevious().catch(() => {});
}

/** The process's services, started on first use (main.server.ts starts them at boot). */
export function getServices(): Promise<Services> {
  shared ??= previousCopyStopped.then(() => createServices(parseEnv()));
  return shared;
}

/** Stops the shared services (graceful shutdown). */
export async function stopServices(): Promise<void> {
  if (!shared) return;
  const services = await shared;
  shared = undefined;
  await closeServices(services);
}

const healthChecks = new WeakMap<Services, () => Promise<{ database: Health; mail: Health }>>();

/**
 * What /healthz reports: the database and mail, each "ok" or "failing". Single-flight, cached and time-boxed
 * (health.server.ts); why a check failed goes to the log, never into the answer.
 */
export function health(services: Services): Promise<{ database: Health; mail: Health }> {
  let checks = healthChecks.get(services);
  if (!checks) {
    const database = healthCheck(() => sql`select 1`.execute(services.db.kysely), {
      cacheMs: 2_000,
      onFailure: (error) => services.logger.error({ err: error }, "Health check: the database is not answering"),
    });
    // An SMTP check opens a connection: at most one every 30 s, however many requests ask.
    const mail = healthCheck(() => services.transport.verify(), {
      cacheMs: 30_000,
      onFailure: (error) => services.logger.warn({ error: describeMailError(error) }, "Health check: the mail server is not answering"),
    });
    checks = async () => {
      const [d, m] = await Promise.all([database(), mail()]);
      // The server may answer a check and still refuse every message (quota, policy, account): that is failing too.
      return { database: d, mail: services.worker.providerRefusing() ? "failing" : m };
    };
    healthChecks.set(services, checks);
  }
  return checks();
}
