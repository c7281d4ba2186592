import type { Letter } from "~/features/letter/letter-schema";
import type { ReplyContent } from "./reply-content";
import { replyLanguage } from "./reply-languages";

/** The child's own words, quoted in any language's marks: "I promise" in a quote is not Santa promising. */
const QUOTED = /“[^”]*”|„[^“]*“|«[^»]*»/g;


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
  const { checks } = replyLanguage(content.locale).words;
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
    const promise = text.replace(QUOTED, "").match(checks.promise);
    if (promise) problems.push(`promise "${promise[0]}" in: ${text}`);
  }
  const sensitive =
    content.tone === "standard"
      ? [...content.wishes.filter((w) => w.sensitive).map((w) => w.answer.slice(w.item.length)), ...content.circumstanceParagraphs]
      : santaText;
  for (const text of sensitive) {
    const cheer = text.match(checks.cheer);
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
