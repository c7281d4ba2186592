// PostgreSQL for `npm test`'s storage tests. TEST_DATABASE_URL set: that server is used. Otherwise, when this
// machine has PostgreSQL's programs (Debian's `postgresql` package), a throwaway server is started in a temporary
// directory on a free local port, and stopped and deleted when the tests end. Without them, the storage tests
// run on SQLite only, and this says how to add PostgreSQL.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The directory holding initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
function postgresBin() {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (onPath && existsSync(path.join(path.dirname(onPath), "pg_ctl"))) return path.dirname(onPath);
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Returns { url, stop, note }: the URL for TEST_DATABASE_URL (undefined when there is no PostgreSQL), a function
 * that stops a server this started, and a line saying what happened.
 */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {}, note: "PostgreSQL: TEST_DATABASE_URL" };
  const bin = postgresBin();
  if (!bin) {
    return {
      url: undefined,
      stop: () => {},
      note: "PostgreSQL: not installed, so the storage tests run on SQLite only (apt-get install postgresql, or set TEST_DATABASE_URL=postgres://…)",
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "north-pole-pg-"));
  chmodSync(dir, 0o777);
  // PostgreSQL refuses to run as root: as root, run it as the postgres user Debian's package creates.
  const asRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const [cmd, cmdArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(cmd, cmdArgs, { stdio: ["ignore", "ignore", "pipe"], cwd: dir });
  };
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const why = String(error.stderr ?? error.message).trim().split("\n")[0];
    return { url: undefined, stop: () => {}, note: `PostgreSQL: could not start a throwaway server (${why}), so the storage tests run on SQLite only` };
  }
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, note: `PostgreSQL: a throwaway server on port ${port} for these tests` };
}
