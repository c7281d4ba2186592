import { data } from "react-router";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { finishRegistration, finishSignIn, relyingParty, REVIEW_HEADERS, sessionCookie, takeSignInAttempt } from "~/server/review/review-auth.server";
import { ReviewerStore } from "~/server/review/reviewers.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-passkey";

const REFUSED = {
  register: "The passkey could not be registered, or this invitation was used meanwhile. Ask the operator for a new invitation.",
  "sign-in": "This passkey was not accepted. Reload the page and try again, or ask the operator for a new invitation.",
} as const;

/**
 * A passkey ceremony's answer, posted as JSON by the sign-in or invitation page: checked by SimpleWebAuthn against its
 * one-time challenge; then a session and its cookie. Every attempt counts against the address's sign-in limit.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ceremony = params.ceremony;
  if (ceremony !== "register" && ceremony !== "sign-in") return data({ ok: false, error: "Not found." }, { status: 404, headers: REVIEW_HEADERS });
  const services = await getServices();
  const rp = relyingParty(request, services.env.SITE_URL);
  if (!rp) return data({ ok: false, error: "This console is only served at the site's own address." }, { status: 400, headers: REVIEW_HEADERS });
  if (!(await takeSignInAttempt(services, context.clientIp))) {
    return data({ ok: false, error: "Too many attempts from here. Wait a quarter of an hour and try again." }, { status: 429, headers: { ...REVIEW_HEADERS, "Retry-After": "900" } });
  }
  const body = (await request.json().catch(() => null)) as { challengeId?: unknown; response?: { id?: unknown } } | null;
  const store = new ReviewerStore(services.db.kysely);
  const wellFormed = body && typeof body.challengeId === "string" && body.response && typeof body.response.id === "string";
  const reviewer = !wellFormed
    ? null
    : ceremony === "register"
      ? await finishRegistration(store, body.challengeId as string, body.response as RegistrationResponseJSON, rp)
      : await finishSignIn(store, body.challengeId as string, body.response as AuthenticationResponseJSON, rp);
  if (!reviewer) {
    await store.audit({ actor: "(unknown)", action: ceremony === "register" ? "passkey-registration-refused" : "sign-in-refused" });
    return data({ ok: false, error: REFUSED[ceremony] }, { status: ceremony === "register" ? 400 : 401, headers: REVIEW_HEADERS });
  }
  const sessionId = await store.startSession(reviewer.id);
  if (ceremony === "register") await store.audit({ actor: reviewer.email, action: "passkey-registered" });
  await store.audit({ actor: reviewer.email, action: "sign-in" });
  return data({ ok: true }, { headers: { ...REVIEW_HEADERS, "Set-Cookie": sessionCookie(sessionId, rp.secure) } });
}
