/**
 * The two-server PostgreSQL burst of `npm run bench:letters`: two servers over one PostgreSQL database (a schema of
 * its own in BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), BENCH_BURST letters (default 300)
 * posted at once, half to each, after a warm-up, every letter from its own family to its own parent. Reports each letter's answer
 * time (p50, p95, p99, the page waits 5 s) and, for the slowest, where the time went: the pool's waiting queue and
 * PostgreSQL's lock waits, sampled during the burst.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { startApp, waitForIdle, type RunningApp } from "../tests/support/app-server";
import { createTestDatabase } from "../tests/support/databases";
import { SmtpSink } from "../tests/support/smtp-sink";

export interface BurstResult {
  letters: number;
  accepted: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The burst's wall time, and the CPU the two servers used in it (ms): near cores × wall time means CPU-bound. */
  wallMs: number;
  serverCpuMs: number;
  /** Most sessions seen waiting on a lock at once, and on which lock type. */
  lockWaits: { most: number; types: string[] };
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

export async function burstOnTwoServers(letters = Number(process.env.BENCH_BURST ?? 300)): Promise<BurstResult> {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const database = await createTestDatabase("postgres");
  const sink = await new SmtpSink().start();
  const env = { ...database.env, SMTP_URL: sink.url, LOG_LEVEL: "warn", TRUST_PROXY: "loopback" };
  const servers: RunningApp[] = [await startApp({ ...env }), await startApp({ ...env, DATA_DIR: `${database.env.DATA_DIR}-b` })];
  // A burst meets servers that have been running: their start-up work (compressing the pages) done, and their code
  // warmed by a few letters each, as on any December evening.
  for (const s of servers) await waitForIdle(s.pid);
  const post = (server: RunningApp, i: number, tag: string) =>
    fetch(`${server.url}/api/letters`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`, "idempotency-key": `burst-${tag}-${i}-letter` },
      body: new URLSearchParams({ childName: `Child${i}`, parentEmail: `burst-${tag}-${i}@example.com`, wishList: "A sled", beenGood: "on" }),
    });
  for (let i = 0; i < 40; i++) await (await post(servers[i % 2]!, 1000 + i, `warm${Date.now()}`)).arrayBuffer();
  for (const s of servers) await waitForIdle(s.pid);
  const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await watcher.connect();
  let watching = true;
  const lockWaits = { most: 0, types: new Set<string>() };
  const watch = (async () => {
    while (watching) {
      const { rows } = await watcher.query<{ locktype: string; n: string }>(
        "select l.locktype, count(*) as n from pg_locks l where not l.granted group by l.locktype",
      );
      const total = rows.reduce((a, r) => a + Number(r.n), 0);
      lockWaits.most = Math.max(lockWaits.most, total);
      for (const r of rows) lockWaits.types.add(r.locktype);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const run = Date.now();
  const cpuBefore = servers.reduce((a, s) => a + cpuMs(s.pid), 0);
  const times = await Promise.all(
    Array.from({ length: letters }, async (_, i) => {
      const server = servers[i % 2]!;
      const started = performance.now();
      const res = await post(server, i, String(run));
      await res.arrayBuffer();
      return { ms: performance.now() - started, ok: res.ok };
    }),
  );
  const wallMs = Date.now() - run;
  const serverCpuMs = servers.reduce((a, s) => a + cpuMs(s.pid), 0) - cpuBefore;
  watching = false;
  await watch;
  await watcher.end();
  for (const s of servers) await s.stop();
  await sink.stop();
  await database.drop();
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    letters,
    accepted: times.filter((t) => t.ok).length,
    p50: Math.round(quantile(sorted, 0.5)),
    p95: Math.round(quantile(sorted, 0.95)),
    p99: Math.round(quantile(sorted, 0.99)),
    max: Math.round(sorted.at(-1)!),
    wallMs,
    serverCpuMs: Math.round(serverCpuMs),
    lockWaits: { most: lockWaits.most, types: [...lockWaits.types] },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await burstOnTwoServers());
}
