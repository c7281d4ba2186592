import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { emailKey } from "~/features/letter/email-address";

/**
 * The one set of migrations, run at start-up on SQLite and PostgreSQL alike. Kept in code (not read from a
 * folder) so they travel inside the server bundle. Never edit a migration that has shipped: add a new one.
 */
const migrations: Record<string, Migration> = {
  "2026-11-22-001-letters": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("santa_letters")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("child_name", "text", (c) => c.notNull())
        .addColumn("age", "integer")
        .addColumn("city_country", "text")
        .addColumn("parent_email", "text", (c) => c.notNull())
        .addColumn("parent_email_key", "text", (c) => c.notNull())
        .addColumn("wish_list", "text")
        .addColumn("message_to_santa", "text")
        .addColumn("been_good", "boolean", (c) => c.notNull().defaultTo(sql`true`))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("reply_status", "text", (c) => c.notNull())
        .addColumn("reply_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("reply_next_attempt_at", "bigint")
        .addColumn("reply_last_error", "text")
        .addColumn("reply_sent_at", "bigint")
        .addColumn("reply_message_id", "text")
        .addColumn("reply_lease_owner", "text")
        .addColumn("reply_lease_until", "bigint")
        .execute();
      await db.schema.createIndex("santa_letters_due").on("santa_letters").columns(["reply_status", "reply_next_attempt_at"]).execute();
      await db.schema.createIndex("santa_letters_recipient").on("santa_letters").columns(["parent_email_key", "created_at"]).execute();
      await db.schema.createIndex("santa_letters_created").on("santa_letters").column("created_at").execute();

      await db.schema
        .createTable("rate_limit_hits")
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limit_hits_bucket_at").on("rate_limit_hits").columns(["bucket", "at"]).execute();

      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("app_secrets").execute();
      await db.schema.dropTable("rate_limit_hits").execute();
      await db.schema.dropTable("santa_letters").execute();
    },
  },
  // When an operator puts a dead-lettered reply back in the queue, its give-up clock starts again from then,
  // not from the letter's arrival (which would dead-letter it again at the first temporary failure).
  "2026-11-23-002-reply-queued-at": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").addColumn("reply_queued_at", "bigint").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").dropColumn("reply_queued_at").execute();
    },
  },
  // A letter showing signs of harm is held for a person to review: why it was held, and what they decided.
  "2026-11-24-003-safeguarding-review": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").addColumn("held_reasons", "text").execute();
      await db.schema.alterTable("santa_letters").addColumn("reviewed_at", "bigint").execute();
      await db.schema.alterTable("santa_letters").addColumn("review_outcome", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").dropColumn("review_outcome").execute();
      await db.schema.alterTable("santa_letters").dropColumn("reviewed_at").execute();
      await db.schema.alterTable("santa_letters").dropColumn("held_reasons").execute();
    },
  },
  // The per-recipient limit and find/delete key on one canonical form of the address (+tag and Gmail dots
  // dropped, IDN domains as punycode); rows stored before keep working under the new key.
  "2026-11-24-004-canonical-email-key": {
    async up(db: Kysely<any>) {
      const rows = await db.selectFrom("santa_letters").select(["id", "parent_email", "parent_email_key"]).execute();
      for (const row of rows as { id: string; parent_email: string; parent_email_key: string }[]) {
        const key = emailKey(row.parent_email) ?? row.parent_email.trim().toLowerCase();
        if (key !== row.parent_email_key) await db.updateTable("santa_letters").set({ parent_email_key: key }).where("id", "=", row.id).execute();
      }
    },
    async down() {
      // Keys stay canonical: the older lowercased form is not recoverable and not needed.
    },
  },
  // A letter sent again with the same idempotency key (the page retrying after the network dropped its answer)
  // gets the first answer back instead of becoming a second letter. The key row is written in the same
  // transaction as the letter, so it exists exactly when the letter does, on every server process.
  "2026-11-25-005-letter-submissions": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("letter_submissions")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("letter_id", "text", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("answer", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("letter_submissions_created").on("letter_submissions").column("created_at").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("letter_submissions").execute();
    },
  },
  // The language of the page a letter was written on (issue 25): its reply, subject, parent note and deletion page
  // are in that language. Letters written before are English.
  "2026-11-26-006-letter-locale": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").addColumn("locale", "text", (c) => c.notNull().defaultTo("en")).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").dropColumn("locale").execute();
    },
  },
  // The letter is read once, when it arrives (issue 33): the reading that decided whether to hold it is stored with
  // it and composes its reply, which no longer reads the letter again. Letters stored before are read when replied to.
  "2026-11-27-007-letter-reading": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").addColumn("reading", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("santa_letters").dropColumn("reading").execute();
    },
  },
  // Held letters are reviewed in a browser (issue 34): reviewers invited from the command line, their passkeys, their
  // sessions, the one-time challenges of passkey ceremonies, and an append-only audit trail that outlives the letters
  // it mentions (it names them by id, never quotes them).
  "2026-11-27-008-reviewers": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("reviewers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("reviewer_invitations")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("reviewer_id", "text", (c) => c.notNull().references("reviewers.id").onDelete("cascade"))
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .execute();
      await db.schema
        .createTable("reviewer_passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("reviewer_id", "text", (c) => c.notNull().references("reviewers.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("reviewer_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("reviewer_id", "text", (c) => c.notNull().references("reviewers.id").onDelete("cascade"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_seen_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("review_challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("invitation_hash", "text")
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("review_audit")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("letter_id", "text")
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("review_audit_at").on("review_audit").column("at").execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ["review_audit", "review_challenges", "reviewer_sessions", "reviewer_passkeys", "reviewer_invitations", "reviewers"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  // Issue 34, second part: notes, escalations to a lead, and the daily sample of replied letters. Each row names its
  // letter and goes with it (retention, deletion); the audit trail, which names no text, outlives them.
  "2026-11-27-009-review-work": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("review_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("letter_id", "text", (c) => c.notNull().references("santa_letters.id").onDelete("cascade"))
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("review_notes_letter").on("review_notes").column("letter_id").execute();
      await db.schema
        .createTable("review_escalations")
        .addColumn("letter_id", "text", (c) => c.primaryKey().references("santa_letters.id").onDelete("cascade"))
        .addColumn("escalated_by", "text", (c) => c.notNull())
        .addColumn("escalated_at", "bigint", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("outcome_by", "text")
        .addColumn("outcome_at", "bigint")
        .execute();
      await db.schema
        .createTable("review_samples")
        .addColumn("letter_id", "text", (c) => c.primaryKey().references("santa_letters.id").onDelete("cascade"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("verdict", "text")
        .addColumn("verdict_by", "text")
        .addColumn("verdict_at", "bigint")
        .execute();
      await db.schema
        .createTable("review_sample_days")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("drawn_at", "bigint", (c) => c.notNull())
        .addColumn("replied", "integer", (c) => c.notNull())
        .addColumn("drawn", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ["review_sample_days", "review_samples", "review_escalations", "review_notes"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};

class InCodeMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * Brings the database up to date; throws with the failing migration's name if one fails. On PostgreSQL, `schema`
 * names the schema the migration bookkeeping lives in (the connection's current one): Kysely otherwise finds its
 * tables in any schema of the database, so a second app (or a test) in another schema made it skip creating its own
 * and fail ("relation kysely_migration_lock does not exist").
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
