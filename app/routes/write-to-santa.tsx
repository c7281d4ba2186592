import { data } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { StepList } from "~/components/layout/feature-grid";
import { ContactText } from "~/components/ui/contact-text";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { LETTER_HOW_IT_WORKS, LETTER_TRUST } from "~/content/letter-page";
import { HelplinesPanel } from "~/features/letter/helplines-panel";
import { LetterForm } from "~/features/letter/letter-form";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { MARKETING } from "~/lib/site";
import { handleLetterPost } from "~/server/letters/letter-endpoint.server";
import type { Route } from "./+types/write-to-santa";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Write a Letter to Santa",
    description:
      "Write a letter to Santa Claus online. Share your wish list and your news, and a grown-up receives Santa's personal reply by email, usually within minutes. Free and safe.",
    path: PATHS.writeToSanta,
    keywords: ["write to Santa", "letter to Santa online", "Santa email reply", "Dear Santa", "Christmas wish list"],
  });

/** A plain HTML post (JavaScript off): the same letter flow, answered with the thank-you screen or the error. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleLetterPost(request, context?.clientIp);
  return data({ body: result.body, values: result.values, childName: result.childName }, { status: result.status, headers: result.headers });
}

/**
 * A refused plain HTML post keeps its headers: React Router passes only Set-Cookie from an action through to the
 * page unless the route says otherwise, and a 429 without Retry-After leaves a family guessing when to try again.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function WriteToSanta({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="The North Pole mailroom is open"
        title="Write a Letter to Santa"
        lead={`Tell Santa your wishes and your news. He reads every letter and replies to your grown-up by email within ${MARKETING.replyHours} hours.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LetterForm serverResult={actionData ?? undefined} />
        <HelplinesPanel />
      </div>
      <Section id="how-it-works" title="How It Works" className="bg-white">
        <StepList steps={LETTER_HOW_IT_WORKS} />
      </Section>
      <Section id="trust" title={LETTER_TRUST.heading} lazy={false}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LETTER_TRUST.points.map((point) => (
            <li key={point.title} className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <Icon name={point.icon} className="mx-auto size-10 text-pine" />
              <h3 className="mt-3 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-gold-light p-6 text-center text-lg font-semibold">
          <ContactText text={LETTER_TRUST.guarantee} subject={LETTER_TRUST.guaranteeSubject} />
        </p>
        <p className="mx-auto mt-4 max-w-3xl text-center text-ink-muted">{LETTER_TRUST.stored}</p>
      </Section>
    </>
  );
}
