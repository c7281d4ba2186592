import { beforeAll, describe, expect, it } from "vitest";
import { decideHeld, heldQueue } from "~/server/review/held-letters.server";
import { INVITATION_TTL_MS, ReviewerStore, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/server/review/reviewers.server";
import type { Services } from "~/server/services.server";
import { sharedServices } from "../support/services-harness";
import { BACKENDS } from "../support/databases";

describe.each(BACKENDS)("reviewer accounts, sessions and the audit trail on %s", (backend) => {
  const shared = sharedServices(backend);
  let services: Services;
  let store: ReviewerStore;
  beforeAll(() => {
    services = shared.services;
    store = new ReviewerStore(services.db.kysely);
  });

  it("an invitation works once, within 24 hours, and a new one replaces the unused one", async () => {
    const now = Date.now();
    const first = await store.invite(" Volunteer@Example.org ", "reviewer", now);
    expect(first.added).toBe(true);
    expect(first.reviewer.email).toBe("volunteer@example.org");
    const second = await store.invite("volunteer@example.org", "lead", now);
    expect(second.added).toBe(false);
    expect(await store.invitation(first.token, now)).toEqual({ state: "invalid" });
    const valid = await store.invitation(second.token, now);
    expect(valid).toMatchObject({ state: "valid", reviewer: { email: "volunteer@example.org", role: "lead" } });
    expect(await store.invitation(second.token, now + INVITATION_TTL_MS)).toEqual({ state: "expired" });
    if (valid.state !== "valid") throw new Error("unreachable");
    expect(await store.useInvitation(valid.tokenHash, now)).toBe(true);
    expect(await store.useInvitation(valid.tokenHash, now)).toBe(false);
    expect(await store.invitation(second.token, now)).toEqual({ state: "used" });
    expect(await store.invitation("made-up", now)).toEqual({ state: "invalid" });
  });

  it("a session ends after 30 idle minutes, after 12 hours whatever, at sign-out, and when its reviewer is removed", async () => {
    const { reviewer } = await store.invite("sessions@example.org", "reviewer");
    const t0 = Date.now();
    const idle = await store.startSession(reviewer.id, t0);
    expect(await store.session(idle, t0 + SESSION_IDLE_MS - 1)).toMatchObject({ reviewer: { email: "sessions@example.org" } });
    // Each request starts the idle clock again: 29 minutes after the last one, still signed in.
    expect(await store.session(idle, t0 + 2 * SESSION_IDLE_MS - 2)).toMatchObject({ reviewer: { email: "sessions@example.org" } });
    expect(await store.session(idle, t0 + 3 * SESSION_IDLE_MS)).toEqual({ ended: "idle", email: "sessions@example.org" });
    expect(await store.session(idle, t0 + 3 * SESSION_IDLE_MS)).toEqual({ ended: "unknown" });

    const long = await store.startSession(reviewer.id, t0);
    for (let t = t0; t < t0 + SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) expect("reviewer" in (await store.session(long, t))).toBe(true);
    expect(await store.session(long, t0 + SESSION_ABSOLUTE_MS)).toEqual({ ended: "expired", email: "sessions@example.org" });

    const signedOut = await store.startSession(reviewer.id);
    await store.endSession(signedOut);
    expect(await store.session(signedOut)).toEqual({ ended: "unknown" });

    const removed = await store.startSession(reviewer.id);
    await store.savePasskey(reviewer.id, { id: "cred-1", publicKey: "AAAA", counter: 0, transports: ["internal"] });
    expect(await store.remove("SESSIONS@example.org")).toBe(true);
    expect(await store.session(removed)).toEqual({ ended: "unknown" });
    expect(await store.passkey("cred-1")).toBeNull();
    expect(await store.remove("sessions@example.org")).toBe(false);
  });

  it("a challenge is taken once, for its own ceremony, and not after five minutes", async () => {
    const now = Date.now();
    const id = await store.createChallenge("abc", "sign-in", null, now);
    expect(await store.takeChallenge(id, "register", now)).toBeNull();
    expect(await store.takeChallenge(id, "sign-in", now)).toEqual({ challenge: "abc", invitationHash: null });
    expect(await store.takeChallenge(id, "sign-in", now)).toBeNull();
    const late = await store.createChallenge("def", "sign-in", null, now);
    expect(await store.takeChallenge(late, "sign-in", now + 5 * 60_000)).toBeNull();
  });

  it("a held letter is decided once, however often it is asked, and the trail reads in order", async () => {
    const now = Date.now();
    const base = { age: 9, city_country: null, wish_list: "a kite", message_to_santa: "private words", been_good: services.db.bool(true), reply_next_attempt_at: null, reply_last_error: null, locale: "en" };
    await services.db.kysely
      .insertInto("santa_letters")
      .values([
        { ...base, id: "held-1", child_name: "Ida", parent_email: "p@example.com", parent_email_key: "p@example.com", created_at: now - 2000, reply_status: "held", held_reasons: "violence" },
        { ...base, id: "held-2", child_name: "Jo", parent_email: "q@example.com", parent_email_key: "q@example.com", created_at: now - 1000, reply_status: "held", held_reasons: "language" },
      ])
      .execute();
    const queue = await heldQueue(services.db.kysely);
    expect(queue.map((l) => l.id)).toEqual(["held-1", "held-2"]);
    // The queue carries no letter's text.
    expect(JSON.stringify(queue)).not.toContain("private words");
    expect(await decideHeld(services.db.kysely, "held-1", "released", now)).toBe("done");
    expect(await decideHeld(services.db.kysely, "held-1", "dismissed", now)).toBe("not-held");
    expect(await decideHeld(services.db.kysely, "nope", "dismissed", now)).toBe("missing");
    expect(await decideHeld(services.db.kysely, "held-2", "ordinary", now)).toBe("done");
    const rows = await services.db.kysely.selectFrom("santa_letters").select(["id", "reply_status", "review_outcome"]).where("id", "in", ["held-1", "held-2"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "held-1", reply_status: "pending", review_outcome: "released" },
      { id: "held-2", reply_status: "pending", review_outcome: "ordinary" },
    ]);

    for (const action of ["first", "second", "third"]) await store.audit({ actor: "a@example.org", action, letterId: "held-1" }, now);
    const trail = (await store.auditSince(now)).filter((r) => r.actor === "a@example.org");
    expect(trail.map((r) => r.action)).toEqual(["first", "second", "third"]);
    // The trail outlives the letter it names, and never held its text.
    await services.db.kysely.deleteFrom("santa_letters").where("id", "=", "held-1").execute();
    expect((await store.auditSince(now)).filter((r) => r.letter_id === "held-1")).toHaveLength(3);
  });
});
