import { redirect } from "react-router";
import { PATHS } from "~/lib/paths";
import { clearedSessionCookie, requireCsrf, requireReviewer, REVIEW_HEADERS } from "~/server/review/review-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-sign-out";

/** Sign-out: a form post with the session's CSRF token ends the session in the database and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireReviewer(request, await getServices());
  requireCsrf(signedIn, await request.formData());
  await signedIn.store.endSession(signedIn.sessionId);
  await signedIn.store.audit({ actor: signedIn.reviewer.email, action: "sign-out" });
  throw redirect(PATHS.reviewSignIn, { headers: { ...REVIEW_HEADERS, "Set-Cookie": clearedSessionCookie(signedIn.secure) } });
}

/** Nothing to show: a visit goes to the queue (or to sign-in). */
export function loader() {
  return redirect(PATHS.review, { headers: REVIEW_HEADERS });
}
