import { replyWillCome, type LetterAnswer, type LetterRejection } from "~/features/letter/letter-outcome";
import { getServices } from "../services.server";
import { readLetterRequest, type IncomingLetter } from "./letter-request.server";

export interface LetterEndpointResult {
  status: number;
  headers: Record<string, string>;
  body: LetterAnswer | LetterRejection;
  /** What the family typed, returned unless a reply will come (to refill a plain HTML form they must change). */
  values?: Record<string, string>;
  /** The child's name, for the thank-you screen of a plain HTML post. */
  childName?: string;
}

/** The letter submission shared by the page's action (plain HTML post) and /api/letters (the page's script). */
export async function handleLetterPost(request: IncomingLetter, clientIp: string | undefined): Promise<LetterEndpointResult> {
  const services = await getServices();
  const read = await readLetterRequest(request, services.env.SITE_URL);
  if (!read.ok) {
    const kind = read.status === 413 ? "too_large" : read.status === 403 ? "cross_site" : read.status === 415 ? "unsupported_type" : "validation";
    // A refused body may not have been read to its end: close the connection after answering.
    return { status: read.status, headers: read.status === 413 ? { Connection: "close" } : {}, body: { saved: false, kind, error: read.error } };
  }
  const result = await services.letters.submit(read.input, { ip: clientIp ?? "unknown", honeypot: read.honeypot, idempotencyKey: read.idempotencyKey, locale: read.locale });
  const thanks = replyWillCome(result.body);
  return {
    status: result.status,
    headers: result.headers ?? {},
    body: result.body,
    values: thanks ? undefined : read.values,
    childName: thanks ? read.values.childName?.trim() : undefined,
  };
}
