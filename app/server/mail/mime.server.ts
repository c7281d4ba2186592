import { randomUUID } from "node:crypto";
import type { MailMessage } from "./mail-transport.server";

/**
 * Santa's reply as a complete MIME message (RFC 5322 and 2045–2047), written in one pass: a multipart/alternative
 * with the plain text and the HTML, both UTF-8 and quoted-printable. nodemailer's own composer builds a tree of
 * nodes and streams every part through transform streams, which was a fifth of a letter's CPU; the transport now
 * hands this buffer to nodemailer's SMTP connection as it is (dot-stuffing stays nodemailer's).
 * Only messages whose addresses are plain ASCII are written here; `canCompose` says which.
 */

const MAX_LINE = 76;
const HEX = "0123456789ABCDEF";

/** Addresses with anything but printable ASCII (an international address) are left to nodemailer. */
export function canCompose(message: Pick<MailMessage, "from" | "to">): boolean {
  return /^[\x20-\x7e]*$/.test(message.from) && /^[\x20-\x7e]*$/.test(message.to);
}

/** The bare address of "Name <address>" or "address". */
export function envelopeAddress(address: string): string {
  const match = /<([^<>]+)>\s*$/.exec(address);
  return (match ? match[1]! : address).trim();
}

/** Removes what could end a header early: line breaks and other control characters. */
function headerValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\x00-\x1f\x7f]+/g, " ").trim();
}

/**
 * A header's text: as it is when it is printable ASCII, else as RFC 2047 encoded words ("=?UTF-8?B?…?="), each at
 * most 75 characters and never splitting a character, folded onto continuation lines.
 */
export function encodeHeaderText(text: string): string {
  const clean = headerValue(text);
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = "";
  // 45 bytes of UTF-8 make 60 characters of base64: with "=?UTF-8?B?" and "?=" a word stays within 75.
  for (const char of clean) {
    if (Buffer.byteLength(chunk + char, "utf8") > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, "utf8").toString("base64")}?=`).join("\r\n ");
}

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: printable ASCII as itself, "=" and every other byte as =XX,
 * a space or tab before a line break encoded, lines kept to 76 characters with soft breaks, and each line break of
 * the text a CRLF.
 */
export function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/\r\n?/g, "\n"), "utf8");
  const lines: string[] = [];
  let line = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      lines.push(line);
      line = "";
      continue;
    }
    let token = QP_TOKENS[b]!;
    // A space or tab is written as itself except just before a line break (where a mail server may strip it).
    if ((b === 32 || b === 9) && (i + 1 === bytes.length || bytes[i + 1] === 0x0a)) token = b === 32 ? "=20" : "=09";
    if (line.length + token.length > MAX_LINE - 1) {
      lines.push(`${line}=`);
      line = "";
    }
    line += token;
  }
  lines.push(line);
  return lines.join("\r\n");
}

/** Each byte as quoted-printable writes it: printable ASCII but "=" as itself, space and tab too, the rest as =XX. */
const QP_TOKENS: readonly string[] = Array.from({ length: 256 }, (_, b) =>
  (b >= 33 && b <= 126 && b !== 61) || b === 32 || b === 9 ? String.fromCharCode(b) : `=${HEX[b >> 4]}${HEX[b & 15]}`,
);

/**
 * One Message-ID per reply, the same at every attempt: if a server dies after the mail server took a reply but
 * before it was marked sent, the reply goes again after restart, and mail systems that drop a repeated Message-ID
 * drop it (SMTP cannot be exactly-once across a crash; README says what is guaranteed).
 */
export function replyMessageId(letterId: string, fromAddress: string): string {
  const domain = envelopeAddress(fromAddress).split("@")[1] || "localhost";
  return `<reply-${letterId.replace(/[^A-Za-z0-9.-]/g, "")}@${domain}>`;
}

/** The date as RFC 5322 writes it ("Tue, 24 Nov 2026 07:15:00 +0000"). */
export function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

export interface ComposedMessage {
  messageId: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/** The whole message, CRLF line endings, ready for SMTP's DATA. */
export function composeMime(message: MailMessage, now: Date = new Date()): ComposedMessage {
  const from = envelopeAddress(message.from);
  const messageId = message.messageId ?? `<${randomUUID()}@${from.split("@")[1] || "localhost"}>`;
  const boundary = `--_north_pole_${randomUUID().replace(/-/g, "")}`;
  const headers = [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${mailDate(now)}`,
    `Message-ID: ${messageId}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name.replace(/[^\x21-\x39\x3b-\x7e]/g, "")}: ${encodeHeaderText(value)}`),
    "MIME-Version: 1.0",
  ];
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(body)}\r\n`;
  const alternative = `${part("text/plain", message.text)}${part("text/html", message.html)}--${boundary}--\r\n`;
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) {
    const raw = `${headers.join("\r\n")}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${alternative}`;
    return { messageId, envelope: { from, to: [envelopeAddress(message.to)] }, raw: Buffer.from(raw, "utf8") };
  }
  // With files: multipart/mixed holding the two readable parts, then each file in base64 (76-character lines).
  const mixed = `--_north_pole_mixed_${randomUUID().replace(/-/g, "")}`;
  const files = attachments.map((file) => {
    const name = file.filename.replace(/[^\w.-]/g, "_");
    const base64 = file.content.toString("base64").replace(/.{76}/g, "$&\r\n");
    return `--${mixed}\r\nContent-Type: ${file.contentType}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64}\r\n`;
  });
  const raw =
    `${headers.join("\r\n")}\r\nContent-Type: multipart/mixed; boundary="${mixed}"\r\n\r\n` +
    `--${mixed}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${alternative}` +
    `${files.join("")}--${mixed}--\r\n`;
  return { messageId, envelope: { from, to: [envelopeAddress(message.to)] }, raw: Buffer.from(raw, "utf8") };
}
