import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

/**
 * A real SMTP server (the smtp-server package) that keeps what it receives. It can refuse recipients with a
 * permanent 550, and be stopped and started again on the same port to play a mail outage.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Recipients answered with "550 mailbox unavailable". */
  readonly reject = new Set<string>();
  /** How long the sink takes to accept each message (a slow provider). */
  delayMs = 0;
  /** Plays a provider that refuses all our mail: at the greeting, at MAIL FROM, or at the end of DATA. */
  refuseAll: { stage: "connect" | "mail" | "data"; code: number; message: string } | undefined;
  private server: SMTPServer | undefined;
  port = 0;

  /** With a password, the sink demands AUTH (PLAIN or LOGIN, no TLS) and answers a wrong one with 535. */
  constructor(private readonly password?: string) {}

  async start(port = 0): Promise<this> {
    const password = this.password;
    const server = new SMTPServer({
      authOptional: !password,
      allowInsecureAuth: true,
      disabledCommands: password ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      onAuth: (auth, _session, callback) => {
        if (auth.password === password) return callback(null, { user: auth.username });
        callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
      },
      logger: false,
      onConnect: (_session, callback) => callback(this.refusal("connect")),
      onMailFrom: (_address, _session, callback) => callback(this.refusal("mail")),
      onRcptTo: (address, _session, callback) => {
        if (this.reject.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const refused = this.refusal("data");
          if (refused) return callback(refused);
          const raw = Buffer.concat(chunks).toString("utf8");
          const subject = decodeSubject(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "");
          const accept = () => {
            this.messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              subject,
            });
            callback();
          };
          if (this.delayMs > 0) setTimeout(accept, this.delayMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    this.server = server;
    this.port = (server.server.address() as { port: number }).port;
    return this;
  }

  private refusal(stage: "connect" | "mail" | "data"): Error | null {
    const r = this.refuseAll;
    return r && r.stage === stage ? Object.assign(new Error(r.message), { responseCode: r.code }) : null;
  }

  get url(): string {
    return this.password ? `smtp://santa:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}` : `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} messages, got ${this.messages.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header, unfolding it. */
export function decodeSubject(header: string): string {
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    )
    .trim();
}

/** One part of a raw message ("text/plain" or "text/html"), decoded (quoted-printable or base64). */
export function mimePart(raw: string, type: "text/plain" | "text/html"): string {
  const start = raw.search(new RegExp(`Content-Type: ${type.replace("/", "\\/")}`, "i"));
  const part = start >= 0 ? raw.slice(start) : raw;
  const [headers = "", ...rest] = part.split(/\r?\n\r?\n/);
  const boundary = raw.match(/boundary="([^"]+)"/)?.[1];
  const joined = rest.join("\n\n");
  const body = (boundary ? joined.split(`--${boundary}`)[0] : joined)!.trim();
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The plain-text part of a raw message, decoded. */
export const plainTextPart = (raw: string) => mimePart(raw, "text/plain");

/** The header block of a raw message, one entry per (unfolded) header. */
export function headerLines(raw: string): string[] {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? "";
  return block.replace(/\r?\n[ \t]/g, " ").split(/\r?\n/);
}
