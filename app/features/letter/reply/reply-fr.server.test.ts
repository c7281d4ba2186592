import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter, readWish } from "~/features/letter/reading/letter-reading.server";
import { LEXICON_FR } from "~/features/letter/reading/lexicon-fr.server";
import { VOCABULARY_FR } from "~/features/letter/vocabulary/vocabulary-fr.server";
import { findReplyProblems } from "./reply-checks.server";
import { composeReply, replyText } from "./reply-content.server";
import { REPLY_WORDS_FR } from "./reply-words-fr.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "fr" as const };
const base: Letter = { childName: "Léa", age: 7, cityCountry: "Nantes", parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const all = (c: ReturnType<typeof composeReply>) => [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");

describe("the reply in French", () => {
  it("is written in French: subject, greeting, signature and the parent note", () => {
    const letter = { ...base, wishList: "une trottinette rose", messageToSanta: "Fais un bisou à Rudolphe !" };
    const c = composeReply(letter, ctx);
    expect(c.locale).toBe("fr");
    expect(c.tone).toBe("standard");
    expect(c.subject).toBe("Une lettre du Père Noël pour Léa");
    expect(c.greeting).toBe("Bonjour Léa,");
    expect(c.signature).toContain("Le Père Noël");
    // A town the tracker's dataset does not know is not named at all; a known one is named from the dataset, in French.
    expect(c.opening.join(" ")).not.toMatch(/Nantes|carte du monde/);
    expect(composeReply({ ...letter, cityCountry: "paris, FRANCE" }, ctx).opening.join(" ")).toContain("Paris, France");
    const nantesFrance = composeReply({ ...letter, cityCountry: "Nantes, France" }, ctx).opening.join(" ");
    expect(nantesFrance).toContain("France");
    expect(nantesFrance).not.toContain("Nantes");
    // The message is never quoted: a plainly happy one gets the warm thanks, and the reindeer line it asked about.
    expect(c.message[0]).toBe(REPLY_WORDS_FR.messageHappy);
    expect(c.message.join(" ")).toMatch(/Rudolphe a brillé/);
    expect(c.message.join(" ")).not.toMatch(/Fais un bisou|«/);
    // The wish is named by the kind the site recognised, not in the child's words.
    expect(c.wishes.map((w) => w.answer).join(" ")).toContain(VOCABULARY_FR.gifts.scooter.name);
    expect(c.wishes.map((w) => w.answer).join(" ")).toContain("une trottinette");
    expect(c.wishes.map((w) => w.answer).join(" ")).not.toMatch(/rose/);
    expect(c.parentNote.retention).toMatch(/30 jours après l'envoi/);
    expect(c.parentNote.stored).toContain("la lettre de Léa au Père Noël");
    expect(composeReply({ ...base, childName: "Inès" }, ctx).parentNote.stored).toContain("la lettre d'Inès au Père Noël");
    expect(replyText(c)).toContain("DU BUREAU DU PÈRE NOËL");
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a pet as a decision for the family's grown-ups, never a promise", () => {
    const c = composeReply({ ...base, wishList: "un petit chien tout noir" }, ctx);
    expect(c.wishes).toHaveLength(1);
    expect(c.wishes[0]!.answer).toMatch(/décision/);
    expect(c.wishes[0]!.answer).toMatch(/grandes personnes/);
    // Named "un chien", from the vocabulary, never "un petit chien tout noir".
    expect(c.wishes[0]!.answer).toContain(VOCABULARY_FR.animals.dog.name);
    expect(c.wishes[0]!.answer).not.toMatch(/petit chien|noir/);
    expect(readWish(LEXICON_FR, "un vrai lapin").kind).toBe("pet");
    expect(readWish(LEXICON_FR, "un lapin en peluche").kind).toBe("thing");
  });

  it("answers a bereavement gently, without quoting the child or any cheer", () => {
    const message = "Ma mamie est morte en juin. Elle faisait les meilleures crêpes du monde.";
    const letter = { ...base, wishList: "que mamie revienne du ciel\nun carnet secret", messageToSanta: message };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Une lettre du Père Noël");
    // Mamie is named in the Père Noël's words ("ta mamie"), in the answer to the wish and in the paragraph.
    const mamie = VOCABULARY_FR.relations.grandma.name;
    expect(mamie).toBe("ta mamie");
    const about = c.wishes.find((w) => w.sensitive)!.answer;
    expect(about).toBe(REPLY_WORDS_FR.wishAnswers.person.bereavement(mamie));
    expect(about).toMatch(/ta mamie.*il ne revient pas, même à Noël/);
    // "un carnet secret" is nothing the site recognises: thanked for, never named.
    expect(c.wishes.map((w) => w.answer)).toContain(REPLY_WORDS_FR.wishAnswers.everything);
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_FR.circumstances.bereavement(mamie)]);
    expect(c.message.join(" ")).toMatch(/que tu aies perdu ta mamie/);
    expect(c.message[0]).toBe(REPLY_WORDS_FR.messageThanks);
    expect(all(c)).not.toMatch(/morte en juin|crêpes|revienne du ciel|carnet|secret|Nantes|Ho ho|lutins|traîneau|atelier|rennes/);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers the death of a pet as a pet's, without the pet's name", () => {
    const letter = { ...base, messageToSanta: "Mon chien Filou est mort la semaine dernière." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_FR.petLoss(VOCABULARY_FR.animals.dog.own)]);
    expect(c.circumstanceParagraphs[0]).toMatch(/^Je suis tellement désolé que tu aies perdu ton chien\./);
    expect(all(c)).not.toMatch(/Filou|quelqu'un que tu aimes soit mort/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("holds a letter showing harm and gives only the reviewed reply, which repeats nothing of the letter", () => {
    const letter = { ...base, wishList: "un ballon", messageToSanta: "mon beau pere il me tape avec sa ceinture quand jai des mauvaise note" };
    expect(readLetter({ wishList: letter.wishList, messageToSanta: letter.messageToSanta }, LEXICON_FR).harm).toContain("violence");
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.wishes).toEqual([]);
    expect(c.message).toEqual([...REPLY_WORDS_FR.reviewed]);
    // One paragraph, and no sentence of it said twice in the reply (the closing included).
    expect(c.message).toHaveLength(1);
    const sentences = [...c.message, c.goodness, c.closing].join(" ").split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(findReplyProblems(c, letter)).toEqual([]);
    expect(all(c)).not.toMatch(/ballon|ceinture|Nantes|beau pere/);
  });

  it("reads French negation and idioms as a child means them", () => {
    const held = (m: string) => readLetter({ wishList: null, messageToSanta: m }, LEXICON_FR).held;
    expect(held("papa ne me frappe jamais, il est gentil")).toBe(false);
    expect(held("personne me tape à la maison")).toBe(false);
    expect(held("il arrête pas de me frapper")).toBe(true);
    expect(held("il ne me frappe que quand il a bu")).toBe(true);
    expect(held("maman va me tuer si je range pas ma chambre mdr")).toBe(false);
    expect(held("je meurs d'envie de voir la neige")).toBe(false);
    expect(held("jveux plus vivre")).toBe(true);
  });

  it("its checks catch a promise and cheer in French", () => {
    const c = composeReply({ ...base, wishList: "que maman guérisse" }, ctx);
    expect(c.tone).toBe("gentle");
    expect(findReplyProblems(c, base)).toEqual([]);
    const cheer = { ...c, wishes: [{ answer: "Oh, quel merveilleux vœu ! Je l'ai lu aux lutins dans mon atelier.", sensitive: true }] };
    expect(findReplyProblems(cheer, base).join(" ")).toMatch(/cheer "(quel merveilleux vœu|lutins|atelier)"/);
    const promise = { ...c, closing: "Je t'apporterai un chiot la nuit de Noël." };
    expect(findReplyProblems(promise, base).join(" ")).toMatch(/promise "Je t'apporterai"/);
    expect(REPLY_WORDS_FR.checks.promise.test("Tu auras ton vélo sous le sapin.")).toBe(true);
    expect(REPLY_WORDS_FR.checks.promise.test("Je ne peux pas te le promettre, mais je pense à toi.")).toBe(false);
  });
});
