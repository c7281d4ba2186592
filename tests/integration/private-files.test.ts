import { chmodSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { mailboxTransport } from "~/server/mail/mail-transport.server";
import { ExposedDataError } from "~/server/private-files.server";

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Issue 35: santa.sqlite, -wal and -shm were 0644 in a 0755 directory, readable by any local user. */
describe("children's letters are readable by the service alone", () => {
  it("creates the data directory 0700 and the database, its -wal and -shm 0600", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "private-")), "data");
    const file = path.join(dataDir, "santa.sqlite");
    const db = await openDatabase({ sqlitePath: file });
    await sql`insert into rate_limit_hits (bucket, at) values ('x', 1)`.execute(db.kysely);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f), f).toBe(0o600);
    await db.close();
  });
  it("refuses to open a database others can read, naming it and the fix", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "exposed-"));
    const file = path.join(dir, "santa.sqlite");
    await (await openDatabase({ sqlitePath: file })).close();
    chmodSync(file, 0o644);
    const opened = openDatabase({ sqlitePath: file });
    await expect(opened).rejects.toBeInstanceOf(ExposedDataError);
    await expect(opened).rejects.toThrow(`${file} can be read by other users`);
    await expect(opened).rejects.toThrow(`chmod 600 ${file}*`);
  });
  it("writes the local mailbox 0700 with replies 0600", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "mailbox-")), "mailbox");
    await mailboxTransport(dir).send({ from: "Santa <santa@example.com>", to: "mum@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" });
    expect(modeOf(dir)).toBe(0o700);
    const files = readdirSync(dir);
    expect(files.length).toBe(2);
    for (const f of files) expect(modeOf(path.join(dir, f))).toBe(0o600);
  });
});
