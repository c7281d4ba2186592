import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter } from "~/features/letter/reading/letter-reading";
import { LEXICON_ES } from "~/features/letter/reading/lexicon-es";
import { findReplyProblems } from "./reply-checks";
import { composeReply } from "./reply-content";
import { REPLY_WORDS_ES } from "./reply-words-es";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "es" as const };
const base: Letter = { childName: "Lucía", age: 7, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const held = (text: string) => readLetter({ wishList: null, messageToSanta: text }, LEXICON_ES).held;

describe("Papá Noel's reply in Spanish", () => {
  it("has a Spanish subject, greeting, heading and signature, and links to the Spanish pages", () => {
    const c = composeReply({ ...base, wishList: "una bici\nun libro de dinosaurios", messageToSanta: "Te dejaré galletas y leche." }, ctx);
    expect(c.locale).toBe("es");
    expect(c.subject).toBe("Una carta de Papá Noel para Lucía");
    expect(c.greeting).toBe("Hola, Lucía:");
    expect(c.heading).toBe("¡Jo, jo, jo!");
    expect(c.signature).toContain("Papá Noel");
    expect(c.message[0]).toBe("Me encantó leer tu mensaje: «Te dejaré galletas y leche.»");
    expect(c.links.niceList).toBe("https://north-pole.test/es/nice-list");
    expect(c.tone).toBe("standard");
    expect(findReplyProblems(c, { messageToSanta: "Te dejaré galletas y leche." })).toEqual([]);
  });

  it("answers a pet wish as a decision for the grown-ups of the family, promising nothing", () => {
    const c = composeReply({ ...base, wishList: "un perrito" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/^un perrito: .*decisión.*adultos/);
    expect(findReplyProblems(c, base)).toEqual([]);
  });

  it("answers a letter about a death gently, without quoting the child or any cheer", () => {
    const messageToSanta = "Mi abuela se murió en verano y la extraño mucho. Era la que me hacía las trenzas.";
    const letter = { ...base, wishList: "que mi abuela vuelva del cielo\nunos patines", messageToSanta };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Una carta de Papá Noel");
    expect(c.postscript).toBeNull();
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_ES.circumstances.bereavement]);
    expect(c.wishes[0]!.answer).toBe(REPLY_WORDS_ES.wishAnswers.person.bereavement("que mi abuela vuelva del cielo"));
    expect(c.message.join(" ")).not.toContain("se murió en verano");
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("gives a letter with a sign of harm only the reviewed reply, which repeats nothing the child wrote", () => {
    const letter = { ...base, wishList: "una muñeca", messageToSanta: "mi padrastro me pega cuando se enfada y tengo miedo de estar en mi casa" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_ES.reviewed]);
    expect(JSON.stringify(c)).not.toMatch(/padrastro|muñeca|miedo/);
    // The same letter written on an English page is held too: harm is looked for in every language.
    expect(composeReply(letter, { ...ctx, locale: "en" }).tone).toBe("reviewed");
  });

  it("catches a promise and cheer in Spanish, and a painful message quoted back", () => {
    const wishList = "que mi mamá se cure";
    const reply = composeReply({ ...base, wishList }, ctx);
    expect(findReplyProblems(reply, base)).toEqual([]);
    const cheer = { ...reply, wishes: [{ item: wishList, answer: `${wishList}: ¡qué deseo maravilloso! Se lo he leído a los elfos del taller.`, sensitive: true }] };
    expect(findReplyProblems(cheer, base).join(" ")).toMatch(/cheer "(deseo maravilloso|elfos|taller)"/);
    for (const promise of ["Te traeré la bici en Nochebuena.", "Los elfos ya están preparando tu regalo.", "Tu deseo se cumplirá, te lo prometo."]) {
      expect(findReplyProblems({ ...reply, closing: promise }, base).join(" ")).toMatch(/promise/);
    }
    expect(findReplyProblems({ ...reply, closing: "No te lo puedo prometer, pero pienso en ti." }, base)).toEqual([]);
    const letter = { ...base, messageToSanta: "Mi papá está en el hospital y tengo miedo." };
    const gentle = composeReply(letter, ctx);
    expect(findReplyProblems(gentle, letter)).toEqual([]);
    expect(findReplyProblems({ ...gentle, message: [REPLY_WORDS_ES.quote(letter.messageToSanta)] }, letter).join(" ")).toMatch(/quotes the child's words back/);
  });
});

describe("reading a letter in Spanish", () => {
  it("folds accents, text-speak and misspellings before reading", () => {
    expect(LEXICON_ES.normalize("Xq mi papá me pegó, q miedo")).toBe("porque mi papa me pego, que miedo");
    expect(held("mi padrasto me pega y me deja morados en los brasos")).toBe(true);
    expect(held("ezcondo devajo d la cama cuando llega borracho")).toBe(true);
  });

  it("keeps a match a negation does not undo, and drops one it does", () => {
    expect(held("nadie me pega")).toBe(false);
    expect(held("mi papá nunca me ha pegado")).toBe(false);
    expect(held("mi padrastro no para de pegarme")).toBe(true);
    expect(held("ya no quiero estar viva")).toBe(true);
  });

  it("does not hold harmless letters that sound like harm", () => {
    for (const text of [
      "mi hermano me pega con la almohada cuando jugamos",
      "me muero de ganas de ver la nieve",
      "mi mamá me va a matar si no recojo mi cuarto",
      "este año me toca ir con mi papá en Navidad",
      "hago como que estoy dormida para ver a Papá Noel",
      "me da miedo la oscuridad",
      "papá noel no llega hasta dentro de veinte días",
    ]) {
      expect([text, held(text)]).toEqual([text, false]);
    }
  });
});
