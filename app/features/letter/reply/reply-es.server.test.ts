import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter } from "~/features/letter/reading/letter-reading.server";
import { LEXICON_ES } from "~/features/letter/reading/lexicon-es.server";
import { VOCABULARY_ES } from "~/features/letter/vocabulary/vocabulary-es.server";
import { findReplyProblems } from "./reply-checks.server";
import { composeReply } from "./reply-content.server";
import { REPLY_WORDS_ES } from "./reply-words-es.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "es" as const };
const base: Letter = { childName: "Lucía", age: 7, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const held = (text: string) => readLetter({ wishList: null, messageToSanta: text }, LEXICON_ES).held;
const answers = (c: ReturnType<typeof composeReply>) => c.wishes.map((w) => w.answer).join(" ");

describe("Papá Noel's reply in Spanish", () => {
  it("has a Spanish subject, greeting, heading and signature, and links to the Spanish pages", () => {
    const letter = { ...base, wishList: "una bici\nun libro de dinosaurios", messageToSanta: "Te dejaré galletas y leche." };
    const c = composeReply(letter, ctx);
    expect(c.locale).toBe("es");
    expect(c.subject).toBe("Una carta de Papá Noel para Lucía");
    expect(c.greeting).toBe("Hola, Lucía:");
    expect(c.heading).toBe("¡Jo, jo, jo!");
    expect(c.signature).toContain("Papá Noel");
    // The message is never quoted: a plainly happy one gets the warm thanks and Papá Noel's own line about the snack.
    expect(c.message[0]).toBe(REPLY_WORDS_ES.messageHappy);
    expect(c.message.join(" ")).toMatch(/zanahorias para los renos/);
    expect(c.message.join(" ")).not.toMatch(/dejaré|galletas y leche/);
    // The wishes are named by the gift kinds the site recognises, in Papá Noel's words, never in the child's.
    expect(answers(c)).toContain(`${VOCABULARY_ES.gifts.bike.name} y ${VOCABULARY_ES.gifts.book.name}`);
    expect(answers(c)).toContain("una bicicleta y unos libros");
    expect(answers(c)).not.toMatch(/\bbici\b|dinosaurios|un libro/);
    expect(c.links.niceList).toBe("https://north-pole.test/es/nice-list");
    expect(c.tone).toBe("standard");
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a pet wish as a decision for the grown-ups of the family, promising nothing", () => {
    const letter = { ...base, wishList: "un perrito" };
    const c = composeReply(letter, ctx);
    expect(c.wishes).toHaveLength(1);
    // Named as the animal the site recognised ("un perro"), not in the child's words ("un perrito").
    expect(c.wishes[0]!.answer).toMatch(/\bun perro\b.*decisión.*adultos/);
    expect(c.wishes[0]!.answer).toContain(VOCABULARY_ES.animals.dog.name);
    expect(c.wishes[0]!.answer).not.toMatch(/perrito/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a letter about a death gently, without quoting the child or any cheer", () => {
    const messageToSanta = "Mi abuela se murió en verano y la extraño mucho. Era la que me hacía las trenzas.";
    const letter = { ...base, wishList: "que mi abuela vuelva del cielo\nunos patines", messageToSanta };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Una carta de Papá Noel");
    expect(c.postscript).toBeNull();
    // The grandmother is named in Papá Noel's words ("tu abuela"), in the paragraph and in the answer to the wish.
    const grandma = VOCABULARY_ES.relations.grandma.name;
    expect(grandma).toBe("tu abuela");
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_ES.circumstances.bereavement(grandma)]);
    expect(c.circumstanceParagraphs[0]).toMatch(/^Siento muchísimo que hayas perdido a tu abuela\./);
    expect(c.wishes.map((w) => w.answer)).toContain(REPLY_WORDS_ES.wishAnswers.person.bereavement(grandma));
    expect(c.wishes.find((w) => w.sensitive)!.answer).toMatch(/tu abuela.*ya no puede volver, ni siquiera en Navidad/);
    expect(answers(c)).toContain(VOCABULARY_ES.gifts.skates.name);
    expect(c.message[0]).toBe(REPLY_WORDS_ES.messageThanks);
    expect(c.message).not.toContain(REPLY_WORDS_ES.messageHappy);
    const text = [...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing].join(" ");
    expect(text).not.toMatch(/se murió en verano|la extraño mucho|trenzas|vuelva del cielo|jo, jo|elfos|trineo|renos/i);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers the death of a pet as a pet's, naming the animal and not the child's name for it", () => {
    const letter = { ...base, messageToSanta: "Mi perro Toby se murió la semana pasada y lo extraño." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_ES.petLoss(VOCABULARY_ES.animals.dog.own)]);
    expect(c.circumstanceParagraphs[0]).toMatch(/^Siento muchísimo que hayas perdido a tu perro\./);
    expect(c.message.join(" ")).not.toMatch(/Toby|haya muerto alguien a quien quieres/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("gives a letter with a sign of harm only the reviewed reply, which repeats nothing the child wrote", () => {
    const letter = { ...base, wishList: "una muñeca", messageToSanta: "mi padrastro me pega cuando se enfada y tengo miedo de estar en mi casa" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_ES.reviewed]);
    // One paragraph, and no sentence of it said twice in the reply (the closing included).
    expect(c.message).toHaveLength(1);
    const sentences = [...c.message, c.goodness, c.closing].join(" ").split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(findReplyProblems(c, letter)).toEqual([]);
    expect(JSON.stringify(c)).not.toMatch(/padrastro|muñeca|miedo/);
    // The same letter written on an English page is held too: harm is looked for in every language.
    expect(composeReply(letter, { ...ctx, locale: "en" }).tone).toBe("reviewed");
  });

  it("catches a promise and cheer in Spanish, and a reply that echoes the child's words", () => {
    const sick = { ...base, wishList: "que mi mamá se cure" };
    const reply = composeReply(sick, ctx);
    expect(findReplyProblems(reply, sick)).toEqual([]);
    const cheer = { ...reply, wishes: [{ answer: "¡Qué deseo maravilloso! Se lo he leído a los elfos del taller.", sensitive: true }] };
    expect(findReplyProblems(cheer, sick).join(" ")).toMatch(/cheer "(deseo maravilloso|elfos|taller)"/);
    for (const promise of ["Te traeré la bici en Nochebuena.", "Los elfos ya están preparando tu regalo.", "Tu deseo se cumplirá, te lo prometo."]) {
      expect(findReplyProblems({ ...reply, closing: promise }, sick).join(" ")).toMatch(/promise/);
    }
    expect(findReplyProblems({ ...reply, closing: "No te lo puedo prometer, pero pienso en ti." }, sick)).toEqual([]);
    // A wish repeated in the child's own words (five words in a row) is an echo.
    const wishEcho = { ...reply, wishes: [...reply.wishes, { answer: "Deseas que mi mamá se cure.", sensitive: true }] };
    expect(findReplyProblems(wishEcho, sick).join(" ")).toMatch(/echoes the child's words: que mi mama se cure/);
    const letter = { ...base, messageToSanta: "Mi papá está en el hospital y tengo miedo." };
    const gentle = composeReply(letter, ctx);
    expect(gentle.message[0]).toBe(REPLY_WORDS_ES.messageThanks);
    expect(findReplyProblems(gentle, letter)).toEqual([]);
    const echoed = { ...gentle, message: [...gentle.message, `Me escribiste: «${letter.messageToSanta}»`] };
    expect(findReplyProblems(echoed, letter).join(" ")).toMatch(/echoes the child's words: mi papa esta en el/);
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
