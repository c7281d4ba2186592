import { describe, expect, it } from "vitest";
import { canCompose, composeMime, encodeHeaderText, envelopeAddress, mailDate, quotedPrintable } from "./mime.server";

/** Decodes quoted-printable as a mail client does (soft breaks joined, =XX bytes, CRLF back to \n). */
function decodeQp(qp: string): string {
  const bytes: number[] = [];
  const text = qp.replace(/=\r\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=") {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (text[i] === "\r" && text[i + 1] === "\n") {
      bytes.push(10);
      i++;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

const decodeWords = (header: string) =>
  header
    .split("\r\n ")
    .map((w) => Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(w)![1]!, "base64").toString("utf8"))
    .join("");

describe("quoted-printable", () => {
  const samples = [
    "Dear Ava,\n\nYour letter arrived at the North Pole today.",
    "Querido Lucía, ¡qué ilusión! Papá Noel leyó tu carta. Ñandú, pingüino, año.",
    "Liebe Grüße vom Weihnachtsmann: Straße, Mädchen, Öfen. 🎁🎄 ".repeat(12),
    "a=b and == signs, trailing space \nand tab\t\nend",
    `<p style="color:#b3261e;font-size:17px">${"x".repeat(300)}</p>`,
    "",
  ];
  it.each(samples)("round-trips and keeps every line within 76 characters: %j", (text) => {
    const qp = quotedPrintable(text);
    expect(decodeQp(qp)).toBe(text);
    for (const line of qp.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(qp).not.toMatch(/[ \t]\r\n/);
    expect(qp).toMatch(/^[\x20-\x7e\r\n]*$/);
  });
  it("writes a line break of any kind as CRLF", () => {
    expect(quotedPrintable("a\r\nb\nc")).toBe("a\r\nb\r\nc");
  });
});

describe("headers", () => {
  it("leaves ASCII text as it is, and writes other text as UTF-8 encoded words of at most 75 characters", () => {
    expect(encodeHeaderText("A letter from Santa for Emma")).toBe("A letter from Santa for Emma");
    const subject = "Una carta de Papá Noel para Zoë, con mucho cariño desde el Polo Norte ❄️ y un saludo de los renos";
    const encoded = encodeHeaderText(subject);
    for (const word of encoded.split("\r\n ")) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(encoded)).toBe(subject);
  });
  it("cannot be broken out of by a line break", () => {
    expect(encodeHeaderText("Emma\r\nBcc: evil@example.com")).toBe("Emma Bcc: evil@example.com");
  });
  it("finds the envelope address and writes the date as RFC 5322 does", () => {
    expect(envelopeAddress("Santa Claus <santa@north-pole.test>")).toBe("santa@north-pole.test");
    expect(envelopeAddress("parent@example.com")).toBe("parent@example.com");
    expect(mailDate(new Date(Date.UTC(2026, 11, 24, 18, 5, 9)))).toBe("Thu, 24 Dec 2026 18:05:09 +0000");
    expect(canCompose({ from: "Santa <santa@x.test>", to: "pärent@exämple.com" })).toBe(false);
  });
});

describe("composeMime", () => {
  it("writes a multipart/alternative message with both parts and the given headers", () => {
    const { raw, messageId, envelope } = composeMime(
      {
        from: "Santa Claus <santa@north-pole.test>",
        to: "parent@example.com",
        subject: "Une lettre du Père Noël pour Léa",
        text: "Chère Léa,\n\nMerci pour ta lettre.",
        html: "<p>Chère Léa,</p>",
        headers: { "Auto-Submitted": "auto-replied", "X-Entity-Ref-ID": "abc" },
      },
      new Date(Date.UTC(2026, 10, 24)),
    );
    const text = raw.toString("utf8");
    expect(envelope).toEqual({ from: "santa@north-pole.test", to: ["parent@example.com"] });
    expect(messageId).toMatch(/^<[0-9a-f-]+@north-pole\.test>$/);
    const [head, body] = [text.slice(0, text.indexOf("\r\n\r\n")), text.slice(text.indexOf("\r\n\r\n") + 4)];
    expect(head.split("\r\n").filter((l) => !l.startsWith(" ")).map((l) => l.split(":")[0])).toEqual([
      "From",
      "To",
      "Subject",
      "Date",
      "Message-ID",
      "Auto-Submitted",
      "X-Entity-Ref-ID",
      "MIME-Version",
      "Content-Type",
    ]);
    expect(decodeWords(head.match(/Subject: ([\s\S]*?)\r\nDate/)![1]!)).toBe("Une lettre du Père Noël pour Léa");
    const boundary = /boundary="([^"]+)"/.exec(head)![1]!;
    const parts = body.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[3]).toBe("--\r\n");
    const decoded = (part: string) => decodeQp(part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n$/, ""));
    expect(parts[1]).toContain("Content-Type: text/plain; charset=utf-8");
    expect(decoded(parts[1]!)).toBe("Chère Léa,\n\nMerci pour ta lettre.");
    expect(parts[2]).toContain("Content-Type: text/html; charset=utf-8");
    expect(decoded(parts[2]!)).toBe("<p>Chère Léa,</p>");
    expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
  });
});
