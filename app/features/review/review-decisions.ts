/**
 * What a person decides about a held letter, from the command line or the reviewer console:
 * - "released": the reviewed reply is sent (warm, and it repeats nothing the child wrote);
 * - "ordinary": a false alarm: the ordinary reply is sent (which never repeats the child's words either);
 * - "dismissed": nothing is sent; the letter is deleted with the retention period.
 */
export type ReviewDecision = "released" | "ordinary" | "dismissed";
export const REVIEW_DECISIONS: readonly ReviewDecision[] = ["released", "ordinary", "dismissed"];
