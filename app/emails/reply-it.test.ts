import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter } from "~/features/letter/reading/letter-reading";
import { LEXICON_IT } from "~/features/letter/reading/lexicon-it";
import { findReplyProblems } from "./reply-checks";
import { composeReply } from "./reply-content";
import { readLetterIn } from "./reply-languages";
import { REPLY_WORDS_IT } from "./reply-words-it";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "it" as const };
const base: Letter = { childName: "Giulia", age: 7, cityCountry: "Bologna", parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const santaText = (c: ReturnType<typeof composeReply>) =>
  [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");
const held = (messageToSanta: string) => readLetter({ wishList: null, messageToSanta }, LEXICON_IT).held;

describe("Babbo Natale's reply in Italian", () => {
  it("writes the subject, greeting, signature and links in Italian", () => {
    const c = composeReply({ ...base, wishList: "i lego\nla neve", messageToSanta: "ciao babbo natale ti lascio i biscotti vicino al presepe" }, ctx);
    expect(c.locale).toBe("it");
    expect(c.tone).toBe("standard");
    expect(c.subject).toBe("Una lettera di Babbo Natale per Giulia");
    expect(c.greeting).toBe("Ciao Giulia,");
    expect(c.signature).toContain("Babbo Natale");
    expect(c.opening.join(" ")).toContain("Bologna");
    expect(c.wishes[1]!.answer).toMatch(/che tempo farà/);
    expect(c.message[0]).toBe("Mi è piaciuto tanto leggere il tuo messaggio: «ciao babbo natale ti lascio i biscotti vicino al presepe»");
    expect(c.links.niceList).toBe("https://north-pole.test/it/nice-list");
    expect(findReplyProblems(c, { messageToSanta: "ciao babbo natale ti lascio i biscotti vicino al presepe" })).toEqual([]);
  });

  it("answers a pet as a decision for the grown-ups of the family, with no promise", () => {
    const c = composeReply({ ...base, wishList: "un cagnolino" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/decisione (importante che spetta ai grandi|di famiglia, da prendere con i grandi)/);
    expect(santaText(c)).not.toMatch(REPLY_WORDS_IT.checks.promise);
  });

  it("answers a bereavement gently: no cheer, the message not quoted, the wish about grandma answered for what it is", () => {
    const messageToSanta = "caro babbo natale a ottobre la mia nonna e morta e mi manca tantissimo";
    const letter = { ...base, wishList: "che la nonna torni\nun puzzle", messageToSanta };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Una lettera da Babbo Natale");
    expect(c.wishes[0]!.answer).toMatch(/non può tornare, nemmeno a Natale/);
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_IT.circumstances.bereavement]);
    expect(c.message).toContain(REPLY_WORDS_IT.messageThanks);
    expect(santaText(c)).not.toContain("mi manca tantissimo");
    expect(santaText(c)).not.toMatch(REPLY_WORDS_IT.checks.cheer);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("gives a letter showing harm only the reviewed reply, which repeats nothing the child wrote", () => {
    const letter = { ...base, wishList: "una bambola", messageToSanta: "il compagno della mamma mi picchia con la cintura quando prendo un brutto voto" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_IT.reviewed]);
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
    const answer = "che la nonna guarisca: che desiderio meraviglioso! L'ho letto agli elfi nel laboratorio.";
    const bad = { ...reply, wishes: [{ item: "che la nonna guarisca", answer, sensitive: true }] };
    expect(findReplyProblems(bad, letter).join(" ")).toMatch(/cheer "(che desiderio meraviglioso|elfi|laboratorio)"/);
    expect(findReplyProblems({ ...reply, closing: "Te lo porterò la notte della Vigilia." }, letter).join(" ")).toMatch(/promise "Te lo porterò"/);
    expect("Oh oh oh, la mia slitta è pronta").toMatch(cheer);
  });
  it("never catch Babbo Natale's own gentle words", () => {
    const W = REPLY_WORDS_IT;
    const gentle = [W.gentleOpening, W.gentleGoodness, W.gentleClosing, W.gentleSignature, W.messageThanks, W.wishIntroMany, W.moreWishes, ...Object.values(W.circumstances), ...W.reviewed];
    for (const text of gentle) {
      expect(text).not.toMatch(cheer);
      expect(text).not.toMatch(promise);
    }
  });
});
