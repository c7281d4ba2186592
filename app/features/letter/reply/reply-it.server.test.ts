import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter } from "~/features/letter/reading/letter-reading.server";
import { LEXICON_IT } from "~/features/letter/reading/lexicon-it.server";
import { VOCABULARY_IT } from "~/features/letter/vocabulary/vocabulary-it.server";
import { findReplyProblems } from "./reply-checks.server";
import { composeReply } from "./reply-content.server";
import { readLetterIn } from "./reply-languages.server";
import { REPLY_WORDS_IT } from "./reply-words-it.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "it" as const };
const base: Letter = { childName: "Giulia", age: 7, cityCountry: "Bologna", parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const santaText = (c: ReturnType<typeof composeReply>) =>
  [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");
const held = (messageToSanta: string) => readLetter({ wishList: null, messageToSanta }, LEXICON_IT).held;

describe("Babbo Natale's reply in Italian", () => {
  it("writes the subject, greeting, signature and links in Italian", () => {
    // Plainly happy, well below the concern model's uneasy line (0.002 after r18; the short "ciao babbo natale ti lascio i
    // biscotti vicino al presepe" sat at 0.038, over it, after r18's retraining).
    const letter = { ...base, wishList: "i lego\nla neve", messageToSanta: "Caro Babbo Natale, ho fatto l'albero con la nonna. Ti lascio i biscotti vicino al presepe. Buone feste!" };
    const c = composeReply(letter, ctx);
    expect(c.locale).toBe("it");
    expect(c.tone).toBe("standard");
    expect(c.subject).toBe("Una lettera di Babbo Natale per Giulia");
    expect(c.greeting).toBe("Ciao Giulia,");
    expect(c.signature).toContain("Babbo Natale");
    // A town the tracker's dataset does not know is not named; with its country, only the country is, in Italian.
    expect(c.opening.join(" ")).not.toMatch(/Bologna|mappa/);
    const withCountry = composeReply({ ...letter, cityCountry: "Bologna, Italia" }, ctx).opening.join(" ");
    expect(withCountry).toContain("Italia");
    expect(withCountry).not.toContain("Bologna");
    // The Lego named as the kind of gift the site recognised, the snow answered as snow.
    expect(c.wishes[0]!.answer).toContain(VOCABULARY_IT.gifts.building_blocks.name);
    expect(c.wishes[0]!.answer).not.toMatch(/lego/i);
    expect(c.wishes[1]!.answer).toMatch(/che tempo farà/);
    // The message is never quoted: a plainly happy one gets the warm thanks and Babbo Natale's own line about the snack.
    expect(c.message[0]).toBe(REPLY_WORDS_IT.messageHappy);
    expect(c.message.join(" ")).toMatch(/carote per le renne/);
    expect(santaText(c)).not.toMatch(/ti lascio|presepe|«/);
    expect(c.links.niceList).toBe("https://north-pole.test/it/nice-list");
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a pet as a decision for the grown-ups of the family, with no promise", () => {
    const c = composeReply({ ...base, wishList: "un cagnolino" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/decisione (importante che spetta ai grandi|di famiglia, da prendere con i grandi)/);
    expect(c.wishes[0]!.answer).toContain(VOCABULARY_IT.animals.dog.name);
    expect(c.wishes[0]!.answer).not.toMatch(/cagnolino/);
    expect(santaText(c)).not.toMatch(REPLY_WORDS_IT.checks.promise);
  });

  it("answers a bereavement gently: no cheer, the message not quoted, the wish about grandma answered for what it is", () => {
    const messageToSanta = "caro babbo natale a ottobre la mia nonna e morta e mi manca tantissimo";
    const letter = { ...base, wishList: "che la nonna torni\nun puzzle", messageToSanta };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Una lettera da Babbo Natale");
    // The grandmother is named in Babbo Natale's words ("la tua nonna"), in the answer to the wish and in the paragraph.
    const nonna = VOCABULARY_IT.relations.grandma.name;
    expect(nonna).toBe("la tua nonna");
    const about = c.wishes.find((w) => w.sensitive)!.answer;
    expect(about).toBe(REPLY_WORDS_IT.wishAnswers.person.bereavement(nonna));
    expect(about).toMatch(/la tua nonna.*non può tornare, nemmeno a Natale/);
    expect(c.wishes.map((w) => w.answer).join(" ")).toContain(VOCABULARY_IT.gifts.puzzle.name);
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_IT.circumstances.bereavement(nonna)]);
    expect(c.message.join(" ")).toMatch(/che tu abbia perso la tua nonna/);
    expect(c.message[0]).toBe(REPLY_WORDS_IT.messageThanks);
    expect(santaText(c)).not.toMatch(/mi manca tantissimo|a ottobre|e morta|la nonna torni/);
    expect(santaText(c)).not.toMatch(REPLY_WORDS_IT.checks.cheer);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers the death of a pet as a pet's, without the pet's name", () => {
    const letter = { ...base, messageToSanta: "Il mio cane Fido è morto la settimana scorsa." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_IT.petLoss(VOCABULARY_IT.animals.dog.own)]);
    expect(c.circumstanceParagraphs[0]).toMatch(/^Mi dispiace tanto che tu abbia perso il tuo cane\./);
    expect(santaText(c)).not.toMatch(/Fido|qualcuno a cui vuoi bene sia morto/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("gives a letter showing harm only the reviewed reply, which repeats nothing the child wrote", () => {
    const letter = { ...base, wishList: "una bambola", messageToSanta: "il compagno della mamma mi picchia con la cintura quando prendo un brutto voto" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_IT.reviewed]);
    // One paragraph, and no sentence of it said twice in the reply (the closing included).
    expect(c.message).toHaveLength(1);
    const sentences = [...c.message, c.goodness, c.closing].join(" ").split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(findReplyProblems(c, letter)).toEqual([]);
    expect(c.wishes).toEqual([]);
    expect(santaText(c)).not.toMatch(/bambola|cintura|Bologna/);
    expect(santaText(c)).not.toMatch(/sicur|dillo|raccont|parlane/i);
  });

  it("hears an Italian child on a page in another language", () => {
    expect(readLetterIn("en", { wishList: null, messageToSanta: "papa mi mena quando piango" }).held).toBe(true);
  });
});

describe("the Italian lexicon", () => {
  it("reads the ways children spell a disclosure", () => {
    expect(held("il mio patrigno mi ha picchiato")).toBe(true);
    expect(held("il mio patrigno mi a pichiato")).toBe(true);
    expect(held("la matrigna mi da gli skiaffi")).toBe(true);
    expect(held("nn voglio + vivere")).toBe(true);
    expect(held("non smette mai di picchiarmi")).toBe(true);
    expect(held("non mi picchia quando c'è la mamma")).toBe(true);
  });
  it("does not hold negated or playful lookalikes", () => {
    expect(held("nessuno mi picchia, ho una famiglia bellissima")).toBe(false);
    expect(held("mio fratello mi picchia con i cuscini quando facciamo la guerra dei cuscini")).toBe(false);
    expect(held("muoio dalla voglia di vedere la neve")).toBe(false);
    expect(held("ho paura del buio")).toBe(false);
    expect(held("la mamma mi uccide se non metto in ordine la camera")).toBe(false);
    expect(held("mi tocca fare i compiti anche a Natale")).toBe(false);
  });
  it("reads a Tuscan 'babbo' as a dad and Babbo Natale as Santa", () => {
    expect(LEXICON_IT.normalize("Caro Babbo Natale, il mio babbo")).toBe("caro babonatale, il mio babo");
    expect(readLetter({ wishList: null, messageToSanta: "il mio babbo picchia la mamma" }, LEXICON_IT).harm).toEqual(["violence"]);
  });
  it("reads circumstances and wishes", () => {
    const r = readLetter({ wishList: "che il nonno guarisca\nun gattino\nla pace nel mondo", messageToSanta: "il nonno e in ospedale. l'anno scorso ci siamo trasferiti" }, LEXICON_IT);
    expect(r.circumstances).toEqual(["illness", "moving"]);
    expect(r.wishes.map((w) => w.kind)).toEqual(["person", "pet", "world"]);
    expect(readLetter({ wishList: null, messageToSanta: "il nonno è stato in ospedale ma adesso sta meglio" }, LEXICON_IT).circumstances).toEqual([]);
  });
});

describe("the Italian checks", () => {
  const { promise, cheer } = REPLY_WORDS_IT.checks;
  it("catch a promise, and not a refusal to promise", () => {
    for (const bad of ["Te lo porterò la notte della Vigilia.", "Lo troverai sotto l'albero!", "Gli elfi lo costruiranno per te.", "Ti prometto che si avvererà.", "L'ho scritto nella mia lista."]) {
      expect(bad).toMatch(promise);
    }
    for (const fine of ["Non posso prometterti niente.", "Non ti prometto niente, ma ti penso.", "Ti auguro un Natale sereno."]) {
      expect(fine).not.toMatch(promise);
    }
  });
  it("catch cheer next to a sensitive wish, in a reply findReplyProblems checks", () => {
    const letter = { ...base, wishList: "che la nonna guarisca" };
    const reply = composeReply(letter, ctx);
    expect(findReplyProblems(reply, letter)).toEqual([]);
    const answer = "Oh, che desiderio meraviglioso! L'ho letto agli elfi nel laboratorio.";
    const bad = { ...reply, wishes: [{ answer, sensitive: true }] };
    expect(findReplyProblems(bad, letter).join(" ")).toMatch(/cheer "(che desiderio meraviglioso|elfi|laboratorio)"/);
    expect(findReplyProblems({ ...reply, closing: "Te lo porterò la notte della Vigilia." }, letter).join(" ")).toMatch(/promise "Te lo porterò"/);
    expect("Oh oh oh, la mia slitta è pronta").toMatch(cheer);
  });
  it("catch a reply that echoes five or more of the child's words", () => {
    const letter = { ...base, messageToSanta: "il nonno e in ospedale e io ho tanta paura" };
    const reply = composeReply(letter, ctx);
    expect(reply.message[0]).toBe(REPLY_WORDS_IT.messageThanks);
    expect(findReplyProblems(reply, letter)).toEqual([]);
    const echoed = { ...reply, message: [...reply.message, `Mi hai scritto: «${letter.messageToSanta}».`] };
    expect(findReplyProblems(echoed, letter).join(" ")).toMatch(/echoes the child's words: il nonno e in ospedale/);
  });
  it("never catch Babbo Natale's own gentle words", () => {
    const W = REPLY_WORDS_IT;
    const V = VOCABULARY_IT;
    // Every paragraph about a circumstance, a wish about a person or a lost pet: with no one named, and with each
    // person or animal the site can name.
    const people = [null, ...Object.values(V.relations).map((r) => r.name)];
    const pets = [null, ...Object.values(V.animals).map((a) => a.own)];
    const gentle = [
      W.gentleOpening,
      W.gentleGoodness,
      W.gentleClosing,
      W.gentleSignature,
      W.messageThanks,
      W.wishIntroOne,
      W.wishIntroMany,
      W.wishAnswers.everything,
      W.wishAnswers.otherThings,
      W.wishAnswers.need,
      ...Object.values(W.circumstances).flatMap((paragraph) => people.map((who) => paragraph(who))),
      ...Object.values(W.wishAnswers.person).flatMap((answer) => people.map((who) => answer(who))),
      ...pets.map((own) => W.petLoss(own)),
      ...W.reviewed,
    ];
    expect(gentle.every((text) => typeof text === "string" && text.length > 0)).toBe(true);
    for (const text of gentle) {
      expect(text).not.toMatch(cheer);
      expect(text).not.toMatch(promise);
    }
  });
});
