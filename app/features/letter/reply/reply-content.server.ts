import type { Letter } from "~/features/letter/letter-schema";
import { REPLY_VARIANTS } from "./reply-variants.server";
import { PRINT_WORDS } from "~/features/letter/print/print-words.server";
import { type Circumstance, type LetterLexicon, type LetterReading } from "~/features/letter/reading/letter-reading.server";
import { mentionsAt, recogniseWish, type Mention } from "~/features/letter/vocabulary/recognise.server";
import { VOCABULARIES } from "~/features/letter/vocabulary/vocabularies.server";
import type { LanguageVocabulary } from "~/features/letter/vocabulary/vocabulary-types.server";
import { wordsOf } from "~/features/letter/vocabulary/word-matcher.server";
import { DEFAULT_LOCALE, LOCALE_TAGS, localisedPath, type Locale } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { findEchoes } from "./reply-checks.server";
import { recognisePlace } from "./reply-place.server";
import { readLetterIn, replyLanguage } from "./reply-languages.server";
import type { AgeBracket, ReplyWords } from "./reply-words-en.server";

export { splitWishes } from "~/features/letter/reading/letter-reading.server";
export type { AgeBracket } from "./reply-words-en.server";

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
  /** Santa's answers to the wish list: his own sentences, naming only what the site recognised. */
  wishes: { answer: string; sensitive: boolean }[];
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
  links: {
    niceList: string;
    tracker: string;
    niceListLabel: string;
    trackerLabel: string;
    /** The page that reads this reply aloud, and its label; null where there is none. */
    listen: { url: string; label: string } | null;
  };
}

export interface ReplyContext {
  siteUrl: string;
  /** Where parents write to us (CONTACT_EMAIL). */
  contactEmail: string;
  deleteUrl: string;
  /** The private page that reads the reply aloud (issue 37); absent where there is none (previews, the evaluation). */
  listenUrl?: string;
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

/** The person or animal a circumstance is about: the mention nearest its words, in the sentence that tells it. */
function whoFor(locale: Locale, lexicon: LetterLexicon, text: string, phrases: string[]): Mention | null {
  for (const sentence of text.split(/[.!?\n]+/)) {
    const normalised = lexicon.normalize(sentence);
    const phrase = phrases.find((p) => p && normalised.includes(p));
    if (!phrase) continue;
    const mentions = mentionsAt(locale, sentence);
    if (mentions.length === 0) continue;
    const words = wordsOf(sentence);
    const first = wordsOf(phrase)[0];
    const at = first ? Math.max(0, words.findIndex((w) => w.startsWith(first.slice(0, 4)))) : 0;
    return mentions.reduce((best, m) => (Math.abs(m.start - at) < Math.abs(best.start - at) ? m : best)).value;
  }
  return null;
}

const personName = (V: LanguageVocabulary, m: Mention | null) => (m === null ? null : m.kind === "relation" ? V.relations[m.id].name : V.animals[m.id].own);

/** One list formatter per language, made once ("a bike, some books and the other things on your list"). */
const listFormats = new Map<Locale, Intl.ListFormat>();
function listFormat(locale: Locale): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(LOCALE_TAGS[locale], { type: "conjunction" })));
  return format;
}

/** The answers to the wish list, built only from what the site recognised in each wish. */
function wishAnswers(W: ReplyWords, V: LanguageVocabulary, locale: Locale, reading: LetterReading, seed: number): ReplyContent["wishes"] {
  const a = W.wishAnswers;
  const gifts: string[] = [];
  const pets = new Set<string>();
  const people: ReplyContent["wishes"] = [];
  let others = 0;
  let snow = false;
  let need = false;
  let world = false;
  for (const wish of reading.wishes) {
    const r = recogniseWish(locale, wish.text);
    if (wish.kind === "person") {
      const about = wish.about ?? CIRCUMSTANCE_ORDER.find((c) => reading.circumstances.includes(c) && c in a.person) ?? null;
      const answer = about && about in a.person ? a.person[about as keyof typeof a.person] : a.person.other;
      people.push({ answer: answer(personName(V, mentionsAt(locale, wish.text)[0]?.value ?? null)), sensitive: true });
    } else if (wish.kind === "need") need = true;
    else if (wish.kind === "world") world = true;
    else if (r.negated) others++;
    else if (r.gift === "snow") snow = true;
    else if (r.animal && (wish.kind === "pet" || !r.gift)) pets.add(V.animals[r.animal].name);
    else if (wish.kind === "pet") pets.add(a.anAnimal);
    else if (r.gift) {
      const name = V.gifts[r.gift].name;
      const named = r.forWhom ? a.forSomeone(name, V.relations[r.forWhom].name) : name;
      if (!gifts.includes(named)) gifts.push(named);
    } else others++;
  }
  const answers: ReplyContent["wishes"] = [];
  if (gifts.length > 0) {
    const list = listFormat(locale).format(others > 0 ? [...gifts, a.otherThings] : gifts);
    answers.push({ answer: a.things[seed % a.things.length]!(list), sensitive: false });
  } else if (others > 0) answers.push({ answer: a.everything, sensitive: false });
  if (snow) answers.push({ answer: a.snow, sensitive: false });
  [...pets].forEach((p, i) => answers.push({ answer: a.pet[(seed + i) % a.pet.length]!(p), sensitive: false }));
  answers.push(...people);
  if (need) answers.push({ answer: a.need, sensitive: true });
  if (world) answers.push({ answer: a.world, sensitive: false });
  return answers;
}

/** The reply to a letter a person reviewed and released: warm, and it repeats nothing the child wrote. */
function reviewedReply(W: ReplyWords, locale: Locale, letter: Letter, ctx: ReplyContext, name: string, sibling = 0): ReplyContent {
  return {
    locale,
    masthead: W.masthead,
    tone: "reviewed",
    subject: headerSafe(W.subject(defuseLinks(letter.childName))),
    preview: headerSafe(W.gentlePreview(letter.childName)),
    heading: W.gentleHeading,
    greeting: W.greeting(name),
    opening: [],
    wishIntro: null,
    wishes: [],
    message: [...W.reviewed],
    circumstanceParagraphs: [],
    goodness: W.gentleGoodness,
    closing: forSibling(W.gentleClosing, REPLY_VARIANTS[locale].gentleClosings, sibling),
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
  listen: ctx.listenUrl ? { url: ctx.listenUrl, label: PRINT_WORDS[locale].listen } : null,
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
  /** The reading made when the letter arrived (stored with it); without one, the letter is read here. */
  reading?: LetterReading | null;
  /**
   * How many letters from the same address came earlier the same day (0 for the first): brothers and sisters who
   * write together each get their own opening and closing (issue 37).
   */
  sibling?: number;
}

/** The opening or closing for the `sibling`th letter from an address today: the usual one, then the variants in turn. */
export function forSibling<T>(usual: T, variants: readonly T[], sibling = 0): T {
  const k = sibling % (variants.length + 1);
  return k === 0 ? usual : variants[k - 1]!;
}

/**
 * Santa's reply to one letter, composed from what the letter says. A letter showing signs of harm is never
 * answered by this function with anything but the reviewed reply, even if it reaches here by mistake.
 */
export function composeReply(letter: Letter, ctx: ReplyContext, options: ComposeOptions = {}): ReplyContent {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const { words: W } = replyLanguage(locale);
  const name = defuseLinks(letter.childName);
  const reading = options.reading ?? readLetterIn(locale, letter);
  if (options.reviewed || reading.held) return reviewedReply(W, locale, letter, ctx, name, options.sibling);
  const R = REPLY_VARIANTS[locale];

  const gentle = reading.gentle;
  const bracket = ageBracket(letter.age);
  const seed = hash(`${letter.childName}|${letter.wishList ?? ""}`);
  const V = VOCABULARIES[locale];
  const { lexicon } = replyLanguage(locale);

  const opening = [gentle ? forSibling(W.gentleOpening, R.gentleOpenings, options.sibling) : forSibling(W.openings[bracket], R.openings[bracket], options.sibling)];
  // Only a place the site knows, named from its dataset: never the child's own words for it.
  const place = recognisePlace(letter.cityCountry, locale);
  if (place) opening.push((gentle ? W.gentleCity : W.city)(place));
  if (letter.age !== null && !gentle) opening.push(W.age(letter.age));

  const wishes = wishAnswers(W, V, locale, reading, seed);
  const wishIntro = wishes.length === 0 ? null : reading.wishes.length === 1 ? W.wishIntroOne : W.wishIntroMany;

  const text = `${letter.wishList ?? ""}\n${letter.messageToSanta ?? ""}`;
  const circumstanceParagraphs = CIRCUMSTANCE_ORDER.filter((c) => reading.circumstances.includes(c))
    .slice(0, MAX_CIRCUMSTANCE_PARAGRAPHS)
    .map((c) => {
      const phrases = reading.evidence.circumstances.filter((e) => e.label === c).map((e) => e.phrase);
      const who = whoFor(locale, lexicon, text, phrases);
      if (c === "bereavement" && who?.kind === "animal") return W.petLoss(V.animals[who.id].own);
      return W.circumstances[c](who?.kind === "relation" ? V.relations[who.id].name : null);
    });
  const message: string[] = [];
  if (letter.messageToSanta) {
    // The message is never quoted, and only a plainly happy one is answered with any cheer (docs/decisions/018).
    const plain = !reading.uneasy && circumstanceParagraphs.length === 0;
    message.push(plain ? W.messageHappy : W.messageThanks);
    if (plain) message.push(...W.topics.filter((t) => t.pattern.test(letter.messageToSanta ?? "")).slice(0, 2).map((t) => t.line));
  }
  message.push(...circumstanceParagraphs);
  if (reading.wishes.length === 0 && !letter.messageToSanta) message.push(W.noWishes);

  const closingGroup = bracket === "little" ? "little" : bracket === "teen" ? "teen" : "other";
  const closing = gentle ? forSibling(W.gentleClosing, R.gentleClosings, options.sibling) : forSibling(W.closings[closingGroup], R.closings[closingGroup], options.sibling);
  const content: ReplyContent = {
    locale,
    masthead: W.masthead,
    tone: gentle ? "gentle" : "standard",
    subject: headerSafe(W.subject(defuseLinks(letter.childName))),
    preview: headerSafe((gentle ? W.gentlePreview : W.preview)(letter.childName)),
    heading: gentle ? W.gentleHeading : W.heading,
    greeting: W.greeting(name),
    opening,
    wishIntro,
    wishes,
    message,
    circumstanceParagraphs,
    goodness: gentle ? W.gentleGoodness : letter.beenGood ? W.good[bracket] : W.trying[bracket],
    closing,
    signature: gentle ? W.gentleSignature : W.signature,
    postscript: gentle ? null : W.postscript,
    parentNote: parentNote(W, ctx, name),
    links: links(W, locale, ctx),
  };
  // Santa's sentences never quote the letter, but one made with the child's age, a place or a wish can happen to say
  // five words the child also wrote (r15: "13 ans, c'est un…" against "à 13 ans c'est un peu bizarre"). Then the
  // reply is the reviewed one, which names nothing but the child: no reply repeats a run of the child's words.
  return findEchoes(content, letter).length === 0 ? content : reviewedReply(W, locale, letter, ctx, name, options.sibling);
}

/**
 * The reply's plain-text part, written from the same content as the HTML (not recovered by parsing the HTML, which
 * cost more than rendering it). Paragraphs are separated by blank lines; links are written out in full.
 */
export function replyText(c: ReplyContent, attached: string | null = null): string {
  const blocks: string[] = [c.masthead.toLocaleUpperCase(c.locale), c.heading, c.greeting, ...c.opening];
  if (c.wishIntro) {
    blocks.push([c.wishIntro, ...c.wishes.map((w) => `* ${w.answer}`)].join("\n"));
  }
  blocks.push(...c.message, c.goodness, c.closing, c.signature);
  if (c.postscript) blocks.push(`${c.postscript} ${c.links.niceListLabel}: ${c.links.niceList} · ${c.links.trackerLabel}: ${c.links.tracker}`);
  if (attached) blocks.push(attached);
  if (c.links.listen) blocks.push(`${c.links.listen.label}: ${c.links.listen.url}`);
  const n = c.parentNote;
  blocks.push("--", n.stored, `${n.retention} ${n.deleteLabel}: ${n.deleteUrl}`, n.notExpected, `${n.contactLead} ${n.contactEmail}`);
  return `${blocks.join("\n\n")}\n`;
}
