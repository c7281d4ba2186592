import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

export type AgeBracket = "unknown" | "little" | "young" | "older" | "teen";

/**
 * Every sentence of Santa's reply in English. Rules they keep (checked over the whole corpus by
 * `findReplyProblems`): no promise of a present, a pet or an outcome; for a wish about a person, a need or a
 * painful circumstance, no workshop, elves, list or sleigh, and nothing that says the letter made Santa smile.
 * Each paragraph should read well aloud at a family table.
 */
export const REPLY_WORDS_EN = {
  /** The line above every reply's heading. */
  masthead: "From the desk of Santa Claus · North Pole",
  subject: (name: string) => `A letter from Santa for ${name}`,
  preview: (name: string) => `Ho ho ho, ${name}! Santa has read your letter.`,
  gentlePreview: (name: string) => `Dear ${name}, Santa has read your letter.`,
  heading: "Ho ho ho!",
  gentleHeading: "A letter from Santa",
  greeting: (name: string) => `Dear ${name},`,

  openings: {
    unknown: "Your letter arrived at the North Pole today, and I read every single word of it by the fire.",
    little: "Your letter came all the way to the North Pole! Mrs. Claus read it to me by the fire while the reindeer listened too.",
    young: "Your letter arrived at the North Pole today, and I read it by the fire with a mug of hot cocoa. The elves say it is one of the nicest letters this year.",
    older: "Your letter reached the North Pole safe and sound, and I read it twice: once for me, and once out loud for the elves, who insisted.",
    teen: "Your letter reached the North Pole, and I was very glad to get it. Plenty of people stop writing to me at your age, so a letter from you means a great deal.",
  } satisfies Record<AgeBracket, string>,
  gentleOpening:
    "Your letter reached me at the North Pole, and I read every word of it slowly and carefully. Thank you for writing to me, and for telling me what is in your heart.",
  city: (city: string) => `I have found ${city} on my big map of the world, and I have marked it with a golden star for Christmas Eve.`,
  gentleCity: (city: string) => `I have found ${city} on my big map of the world, so I know just where you are.`,
  age: (age: number) => `${age} is a marvelous age. I remember it well, even if it was a very, very long time ago!`,

  wishIntroOne: "Thank you for telling me your Christmas wish:",
  wishIntroMany: "Thank you for telling me your Christmas wishes. I read each one carefully:",
  noWishes:
    "You did not ask me for anything at all, which is a very generous thing to do. Is there something you would like? You can always write to me again.",

  /**
   * The answers to the wish list. Nothing the child wrote is repeated: a wish is named only by the kind of gift, the
   * animal or the person the site recognised, in the words of vocabulary-en.server.ts ("a bike", "your grandpa"), and
   * anything else is "the other things on your list". Several wordings, chosen by a stable hash.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the language's way ("a bike, some books and the other things on your list"). */
    things: [
      (list: string) => `You told me about ${list}. I can tell you thought about your list carefully.`,
      (list: string) => `You wrote to me about ${list}. Thank you for telling me what would make you happy.`,
      (list: string) => `I read all about ${list}. It sounds like you know just what you enjoy.`,
    ],
    otherThings: "the other things on your list",
    /** When the site recognised nothing on the list: it is thanked for, never quoted. */
    everything: "Thank you for everything on your list. I read every wish carefully, one by one.",
    /** A gift for someone else: "new clothes for your grandma". */
    forSomeone: (gift: string, who: string) => `${gift} for ${who}`,
    /** `animal` is "a dog", or `anAnimal`. */
    pet: [
      (animal: string) =>
        `You wished for ${animal}. Animals make wonderful friends. A pet is a big decision that belongs to the grown-ups in your family, because a pet needs looking after every single day for many years. Whatever they decide, I can tell you would be kind to any animal.`,
      (animal: string) =>
        `You wished for ${animal}. I love animals too. A new pet is always a family decision for the grown-ups, since looking after an animal is a long and important job. It is lovely that you want to care for one.`,
    ],
    anAnimal: "a pet",
    snow: "You wished for snow! Even I cannot choose the weather. Snow or no snow, I hope your Christmas is cozy and full of happy moments.",
    world:
      "You made a wish for the whole world, which is a generous thing to wish. Nobody can make it come true alone, not even me, but every kind thing people do makes the world a little more like it.",
    need:
      "Thank you for trusting me with such an important wish. Wanting your family to have what they need shows what a big heart you have. Worries about money, food or a home are grown-up worries, and they are not yours to carry. There are kind people whose job is to help families, and the grown-ups who look after you can ask them.",
    /** A wish about a person, answered for what it is about; `who` is "your grandma" when the site recognised who. */
    person: {
      illness: (who: string | null) =>
        `${who ? `I can hear how much you love ${who}.` : "I can hear how much you love the people in your life."} Getting better is the work of doctors, nurses and time, and it is not something even I can decide. What I do know is that your love is a real comfort. A drawing, a card or a hug from you can mean more than you know.`,
      bereavement: (who: string | null) =>
        `${who ? `I am so sorry about ${who}.` : "I am so sorry."} When someone we love dies, they cannot come back, not even at Christmas, and missing them can hurt a lot. The love you shared does not go away: it stays with you, in your memories and in everything they taught you.`,
      far_away: (who: string | null) =>
        `${who ? `I can tell how much you miss ${who}.` : "I can tell how much you miss someone."} When someone we love is far away, the waiting can feel very long, and I cannot say when they will be home. Saving up your news and drawings to share is a lovely way to feel close.`,
      separation: () =>
        "Thank you for trusting me with your wish about your family. When grown-ups decide to live apart, it is never because of anything a child did. It is all right to wish things were different, and it is all right to love everyone in your family.",
      bullying: () =>
        "You deserve to feel safe and happy, at school and everywhere else. Please tell a grown-up you trust, at home or at school, and keep telling until someone helps. You are worth standing up for.",
      lonely_sad: () =>
        "Everybody deserves friends who are kind to them, and you do too. Friendships sometimes take a little time to grow. Being your own kind, friendly self is the best start there is.",
      new_baby: () =>
        "A new brother or sister is a very special thing, and that is something for the grown-ups in your family. Whatever happens, you are loved just as you are.",
      other: (who: string | null) =>
        `${who ? `I can tell how much you care about ${who}.` : "I can tell how much you care about the people in your life."} Wishes about the people we love are the most important wishes of all, and some are bigger than any present. Keep telling them how you feel, and let the grown-ups around you help.`,
    },
  },

  /**
   * A gentle paragraph for each circumstance a letter tells of (painful ones first). `who` is the person it is about
   * when the site recognised one ("your grandpa"), else null.
   */
  circumstances: {
    bereavement: (who: string | null) =>
      `${who ? `I am so sorry that you have lost ${who}.` : "I am so sorry that someone you love has died."} Christmas can feel very different when someone is missing, and it is all right to feel sad, to cry, and to smile at happy memories too. Some families light a candle, hang a special decoration or share stories about the one they miss. Please keep talking to the grown-ups who love you: you do not have to carry big feelings by yourself.`,
    illness: (who: string | null) =>
      `I am sorry that illness has come to ${who ? `you and ${who}` : "your family"} this year. Being sick, or watching someone you love be sick, is hard, and it is all right to feel worried, cross or sad. Doctors and nurses are working hard. A card, a drawing, a phone call or a hug can brighten a long day, and so can telling your grown-ups how you feel.`,
    far_away: (who: string | null) =>
      `${who ? `I know you are far from ${who} this Christmas.` : "I know someone you love is far away this Christmas."} Missing someone shows how much you love them. Some families make a calendar to count the days, or save up drawings, photos and news to share. However far apart you are, you can still love them, and they can still love you.`,
    separation: () =>
      "I know things at home have been changing, with your grown-ups living apart. Changes like that are never a child's fault, and it is all right to have lots of different feelings about them. Christmas might look a little different this year, but you are loved wherever you are. Tell your grown-ups how you feel: they will want to know.",
    bullying: () =>
      "I am sorry that someone has been unkind to you. Nobody deserves to be bullied, and it is never your fault. Please tell a grown-up you trust, like someone at home or a teacher, and keep telling until someone helps. You are worth standing up for.",
    hardship: () =>
      "Thank you for telling me about things at home. I know some families are finding this year hard. That is a grown-up worry, and it is not yours to carry. The best parts of Christmas do not come from a store: time together, a story, a song and a hug are worth more than anything.",
    lonely_sad: () =>
      "Thank you for telling me how you feel. Lots of people feel lonely or sad sometimes, children and grown-ups alike, and it does not mean anything is wrong with you. Please tell a grown-up you trust how you are feeling. Talking really does help, and you deserve to have people on your side.",
    new_baby: () =>
      "I hear there is a new baby in your family. Babies are tiny and need a lot of looking after, so the grown-ups can be very busy and tired for a while. You are still just as loved as ever, and being a big brother or sister is a very important job.",
    moving: () =>
      "Moving to a new home or a new school is a big change. It is normal to miss the old places and people, and to feel nervous about the new ones. New places take a little while to feel like yours. Be patient with yourself, and keep in touch with old friends if you can.",
    disability: () =>
      "Thank you for telling me a little about yourself and your family. Every person is different, and every person matters, just as they are.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "your dog" when the site recognised the animal. */
  petLoss: (own: string | null) =>
    `I am so sorry that ${own ?? "your pet"} has died. Animals are real friends, and it is all right to miss them very much and to feel sad for a long time. The happy days you had together are yours to keep. You might like to draw a picture or tell your family your favorite memory.`,

  /**
   * The message is never quoted. A plainly happy letter's message gets this warm thanks; any other gets
   * `messageThanks`, which says nothing about what it said.
   */
  messageHappy: "Thank you for your message. I read it by the fire with a mug of hot cocoa, and I was so glad to hear from you.",
  messageThanks: "Thank you for your message. I read it carefully, and I am glad you wrote to me.",
  /** Lines about Santa's own world, added to a plainly happy letter's reply when the child asks about it. */
  topics: [
    { pattern: /\b(rudolph|reindeer|dasher|dancer|prancer|vixen|comet|cupid|donner|blitzen)\b/i, line: "The reindeer were thrilled that you asked about them. Rudolph's nose glowed extra bright all afternoon." },
    { pattern: /\b(elf|elves)\b/i, line: "The elves were delighted that you mentioned them and have asked me to wave hello from the workshop." },
    { pattern: /\b(cookie|cookies|milk|carrot|carrots|mince pie)\b/i, line: "I will be looking forward to a snack on Christmas Eve. Carrots for the reindeer are always appreciated!" },
  ],

  good: {
    unknown: "You told me you have been good this year, and I can see it. Kindness is the most magical thing there is, and you have plenty of it.",
    little: "You told me you have been good this year! Being kind and gentle makes the whole North Pole sparkle. Well done, you.",
    young: "You told me you have been good this year, and the elves who keep my Nice List agree. Every kind thing you do makes Christmas brighter.",
    older: "You told me you have been good this year, and I am proud of you. Kindness, honesty and helping others are exactly what the Nice List is about.",
    teen: "You told me you have been good this year, and I believe it. Being kind when nobody is watching is the truest kind of good, and it matters more than you know.",
  } satisfies Record<AgeBracket, string>,
  trying: {
    unknown: "You did not tick the box that says you have been good, and I love that you are honest with me. Everybody has hard days. What matters is that you keep trying, and I know you will.",
    little: "You did not tick the 'been good' box, and that is all right. Everybody has grumpy days, even reindeer! Tomorrow is a brand-new day to be kind.",
    young: "You did not tick the 'been good' box, and thank you for being honest with me. Everybody makes mistakes. Try one kind thing each day, and see how good it feels.",
    older: "You did not tick the 'been good' box, and honesty like that is something I admire. Nobody is perfect. A kind word, a helping hand or saying sorry can turn any week around.",
    teen: "You did not tick the 'been good' box, and I respect your honesty. Everyone has difficult years. It is never too late to make a kind choice, and I believe in you.",
  } satisfies Record<AgeBracket, string>,
  gentleGoodness: "Whatever kind of year it has been, you are a good and loving person, and you matter very much.",

  closings: {
    little: "Be good, have fun, and remember to go to sleep early on Christmas Eve. I will be on my way!",
    teen: "Have a wonderful Christmas, and thank you for keeping the magic going.",
    other: "Keep being you, keep being kind, and look out for my sleigh on Christmas Eve!",
  },
  gentleClosing: "I am thinking of you this Christmas, and sending you the warmest hug from the North Pole.",
  signature: "With love and a jolly ho ho ho,\nSanta Claus",
  gentleSignature: "With love,\nSanta Claus",
  /** The postscript's two links. */
  niceListLink: "Nice List",
  trackerLink: "Santa Tracker",
  postscript:
    "P.S. Want to know if you are on the Nice List? Ask a grown-up to help you check, and you can print a certificate. And on Christmas Eve you can follow my sleigh around the world on the Santa Tracker!",

  /**
   * The reply to a letter a person reviewed after it was held. It goes to the parent's address, which may be the
   * person the child wrote about: so it is warm and says nothing of safety, telling, or anything the child wrote.
   */
  reviewed: [
    "Thank you for your letter. I read every word of it, slowly and carefully, and I am so glad you wrote to me. I want you to know that you are special, every day of the year and not only at Christmas.",
  ],

  /**
   * What `findReplyProblems` looks for in this language's replies. `promise`: words that promise a present, a pet or
   * an outcome ("cannot promise" and the like are not promises). `cheer`: cheer that must never sit next to a wish
   * about a person, a need or a painful circumstance.
   */
  checks: {
    promise:
      /\b(i will (bring|make|get|send|deliver|give|put|see what|make sure|fix|find)|i'?ll (bring|make|get|send|deliver|give|fix)|you will (get|have|find|receive|see)|(it|they|this|that|your wish) will (come true|be under|be there|arrive)|will come true|on my list|in my (big )?book of wishes|(written|wrote) it (down|in)|the elves will (make|build|look into)|workshop can do|(?<!(not|cannot|can't|never) )\bi promise|promise you|on (its|their) way to you|just for you on christmas|be under your tree)\b/i,
    cheer: /\b(workshop|elves|elf|nice list|my list|sleigh|made me smile|wonderful wish|what a wonderful|splendid|ho ho|jolly|reindeer|golden star|hot cocoa)\b/i,
  },

  parentNote: {
    stored: (name: string) =>
      `For the parent: you receive this because your address was given as the parent's email on ${name}'s letter to Santa. We stored the letter as it was written (first name, age, city, wishes, message, the "been good" tick) and this email address, only to send this reply.`,
    retention: (days: number) => `We delete the letter and this reply's record automatically ${days} days after sending. You can delete it right now instead:`,
    deleteLabel: "Delete this letter now",
    notExpected: "If you did not expect this email, you can ignore it: we will not write again unless another letter is sent.",
    contactLead: "Questions, or something not right? Write to us, a real person reads every message:",
  },
} as const;

/** Widens the English words' literal types, so another language's words have the same shape and their own text. */
type Widen<T> = T extends string
  ? string
  : T extends RegExp
    ? RegExp
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends readonly (infer U)[]
        ? readonly Widen<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Widen<T[K]> }
          : T;

/** Every sentence of Santa's reply in one language: `reply-words-<locale>.server.ts` exports one, checked against this. */
export type ReplyWords = Widen<typeof REPLY_WORDS_EN>;
