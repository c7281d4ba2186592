/**
 * `npm run bench:pages`: requests per second and p50/p99 latency for prerendered pages and for the 404 page,
 * served by our server (server.ts over build/) on this machine, the load from a second process (autocannon
 * here, the server in its own process). Run `npm run build` first. BENCH_SECONDS (default 20) per target.
 * Writes docs/benchmarks/pages.md.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { PATHS } from "../app/lib/paths";
import { startApp } from "../tests/support/app-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targets = [
  { label: "home (prerendered)", path: PATHS.home },
  { label: "letter page (prerendered)", path: PATHS.writeToSanta },
  { label: "recipe page (prerendered)", path: "/recipe/eggnog" },
  { label: "404 (server-rendered)", path: "/no-such-page" },
  { label: "hashed asset (static)", path: "" },
];

const app = await startApp({ LOG_LEVEL: "warn" });
const home = await (await fetch(app.url)).text();
targets[4]!.path = home.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0] ?? "/favicon.svg";

const rows: string[] = [];
for (const t of targets) {
  const r = await autocannon({ url: app.url + t.path, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
  rows.push(`| ${t.label} | \`${t.path}\` | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx} |`);
  console.log(rows.at(-1));
}
await app.stop();

const table = ["| target | path | requests/s | p50 | p99 | non-2xx |", "|---|---|---|---|---|---|", ...rows].join("\n");
const header = `# Pages benchmark\n\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${seconds} s per target, gzip; load generator and server on the same machine. Repeat with \`npm run bench:pages\`. (The 404 row counts its expected 404 answers as non-2xx.)\n\n`;
writeFileSync(path.resolve("docs/benchmarks/pages.md"), `${header}${table}\n`);
console.log(`\n${table}\n\nWritten to docs/benchmarks/pages.md`);
