/**
 * `npm run bench:pages`: requests per second and p50/p99 latency for prerendered pages, unknown paths and a hashed
 * asset, served by our server (node build/server/index.js), and the same prerendered files served by nginx in the same
 * run (one worker, gzip 6) when nginx is installed or can be (Debian's nginx-light, as root); otherwise that row is
 * skipped and says so. The load comes from this process (autocannon), the servers run in their own processes.
 * Run `npm run build` first. BENCH_SECONDS (default 15) per target, BENCH_CONNECTIONS (default 50).
 * Prints the ratios the targets are about; `--write` also writes docs/benchmarks/pages.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Options } from "autocannon";
import { PATHS } from "../app/lib/paths";
import { freePort, startApp, waitForIdle } from "../tests/support/app-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const gzip = { "accept-encoding": "gzip" };

type Result = Awaited<ReturnType<typeof autocannon>>;
const run = (url: string, opts: Partial<Options> = {}): Promise<Result> => autocannon({ url, connections, duration: seconds, headers: gzip, ...opts });

/** nginx serving build/client as plain files, or why not. */
async function startNginx(): Promise<{ url: string; stop: () => void } | { skipped: string }> {
  let bin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((b) => spawnSync(b, ["-v"]).status === 0);
  if (!bin && process.getuid?.() === 0) {
    const install = spawnSync("apt-get", ["install", "-y", "-q", "nginx-light"], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (install.status === 0) bin = "/usr/sbin/nginx";
  }
  if (!bin) return { skipped: "nginx is not installed and could not be (apt-get install nginx-light, as root)" };
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const root = path.resolve("build/client");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  gzip on; gzip_comp_level 6; gzip_types text/html text/css application/javascript image/svg+xml;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const child: ChildProcess = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, stop: () => child.kill("SIGQUIT") };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  // Say what nginx said: most often its worker (user www-data) cannot read a private checkout's build/client.
  const log = (() => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8").trim().split("\n").slice(-2).join(" / ");
    } catch {
      return "";
    }
  })();
  const exited = child.exitCode !== null ? `exited with code ${child.exitCode}` : `answered no request at ${url} within 5 s`;
  return { skipped: `nginx ${exited}${log ? `; its error log: ${log}` : ""} (its worker must be able to read ${root})` };
}

const app = await startApp({ LOG_LEVEL: "warn" });
// The pages are compressed in the background after start-up: measure the server as it runs, not as it starts.
await waitForIdle(app.pid);
const nginx = await startNginx();
const home = await (await fetch(app.url)).text();
const asset = home.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0] ?? "/favicon.svg";

const rows: string[] = [];
const figures: Record<string, number> = {};
const record = (label: string, server: string, target: string, r: Result) => {
  figures[`${server} ${label}`] = r.requests.average;
  rows.push(`| ${label} | ${server} | \`${target}\` | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx} |`);
  console.log(rows.at(-1));
};

for (const [label, target] of [["home", PATHS.home], ["recipe page", "/recipe/eggnog"]] as const) {
  record(label, "ours", target, await run(app.url + target));
  if ("url" in nginx) record(label, "nginx", target, await run(nginx.url + target));
}
// Unknown paths: a different path on every request, as a scanner sends.
let n = 0;
const scan: Partial<Options> = { requests: [{ setupRequest: (req) => ({ ...req, path: `/wp-admin/probe-${n++}.php` }) }] };
record("unknown paths", "ours", "/wp-admin/probe-N.php", await run(app.url + "/", scan));
// The same against our home page, alternated in short pairs (home, then unknown paths) so the host's background load
// falls on both alike; the median pair ratio is reported.
const unknownPairSeconds = Math.max(3, Math.round(seconds / 3));
const unknownRatios: number[] = [];
// The home requests are built per request too (autocannon's setupRequest), as the scan's are: the load generator
// shares the cores, and only the server's cost should differ between the two.
const homeBuiltPerRequest: Partial<Options> = { requests: [{ setupRequest: (req) => ({ ...req, path: PATHS.home }) }] };
for (let i = 0; i < 5; i++) {
  const home = await run(app.url + PATHS.home, { ...homeBuiltPerRequest, duration: unknownPairSeconds });
  const unknown = await run(app.url + "/", { ...scan, duration: unknownPairSeconds });
  unknownRatios.push(unknown.requests.average / home.requests.average);
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
/** "0.85, median of 5 alternating 5-second pairs (0.81, …)" */
const pairFigure = (ratios: number[], pairSeconds: number) =>
  `**${median(ratios).toFixed(2)}**, median of ${ratios.length} alternating ${pairSeconds}-second pairs (${sorted(ratios).map((r) => r.toFixed(2)).join(", ")})`;
record("hashed asset", "ours", asset, await run(app.url + asset));
// A visitor's rate while a 20-connection scan runs beside it, against the same visitor alone: alternated in short
// pairs so the machine's background load falls on both alike, and the median pair ratio reported.
const pairSeconds = Math.max(3, Math.round(seconds / 3));
const pairRatios: number[] = [];
let lastDuring: Result | undefined;
let lastAlone: Result | undefined;
for (let i = 0; i < 5; i++) {
  lastAlone = await run(app.url + PATHS.home, { connections: 30, duration: pairSeconds });
  [lastDuring] = await Promise.all([
    run(app.url + PATHS.home, { connections: 30, duration: pairSeconds }),
    run(app.url + "/", { ...scan, connections: 20, duration: pairSeconds }),
  ]);
  pairRatios.push(lastDuring.requests.average / lastAlone.requests.average);
}
record("home during a scan (last pair)", "ours", PATHS.home, lastDuring!);
record("home alone, 30 connections (last pair)", "ours", PATHS.home, lastAlone!);

await app.stop();
if ("stop" in nginx) nginx.stop();

const ratio = (a: string, b: string) => (figures[a] && figures[b] ? (figures[a] / figures[b]).toFixed(2) : "n/a");
const ratios = [
  `- prerendered home, ours ÷ nginx: **${ratio("ours home", "nginx home")}** (target ≥ 0.9)`,
  `- recipe page, ours ÷ nginx: **${ratio("ours recipe page", "nginx recipe page")}** (target ≥ 0.9)`,
  `- unknown paths ÷ our home: ${pairFigure(unknownRatios, unknownPairSeconds)} (target ≥ 0.9)`,
  `- a visitor during a 20-connection scan ÷ the same visitor alone: ${pairFigure(pairRatios, pairSeconds)} (target ≥ 0.8)`,
  ...("skipped" in nginx ? [`- nginx rows skipped: ${nginx.skipped}`] : []),
].join("\n");
const table = ["| target | server | path | requests/s | p50 | p99 | non-2xx |", "|---|---|---|---|---|---|---|", ...rows].join("\n");
const header = `# Pages benchmark\n\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${connections} connections unless stated, ${seconds} s per target, gzip; load generator and servers on the same machine, so compare ratios from one run. Repeat with \`npm run bench:pages\`. (Unknown paths count their expected 404 answers as non-2xx.)\n\n`;
console.log(`\n${ratios}\n\n${table}`);
// The committed results change only when asked (`npm run bench:pages -- --write`).
if (process.argv.includes("--write")) {
  writeFileSync(path.resolve("docs/benchmarks/pages.md"), `${header}${ratios}\n\n${table}\n`);
  console.log("\nWritten to docs/benchmarks/pages.md");
}
