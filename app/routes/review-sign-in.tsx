import { data, redirect } from "react-router";
import { ConsoleShell } from "~/features/review/console-shell";
import { PasskeyButton } from "~/features/review/passkey-button";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { authenticationOptions, requireRelyingParty, REVIEW_HEADERS, sessionIdOf } from "~/server/review/review-auth.server";
import { ReviewerStore } from "~/server/review/reviewers.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-sign-in";

const ENDED = { idle: "You were signed out after 30 minutes without activity.", expired: "You were signed out: a session lasts 12 hours at most." } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  const rp = requireRelyingParty(request, services.env.SITE_URL);
  const store = new ReviewerStore(services.db.kysely);
  const current = sessionIdOf(request, rp.secure);
  if (current && !("ended" in (await store.session(current)))) throw redirect(PATHS.review, { headers: REVIEW_HEADERS });
  const { challengeId, options } = await authenticationOptions(store, rp);
  const ended = new URL(request.url).searchParams.get("ended");
  return data({ challengeId, options, notice: ended === "idle" || ended === "expired" ? ENDED[ended] : null }, { headers: REVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("Sign in · Reviewer console", "Sign in to review held letters.");

export default function ReviewSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell>
      <h1 className="text-3xl font-bold text-ink">Sign in</h1>
      {loaderData.notice ? <p className="mt-4 rounded-xl bg-gold-light p-4 text-ink">{loaderData.notice}</p> : null}
      <p className="mt-4 max-w-prose text-ink-muted">
        Reviewers sign in with the passkey they registered from their invitation. There is no password. If you have no passkey on this device, ask
        the operator for a new invitation.
      </p>
      <div className="mt-8">
        <PasskeyButton label="Sign in with a passkey" ceremony="sign-in" optionsJSON={loaderData.options} challengeId={loaderData.challengeId} postTo={`${PATHS.reviewPasskey}/sign-in`} then={PATHS.review} />
      </div>
    </ConsoleShell>
  );
}
