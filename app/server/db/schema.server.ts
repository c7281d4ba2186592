import type { ColumnType, Generated } from "kysely";

/**
 * Where a reply is in its life. "held": the letter shows signs of harm and waits for a person to review it (no
 * reply is sent unless they release it); "dismissed": a person reviewed it and decided no reply is sent.
 */
export type ReplyStatus = "pending" | "sending" | "retry" | "sent" | "dead" | "refused" | "held" | "dismissed";
export const REPLY_STATUSES: readonly ReplyStatus[] = ["pending", "sending", "retry", "sent", "dead", "refused", "held", "dismissed"];

/**
 * The letters table: the spec's columns, plus created_at and the reply's state (the transactional outbox
 * lives in the same row, so saving a letter and queueing its reply is one atomic insert).
 * Times are milliseconds since 1970 (bigint), identical on SQLite and PostgreSQL.
 */
export interface SantaLettersTable {
  id: string;
  child_name: string;
  age: number | null;
  city_country: string | null;
  parent_email: string;
  /** parent_email's canonical key (features/letter/email-address.ts): per-recipient limits and find/delete use it. */
  parent_email_key: string;
  wish_list: string | null;
  message_to_santa: string | null;
  /** boolean on PostgreSQL; 0/1 on SQLite. */
  been_good: boolean | number;
  created_at: number;
  reply_status: ReplyStatus;
  reply_attempts: Generated<number>;
  reply_next_attempt_at: number | null;
  reply_last_error: string | null;
  reply_sent_at: number | null;
  reply_message_id: string | null;
  reply_lease_owner: string | null;
  reply_lease_until: number | null;
  /** Set when an operator re-queues a dead-lettered reply: its give-up clock runs from here, not created_at. */
  reply_queued_at?: number | null;
  /** Why the letter was held for review: the signs of harm found, comma-separated ("violence,threat"). */
  held_reasons?: string | null;
  /** When a person reviewed a held letter. */
  reviewed_at?: number | null;
  /** What they decided: "released" (the reviewed reply is sent) or "dismissed" (nothing is sent). */
  review_outcome?: "released" | "dismissed" | null;
  /** The locale of the page the letter was written on (i18n/locale.ts): the reply's language. */
  locale: ColumnType<string, string | undefined, string>;
  /**
   * How the letter was read when it arrived (JSON of reply-languages.server.ts `LetterReading`): what held it or
   * not, and what its reply names. Null for letters stored before it was kept; those are read again.
   */
  reading?: string | null;
}

/** One row per counted event for a rate limit (bucket = kind + hashed key). Purged after the longest window. */
export interface RateLimitHitsTable {
  bucket: string;
  at: number;
}

/** Secrets the servers must share (the deletion-link signing key), made once on first start. */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/**
 * One row per letter sent with an idempotency key (the hashed key with the parent's address): a repeat of the
 * key is answered with `answer`, the first answer (JSON), instead of storing a second letter. `answer` is null
 * while the first request is still waiting for its reply to go out. Purged after a day.
 */
export interface LetterSubmissionsTable {
  key: string;
  letter_id: string;
  status: number | null;
  answer: string | null;
  created_at: number;
}

export interface Database {
  santa_letters: SantaLettersTable;
  letter_submissions: LetterSubmissionsTable;
  rate_limit_hits: RateLimitHitsTable;
  app_secrets: AppSecretsTable;
}
