import type { Letter } from "~/features/letter/letter-schema";
import { MAX_WISHES_ANSWERED } from "~/features/letter/letter-rules";

/** Everything Santa's reply says, worked out from the letter: pure, so every wording rule has a test. */
export interface ReplyContent {
  subject: string;
  preview: string;
  greeting: string;
  opening: string[];
  wishIntro: string | null;
  wishes: { item: string; answer: string }[];
  moreWishes: string | null;
  message: string[];
  goodness: string;
  closing: string;
  signature: string;
  postscript: string;
  parentNote: {
    stored: string;
    retention: string;
    deleteLabel: string;
    deleteUrl: string;
    notExpected: string;
  };
  links: { niceList: string; tracker: string };
}

export interface ReplyContext {
  siteUrl: string;
  deleteUrl: string;
  retentionDays: number;
}

export type AgeBracket = "unknown" | "little" | "young" | "older" | "teen";

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

/** Splits a wish list into items: one per line, or separated by commas or semicolons; bullets dropped. */
export function splitWishes(wishList: string | null): string[] {
  if (!wishList) return [];
  return wishList
    .split(/\n|,|;/)
    .map((w) => w.replace(/^\s*(?:[-*•·]+|\d+[.)])\s*/, "").trim())
    .filter((w) => w.length > 0);
}

/** A small stable hash so the same letter always gets the same wording (no randomness in tests). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const WISH_ANSWERS: readonly ((item: string) => string)[] = [
  (w) => `${w}: what a wonderful wish! I have read it out to the elves in the workshop, and they wrote it down with their very best pencils.`,
  (w) => `${w}: Mrs. Claus smiled when she saw this one. I have put it on my list to think about very carefully.`,
  (w) => `${w}: the reindeer perked up their ears when I read this out. I will see what the workshop can do.`,
  (w) => `${w}: a splendid idea. The elves will look into it, and I will keep it close to my heart.`,
  (w) => `${w}: I can tell how much this means to you. I have written it in my big book of wishes.`,
];

const OPENINGS: Record<AgeBracket, string> = {
  unknown: "Your letter arrived at the North Pole today, and I read every single word of it by the fire.",
  little:
    "Your letter came all the way to the North Pole! Mrs. Claus read it to me by the fire while the reindeer listened too.",
  young:
    "Your letter arrived at the North Pole today, and I read it by the fire with a mug of hot cocoa. The elves say it is one of the nicest letters this year.",
  older:
    "Your letter reached the North Pole safe and sound, and I read it twice: once for me, and once out loud for the elves, who insisted.",
  teen:
    "Your letter reached the North Pole, and I was very glad to get it. Plenty of people stop writing to me at your age, so a letter from you means a great deal.",
};

const GOOD: Record<AgeBracket, string> = {
  unknown: "You told me you have been good this year, and I can see it. Kindness is the most magical thing there is, and you have plenty of it.",
  little: "You told me you have been good this year! Being kind and gentle makes the whole North Pole sparkle. Well done, you.",
  young: "You told me you have been good this year, and the elves who keep my Nice List agree. Every kind thing you do makes Christmas brighter.",
  older: "You told me you have been good this year, and I am proud of you. Kindness, honesty and helping others are exactly what the Nice List is about.",
  teen: "You told me you have been good this year, and I believe it. Being kind when nobody is watching is the truest kind of good, and it matters more than you know.",
};

const TRYING: Record<AgeBracket, string> = {
  unknown: "You did not tick the box that says you have been good, and I love that you are honest with me. Everybody has hard days. What matters is that you keep trying, and I know you will.",
  little: "You did not tick the 'been good' box, and that is all right. Everybody has grumpy days, even reindeer! Tomorrow is a brand-new day to be kind.",
  young: "You did not tick the 'been good' box, and thank you for being honest with me. Everybody makes mistakes. Try one kind thing each day, and see how good it feels.",
  older: "You did not tick the 'been good' box, and honesty like that is something I admire. Nobody is perfect. A kind word, a helping hand or saying sorry can turn any week around.",
  teen: "You did not tick the 'been good' box, and I respect your honesty. Everyone has difficult years. It is never too late to make a kind choice, and I believe in you.",
};

const TOPICS: { pattern: RegExp; line: string }[] = [
  { pattern: /\b(sister|brother|sibling|baby)\b/i, line: "Please give your family a big hug from me. Brothers and sisters are some of the best presents there are." },
  { pattern: /\b(dog|puppy|cat|kitten|pet|hamster|rabbit|bunny|fish)\b/i, line: "And please say hello to your pet from me. The reindeer love hearing about animal friends." },
  { pattern: /\b(rudolph|reindeer|dasher|dancer|prancer|vixen|comet|cupid|donner|blitzen)\b/i, line: "The reindeer were thrilled that you asked about them. Rudolph's nose glowed extra bright all afternoon." },
  { pattern: /\b(elf|elves)\b/i, line: "The elves were delighted that you mentioned them and have asked me to wave hello from the workshop." },
  { pattern: /\b(school|teacher|class)\b/i, line: "It sounds like you are working hard at school. Learning new things is a kind of magic too." },
  { pattern: /\b(cookie|cookies|milk|carrot|carrots)\b/i, line: "I will be looking forward to a snack on Christmas Eve. Carrots for the reindeer are always appreciated!" },
  { pattern: /\b(sorry|sad|miss|missing|worried|scared)\b/i, line: "Thank you for sharing your feelings with me. Whatever you are feeling, it is all right, and the people who love you are always there to help." },
];

/** Santa's reply to one letter. */
export function composeReply(letter: Letter, ctx: ReplyContext): ReplyContent {
  const name = defuseLinks(letter.childName);
  const bracket = ageBracket(letter.age);
  const seed = hash(`${letter.childName}|${letter.wishList ?? ""}`);

  const opening = [OPENINGS[bracket]];
  if (letter.cityCountry) {
    opening.push(`I have found ${defuseLinks(letter.cityCountry)} on my big map of the world, and I have marked it with a golden star for Christmas Eve.`);
  }
  if (letter.age !== null) {
    opening.push(`${letter.age} is a marvellous age. I remember it well, even if it was a very, very long time ago!`);
  }

  const items = splitWishes(letter.wishList);
  const answered = items.slice(0, MAX_WISHES_ANSWERED);
  const wishes = answered.map((item, i) => ({
    item: defuseLinks(item),
    answer: WISH_ANSWERS[(seed + i) % WISH_ANSWERS.length]!(defuseLinks(item)),
  }));
  const wishIntro =
    items.length === 0
      ? null
      : items.length === 1
        ? "Thank you for telling me your Christmas wish:"
        : "Thank you for telling me your Christmas wishes. Here they are, straight from my list:";
  const moreWishes =
    items.length > answered.length
      ? `And all the other wonderful things on your list: the elves have every one of them written down too.`
      : null;

  const message: string[] = [];
  if (letter.messageToSanta) {
    const text = letter.messageToSanta.replace(/\s+/g, " ").trim();
    const excerpt = text.length > 220 ? `${text.slice(0, 217).trimEnd()}…` : text;
    message.push(`I loved reading your message: “${defuseLinks(excerpt)}”`);
    const topics = TOPICS.filter((t) => t.pattern.test(text)).slice(0, 2);
    if (topics.length > 0) message.push(...topics.map((t) => t.line));
    else message.push("It made me smile, and I have pinned it to the wall of my workshop so I can read it again.");
  }
  if (items.length === 0 && !letter.messageToSanta) {
    message.push("You did not ask me for anything at all, which is a very generous thing to do. Is there something you would like? You can always write to me again.");
  }

  const closing =
    bracket === "little"
      ? "Be good, have fun, and remember to go to sleep early on Christmas Eve. I will be on my way!"
      : bracket === "teen"
        ? "Have a wonderful Christmas, and thank you for keeping the magic going."
        : "Keep being you, keep being kind, and look out for my sleigh on Christmas Eve!";

  const niceList = `${ctx.siteUrl}/nice-list`;
  const tracker = `${ctx.siteUrl}/track-santa`;
  return {
    subject: headerSafe(`A letter from Santa for ${letter.childName}`),
    preview: headerSafe(`Ho ho ho, ${letter.childName}! Santa has read your letter.`),
    greeting: `Dear ${name},`,
    opening,
    wishIntro,
    wishes,
    moreWishes,
    message,
    goodness: letter.beenGood ? GOOD[bracket] : TRYING[bracket],
    closing,
    signature: "With love and a jolly ho ho ho,\nSanta Claus",
    postscript:
      "P.S. Want to know if you are on the Nice List? Ask a grown-up to help you check, and you can print a certificate. And on Christmas Eve you can follow my sleigh around the world on the Santa Tracker!",
    parentNote: {
      stored: `For the parent: you receive this because your address was given as the parent's email on ${name}'s letter to Santa. We stored the letter as it was written (first name, age, city, wishes, message, the "been good" tick) and this email address, only to send this reply.`,
      retention: `We delete the letter and this reply's record automatically ${ctx.retentionDays} days after sending. You can delete it right now instead:`,
      deleteLabel: "Delete this letter now",
      deleteUrl: ctx.deleteUrl,
      notExpected: "If you did not expect this email, you can ignore it: we will not write again unless another letter is sent.",
    },
    links: { niceList, tracker },
  };
}
