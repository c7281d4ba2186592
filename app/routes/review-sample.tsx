import { data } from "react-router";
import { ConsoleShell, waited, DoneNotice, doneMessage } from "~/features/review/console-shell";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { requireReviewer, REVIEW_HEADERS } from "~/server/review/review-auth.server";
import { drawDailySample, sampleList } from "~/server/review/review-work.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-sample";

const DONE = {
  fine: "Marked: the reply was right.",
  missed: "Marked: should have been held. It counts as a missed example in stats and /metrics.",
  repeat: "Nothing changed: that letter had already been looked at.",
} as const;

/**
 * The second look: each day a random share (REVIEW_SAMPLE_PERCENT) of the letters answered the day before, listed
 * without their text until opened. The day's sample is drawn by the server's hourly watch, or here if no watch has yet.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { reviewer, csrf, services } = await requireReviewer(request, await getServices());
  const db = services.db.kysely;
  if (services.env.REVIEW_SAMPLE_PERCENT > 0) await drawDailySample(db, services.env.REVIEW_SAMPLE_PERCENT);
  return data(
    {
      reviewer,
      csrf,
      sample: await sampleList(db),
      percent: services.env.REVIEW_SAMPLE_PERCENT,
      now: Date.now(),
      done: doneMessage(request, DONE),
    },
    { headers: REVIEW_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("Daily sample · Reviewer console", "Replied letters drawn for a second look.");

export default function ReviewSample({ loaderData }: Route.ComponentProps) {
  const { reviewer, csrf, sample, percent, now, done } = loaderData;
  const waiting = sample.filter((s) => s.verdict === null).length;
  return (
    <ConsoleShell email={reviewer.email} role={reviewer.role} csrf={csrf}>
      <h1 className="text-3xl font-bold text-ink">Daily sample</h1>
      <DoneNotice message={done} />
      <p className="mt-4 max-w-prose text-ink-muted">
        {percent > 0
          ? `Each day ${percent}% of the letters answered the day before are drawn at random for a second look, with every answered letter whose reading set aside words that look like harm: did the reading miss a child who needed a person? Opening a letter is recorded.`
          : "The daily sample is turned off (REVIEW_SAMPLE_PERCENT=0); letters drawn earlier are still listed until they are deleted."}
      </p>
      {sample.length === 0 ? (
        <p className="mt-8 text-lg text-ink">No letters in the sample yet.</p>
      ) : (
        <>
          <p className="mt-6 font-semibold text-ink">{waiting === 0 ? "Every letter in the sample has been looked at." : `${waiting} waiting for a second look.`}</p>
          <table className="mt-4 w-full border-collapse text-left">
            <caption className="sr-only">Sampled letters, those waiting first</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4">Sample of</th>
                <th scope="col" className="py-2 pr-4">Answered</th>
                <th scope="col" className="py-2 pr-4">Language</th>
                <th scope="col" className="py-2 pr-4">Age</th>
                <th scope="col" className="py-2 pr-4">Looked at</th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sample.map((s) => (
                <tr key={s.id} className="border-b border-slate-200" data-testid="sampled-letter">
                  <td className="py-3 pr-4">{s.day}</td>
                  <td className="py-3 pr-4">{s.sentAt === null ? "-" : `${waited(s.sentAt, now)} ago`}</td>
                  <td className="py-3 pr-4">{s.locale}</td>
                  <td className="py-3 pr-4">{s.age ?? "not given"}</td>
                  <td className="py-3 pr-4">{s.verdict === null ? "not yet" : s.verdict === "missed" ? `should have been held (${s.verdictBy})` : `reply was right (${s.verdictBy})`}</td>
                  <td className="py-3">
                    <a href={`${PATHS.reviewLetters}/${s.id}`} className="font-semibold text-christmas-red-dark underline">
                      Open letter<span className="sr-only"> of the sample of {s.day}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ConsoleShell>
  );
}
