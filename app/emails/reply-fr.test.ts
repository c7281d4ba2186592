import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter, readWish } from "~/features/letter/reading/letter-reading";
import { LEXICON_FR } from "~/features/letter/reading/lexicon-fr";
import { findReplyProblems } from "./reply-checks";
import { composeReply, replyText } from "./reply-content";
import { REPLY_WORDS_FR } from "./reply-words-fr";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "fr" as const };
const base: Letter = { childName: "Léa", age: 7, cityCountry: "Nantes", parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const all = (c: ReturnType<typeof composeReply>) => [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");

describe("the reply in French", () => {
  it("is written in French: subject, greeting, signature and the parent note", () => {
    const c = composeReply({ ...base, wishList: "une trottinette rose", messageToSanta: "Fais un bisou à Rudolphe !" }, ctx);
    expect(c.locale).toBe("fr");
    expect(c.tone).toBe("standard");
    expect(c.subject).toBe("Une lettre du Père Noël pour Léa");
    expect(c.greeting).toBe("Bonjour Léa,");
    expect(c.signature).toContain("Le Père Noël");
    expect(c.opening.join(" ")).toContain("Nantes");
    expect(c.message[0]).toBe("J'ai adoré lire ton message : «\u00a0Fais un bisou à Rudolphe !\u00a0»");
    expect(c.message.join(" ")).toMatch(/Rudolphe a brillé/);
    expect(c.parentNote.retention).toMatch(/30 jours après l'envoi/);
    expect(c.parentNote.stored).toContain("la lettre de Léa au Père Noël");
    expect(composeReply({ ...base, childName: "Inès" }, ctx).parentNote.stored).toContain("la lettre d'Inès au Père Noël");
    expect(replyText(c)).toContain("DU BUREAU DU PÈRE NOËL");
    expect(findReplyProblems(c, { messageToSanta: "Fais un bisou à Rudolphe !" })).toEqual([]);
  });

  it("answers a pet as a decision for the family's grown-ups, never a promise", () => {
    const c = composeReply({ ...base, wishList: "un petit chien tout noir" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/décision/);
    expect(c.wishes[0]!.answer).toMatch(/grandes personnes/);
    expect(readWish(LEXICON_FR, "un vrai lapin").kind).toBe("pet");
    expect(readWish(LEXICON_FR, "un lapin en peluche").kind).toBe("thing");
  });

  it("answers a bereavement gently, without quoting the child or any cheer", () => {
    const message = "Ma mamie est morte en juin. Elle faisait les meilleures crêpes du monde.";
    const letter = { ...base, wishList: "que mamie revienne du ciel\nun carnet secret", messageToSanta: message };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Une lettre du Père Noël");
    expect(c.wishes[0]!.answer).toMatch(/il ne revient pas, même à Noël/);
    expect(c.message.join(" ")).toMatch(/quelqu'un que tu aimes soit mort/);
    expect(all(c)).not.toMatch(/morte en juin|crêpes|Ho ho|lutins|traîneau|atelier|rennes/);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("holds a letter showing harm and gives only the reviewed reply, which repeats nothing of the letter", () => {
    const letter = { ...base, wishList: "un ballon", messageToSanta: "mon beau pere il me tape avec sa ceinture quand jai des mauvaise note" };
    expect(readLetter({ wishList: letter.wishList, messageToSanta: letter.messageToSanta }, LEXICON_FR).harm).toContain("violence");
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.wishes).toEqual([]);
    expect(c.message).toEqual([...REPLY_WORDS_FR.reviewed]);
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
    const cheer = { ...c, wishes: [{ item: "que maman guérisse", answer: "que maman guérisse : quel merveilleux vœu ! Je l'ai lu aux lutins dans mon atelier.", sensitive: true }] };
    expect(findReplyProblems(cheer, base).join(" ")).toMatch(/cheer "(quel merveilleux vœu|lutins|atelier)"/);
    const promise = { ...c, closing: "Je t'apporterai un chiot la nuit de Noël." };
    expect(findReplyProblems(promise, base).join(" ")).toMatch(/promise "Je t'apporterai"/);
    expect(REPLY_WORDS_FR.checks.promise.test("Tu auras ton vélo sous le sapin.")).toBe(true);
    expect(REPLY_WORDS_FR.checks.promise.test("Je ne peux pas te le promettre, mais je pense à toi.")).toBe(false);
  });
});
