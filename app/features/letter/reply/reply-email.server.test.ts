import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { renderReply } from "./render-reply.server";
import { ageBracket, composeReply, defuseLinks, headerSafe, splitWishes } from "./reply-content.server";
import { previewLetter } from "./reply-email.server";
import { findEchoes } from "./reply-checks.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30 };
const base: Letter = { childName: "Emma", age: null, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };

describe("composeReply", () => {
  it("greets the child by name and signs off from Santa with a P.S. to the Nice List and tracker", () => {
    const c = composeReply(base, ctx);
    expect(c.subject).toBe("A letter from Santa for Emma");
    expect(c.greeting).toBe("Dear Emma,");
    expect(c.signature).toContain("Santa Claus");
    expect(c.postscript).toMatch(/Nice List/);
    expect(c.postscript).toMatch(/Santa Tracker/);
    expect(c.links).toMatchObject({ niceList: "https://north-pole.test/nice-list", tracker: "https://north-pole.test/track-santa" });
  });
  it("names the place only when the site knows it, from its dataset, never in the child's words", () => {
    expect(composeReply(base, ctx).opening.join(" ")).not.toMatch(/map of the world/);
    expect(composeReply({ ...base, cityCountry: "paris, FRANCE" }, ctx).opening.join(" ")).toContain("found Paris, France on");
    // A town the tracker's dataset does not hold is named by its country only.
    expect(composeReply({ ...base, cityCountry: "Lyon, France" }, ctx).opening.join(" ")).toContain("found France on");
    expect(composeReply({ ...base, cityCountry: "Norway" }, ctx).opening.join(" ")).toContain("found Norway on my big map");
    expect(composeReply({ ...base, cityCountry: "the blue house behind the school" }, ctx).opening.join(" ")).not.toMatch(/map|blue house/);
    expect(composeReply({ ...base, cityCountry: "berlin (germany)" }, { ...ctx, locale: "de" }).opening.join(" ")).toContain("Berlin, Deutschland");
    expect(composeReply({ ...base, cityCountry: "Lyon, France" }, { ...ctx, locale: "de" }).opening.join(" ")).toContain("Frankreich");
  });
  it("names each wish only by the kind of gift it recognises, in Santa's words, and never quotes the list", () => {
    const c = composeReply({ ...base, wishList: "a red bike with sparkly streamers\nthe harry potter books\na zorblax 3000\na scarf for grandma" }, ctx);
    const answers = c.wishes.map((w) => w.answer).join(" ");
    expect(answers).toMatch(/a bike, some books, .*for your grandma.* and the other things on your list/);
    expect(answers).not.toMatch(/red|sparkly|harry|potter|zorblax|scarf/i);
  });
  it("thanks a list it recognises nothing on without naming or praising any of it", () => {
    const c = composeReply({ ...base, wishList: "a zorblax 3000\nthe thing from the advert" }, ctx);
    expect(c.wishes.map((w) => w.answer)).toEqual(["Thank you for everything on your list. I read every wish carefully, one by one."]);
  });
  it("reads a wish that says no ('no more dolls') as nothing to name, and a pet only when one is wished for", () => {
    expect(composeReply({ ...base, wishList: "no more dolls" }, ctx).wishes.map((w) => w.answer).join(" ")).not.toMatch(/doll/);
    const c = composeReply({ ...base, wishList: "a puppy", messageToSanta: "I love drawing" }, ctx);
    expect(c.wishes.map((w) => w.answer).join(" ")).toMatch(/You wished for a dog/);
    expect(composeReply({ ...base, messageToSanta: "Say hi to Rudolph!" }, ctx).message.join(" ")).not.toMatch(/your pet/);
  });
  it("with no wish list and no message, gently asks what the child would like", () => {
    const c = composeReply(base, ctx);
    expect(c.wishes).toEqual([]);
    expect(c.wishIntro).toBeNull();
    expect(c.message.join(" ")).toMatch(/did not ask me for anything/);
  });
  it("never quotes the message: a plainly happy one gets warm thanks and Santa's own news, no 'made me smile'", () => {
    // A few words alone sit near the concern model's "not plainly happy" line, where either reply is right and each
    // retraining moves them ("I have been good this year. Say hi to Rudolph!" scored 0.036 against 0.034 after r10,
    // 0.044 against 0.032 after r14): this letter says plainly that it is happy.
    const c = composeReply({ ...base, messageToSanta: "Dear Santa, I love Christmas and I helped bake cookies with Grandma. Say hi to Rudolph! My dog Max says woof." }, ctx);
    const text = c.message.join(" ");
    expect(text).not.toMatch(/Max|woof|Say hi|cookies|Grandma/);
    expect(text).toMatch(/reindeer/);
    expect(text).not.toMatch(/made me smile|pinned|your pet/);
  });
  it("answers a message it is uneasy about with a warm, general line and no cheer about its content", () => {
    const c = composeReply({ ...base, messageToSanta: "i am scared a lot and i cry when the door opens at night. say hi to rudolph" }, ctx);
    if (c.tone !== "reviewed") {
      expect(c.message.join(" ")).not.toMatch(/reindeer|Rudolph|cocoa/);
      expect(c.message[0]).toBe("Thank you for your message. I read it carefully, and I am glad you wrote to me.");
    }
  });
  it("is warm about being good, and kind and encouraging when the box is not ticked", () => {
    expect(composeReply(base, ctx).goodness).toMatch(/you have been good/);
    const trying = composeReply({ ...base, beenGood: false }, ctx).goodness;
    expect(trying).toMatch(/did not tick/);
    expect(trying).not.toMatch(/naughty|coal|bad child/i);
  });
  it("varies its wording with the age bracket", () => {
    expect([null, 3, 7, 11, 15].map(ageBracket)).toEqual(["unknown", "little", "young", "older", "teen"]);
    const openings = new Set([3, 7, 11, 15].map((age) => composeReply({ ...base, age }, ctx).opening[0]));
    expect(openings.size).toBe(4);
  });
  it("keeps headers on one line and user text from becoming links", () => {
    expect(headerSafe("Emma\r\nBcc: evil@example.com")).toBe("Emma Bcc: evil@example.com");
    // A name that is an advert cannot become a link in the Subject either (issue 35: the body was defanged, the
    // Subject was not).
    const spam = composeReply({ ...base, childName: "Visit cheap-pills.example now" }, ctx);
    expect(spam.subject).not.toContain("cheap-pills.example");
    expect(spam.subject).toContain("cheap-pills.\u2060example");
    expect(defuseLinks("visit www.evil.example or http://x.example now")).not.toMatch(/www\.evil|http:\/\/x\.example/);
    expect(defuseLinks("Emma. Hello.")).toBe("Emma. Hello.");
    expect(splitWishes("1. a bike\n- a doll; • a ball,  ")).toEqual(["a bike", "a doll", "a ball"]);
  });
});

describe("composeReply: answering what the letter says", () => {
  const all = (c: ReturnType<typeof composeReply>) => [c.heading, ...c.opening, ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");
  it("answers a wish for someone ill with compassion and no promise, and a puppy as a grown-ups' decision", () => {
    const c = composeReply({ ...base, wishList: "for my grandma to get better\na puppy", messageToSanta: "grandma died in the summer" }, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.wishes.map((w) => w.answer).join(" ")).toMatch(/love your grandma\. Getting better is the work of doctors, nurses and time/);
    expect(c.wishes.map((w) => w.answer).join(" ")).toMatch(/decision (that belongs to|for) the grown-ups/);
    expect(all(c)).not.toMatch(/wonderful wish|elves|workshop|my list|sleigh|made me smile|I will/i);
    expect(c.message.join(" ")).toMatch(/you have lost your grandma/);
    expect(c.postscript).toBeNull();
  });
  it("answers a parent far away, and hardship, for what they are", () => {
    expect(composeReply({ ...base, wishList: "for daddy to come home from the army" }, ctx).wishes[0]!.answer).toMatch(/miss your dad/);
    const c = composeReply({ ...base, wishList: "food for my family", messageToSanta: "we don't have money for presents" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/grown-up worries/);
    expect(c.message.join(" ")).toMatch(/finding this year hard/);
    expect(c.message.join(" ")).not.toContain("money for presents");
  });
  it("never quotes a painful message back", () => {
    // (With "I cry at night" the concern model holds it for a person since r7's tuning: then the reviewed reply.)
    const c = composeReply({ ...base, messageToSanta: "my mum and dad are getting divorced and I feel sad sometimes" }, ctx);
    expect(all(c)).not.toMatch(/divorced|feel sad sometimes/);
    expect(c.message.join(" ")).toMatch(/living apart/);
  });
  it("a letter showing harm only ever gets the reviewed reply, which repeats nothing of the letter", () => {
    const letter = { ...base, cityCountry: "Leeds", wishList: "a bike", messageToSanta: "My dad hits me when he is angry." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(all(c)).not.toMatch(/hits|angry|bike|Leeds/);
    expect(c.wishes).toEqual([]);
    expect(composeReply({ ...base, wishList: "a kite" }, ctx, { reviewed: true }).tone).toBe("reviewed");
  });
  it("falls back to the reviewed reply when a sentence of Santa's, made with the child's age, happens to say five of the child's words", () => {
    // Santa's English age line is "8 is a marvelous age…"; this child wrote the same five words (r15 met it in French).
    const letter = { ...base, age: 8, wishList: "a kite", messageToSanta: "Dear Santa, Grandad says 8 is a marvelous age and I agree. I love Christmas!" };
    const c = composeReply(letter, ctx);
    expect(findEchoes(c, letter)).toEqual([]);
    expect(c.tone).toBe("reviewed");
    // One year on, no sentence of Santa's meets the child's: the ordinary reply, with the age line.
    const older = composeReply({ ...letter, age: 9 }, ctx);
    expect(older.tone).toBe("standard");
    expect(older.opening.join(" ")).toMatch(/9 is a marvelous age/);
  });
  it("keeps the cheerful reply for an ordinary letter", () => {
    const c = composeReply({ ...base, wishList: "a kite", messageToSanta: "Dear Santa, I love Christmas and I helped bake cookies with Grandma. Say hi to Rudolph!" }, ctx);
    expect(c.tone).toBe("standard");
    expect(c.heading).toBe("Ho ho ho!");
    expect(c.message[0]).toMatch(/hot cocoa/);
  });
  it("tells a pet's death from a person's, and names who a sorrow is about", () => {
    const pet = composeReply({ ...base, messageToSanta: "my dog Biscuit died last week and I miss him" }, ctx).message.join(" ");
    expect(pet).toMatch(/your dog has died/);
    expect(pet).not.toMatch(/someone you love has died|Biscuit/);
    expect(composeReply({ ...base, messageToSanta: "my grandad died in march" }, ctx).message.join(" ")).toMatch(/you have lost your grandpa/);
    expect(composeReply({ ...base, messageToSanta: "my mum is in hospital with cancer" }, ctx).message.join(" ")).toMatch(/illness has come to you and your mom/);
  });
  it("a reviewed reply says each thing once", () => {
    const c = composeReply({ ...base, messageToSanta: "My dad hits me when he is angry." }, ctx, { reviewed: true });
    const text = [...c.message, c.goodness, c.closing].join(" ");
    expect(text.match(/thinking of you this Christmas/g)).toHaveLength(1);
    expect(text.match(/matter very much/g)).toHaveLength(1);
  });
});

describe("renderReply", () => {
  it("renders HTML and plain text for the preview letter", async () => {
    const r = await renderReply(previewLetter, ctx);
    expect(r.subject).toBe("A letter from Santa for Emma");
    expect(r.html).toContain("Dear Emma,");
    expect(r.html).toContain("found Norway on my big map");
    expect(r.html).not.toContain("Bergen");
    expect(r.text).toContain("Dear Emma,");
    expect(r.text).toContain("a bike and some books");
    expect(r.text).toContain("You wished for snow!");
    expect(r.text).not.toContain("A red bicycle");
    expect(r.text).toContain(ctx.deleteUrl);
    expect(r.text).not.toMatch(/<[a-z]/i);
  });
  it.each([
    ["no city", { ...base, age: 6, wishList: "a kite", messageToSanta: "Hello!" }, ["Dear Emma,", "everything on your list"], ["map of the world", "kite"]],
    ["no wish list", { ...base, cityCountry: "Paris, France" }, ["Paris, France", "did not ask me for anything"], []],
    ["ten wishes", { ...base, wishList: "lego\na doll\nbooks\na bike\na ball\nslime\npaints\na puzzle\nuno\na scooter" }, ["building blocks", "a scooter"], ["slime", "uno"]],
    ["not good", { ...base, beenGood: false, wishList: "a puppy" }, ["did not tick"], ["coal", "naughty"]],
  ] as const)("renders the %s letter as escaped HTML with a plain-text part", async (_name, letter, present, absent) => {
    const r = await renderReply(letter, ctx);
    expect(r.subject).toBe("A letter from Santa for Emma");
    expect(r.html).toMatch(/^<!DOCTYPE html/i);
    expect(r.text.length).toBeGreaterThan(200);
    expect(r.text).not.toMatch(/<[a-z/]/i);
    expect(r.text).toContain(ctx.deleteUrl);
    for (const words of present) {
      expect(r.text).toContain(words);
      expect(r.html).toContain(words);
    }
    for (const words of absent) expect(r.text).not.toContain(words);
  });

  it("escapes HTML in every field and never links user text", async () => {
    const evil = '<script>alert(1)</script><a href="https://evil.example">x</a><img src=x onerror=alert(2)>';
    const r = await renderReply(
      { childName: evil.slice(0, 60), age: 9, cityCountry: evil.slice(0, 100), parentEmail: "p@example.com", wishList: `${evil}\nhttps://evil.example/win`, messageToSanta: evil, beenGood: false },
      ctx,
    );
    expect(r.html).not.toContain("<script>");
    expect(r.html).not.toContain("<img src=x");
    expect(r.html).not.toMatch(/href="https:\/\/evil\.example/);
    expect(r.html).toContain("&lt;script&gt;");
    const hrefs = [...r.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.every((h) => h!.startsWith("https://north-pole.test/") || h === "mailto:help@north-pole.test")).toBe(true);
    expect(r.subject).not.toMatch(/[\r\n]/);
    // The plain-text part is there, with the markup as harmless text and no tags of its own.
    expect(r.text).toContain("Dear");
    expect(r.text).toContain(ctx.deleteUrl);
    expect(r.text).not.toMatch(/<(?!script>|a href|img src)[a-z]/i);
  });
  it("writes the plain-text part from the reply's own content: every paragraph, every wish, the links in full, no markup", async () => {
    const { replyText } = await import("./reply-content.server");
    const c = composeReply(previewLetter, ctx);
    const text = replyText(c);
    for (const paragraph of [c.heading, c.greeting, ...c.opening, ...c.message, c.goodness, c.closing]) expect(text).toContain(paragraph);
    for (const wish of c.wishes) expect(text).toContain(`* ${wish.answer}`);
    expect(text).toContain(`${c.parentNote.deleteLabel}: ${ctx.deleteUrl}`);
    expect(text).toContain(ctx.contactEmail);
    expect(text).not.toMatch(/<[a-z/]/i);
    expect((await renderReply(previewLetter, ctx)).text).toBe(text);
  });
});
