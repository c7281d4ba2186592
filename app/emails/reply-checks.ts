import type { Letter } from "~/features/letter/letter-schema";
import type { ReplyContent } from "./reply-content";

/** Words that promise a present, a pet or an outcome. "cannot promise" and the like are not promises. */
export const PROMISE_PHRASES =
  /\b(i will (bring|make|get|send|deliver|give|put|see what|make sure|fix|find)|i'?ll (bring|make|get|send|deliver|give|fix)|you will (get|have|find|receive|see)|(it|they|this|that|your wish) will (come true|be under|be there|arrive)|will come true|on my list|in my (big )?book of wishes|(written|wrote) it (down|in)|the elves will (make|build|look into)|workshop can do|(?<!(not|cannot|can't|never) )\bi promise|promise you|on (its|their) way to you|just for you on christmas|be under your tree)\b/i;

/** Cheer that must never sit next to a wish about a person, a need or a painful circumstance. */
export const CHEER_PHRASES = /\b(workshop|elves|elf|nice list|my list|sleigh|made me smile|wonderful wish|what a wonderful|splendid|ho ho|jolly|reindeer|golden star|hot cocoa)\b/i;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

/**
 * What is wrong with a reply, by the rules; empty when nothing is. Used over the whole corpus by the unit
 * tests and by `npm run eval:replies`.
 */
export function findReplyProblems(content: ReplyContent, letter: Pick<Letter, "messageToSanta">): string[] {
  const problems: string[] = [];
  const santaText = [
    content.heading,
    ...content.opening,
    content.wishIntro ?? "",
    ...content.wishes.map((w) => w.answer.slice(w.item.length)),
    content.moreWishes ?? "",
    ...content.message,
    content.goodness,
    content.closing,
    content.signature,
    content.postscript ?? "",
  ];
  for (const text of santaText) {
    // The child's own words, quoted, are theirs: "I promise" in a quote is not Santa promising.
    const promise = text.replace(/“[^”]*”/g, "").match(PROMISE_PHRASES);
    if (promise) problems.push(`promise "${promise[0]}" in: ${text}`);
  }
  const sensitive =
    content.tone === "standard"
      ? [...content.wishes.filter((w) => w.sensitive).map((w) => w.answer.slice(w.item.length)), ...content.circumstanceParagraphs]
      : santaText;
  for (const text of sensitive) {
    const cheer = text.match(CHEER_PHRASES);
    if (cheer) problems.push(`cheer "${cheer[0]}" next to a sensitive wish or circumstance: ${text}`);
  }
  if (content.tone !== "standard" && letter.messageToSanta) {
    const reply = santaText.join(" ").toLowerCase();
    for (const s of sentences(letter.messageToSanta)) {
      if (reply.includes(s.toLowerCase())) problems.push(`quotes the child's words back: ${s}`);
    }
  }
  return problems;
}
