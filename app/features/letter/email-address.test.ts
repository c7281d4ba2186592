import { describe, expect, it } from "vitest";
import { emailKey, parsePlainAddress } from "./email-address";

describe("a plain parent address", () => {
  it.each(["mum@example.com", "Mum.Smith@Example.co.uk", "o'brien@example.ie", "a+santa@example.com", "x_y-z@sub.example.org", "papa@bücher.example", "kid@xn--bcher-kva.example", "mamá@example.com", "a@b.c"])(
    "accepts %j",
    (text) => expect(parsePlainAddress(text)).not.toBeNull(),
  );
  it.each([
    ["a list", "victim@x.com,1"],
    ["a list with ;", "victim@x.com;other@y.com"],
    ["angle brackets", "x<victim@x.com>"],
    ["a display name", '"Mum" <mum@example.com>'],
    ["a quoted local part", '"victim"@x.com'],
    ["a zero-width space", "victim@x.com\u200b"],
    ["a zero-width joiner in the local part", "vic\u200dtim@x.com"],
    ["a bidi override", "\u202evictim@x.com"],
    ["a space", "vic tim@x.com"],
    ["two @", "a@b@x.com"],
    ["no dot in the domain", "a@localhost"],
    ["a dot at the start", ".a@x.com"],
    ["two dots", "a..b@x.com"],
    ["a bracketed IP", "a@[127.0.0.1]"],
    ["a numeric TLD", "a@1.2.3.4"],
    ["an underscore in the domain", "a@ex_ample.com"],
    ["a fullwidth at sign", "ｓａｎｔａ＠ｅｘａｍｐｌｅ．ｃｏｍ"],
    ["a newline", "a@x.com\nBcc: b@y.com"],
  ])("refuses %s", (_what, text) => expect(parsePlainAddress(text)).toBeNull());

  it("stores the domain in lowercase ASCII, the local part as typed", () => {
    expect(parsePlainAddress("  Mum@Bücher.Example ")!.address).toBe("Mum@xn--bcher-kva.example");
  });
  it("gives every way of writing one mailbox the same key", () => {
    const key = emailKey("victim@x.com");
    for (const same of ["Victim@X.com", "victim+1@x.com", "VICTIM+santa+2@X.COM"]) expect(emailKey(same)).toBe(key);
    expect(emailKey("v.i.c.t.i.m+tag@googlemail.com")).toBe("victim@gmail.com");
    expect(emailKey("Victim@gmail.com")).toBe("victim@gmail.com");
    // Dots matter elsewhere.
    expect(emailKey("v.ictim@x.com")).not.toBe(key);
    expect(emailKey("papa@bücher.example")).toBe(emailKey("papa@xn--bcher-kva.example"));
  });
});
