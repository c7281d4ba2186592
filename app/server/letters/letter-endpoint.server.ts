import type { LetterAnswer, LetterRejection } from "~/features/letter/letter-outcome";
import { getServices } from "../services.server";
import { readLetterRequest } from "./letter-request.server";

export interface LetterEndpointResult {
  status: number;
  headers: Record<string, string>;
  body: LetterAnswer | LetterRejection;
  /** What the family typed, returned only when the letter was not saved (to refill a plain HTML form). */
  values?: Record<string, string>;
  /** The child's name, for the thank-you screen of a plain HTML post. */
  childName?: string;
}

/** The letter submission shared by the page's action (plain HTML post) and /api/letters (the page's script). */
export async function handleLetterPost(request: Request, clientIp: string | undefined): Promise<LetterEndpointResult> {
  const read = await readLetterRequest(request);
  if (!read.ok) {
    return { status: read.status, headers: {}, body: { saved: false, kind: read.status === 413 ? "too_large" : "validation", error: read.error } };
  }
  const services = await getServices();
  const result = await services.letters.submit(read.input, { ip: clientIp ?? "unknown", honeypot: read.honeypot });
  const saved = "letterId" in result.body;
  return {
    status: result.status,
    headers: result.headers ?? {},
    body: result.body,
    values: saved ? undefined : read.values,
    childName: saved ? read.values.childName?.trim() : undefined,
  };
}
