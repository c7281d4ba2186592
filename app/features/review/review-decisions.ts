/**
 * What a person decides about a held letter, from the command line or the reviewer console:
 * - "released": the reviewed reply is sent (warm, and it repeats nothing the child wrote);
 * - "ordinary": a false alarm: the ordinary reply is sent (which never repeats the child's words either);
 * - "dismissed": nothing is sent; the letter is deleted with the retention period.
 */
export type ReviewDecision = "released" | "ordinary" | "dismissed";
export const REVIEW_DECISIONS: readonly ReviewDecision[] = ["released", "ordinary", "dismissed"];

/** What a lead records about an escalated letter. */
export const ESCALATION_OUTCOMES = {
  "referred-police": "Referred to the police",
  "referred-child-services": "Referred to children's social services",
  "helpline-advised": "Family advised to contact a helpline; no referral",
  "no-action": "No further action: no concern on a closer look",
} as const;
export type EscalationOutcome = keyof typeof ESCALATION_OUTCOMES;
export const isEscalationOutcome = (value: unknown): value is EscalationOutcome => typeof value === "string" && Object.hasOwn(ESCALATION_OUTCOMES, value);
