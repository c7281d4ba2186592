import { describe, expect, it } from "vitest";
import { highlight, waited } from "~/features/review/console-shell";
import { clearedSessionCookie, csrfToken, csrfValid, relyingParty, sessionCookie, sessionIdOf } from "./review-auth.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionState } from "./reviewers.server";

const SITE = "https://north-pole.example";

describe("who the passkeys belong to", () => {
  it("is the site's own origin, or this machine's on localhost; any other host is refused", () => {
    expect(relyingParty(new Request(`${SITE}/review`), SITE)).toEqual({ origin: SITE, rpID: "north-pole.example", secure: true });
    expect(relyingParty(new Request("http://localhost:3000/review"), SITE)).toEqual({ origin: "http://localhost:3000", rpID: "localhost", secure: false });
    expect(relyingParty(new Request("https://evil.example/review"), SITE)).toBeNull();
    expect(relyingParty(new Request("http://north-pole.example/review"), SITE)).toBeNull();
  });
});

describe("the session cookie", () => {
  it("is __Host-, HttpOnly, Secure and SameSite=Strict over HTTPS; unprefixed without Secure on plain localhost", () => {
    expect(sessionCookie("abc", true)).toBe("__Host-review-session=abc; Path=/; HttpOnly; SameSite=Strict; Secure");
    expect(sessionCookie("abc", false)).toBe("review-session=abc; Path=/; HttpOnly; SameSite=Strict");
    expect(clearedSessionCookie(true)).toContain("Max-Age=0");
  });
  it("is read by its own name only", () => {
    const request = (cookie: string) => new Request(`${SITE}/review`, { headers: { Cookie: cookie } });
    expect(sessionIdOf(request("a=1; __Host-review-session=xyz; b=2"), true)).toBe("xyz");
    expect(sessionIdOf(request("review-session=xyz"), true)).toBeNull();
    expect(sessionIdOf(request(""), false)).toBeNull();
  });
});

describe("the CSRF token", () => {
  const key = Buffer.alloc(32, 7);
  it("belongs to one session and one key", () => {
    const token = csrfToken(key, "session-a");
    expect(csrfValid(key, "session-a", token)).toBe(true);
    expect(csrfValid(key, "session-b", token)).toBe(false);
    expect(csrfValid(Buffer.alloc(32, 8), "session-a", token)).toBe(false);
    expect(csrfValid(key, "session-a", null)).toBe(false);
    expect(csrfValid(key, "session-a", `${token}x`)).toBe(false);
  });
});

describe("a session's state", () => {
  it("is idle after 30 minutes without a request and expired 12 hours after sign-in", () => {
    expect(sessionState({ created_at: 0, last_seen_at: 0 }, SESSION_IDLE_MS - 1)).toBe("active");
    expect(sessionState({ created_at: 0, last_seen_at: 0 }, SESSION_IDLE_MS)).toBe("idle");
    expect(sessionState({ created_at: 0, last_seen_at: SESSION_ABSOLUTE_MS - 1 }, SESSION_ABSOLUTE_MS)).toBe("expired");
  });
});

describe("the console's reading aids", () => {
  it("marks the phrases that held a letter, whatever their case, longest first", () => {
    expect(highlight("My dad HITS me. He hits me a lot.", ["hits me", "hits"])).toEqual([
      { text: "My dad ", match: false },
      { text: "HITS me", match: true },
      { text: ". He ", match: false },
      { text: "hits me", match: true },
      { text: " a lot.", match: false },
    ]);
    expect(highlight("nothing (here)", ["(x"])).toEqual([{ text: "nothing (here)", match: false }]);
  });
  it("says how long a letter has waited", () => {
    expect(waited(0, 59 * 60_000)).toBe("59 min");
    expect(waited(0, 13 * 3_600_000 + 5 * 60_000)).toBe("13 h 5 min");
    expect(waited(0, 3 * 86_400_000)).toBe("3 days");
  });
});
