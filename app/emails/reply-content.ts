import type { Letter } from "~/features/letter/letter-schema";
import { MAX_WISHES_ANSWERED } from "~/features/letter/letter-rules";
import { type Circumstance, type LetterReading, type ReadWish } from "~/features/letter/reading/letter-reading";
import { DEFAULT_LOCALE, localisedPath, type Locale } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { readLetterIn, replyLanguage } from "./reply-languages";
import type { AgeBracket, ReplyWords } from "./reply-words-en";

export { splitWishes } from "~/features/letter/reading/letter-reading";
export type { AgeBracket } from "./reply-words-en";

/** Everything Santa's reply says, worked out from the letter: pure, so every wording rule has a test. */
export interface ReplyContent {
  /** The language it is written in: the locale of the page the letter was written on. */
  locale: Locale;
  masthead: string;
  /** "standard"; "gentle" for a painful circumstance or a sensitive wish; "reviewed" after a person released a held letter. */
  tone: "standard" | "gentle" | "reviewed";
  subject: string;
  preview: string;
  heading: string;
  greeting: string;
  opening: string[];
  wishIntro: string | null;
  wishes: { item: string; answer: string; sensitive: boolean }[];
  moreWishes: string | null;
  message: string[];
  /** Paragraphs answering the circumstances the letter tells of (a subset of `message`, for the checks). */
  circumstanceParagraphs: string[];
  goodness: string;
  closing: string;
  signature: string;
  postscript: string | null;
  parentNote: {
    stored: string;
    retention: string;
    deleteLabel: string;
    deleteUrl: string;
    notExpected: string;
    /** "Questions? Write to us at" and the address (CONTACT_EMAIL). */
    contactLead: string;
    contactEmail: string;
  };
  links: { niceList: string; tracker: string; niceListLabel: string; trackerLabel: string };
}

export interface ReplyContext {
  siteUrl: string;
  /** Where parents write to us (CONTACT_EMAIL). */
  contactEmail: string;
  deleteUrl: string;
  retentionDays: number;
  /** The page's locale the letter was written on; English when absent (letters from before issue 25). */
  locale?: Locale;
}

export function ageBracket(age: number | null): AgeBracket {
  if (age === null) return "unknown";
  if (age <= 4) return "little";
  if (age <= 8) return "young";
  if (age <= 12) return "older";
  return "teen";
}

/** Removes anything that could break an email header (line breaks, control characters) and trims. */
export function headerSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Keeps user text from being turned into a link by mail programs that link anything that looks like an
 * address: a word joiner (invisible) after each dot, @ and colon inside address-like words.
 */
export function defuseLinks(text: string): string {
  return text.replace(/\S+/g, (word) =>
    /[.@:]/.test(word) && /([a-z0-9-]\.[a-z]{2,}|@|:\/\/|^www\.)/i.test(word) ? word.replace(/([.@:])/g, "$1\u2060") : word,
  );
}

/** A small stable hash so the same letter always gets the same wording (no randomness in tests). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Circumstances in the order their paragraphs appear: the most painful first. At most this many paragraphs. */
const CIRCUMSTANCE_ORDER: readonly Circumstance[] = [
  "bereavement",
  "illness",
  "bullying",
  "lonely_sad",
  "far_away",
  "separation",
  "hardship",
  "new_baby",
  "moving",
  "disability",
];
export const MAX_CIRCUMSTANCE_PARAGRAPHS = 3;

function wishAnswer(W: ReplyWords, wish: ReadWish, reading: LetterReading, seed: number, item: string): string {
  const a = W.wishAnswers;
  switch (wish.kind) {
    case "thing":
      return a.thing[seed % a.thing.length]!(item);
    case "pet":
      return a.pet[seed % a.pet.length]!(item);
    case "experience":
      return a.snowPattern.test(wish.text) ? a.snow(item) : a.experience[seed % a.experience.length]!(item);
    case "world":
      return a.world(item);
    case "unclear":
      return a.unclear(item);
    case "need":
      return a.need(item);
    case "person": {
      // A wish about a person is answered for what it is about; failing that, for what the letter tells of.
      const about = wish.about ?? CIRCUMSTANCE_ORDER.find((c) => reading.circumstances.includes(c) && c in a.person) ?? null;
      const answer = about && about in a.person ? a.person[about as keyof typeof a.person] : a.person.other;
      return answer(item);
    }
  }
}

/** The reply to a letter a person reviewed and released: warm, and it repeats nothing the child wrote. */
function reviewedReply(W: ReplyWords, locale: Locale, letter: Letter, ctx: ReplyContext, name: string): ReplyContent {
  return {
    locale,
    masthead: W.masthead,
    tone: "reviewed",
    subject: headerSafe(W.subject(letter.childName)),
    preview: headerSafe(W.gentlePreview(letter.childName)),
    heading: W.gentleHeading,
    greeting: W.greeting(name),
    opening: [],
    wishIntro: null,
    wishes: [],
    moreWishes: null,
    message: [...W.reviewed],
    circumstanceParagraphs: [],
    goodness: W.gentleGoodness,
    closing: W.gentleClosing,
    signature: W.gentleSignature,
    postscript: null,
    parentNote: parentNote(W, ctx, name),
    links: links(W, locale, ctx),
  };
}

const links = (W: ReplyWords, locale: Locale, ctx: ReplyContext): ReplyContent["links"] => ({
  niceList: `${ctx.siteUrl}${localisedPath(PATHS.niceList, locale)}`,
  tracker: `${ctx.siteUrl}${localisedPath(PATHS.trackSanta, locale)}`,
  niceListLabel: W.niceListLink,
  trackerLabel: W.trackerLink,
});
const parentNote = (W: ReplyWords, ctx: ReplyContext, name: string): ReplyContent["parentNote"] => ({
  stored: W.parentNote.stored(name),
  retention: W.parentNote.retention(ctx.retentionDays),
  deleteLabel: W.parentNote.deleteLabel,
  deleteUrl: ctx.deleteUrl,
  notExpected: W.parentNote.notExpected,
  contactLead: W.parentNote.contactLead,
  contactEmail: ctx.contactEmail,
});

export interface ComposeOptions {
  /** A person reviewed this held letter and released it: send the reviewed reply. */
  reviewed?: boolean;
}

/**
 * Santa's reply to one letter, composed from what the letter says. A letter showing signs of harm is never
 * answered by this function with anything but the reviewed reply, even if it reaches here by mistake.
 */
export function composeReply(letter: Letter, ctx: ReplyContext, options: ComposeOptions = {}): ReplyContent {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const { words: W } = replyLanguage(locale);
  const name = defuseLinks(letter.childName);
  const reading = readLetterIn(locale, letter);
  if (options.reviewed || reading.held) return reviewedReply(W, locale, letter, ctx, name);

  const gentle = reading.gentle;
  const bracket = ageBracket(letter.age);
  const seed = hash(`${letter.childName}|${letter.wishList ?? ""}`);

  const opening = [gentle ? W.gentleOpening : W.openings[bracket]];
  if (letter.cityCountry) opening.push((gentle ? W.gentleCity : W.city)(defuseLinks(letter.cityCountry)));
  if (letter.age !== null && !gentle) opening.push(W.age(letter.age));

  const answered = reading.wishes.slice(0, MAX_WISHES_ANSWERED);
  const wishes = answered.map((wish, i) => {
    const item = defuseLinks(wish.text);
    return { item, answer: wishAnswer(W, wish, reading, seed + i, item), sensitive: wish.kind === "person" || wish.kind === "need" };
  });
  const wishIntro = reading.wishes.length === 0 ? null : reading.wishes.length === 1 ? W.wishIntroOne : W.wishIntroMany;
  const moreWishes = reading.wishes.length > answered.length ? W.moreWishes : null;

  const circumstanceParagraphs = CIRCUMSTANCE_ORDER.filter((c) => reading.circumstances.includes(c))
    .slice(0, MAX_CIRCUMSTANCE_PARAGRAPHS)
    .map((c) => W.circumstances[c]);
  const message: string[] = [];
  if (letter.messageToSanta) {
    // A message from a letter that tells of something painful or sensitive is answered by its theme, never
    // quoted back: the parent's inbox is not the place to repeat a child's disclosure.
    if (gentle || circumstanceParagraphs.length > 0) {
      message.push(W.messageThanks);
    } else {
      const text = letter.messageToSanta.replace(/\s+/g, " ").trim();
      const excerpt = text.length > 220 ? `${text.slice(0, 217).trimEnd()}…` : text;
      message.push(W.quote(defuseLinks(excerpt)));
      const topics = W.topics.filter((t) => t.pattern.test(text)).slice(0, 2);
      message.push(...(topics.length > 0 ? topics.map((t) => t.line) : [W.smile]));
    }
  }
  message.push(...circumstanceParagraphs);
  if (reading.wishes.length === 0 && !letter.messageToSanta) message.push(W.noWishes);

  const closing = gentle ? W.gentleClosing : bracket === "little" ? W.closings.little : bracket === "teen" ? W.closings.teen : W.closings.other;
  return {
    locale,
    masthead: W.masthead,
    tone: gentle ? "gentle" : "standard",
    subject: headerSafe(W.subject(letter.childName)),
    preview: headerSafe((gentle ? W.gentlePreview : W.preview)(letter.childName)),
    heading: gentle ? W.gentleHeading : W.heading,
    greeting: W.greeting(name),
    opening,
    wishIntro,
    wishes,
    moreWishes,
    message,
    circumstanceParagraphs,
    goodness: gentle ? W.gentleGoodness : letter.beenGood ? W.good[bracket] : W.trying[bracket],
    closing,
    signature: gentle ? W.gentleSignature : W.signature,
    postscript: gentle ? null : W.postscript,
    parentNote: parentNote(W, ctx, name),
    links: links(W, locale, ctx),
  };
}

/**
 * The reply's plain-text part, written from the same content as the HTML (not recovered by parsing the HTML, which
 * cost more than rendering it). Paragraphs are separated by blank lines; links are written out in full.
 */
export function replyText(c: ReplyContent): string {
  const blocks: string[] = [c.masthead.toLocaleUpperCase(c.locale), c.heading, c.greeting, ...c.opening];
  if (c.wishIntro) {
    blocks.push([c.wishIntro, ...c.wishes.map((w) => `* ${w.answer}`)].join("\n"));
    if (c.moreWishes) blocks.push(c.moreWishes);
  }
  blocks.push(...c.message, c.goodness, c.closing, c.signature);
  if (c.postscript) blocks.push(`${c.postscript} ${c.links.niceListLabel}: ${c.links.niceList} · ${c.links.trackerLabel}: ${c.links.tracker}`);
  const n = c.parentNote;
  blocks.push("--", n.stored, `${n.retention} ${n.deleteLabel}: ${n.deleteUrl}`, n.notExpected, `${n.contactLead} ${n.contactEmail}`);
  return `${blocks.join("\n\n")}\n`;
}
