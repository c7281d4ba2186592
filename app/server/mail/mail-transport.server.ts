import { randomUUID } from "node:crypto";
import { ensurePrivateDir, writePrivateFile } from "../private-files.server";
import path from "node:path";
import nodemailer from "nodemailer";
import { canCompose, composeMime } from "./mime.server";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** "<id@domain>": set for replies so every attempt carries the same one (mime.server.ts `replyMessageId`). */
  messageId?: string;
  /** Files sent with it (Santa's letter to print): the file name is plain ASCII. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  kind: "smtp" | "mailbox";
  /** For logs: never a password. */
  description: string;
  /** How many messages it sends at once; more would wait in an in-memory queue, out of the outbox's sight. */
  maxInFlight: number;
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Checks that mail can go out (SMTP: connects and greets). */
  verify(): Promise<void>;
  close(): void;
}

/** SMTP timeouts, in milliseconds: seconds, not minutes, so a dead server never holds a letter's answer. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** A short, safe description of a mail error for the database and logs (no addresses). */
export function describeMailError(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; message?: string } | null;
  const parts = [e?.responseCode ? `SMTP ${e.responseCode}` : null, e?.code ?? null, (e?.message ?? String(error)).replace(/[^\s<>]+@[^\s<>]+/g, "<address>")];
  return parts.filter(Boolean).join(": ").slice(0, 500);
}

/** Connections in the SMTP pool, and so messages in flight at once per server. */
export const SMTP_MAX_CONNECTIONS = 5;

/**
 * A message as nodemailer takes it, with both parts declared quoted-printable: the reply is Latin text with long
 * HTML lines, which nodemailer would encode that way anyway, after scanning every character of each part to decide
 * (a tenth of a message's sending CPU).
 */
export function toNodemailer(message: MailMessage) {
  return {
    ...message,
    html: { content: message.html, contentTransferEncoding: "quoted-printable" as const },
    text: { content: message.text, contentTransferEncoding: "quoted-printable" as const },
  };
}

/** Pooled SMTP (nodemailer) for a real mail server. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_MAX_CONNECTIONS, ...SMTP_TIMEOUTS });
  const url = new URL(smtpUrl);
  return {
    kind: "smtp",
    maxInFlight: SMTP_MAX_CONNECTIONS,
    description: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(message) {
      // Written by our one-pass composer (mime.server.ts); an international address is left to nodemailer's.
      if (canCompose(message)) {
        const { messageId, envelope, raw } = composeMime(message);
        await transporter.sendMail({ envelope, raw });
        return { messageId };
      }
      const info = await transporter.sendMail(toNodemailer(message));
      return { messageId: info.messageId };
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The local mailbox: with no SMTP_URL each message is written to `dir` as a real .eml file (open it in any
 * mail program), an .html file (open it in a browser) and the attached PDF, so a newcomer sees Santa's reply at once.
 */
export function mailboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "mailbox",
    maxInFlight: SMTP_MAX_CONNECTIONS,
    description: path.resolve(dir),
    async send(message) {
      ensurePrivateDir(dir);
      const info = canCompose(message)
        ? (({ messageId, raw }) => ({ messageId, message: raw }))(composeMime(message))
        : ((await composer.sendMail(toNodemailer(message))) as { messageId: string; message: Buffer });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const base = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}`);
      writePrivateFile(`${base}.eml`, info.message);
      writePrivateFile(`${base}.html`, message.html);
      for (const file of message.attachments ?? []) writePrivateFile(`${base}-${file.filename}`, file.content);
      return { messageId: info.messageId };
    },
    async verify() {
      ensurePrivateDir(dir);
    },
    close() {},
  };
}
