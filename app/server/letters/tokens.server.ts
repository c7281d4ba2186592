import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

const SECRET_NAME = "letter-token-key";

/**
 * The key that signs deletion links and hashes visitor addresses for rate limits. Made once, stored in the
 * database, so every server process (and every restart) agrees on it without any configuration.
 */
export async function loadSigningKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto("app_secrets")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}

const sign = (key: Buffer, purpose: string, value: string) => createHmac("sha256", key).update(`${purpose}:${value}`).digest("base64url");

/** What a letter's link lets its holder do: delete the letter, or open its reply to hear it read aloud. */
export type TokenPurpose = "delete-letter" | "listen-reply";

/** A token for one letter and one purpose: the id, signed with the purpose (one purpose's token opens nothing else). */
export function letterToken(key: Buffer, purpose: TokenPurpose, letterId: string): string {
  return `${letterId}.${sign(key, purpose, letterId)}`;
}

/** The letter id a token is for, or null if it is not one of ours for this purpose. */
export function verifyLetterToken(key: Buffer, purpose: TokenPurpose, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A single-purpose token that lets whoever holds it delete one letter. */
export const deletionToken = (key: Buffer, letterId: string): string => letterToken(key, "delete-letter", letterId);

/** The letter id a deletion token is for, or null if it is not one of ours. */
export const verifyDeletionToken = (key: Buffer, token: string): string | null => verifyLetterToken(key, "delete-letter", token);

/** A keyed hash of a visitor address or email: rate limits never store either in the clear. */
export function hashKey(key: Buffer, kind: string, value: string): string {
  return `${kind}:${sign(key, kind, value).slice(0, 32)}`;
}
