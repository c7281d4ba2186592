import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ReviewerRole } from "../db/schema.server";

/**
 * Reviewer accounts and what signing in needs (issue 34): one-time invitations, passkeys, sessions, passkey
 * challenges and the audit trail. Secrets (invitation tokens, session ids) are handed out once and stored only as
 * SHA-256 hashes, so a copy of the database signs nobody in.
 */

/** An invitation link works for this long, once. */
export const INVITATION_TTL_MS = 24 * 3_600_000;
/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in, whatever. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** A passkey ceremony must finish within this long of its page being opened. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Who the command line acts as in the audit trail. */
export const OPERATOR = "operator (command line)";

export interface Reviewer {
  id: string;
  email: string;
  role: ReviewerRole;
}

/** Audit ids sort in the order rows were written (time, then a per-process sequence), so the trail reads in order. */
let auditSequence = 0;
const auditId = (now: number) => `${String(now).padStart(15, "0")}-${String(auditSequence++ % 1_000_000).padStart(6, "0")}-${randomBytes(3).toString("hex")}`;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
const secret = () => randomBytes(32).toString("base64url");

/** An address as reviewers are keyed: trimmed and lowercased (no other canonical form: these are work addresses). */
export const reviewerEmail = (email: string) => email.trim().toLowerCase();
/** Whether `email` looks like one address (the command line refuses anything else). */
export const isReviewerEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Whether a session is still good: "idle" after 30 minutes without a request, "expired" 12 hours after sign-in. */
export function sessionState(session: { created_at: number; last_seen_at: number }, now: number): "active" | "idle" | "expired" {
  if (now - session.created_at >= SESSION_ABSOLUTE_MS) return "expired";
  if (now - session.last_seen_at >= SESSION_IDLE_MS) return "idle";
  return "active";
}

export class ReviewerStore {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds a reviewer (or changes an existing one's role) and makes a new invitation for them; returns its token, which
   * goes into the link and is never stored. Earlier unused invitations for the address stop working.
   */
  async invite(email: string, role: ReviewerRole, now = Date.now()): Promise<{ reviewer: Reviewer; token: string; added: boolean }> {
    const address = reviewerEmail(email);
    const token = secret();
    return this.db.transaction().execute(async (tx) => {
      const existing = await tx.selectFrom("reviewers").select(["id", "email", "role"]).where("email", "=", address).executeTakeFirst();
      const reviewer: Reviewer = existing ? { ...existing, role } : { id: randomUUID(), email: address, role };
      if (existing) await tx.updateTable("reviewers").set({ role }).where("id", "=", reviewer.id).execute();
      else await tx.insertInto("reviewers").values({ ...reviewer, created_at: now }).execute();
      await tx.deleteFrom("reviewer_invitations").where("reviewer_id", "=", reviewer.id).where("used_at", "is", null).execute();
      await tx.insertInto("reviewer_invitations").values({ token_hash: sha256(token), reviewer_id: reviewer.id, expires_at: now + INVITATION_TTL_MS, used_at: null }).execute();
      return { reviewer, token, added: !existing };
    });
  }

  /** The reviewer an invitation token names, if it is unused and in time. */
  async invitation(token: string, now = Date.now()): Promise<{ state: "valid"; reviewer: Reviewer; tokenHash: string } | { state: "invalid" | "used" | "expired" }> {
    const row = await this.db
      .selectFrom("reviewer_invitations")
      .innerJoin("reviewers", "reviewers.id", "reviewer_invitations.reviewer_id")
      .select(["reviewers.id", "reviewers.email", "reviewers.role", "reviewer_invitations.expires_at", "reviewer_invitations.used_at", "reviewer_invitations.token_hash"])
      .where("reviewer_invitations.token_hash", "=", sha256(token))
      .executeTakeFirst();
    if (!row) return { state: "invalid" };
    if (row.used_at !== null) return { state: "used" };
    if (Number(row.expires_at) <= now) return { state: "expired" };
    return { state: "valid", reviewer: { id: row.id, email: row.email, role: row.role }, tokenHash: row.token_hash };
  }

  /** The reviewer of an unused, unexpired invitation, by the token's hash (a passkey ceremony carries the hash). */
  async invitationByHash(tokenHash: string, now = Date.now()): Promise<Reviewer | null> {
    const row = await this.db
      .selectFrom("reviewer_invitations")
      .innerJoin("reviewers", "reviewers.id", "reviewer_invitations.reviewer_id")
      .select(["reviewers.id", "reviewers.email", "reviewers.role"])
      .where("reviewer_invitations.token_hash", "=", tokenHash)
      .where("reviewer_invitations.used_at", "is", null)
      .where("reviewer_invitations.expires_at", ">", now)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Marks an invitation used; false if it already was (two tabs racing): only one of them registers a passkey. */
  async useInvitation(tokenHash: string, now = Date.now()): Promise<boolean> {
    const result = await this.db.updateTable("reviewer_invitations").set({ used_at: now }).where("token_hash", "=", tokenHash).where("used_at", "is", null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async list(now = Date.now()) {
    const reviewers = await this.db.selectFrom("reviewers").selectAll().orderBy("email").execute();
    const passkeys = await this.db.selectFrom("reviewer_passkeys").select(["reviewer_id"]).execute();
    const sessions = await this.db.selectFrom("reviewer_sessions").selectAll().execute();
    return reviewers.map((r) => ({
      email: r.email,
      role: r.role,
      passkeys: passkeys.filter((p) => p.reviewer_id === r.id).length,
      activeSessions: sessions.filter((s) => s.reviewer_id === r.id && sessionState(s, now) === "active").length,
      lastSeenAt: Math.max(0, ...sessions.filter((s) => s.reviewer_id === r.id).map((s) => Number(s.last_seen_at))) || null,
    }));
  }

  /** Removes a reviewer: their passkeys, invitations and sessions go with them (signed out at once). */
  async remove(email: string): Promise<boolean> {
    const result = await this.db.deleteFrom("reviewers").where("email", "=", reviewerEmail(email)).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // Passkeys.
  async savePasskey(reviewerId: string, passkey: { id: string; publicKey: string; counter: number; transports?: string[] }, now = Date.now()) {
    await this.db
      .insertInto("reviewer_passkeys")
      .values({ id: passkey.id, reviewer_id: reviewerId, public_key: passkey.publicKey, counter: passkey.counter, transports: passkey.transports ? JSON.stringify(passkey.transports) : null, created_at: now })
      .execute();
  }

  async passkey(id: string) {
    const row = await this.db
      .selectFrom("reviewer_passkeys")
      .innerJoin("reviewers", "reviewers.id", "reviewer_passkeys.reviewer_id")
      .select(["reviewer_passkeys.id", "reviewer_passkeys.public_key", "reviewer_passkeys.counter", "reviewer_passkeys.transports", "reviewers.id as reviewer_id", "reviewers.email", "reviewers.role"])
      .where("reviewer_passkeys.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      publicKey: row.public_key,
      counter: Number(row.counter),
      transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
      reviewer: { id: row.reviewer_id, email: row.email, role: row.role } satisfies Reviewer,
    };
  }

  async updateCounter(id: string, counter: number) {
    await this.db.updateTable("reviewer_passkeys").set({ counter }).where("id", "=", id).execute();
  }

  // Challenges: one per ceremony, taken (deleted) when the answer comes back, whatever the answer.
  async createChallenge(challenge: string, purpose: "register" | "sign-in", invitationHash: string | null = null, now = Date.now()): Promise<string> {
    const id = secret();
    await this.db.deleteFrom("review_challenges").where("expires_at", "<=", now).execute();
    await this.db.insertInto("review_challenges").values({ id, challenge, purpose, invitation_hash: invitationHash, expires_at: now + CHALLENGE_TTL_MS }).execute();
    return id;
  }

  async takeChallenge(id: string, purpose: "register" | "sign-in", now = Date.now()) {
    const row = await this.db.selectFrom("review_challenges").selectAll().where("id", "=", id).where("purpose", "=", purpose).executeTakeFirst();
    if (!row) return null;
    const result = await this.db.deleteFrom("review_challenges").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1 || Number(row.expires_at) <= now) return null;
    return { challenge: row.challenge, invitationHash: row.invitation_hash };
  }

  // Sessions.
  /** Starts a session; returns the secret for the cookie (only its hash is stored). */
  async startSession(reviewerId: string, now = Date.now()): Promise<string> {
    const id = secret();
    await this.db.insertInto("reviewer_sessions").values({ id_hash: sha256(id), reviewer_id: reviewerId, created_at: now, last_seen_at: now }).execute();
    return id;
  }

  /** The reviewer a session cookie belongs to, if the session is active; touches it (the idle clock starts again). */
  async session(id: string, now = Date.now()): Promise<{ reviewer: Reviewer; idHash: string } | { ended: "idle" | "expired"; email: string } | { ended: "unknown" }> {
    const row = await this.db
      .selectFrom("reviewer_sessions")
      .innerJoin("reviewers", "reviewers.id", "reviewer_sessions.reviewer_id")
      .select(["reviewer_sessions.id_hash", "reviewer_sessions.created_at", "reviewer_sessions.last_seen_at", "reviewers.id", "reviewers.email", "reviewers.role"])
      .where("reviewer_sessions.id_hash", "=", sha256(id))
      .executeTakeFirst();
    if (!row) return { ended: "unknown" };
    const state = sessionState({ created_at: Number(row.created_at), last_seen_at: Number(row.last_seen_at) }, now);
    if (state !== "active") {
      await this.db.deleteFrom("reviewer_sessions").where("id_hash", "=", row.id_hash).execute();
      return { ended: state, email: row.email };
    }
    await this.db.updateTable("reviewer_sessions").set({ last_seen_at: now }).where("id_hash", "=", row.id_hash).execute();
    return { reviewer: { id: row.id, email: row.email, role: row.role }, idHash: row.id_hash };
  }

  async endSession(id: string): Promise<void> {
    await this.db.deleteFrom("reviewer_sessions").where("id_hash", "=", sha256(id)).execute();
  }

  // The audit trail: rows are only ever added.
  async audit(entry: { actor: string; action: string; letterId?: string | null; detail?: string | null }, now = Date.now()): Promise<void> {
    await this.db
      .insertInto("review_audit")
      .values({ id: auditId(now), at: now, actor: entry.actor, action: entry.action, letter_id: entry.letterId ?? null, detail: entry.detail ?? null })
      .execute();
  }

  async auditSince(since = 0) {
    const rows = await this.db.selectFrom("review_audit").selectAll().where("at", ">=", since).orderBy("id").execute();
    return rows.map((r) => ({ ...r, at: Number(r.at) }));
  }
}
