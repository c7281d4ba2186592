import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { renderReply } from "./render-reply.server";
import { ageBracket, composeReply, defuseLinks, headerSafe, splitWishes } from "./reply-content";
import { previewLetter } from "./reply-email";

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
  it("mentions the city only when given", () => {
    expect(composeReply(base, ctx).opening.join(" ")).not.toMatch(/map of the world/);
    expect(composeReply({ ...base, cityCountry: "Lyon, France" }, ctx).opening.join(" ")).toContain("Lyon, France");
  });
  it("answers each wish, up to ten, then mentions the rest", () => {
    const ten = Array.from({ length: 12 }, (_, i) => `wish ${i + 1}`).join("\n");
    const c = composeReply({ ...base, wishList: ten }, ctx);
    expect(c.wishes).toHaveLength(10);
    expect(c.wishes.map((w) => w.item)).toEqual(Array.from({ length: 10 }, (_, i) => `wish ${i + 1}`));
    for (const w of c.wishes) expect(w.answer.startsWith(`${w.item}:`)).toBe(true);
    expect(c.moreWishes).toMatch(/everything else on your list/);
    expect(composeReply({ ...base, wishList: "a kite, a drum" }, ctx).moreWishes).toBeNull();
  });
  it("with no wish list and no message, gently asks what the child would like", () => {
    const c = composeReply(base, ctx);
    expect(c.wishes).toEqual([]);
    expect(c.wishIntro).toBeNull();
    expect(c.message.join(" ")).toMatch(/did not ask me for anything/);
  });
  it("responds to the message, picking up what it is about", () => {
    const c = composeReply({ ...base, messageToSanta: "Say hi to Rudolph! My dog Max says woof." }, ctx);
    expect(c.message[0]).toContain("Say hi to Rudolph! My dog Max says woof.");
    expect(c.message.join(" ")).toMatch(/reindeer/);
    expect(c.message.join(" ")).toMatch(/pet/);
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
    expect(c.wishes[0]!.answer).toMatch(/doctors, nurses and time/);
    expect(c.wishes[1]!.answer).toMatch(/decision (that belongs to|for) the grown-ups/);
    expect(all(c)).not.toMatch(/wonderful wish|elves|workshop|my list|sleigh|made me smile|I will/i);
    expect(c.message.join(" ")).toMatch(/someone you love has died/);
    expect(c.postscript).toBeNull();
  });
  it("answers a parent far away, and hardship, for what they are", () => {
    expect(composeReply({ ...base, wishList: "for daddy to come home from the army" }, ctx).wishes[0]!.answer).toMatch(/miss them/);
    const c = composeReply({ ...base, wishList: "food for my family", messageToSanta: "we don't have money for presents" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/grown-up worries/);
    expect(c.message.join(" ")).toMatch(/finding money hard/);
    expect(c.message.join(" ")).not.toContain("money for presents");
  });
  it("never quotes a painful message back", () => {
    const c = composeReply({ ...base, messageToSanta: "my mum and dad are getting divorced and I cry at night" }, ctx);
    expect(all(c)).not.toMatch(/divorced|cry at night/);
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
  it("keeps the cheerful reply for an ordinary letter", () => {
    const c = composeReply({ ...base, wishList: "a kite", messageToSanta: "Say hi to Rudolph!" }, ctx);
    expect(c.tone).toBe("standard");
    expect(c.heading).toBe("Ho ho ho!");
    expect(c.message[0]).toContain("Say hi to Rudolph!");
  });
});

describe("renderReply", () => {
  it("renders HTML and plain text for the preview letter", async () => {
    const r = await renderReply(previewLetter, ctx);
    expect(r.subject).toBe("A letter from Santa for Emma");
    expect(r.html).toContain("Dear Emma,");
    expect(r.html).toContain("Bergen, Norway");
    expect(r.text).toContain("Dear Emma,");
    expect(r.text).toContain("A red bicycle");
    expect(r.text).toContain(ctx.deleteUrl);
    expect(r.text).not.toMatch(/<[a-z]/i);
  });
  const tenWishes = Array.from({ length: 10 }, (_, i) => `Wish number ${i + 1}`).join("\n");
  it.each([
    ["no city", { ...base, age: 6, wishList: "a kite", messageToSanta: "Hello!" }, ["Dear Emma,", "a kite"], ["map of the world"]],
    ["no wish list", { ...base, cityCountry: "Lyon, France" }, ["Lyon, France", "did not ask me for anything"], []],
    ["ten wishes", { ...base, wishList: tenWishes }, Array.from({ length: 10 }, (_, i) => `Wish number ${i + 1}`), ["everything else on your list"]],
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
    const { replyText } = await import("./reply-content");
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
