/**
 * `npm run bench:letters`: how many letters a second the running server accepts on SQLite, and how fast
 * replies reach a local SMTP sink. Builds nothing: run `npm run build` first. The load generator (autocannon)
 * runs in this process, the server in another; both on this machine. BENCH_SECONDS (default 60) and
 * BENCH_CONNECTIONS (default 20) adjust the run; the server runs with its default limits, each letter from its own
 * address (X-Forwarded-For, TRUST_PROXY=loopback) to its own parent; BENCH_CPU_PROF_DIR=dir writes the server's CPU profile there
 * (`npx tsx scripts/profile-top.ts dir/*.cpuprofile` lists where the time goes). Each letter carries its own
 * Idempotency-Key, as the letter page sends one. After the run at full speed, a second phase offers a fixed
 * BENCH_RATE (default 100) letters a second for BENCH_RATE_SECONDS (default 20) and reports its latency (autocannon
 * measures from each request's scheduled time, so a stall is not hidden). A third phase posts 300 letters at once to
 * two servers over one PostgreSQL database and reports their answer times (scripts/bench-letters-burst.ts).
 * `--write` also writes docs/benchmarks/letters.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type RequestParams } from "autocannon";
import { startApp, waitForIdle } from "../tests/support/app-server";
import { SmtpSink } from "../tests/support/smtp-sink";
import { burstOnTwoServers, type BurstResult } from "./bench-letters-burst";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 100);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 20);

const sink = await new SmtpSink().start();
const app = await startApp({
  SMTP_URL: sink.url,
  LOG_LEVEL: "warn",
  // Behind a proxy, as in production: every letter comes from its own family's address (X-Forwarded-For) and goes
  // to its own parent, so the real per-address limits apply and their counts stay as small as they do in use.
  TRUST_PROXY: "loopback",
}, { nodeArgs: process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [] });
// Start-up work (the pages' compression, in the background) is not a letter's: measure once it is done.
await waitForIdle(app.pid);
console.log(`Server ${app.url} (SQLite in ${app.dataDir}), SMTP sink ${sink.url}; ${connections} connections for ${seconds} s …`);

/** CPU time (user + system) the server process has used, in ms, from /proc (Linux). */
const cpuOf = (pid: number): { user: number; system: number } => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
};
const cpuBefore = cpuOf(app.pid);

let n = 0;
/** A distinct address in 10.0.0.0/8 for the nth letter. */
const familyAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const letterRequests = [
  {
    method: "POST" as const,
    setupRequest: (req: RequestParams) => {
      n++;
        const body = new URLSearchParams({
          childName: `Child${n}`,
          age: String(1 + (n % 18)),
          cityCountry: "Tromsø, Norway",
          parentEmail: `parent${n}@example.com`,
          wishList: "A sled\nA book about stars\nWarm mittens",
          messageToSanta: "Thank you for all the presents last year. Please say hello to Rudolph!",
          beenGood: "on",
        }).toString();
      return { ...req, headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded", "idempotency-key": `bench-${process.pid}-${n}-letter`, "x-forwarded-for": familyAddress(n) }, body };
    },
  },
];
const started = Date.now();
const result = await autocannon({ url: `${app.url}/api/letters`, connections, duration: seconds, requests: letterRequests });
const elapsed = (Date.now() - started) / 1000;
const accepted = result["2xx"];
const sentDuringRun = sink.messages.length;
await sink.waitFor(accepted, 120_000).catch(() => {});
const drained = (Date.now() - started) / 1000;
const repliesPerSecond = sink.messages.length / drained;
const cpuAfter = cpuOf(app.pid);
const cpuPerLetter = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / Math.max(1, accepted);
const systemPerLetter = (cpuAfter.system - cpuBefore.system) / Math.max(1, accepted);

console.log(`Now a fixed ${rate} letters a second for ${rateSeconds} s …`);
const steady = await autocannon({ url: `${app.url}/api/letters`, connections, overallRate: rate, duration: rateSeconds, requests: letterRequests });
await app.stop();
await sink.stop();

// Two servers over one PostgreSQL database, 300 letters at once (BENCH_DATABASE_URL; skipped when unreachable).
console.log("Now a burst of letters at once on two servers over PostgreSQL …");
const burst: BurstResult | string = await burstOnTwoServers().catch((error: unknown) => `not run: ${error instanceof Error ? error.message : String(error)}`);

const rows = [
  ["letters accepted", String(accepted)],
  ["non-2xx answers", String(result.non2xx)],
  ["letters accepted per second", (accepted / elapsed).toFixed(1)],
  ["server CPU per accepted letter (saving it, answering, and sending its reply)", `${cpuPerLetter.toFixed(2)} ms (of which system ${systemPerLetter.toFixed(2)} ms)`],
  ["latency p50", `${result.latency.p50} ms`],
  ["latency p99", `${result.latency.p99} ms`],
  ["replies delivered during the run", String(sentDuringRun)],
  ["replies delivered per second", repliesPerSecond.toFixed(1)],
  ["all replies delivered after", `${drained.toFixed(1)} s`],
  [`at a fixed ${rate} letters/s: letters accepted per second`, (steady["2xx"] / rateSeconds).toFixed(1)],
  [`at a fixed ${rate} letters/s: latency p50`, `${steady.latency.p50} ms`],
  [`at a fixed ${rate} letters/s: latency p99`, `${steady.latency.p99} ms`],
  ...(typeof burst === "string"
    ? [["two servers on PostgreSQL, a burst", burst]]
    : [
        [`two servers on PostgreSQL, ${burst.letters} letters at once: accepted`, String(burst.accepted)],
        ["two servers on PostgreSQL, a burst: answer time p50 / p95 / p99", `${burst.p50} / ${burst.p95} / ${burst.p99} ms (the page waits 5,000 ms)`],
        ["two servers on PostgreSQL, a burst: wall time, the servers' CPU", `${burst.wallMs} ms, ${burst.serverCpuMs} ms (near cores × wall time: CPU-bound)`],
        ["two servers on PostgreSQL, a burst: most sessions waiting on a lock at once", String(burst.lockWaits.most)],
      ]),
];
const table = ["| measure | value |", "|---|---|", ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join("\n");
const header = `# Letters benchmark\n\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, SQLite, ${connections} connections, ${seconds} s, local SMTP sink on the same machine. Repeat with \`npm run bench:letters\`.\n\n`;
console.log(`\n${table}`);
// The committed results change only when asked (`npm run bench:letters -- --write`).
if (process.argv.includes("--write")) {
  writeFileSync(path.resolve("docs/benchmarks/letters.md"), `${header}${table}\n`);
  console.log("\nWritten to docs/benchmarks/letters.md");
}
