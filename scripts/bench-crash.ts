/**
 * `npx tsx scripts/bench-crash.ts`: how many replies go twice when a server is killed (SIGKILL) mid-send, on SQLite.
 * Posts BENCH_CRASH_LETTERS letters (default 200) to one server, 20 at a time, to a mail server that takes
 * BENCH_CRASH_SMTP_MS (default 30) per message; kills the server when about half the replies have arrived; starts
 * it again on the same data; waits until every accepted letter's reply has arrived; then counts recipients with
 * more than one reply, and whether each repeat carries its first copy's Message-ID (so mail systems can drop it).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "../tests/support/app-server";
import { SmtpSink } from "../tests/support/smtp-sink";

const letters = Number(process.env.BENCH_CRASH_LETTERS ?? 200);
const sink = await new SmtpSink().start();
sink.delayMs = Number(process.env.BENCH_CRASH_SMTP_MS ?? 30);
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
const env = { SMTP_URL: sink.url, DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "loopback" };
const first = await startApp(env);
const run = Date.now();
const address = (i: number) => `crash-${run}-${i}@example.com`;
const accepted = new Set<number>();
let killed = false;
let next = 0;
const worker = async () => {
  while (next < letters && !killed) {
    const i = next++;
    try {
      const res = await fetch(`${first.url}/api/letters`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.8.${i >> 8}.${i & 255}` },
        body: new URLSearchParams({ childName: `Child${i}`, parentEmail: address(i), wishList: "A sled", beenGood: "on" }),
      });
      if (res.ok) accepted.add(i);
      await res.arrayBuffer();
    } catch {
      // The server died under this request: its letter may or may not have been saved.
    }
  }
};
const posting = Promise.all(Array.from({ length: 20 }, worker));
while (sink.messages.length < letters / 2) await new Promise((r) => setTimeout(r, 5));
process.kill(first.pid, "SIGKILL");
killed = true;
await posting;
const second = await startApp(env);
const deadline = Date.now() + 180_000;
while ([...accepted].some((i) => sink.to(address(i)).length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, 2000));
await second.stop();
await sink.stop();

const messageId = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();
let repeated = 0;
let sameId = 0;
for (let i = 0; i < letters; i++) {
  const got = sink.to(address(i));
  if (got.length > 1) {
    repeated++;
    if (new Set(got.map((m) => messageId(m.raw))).size === 1) sameId++;
  }
}
const missing = [...accepted].filter((i) => sink.to(address(i)).length === 0).length;
console.log(
  `${accepted.size} letters accepted before the kill; ${missing} accepted letters without a reply; ` +
    `${repeated} recipients got a reply twice or more, ${sameId} of them with one Message-ID.`,
);
