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
  /**
   * What they decided: "released" (the reviewed reply is sent), "ordinary" (a false alarm: the ordinary reply is
   * sent) or "dismissed" (nothing is sent).
   */
  review_outcome?: "released" | "ordinary" | "dismissed" | null;
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

/** A reviewer's note on a letter; its id is the form's one-time key, so a double post saves one note. */
export interface ReviewNotesTable {
  id: string;
  letter_id: string;
  author: string;
  at: number;
  body: string;
}

/** A held letter a reviewer passed to a lead, with why; the lead records what was done (ESCALATION_OUTCOMES). */
export interface ReviewEscalationsTable {
  letter_id: string;
  escalated_by: string;
  escalated_at: number;
  note: string;
  outcome: string | null;
  outcome_by: string | null;
  outcome_at: number | null;
}

/** A replied letter drawn for a second look on `day` (YYYY-MM-DD, UTC); verdict "fine" or "missed" once looked at. */
export interface ReviewSamplesTable {
  letter_id: string;
  day: string;
  verdict: "fine" | "missed" | null;
  verdict_by: string | null;
  verdict_at: number | null;
}

/** One row per day the sample was drawn (so it is drawn once, whichever server gets there first). */
export interface ReviewSampleDaysTable {
  day: string;
  drawn_at: number;
  replied: number;
  drawn: number;
}

/** What a reviewer may do: a lead also sees escalations and records their outcome. */
export type ReviewerRole = "reviewer" | "lead";
export const REVIEWER_ROLES: readonly ReviewerRole[] = ["reviewer", "lead"];

/** A person an operator invited to review held letters (`npm run admin -- reviewer add`). */
export interface ReviewersTable {
  id: string;
  email: string;
  role: ReviewerRole;
  created_at: number;
}

/** A one-time invitation link's token, hashed: valid until expires_at, used once. */
export interface ReviewerInvitationsTable {
  token_hash: string;
  reviewer_id: string;
  expires_at: number;
  used_at: number | null;
}

/** A reviewer's passkey (WebAuthn credential): its id and public key, base64url; the signature counter it last showed. */
export interface ReviewerPasskeysTable {
  id: string;
  reviewer_id: string;
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports ("internal", "usb"…), or null. */
  transports: string | null;
  created_at: number;
}

/** A signed-in reviewer's session, by the hash of the cookie's secret (the secret itself is never stored). */
export interface ReviewerSessionsTable {
  id_hash: string;
  reviewer_id: string;
  created_at: number;
  last_seen_at: number;
}

/** A passkey ceremony's challenge, used once: to register through an invitation, or to sign in. */
export interface ReviewChallengesTable {
  id: string;
  challenge: string;
  purpose: "register" | "sign-in";
  invitation_hash: string | null;
  expires_at: number;
}

/** The audit trail: append-only; it names letters by id and never holds their text. */
export interface ReviewAuditTable {
  id: string;
  at: number;
  /** The reviewer's email address, or "operator" for the command line. */
  actor: string;
  action: string;
  letter_id: string | null;
  detail: string | null;
}

export interface Database {
  reviewers: ReviewersTable;
  reviewer_invitations: ReviewerInvitationsTable;
  reviewer_passkeys: ReviewerPasskeysTable;
  reviewer_sessions: ReviewerSessionsTable;
  review_challenges: ReviewChallengesTable;
  review_audit: ReviewAuditTable;
  review_notes: ReviewNotesTable;
  review_escalations: ReviewEscalationsTable;
  review_samples: ReviewSamplesTable;
  review_sample_days: ReviewSampleDaysTable;
  santa_letters: SantaLettersTable;
  letter_submissions: LetterSubmissionsTable;
  rate_limit_hits: RateLimitHitsTable;
  app_secrets: AppSecretsTable;
}
