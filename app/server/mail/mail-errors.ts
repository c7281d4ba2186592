/**
 * What a failed send means. Only a refusal of this one recipient dead-letters the reply; a refusal of our
 * connection, our account, its quota or its sending policy is the provider's (every reply would fail the same way),
 * so replies stay queued and retry while the operator is told; everything else is a passing fault.
 */
export type MailFailure = "recipient" | "provider" | "temporary";

/** Enhanced status codes (RFC 3463) about the sender's own address: the provider's setup, not the recipient. */
const SENDER_ADDRESS_DETAILS = new Set([7, 8]);
/** Plain 5xx codes that, answering RCPT TO, refuse the recipient (mailbox unavailable, not local, bad name). */
const RECIPIENT_CODES = new Set([550, 551, 553]);

interface SmtpError {
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
}

/** The enhanced status code in an SMTP answer ("550 5.1.1 User unknown" → [5, 1, 1]), if any. */
export function enhancedStatus(response: string): [number, number, number] | null {
  const m = response.match(/^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function classifyMailError(error: unknown): MailFailure {
  const e = (error ?? {}) as SmtpError;
  const code = typeof e.responseCode === "number" ? e.responseCode : null;
  const response = typeof e.response === "string" ? e.response : "";
  // 421: the service is closing the channel, for every message alike.
  if (code === 421) return "provider";
  // No answer at all (refused, reset, timed out) or a 4xx: try again later.
  if (code === null || code < 500 || code >= 600) return "temporary";
  const status = enhancedStatus(response);
  if (status) return status[1] === 1 && !SENDER_ADDRESS_DETAILS.has(status[2]) ? "recipient" : "provider";
  return e.command === "RCPT TO" && RECIPIENT_CODES.has(code) ? "recipient" : "provider";
}
