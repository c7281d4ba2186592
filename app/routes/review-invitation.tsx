import { data } from "react-router";
import { ConsoleShell } from "~/features/review/console-shell";
import { PasskeyButton } from "~/features/review/passkey-button";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { registrationOptions, requireRelyingParty, REVIEW_HEADERS } from "~/server/review/review-auth.server";
import { ReviewerStore } from "~/server/review/reviewers.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-invitation";

const STATES = {
  invalid: "This invitation link is not valid. Use the link exactly as the operator sent it.",
  used: "This invitation has already been used. Sign in with your passkey, or ask the operator for a new invitation.",
  expired: "This invitation has expired (links work for 24 hours). Ask the operator for a new one.",
} as const;

/** Opening the link registers nothing (mail scanners open links): it offers the passkey ceremony for this invitation. */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  const rp = requireRelyingParty(request, services.env.SITE_URL);
  const store = new ReviewerStore(services.db.kysely);
  const found = await store.invitation(new URL(request.url).searchParams.get("token") ?? "");
  if (found.state !== "valid") return data({ state: found.state } as const, { status: found.state === "invalid" ? 404 : 410, headers: REVIEW_HEADERS });
  const { challengeId, options } = await registrationOptions(store, found.reviewer, found.tokenHash, rp);
  return data({ state: "valid" as const, email: found.reviewer.email, role: found.reviewer.role, challengeId, options }, { headers: REVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("Invitation · Reviewer console", "Register a passkey for the reviewer console.");

export default function ReviewInvitation({ loaderData }: Route.ComponentProps) {
  if (loaderData.state !== "valid") {
    return (
      <ConsoleShell>
        <h1 className="text-3xl font-bold text-ink">Invitation</h1>
        <p className="mt-4 max-w-prose text-ink">{STATES[loaderData.state]}</p>
        <p className="mt-6">
          <a href={PATHS.reviewSignIn} className="font-semibold text-christmas-red-dark underline">
            Go to sign-in
          </a>
        </p>
      </ConsoleShell>
    );
  }
  return (
    <ConsoleShell>
      <h1 className="text-3xl font-bold text-ink">Welcome, reviewer</h1>
      <p className="mt-4 max-w-prose text-ink">
        This invitation is for <strong>{loaderData.email}</strong> ({loaderData.role}). Register a passkey on this device: your phone, computer or
        security key will ask for your fingerprint, face or PIN. The letters you will read are children&apos;s own words, some of them about harm:
        read them only on a device that is yours, and never copy them out of the console.
      </p>
      <div className="mt-8">
        <PasskeyButton
          label="Register a passkey"
          ceremony="register"
          optionsJSON={loaderData.options}
          challengeId={loaderData.challengeId}
          postTo={`${PATHS.reviewPasskey}/register`}
          then={PATHS.review}
        />
      </div>
    </ConsoleShell>
  );
}
