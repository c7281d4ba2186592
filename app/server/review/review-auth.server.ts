import { createHmac, timingSafeEqual } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { redirect } from "react-router";
import { PATHS } from "~/lib/paths";
import type { Services } from "../services.server";
import { rateLimitAddress } from "../letters/client-address.server";
import { takeToken } from "../letters/rate-limit.server";
import { hashKey } from "../letters/tokens.server";
import { ReviewerStore, type Reviewer } from "./reviewers.server";

/**
 * Signing reviewers in (issue 34): passkeys through SimpleWebAuthn, a session cookie, and a CSRF token for every form.
 * The public site sets no cookie; only a passkey sign-in here does.
 */

/** Every /review response: never cached, never indexed (the base CSP already forbids framing). */
export const REVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Sign-in attempts (each passkey answer checked) from one address in a quarter of an hour. */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Who the passkeys belong to: the site's own origin (SITE_URL), or this machine's when the console is opened on
 * localhost (development and tests; WebAuthn takes "localhost" as a secure origin). Any other host is refused.
 */
export function relyingParty(request: Request, siteUrl: string): { origin: string; rpID: string; secure: boolean } | null {
  const url = new URL(request.url);
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return { origin: site.origin, rpID: site.hostname, secure: site.protocol === "https:" };
  if (LOOPBACK.has(url.hostname)) return { origin: url.origin, rpID: url.hostname, secure: url.protocol === "https:" };
  return null;
}

/** The relying party of a request, or a 400 answer (thrown) for a host that is neither SITE_URL's nor localhost. */
export function requireRelyingParty(request: Request, siteUrl: string) {
  const rp = relyingParty(request, siteUrl);
  if (!rp) throw new Response("This console is only served at the site's own address.", { status: 400, headers: REVIEW_HEADERS });
  return rp;
}

/** The session cookie: `__Host-` (HttpOnly, Secure, SameSite=Strict, whole site) over HTTPS; unprefixed on plain localhost. */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-review-session" : "review-session");

export function sessionCookie(id: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${id}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}

export function sessionIdOf(request: Request, secure: boolean): string | null {
  const name = sessionCookieName(secure);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** The CSRF token for a session: a keyed hash of the session, so nothing more is stored and it dies with the session. */
export const csrfToken = (signingKey: Buffer, sessionIdHash: string) => createHmac("sha256", signingKey).update(`review-csrf\n${sessionIdHash}`).digest("base64url");

export function csrfValid(signingKey: Buffer, sessionIdHash: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(csrfToken(signingKey, sessionIdHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface SignedIn {
  reviewer: Reviewer;
  sessionId: string;
  sessionIdHash: string;
  csrf: string;
  /** Whether the console is served over HTTPS (which cookie it uses). */
  secure: boolean;
  store: ReviewerStore;
  services: Services;
}

/**
 * The signed-in reviewer of a request, or a redirect to the sign-in page (a page) / a 401 (an action). An ended
 * session's cookie is cleared.
 */
export async function requireReviewer(request: Request, services: Services): Promise<SignedIn> {
  const rp = requireRelyingParty(request, services.env.SITE_URL);
  const store = new ReviewerStore(services.db.kysely);
  const sessionId = sessionIdOf(request, rp.secure);
  const session = sessionId ? await store.session(sessionId) : ({ ended: "unknown" } as const);
  if ("ended" in session) {
    const headers = { ...REVIEW_HEADERS, ...(sessionId ? { "Set-Cookie": clearedSessionCookie(rp.secure) } : {}) };
    if (session.ended !== "unknown") await store.audit({ actor: session.email, action: `session-${session.ended}` });
    if (request.method === "GET" || request.method === "HEAD") {
      throw redirect(`${PATHS.reviewSignIn}${session.ended === "unknown" ? "" : `?ended=${session.ended}`}`, { headers });
    }
    throw new Response("Sign in again: this session has ended.", { status: 401, headers });
  }
  return { reviewer: session.reviewer, sessionId: sessionId!, sessionIdHash: session.idHash, secure: rp.secure, csrf: csrfToken(services.signingKey, session.idHash), store, services };
}

/** Refuses a form post without this session's CSRF token (403). */
export function requireCsrf(signedIn: SignedIn, form: FormData): void {
  if (!csrfValid(signedIn.services.signingKey, signedIn.sessionIdHash, form.get("csrf"))) {
    throw new Response("This form has expired or did not come from this console. Reload the page and try again.", { status: 403, headers: REVIEW_HEADERS });
  }
}

/** Counts one sign-in attempt for the visitor's address; false once they have used up the window's attempts. */
export async function takeSignInAttempt(services: Services, clientIp: string | undefined): Promise<boolean> {
  const visitor = rateLimitAddress(clientIp ?? "unknown", services.env.RATE_LIMIT_IPV6_PREFIX);
  const result = await takeToken(services.db.kysely, services.db.dialect, hashKey(services.signingKey, "review-sign-in", visitor), SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS, Date.now());
  return result.allowed;
}

const RP_NAME = "North Pole reviewer console";

/** Options for registering a passkey through a valid invitation; the challenge is kept server-side, once. */
export async function registrationOptions(store: ReviewerStore, reviewer: Reviewer, invitationHash: string, rp: { rpID: string }) {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: reviewer.email,
    userID: new TextEncoder().encode(reviewer.id),
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await store.createChallenge(options.challenge, "register", invitationHash);
  return { challengeId, options };
}

export async function authenticationOptions(store: ReviewerStore, rp: { rpID: string }) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required" });
  const challengeId = await store.createChallenge(options.challenge, "sign-in");
  return { challengeId, options };
}

/** Verifies a registration answer against its one-time challenge and invitation; saves the passkey. */
export async function finishRegistration(store: ReviewerStore, challengeId: string, response: RegistrationResponseJSON, rp: { origin: string; rpID: string }): Promise<Reviewer | null> {
  const challenge = await store.takeChallenge(challengeId, "register");
  if (!challenge?.invitationHash) return null;
  const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: true }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return null;
  const row = await store.invitationByHash(challenge.invitationHash);
  if (!row || !(await store.useInvitation(challenge.invitationHash))) return null;
  const { credential } = verification.registrationInfo;
  await store.savePasskey(row.id, { id: credential.id, publicKey: Buffer.from(credential.publicKey).toString("base64url"), counter: credential.counter, transports: credential.transports });
  return row;
}

/** Verifies a sign-in answer: a known passkey, its one-time challenge, a signature from its key. */
export async function finishSignIn(store: ReviewerStore, challengeId: string, response: AuthenticationResponseJSON, rp: { origin: string; rpID: string }): Promise<Reviewer | null> {
  const challenge = await store.takeChallenge(challengeId, "sign-in");
  if (!challenge) return null;
  const passkey = await store.passkey(response.id);
  if (!passkey) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports as never },
  }).catch(() => null);
  if (!verification?.verified) return null;
  await store.updateCounter(passkey.id, verification.authenticationInfo.newCounter);
  return passkey.reviewer;
}
