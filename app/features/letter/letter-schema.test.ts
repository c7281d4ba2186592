import { describe, expect, it } from "vitest";
import { LETTER_LIMITS, LETTER_MESSAGES } from "./letter-rules";
import { englishMessage, letterInputFromForm, letterSchema, validateLetter } from "./letter-schema";

const good = { childName: "Emma", parentEmail: "mum@example.com", beenGood: true };

describe("validateLetter: the spec's rules", () => {
  it("keeps codes, not words, in the schema: each refusal is an issue, worded from the issue alone", () => {
    const bad = { childName: "x".repeat(LETTER_LIMITS.childName + 1), age: "200", parentEmail: "not an address", wishList: "a\u202eb", beenGood: true };
    const codes = letterSchema.safeParse(bad).error!.issues.map((i) => i.message);
    expect(codes.sort()).toEqual(["age", "controlCharacters", "invalidEmail", "tooLong"]);
    const r = validateLetter({ ...good, wishList: "x".repeat(LETTER_LIMITS.wishList + 1) });
    expect(r).toEqual({ ok: false, field: "wishList", issue: { code: "tooLong", field: "wishList", max: LETTER_LIMITS.wishList }, message: `Wish list can be at most ${LETTER_LIMITS.wishList} characters` });
    expect(englishMessage({ code: "controlCharacters", field: "childName" })).toBe("Your name contains characters that cannot be sent");
    expect(englishMessage({ code: "required" })).toBe(LETTER_MESSAGES.required);
  });
  it("accepts a minimal letter and turns empty optional fields into null", () => {
    const r = validateLetter({ ...good, age: "", cityCountry: "  ", wishList: "", messageToSanta: undefined });
    expect(r).toEqual({
      ok: true,
      letter: { childName: "Emma", age: null, cityCountry: null, parentEmail: "mum@example.com", wishList: null, messageToSanta: null, beenGood: true },
    });
  });
  it("trims text fields", () => {
    const r = validateLetter({ ...good, childName: "  Leo ", cityCountry: " Oslo, Norway ", wishList: "\n a sled \n" });
    expect(r.ok && r.letter).toMatchObject({ childName: "Leo", cityCountry: "Oslo, Norway", wishList: "a sled" });
  });
  it.each([
    [{ ...good, childName: "   " }],
    [{ ...good, parentEmail: "" }],
    [{ childName: "Emma" }],
    [{ parentEmail: "not-an-email" }],
  ])("requires childName and parentEmail after trimming: %j", (input) => {
    expect(validateLetter(input)).toMatchObject({ ok: false, message: "Please fill in all required fields" });
  });
  it.each(["mum", "mum@example", "mum @example.com", "@example.com", "mum@.com x", "a@b."])("rejects %s with the email message", (email) => {
    expect(validateLetter({ ...good, parentEmail: email })).toMatchObject({ ok: false, message: "Please enter a valid email address" });
  });
  it.each(["a@b.c", "dad+santa@mail.example.org", "ÉMILE@exämple.fr"])("accepts %s", (email) => {
    expect(validateLetter({ ...good, parentEmail: email }).ok).toBe(true);
  });
  it('takes ages 1 to 18, whole numbers in decimal digits only (issue 35: "0x10" and "1e1" were ages)', () => {
    expect(validateLetter({ ...good, age: "1" })).toMatchObject({ ok: true, letter: { age: 1 } });
    expect(validateLetter({ ...good, age: 18 })).toMatchObject({ ok: true, letter: { age: 18 } });
    for (const age of ["0", "19", "7.5", "seven", "-3", "0x10", "1e1", "+7", "0b101", "١٢"]) {
      expect(validateLetter({ ...good, age })).toMatchObject({ ok: false, message: LETTER_MESSAGES.age });
    }
  });
  it("reads beenGood as a checkbox", () => {
    expect(validateLetter({ ...good, beenGood: "on" })).toMatchObject({ letter: { beenGood: true } });
    expect(validateLetter({ ...good, beenGood: undefined })).toMatchObject({ letter: { beenGood: false } });
    expect(validateLetter({ ...good, beenGood: false })).toMatchObject({ letter: { beenGood: false } });
  });
});

describe("validateLetter: server limits", () => {
  it.each(Object.entries(LETTER_LIMITS))("refuses %s over %i characters", (field, max) => {
    const over = field === "parentEmail" ? `${"a".repeat(max)}@example.com` : "x".repeat(max + 1);
    // An address may be 254 characters, with a local part of at most 64 (RFC 5321): 64 + 1 + 63 + 1 + 63 + 1 + 61.
    const atLimit = field === "parentEmail" ? `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(max - 64 - 1 - 63 - 1 - 63 - 1)}` : "x".repeat(max);
    expect(validateLetter({ ...good, [field]: over }).ok).toBe(false);
    expect(validateLetter({ ...good, [field]: atLimit }).ok).toBe(true);
  });
  it("refuses control characters, except line breaks in the long fields", () => {
    expect(validateLetter({ ...good, childName: "Em\u0000ma" }).ok).toBe(false);
    expect(validateLetter({ ...good, childName: "Em\nma" }).ok).toBe(false);
    expect(validateLetter({ ...good, cityCountry: "Oslo\r\nBcc: x@y.z" }).ok).toBe(false);
    expect(validateLetter({ ...good, parentEmail: "a@b.c\r\nBcc: x@y.z" }).ok).toBe(false);
    expect(validateLetter({ ...good, wishList: "sled\r\nbook\tpuzzle" })).toMatchObject({ ok: true, letter: { wishList: "sled\nbook  puzzle" } });
    expect(validateLetter({ ...good, cityCountry: "Oslo\tNorway" })).toMatchObject({ ok: false });
    expect(validateLetter({ ...good, messageToSanta: "hi\u0007" }).ok).toBe(false);
    // Bidi overrides and isolates, which make text read differently from what it is (a Subject, a name).
    expect(validateLetter({ ...good, childName: "Em\u202ema" })).toMatchObject({ ok: false, message: "Your name contains characters that cannot be sent" });
    expect(validateLetter({ ...good, messageToSanta: "hello \u2066world\u2069" }).ok).toBe(false);
    expect(validateLetter({ ...good, wishList: "a kite\u202c" }).ok).toBe(false);
  });
  it("never throws on hostile shapes", () => {
    for (const input of [null, undefined, 5, "x", [], { childName: {}, parentEmail: [] }, { childName: 5, parentEmail: 6 }]) {
      expect(validateLetter(input as never).ok).toBe(false);
    }
  });
});

describe("letterInputFromForm", () => {
  it("reads a posted form, checkbox present meaning ticked", () => {
    const form = new FormData();
    form.set("childName", "Emma");
    form.set("parentEmail", "mum@example.com");
    form.set("beenGood", "on");
    expect(validateLetter(letterInputFromForm(form))).toMatchObject({ ok: true, letter: { beenGood: true, age: null } });
    form.delete("beenGood");
    expect(validateLetter(letterInputFromForm(form))).toMatchObject({ ok: true, letter: { beenGood: false } });
  });
});
