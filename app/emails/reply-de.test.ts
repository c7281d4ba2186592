import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter } from "~/features/letter/reading/letter-reading";
import { LEXICON_DE } from "~/features/letter/reading/lexicon-de";
import { renderReply } from "./render-reply.server";
import { findReplyProblems } from "./reply-checks";
import { composeReply, type ReplyContent } from "./reply-content";
import { readLetterIn } from "./reply-languages";
import { REPLY_WORDS_DE } from "./reply-words-de";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/de/letters/delete?token=abc", retentionDays: 30, locale: "de" as const };
const base: Letter = { childName: "Lena", age: 7, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const all = (c: ReplyContent) => [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");
const read = (messageToSanta: string, wishList: string | null = null) => readLetter({ wishList, messageToSanta }, LEXICON_DE);

describe("the German reply", () => {
  it("writes to the child in German, from the Weihnachtsmann, with the German links", async () => {
    const c = composeReply({ ...base, wishList: "ein Fahrrad", messageToSanta: "Ich habe dir Plätzchen gebacken!" }, ctx);
    expect(c.locale).toBe("de");
    expect(c.subject).toBe("Ein Brief vom Weihnachtsmann für Lena");
    expect(c.greeting).toBe("Hallo Lena,");
    expect(c.masthead).toContain("Nordpol");
    expect(c.signature).toContain("Weihnachtsmann");
    expect(c.message[0]).toBe("Ich habe deine Nachricht so gern gelesen: „Ich habe dir Plätzchen gebacken!“");
    expect(c.message.join(" ")).toMatch(/Stärkung an Heiligabend/);
    expect(c.links).toMatchObject({ niceList: "https://north-pole.test/de/nice-list", niceListLabel: "Liste der braven Kinder" });
    expect(c.parentNote.stored).toMatch(/^Für die Eltern: Sie erhalten/);
    const r = await renderReply({ ...base, wishList: "ein Fahrrad" }, ctx);
    expect(r.html).toContain('lang="de"');
    expect(r.text).toContain("Diesen Brief jetzt löschen: https://north-pole.test/de/letters/delete?token=abc");
  });

  it("answers a pet as the family's decision and promises nothing", () => {
    const letter = { ...base, wishList: "einen Hund\nein Lego Feuerwehrauto" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("standard");
    expect(c.wishes.map((w) => w.item)).toEqual(["einen Hund", "ein Lego Feuerwehrauto"]);
    expect(c.wishes[0]!.answer).toMatch(/(entscheiden|Entscheidung).*Erwachsenen|Erwachsenen.*(entscheiden|Entscheidung)/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a bereavement gently and never quotes the child back", () => {
    const letter = { ...base, wishList: "dass Opa wieder da ist\neine Puppe", messageToSanta: "Mein Opa ist im Sommer gestorben. Ich vermisse ihn so sehr." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Ein Brief vom Weihnachtsmann");
    expect(c.wishes[0]!.answer).toMatch(/Das tut mir so leid/);
    expect(c.message.join(" ")).toMatch(/dass jemand gestorben ist, den du lieb hast/);
    expect(all(c)).not.toMatch(/im Sommer gestorben|vermisse ihn so sehr|Ho ho|Wichtel|Werkstatt|Schlitten|Rentier/);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("gives a letter that shows harm only the reviewed reply, which repeats nothing the child wrote", () => {
    const letter = { ...base, cityCountry: "Graz", wishList: "ein Skateboard", messageToSanta: "Mein Stiefpapa haut mich immer wenn er wütend ist." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_DE.reviewed]);
    expect(c.wishes).toEqual([]);
    expect(all(c)).not.toMatch(/Skateboard|Graz|haut|wütend|sicher|erzähl/i);
  });

  it("greets the Christkind kindly for a child who wrote to it", () => {
    const c = composeReply({ ...base, messageToSanta: "Liebes Christkind, ich war brav!" }, ctx);
    expect(c.message.join(" ")).toMatch(/Das Christkind und ich kennen uns gut/);
  });

  it("its checks catch a German promise and German cheer next to a sensitive wish", () => {
    const letter = { ...base, wishList: "dass Oma wieder gesund wird" };
    const reply = composeReply(letter, ctx);
    expect(reply.tone).toBe("gentle");
    expect(findReplyProblems(reply, letter)).toEqual([]);
    const cheer = { ...reply, wishes: [{ item: "dass Oma wieder gesund wird", answer: "dass Oma wieder gesund wird: Was für ein wunderbarer Wunsch! Die Wichtel in der Werkstatt haben ihn gleich gelesen.", sensitive: true }] };
    expect(findReplyProblems(cheer, letter).join(" ")).toMatch(/cheer "(Was für ein wunderbar|wunderbarer Wunsch|Wichtel|Werkstatt)"/);
    for (const bad of ["Ich bringe dir das Fahrrad an Heiligabend.", "Du bekommst bestimmt einen Hund.", "Dein Wunsch wird in Erfüllung gehen.", "Ich verspreche dir, dass alles gut wird."]) {
      expect(findReplyProblems({ ...reply, closing: bad }, letter).join(" ")).toMatch(/promise/);
    }
    expect(findReplyProblems({ ...reply, closing: "Das kann ich dir nicht versprechen, aber ich denke an dich." }, letter)).toEqual([]);
  });

  it("finds harm written in German on any page, and the page's language for the rest", () => {
    const r = readLetterIn("en", { wishList: null, messageToSanta: "Papa schlägt mich jeden Tag." });
    expect(r.held).toBe(true);
  });
});

describe("reading a German letter", () => {
  it.each([
    ["papa haut mich imer wen er wütent ist", "violence"],
    ["der freund von mama gibt mir immer eine watschn", "violence"],
    ["mein stiefvater hat mich mit dem gürtel geschlagen", "violence"],
    ["er hört nicht auf mich zu schlagen", "violence"],
    ["Papa schlägt mich nicht nur wenn ich frech bin", "violence"],
    ["mein onkel fast mich unten rum an", "sexual"],
    ["Mamas Freund kommt nachts in mein Zimmer", "sexual"],
    ["er will dass ich ihm fotos ohne klamotten schicke", "sexual"],
    ["er sagt wenn ich es jemandem erzähle bringt er mich um", "threat"],
    ["ich darf es keinem sagen", "threat"],
    ["ich hab angst wenn papa besoffen heimkommt", "unsafe_home"],
    ["ich fühl mich zu hause nicht sicher", "unsafe_home"],
    ["sie sperren mich in meinem zimmer ein", "unsafe_home"],
    ["es gibt nie was zu essen bei uns", "neglect"],
    ["mama ist das ganze wochenende weg und wir sind allein", "neglect"],
    ["ich will nicht mehr leben", "self_harm"],
    ["ich wünschte ich wär tot", "self_harm"],
    ["ich ritz mich", "self_harm"],
    ["i wü nimma lebn", "self_harm"],
  ])("holds %j (%s)", (message, sign) => {
    const r = read(message);
    expect(r.held).toBe(true);
    expect(r.harm).toContain(sign);
  });

  it.each([
    "mein Bruder haut mich mit dem Kissen, wir machen Kissenschlacht",
    "ich sterbe vor Langeweile",
    "ich hab Angst im Dunkeln",
    "Mama bringt mich um wenn ich mein Zimmer nicht aufräume haha",
    "ein Spiel wo man Zombies tötet",
    "Opa war im Krankenhaus aber jetzt geht es ihm wieder gut",
    "Papa schlägt mich nie, er ist der beste Papa",
    "Niemand haut mich, ich habe es gut",
    "mein Bruder schlägt mich immer bei FIFA",
    "der Krampus hat mich mit der Rute gehaut",
    "ich hab mich beim Plätzchenbacken in den Finger geschnitten",
    "unsere Katze kommt nachts in mein Bett",
    "Mama und ich haben ein Geheimnis, wir basteln Papa einen Kalender",
    "ich würde für ein Pony sterben",
    "ich will nicht mehr Blockflöte spielen",
  ])("does not hold %j", (message) => {
    expect(read(message).held).toBe(false);
  });

  it.each([
    ["meine Oma ist gestorben", "bereavement"],
    ["mein Bruder liegt im Kinderspital", "illness"],
    ["Papa arbeitet auf Montage in Norwegen", "far_away"],
    ["Mama und Papa haben sich getrennt", "separation"],
    ["Mama hat ein Baby im Bauch", "new_baby"],
    ["wir sind von Bern nach Zürich gezügelt", "moving"],
    ["die in meiner Klasse lachen mich aus", "bullying"],
    ["wir gehen jeden Donnerstag zur Tafel", "hardship"],
    ["ich habe ADHS", "disability"],
    ["ich habe keine Freunde", "lonely_sad"],
  ])("finds %j (%s)", (message, circumstance) => {
    expect(read(message).circumstances).toContain(circumstance);
  });

  it("reads the kind of each wish", () => {
    const kinds = readLetter({ wishList: "ein echtes Pferd\nSchleich Pferde\nSchnee\ndass Mama wieder gesund wird\nessen für meine Familie\nFrieden auf der Welt\nweiß ich nicht", messageToSanta: null }, LEXICON_DE).wishes.map((w) => w.kind);
    expect(kinds).toEqual(["pet", "thing", "experience", "person", "need", "world", "unclear"]);
  });
});
