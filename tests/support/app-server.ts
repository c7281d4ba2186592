import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningApp {
  url: string;
  port: number;
  dataDir: string;
  /** The server's process id (benchmarks read its CPU time). */
  pid: number;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The shared browser-test server's public settings: deliberately not the build's (http://localhost:3000 and
 * contact@localhost), so every journey runs on a build served with another SITE_URL and CONTACT_EMAIL, as the
 * Docker image and any second deployment are.
 */
export const SHARED_APP_PUBLIC = { SITE_URL: "https://north-pole.e2e.test", CONTACT_EMAIL: "help@north-pole.e2e.test" } as const;

/**
 * Starts the built site exactly as `npm run serve` does (node build/server/index.js), on a free port with its
 * own data directory, and waits until /healthz answers.
 */
export async function startApp(env: Record<string, string> = {}, { nodeArgs = [] }: { nodeArgs?: string[] } = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "north-pole-data-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "build/server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      MAIL_MODE: "mailbox",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early (code ${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app did not start within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid!,
    logs: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 12_000).unref();
      }),
  };
}

/**
 * Waits until a server process has finished its start-up work (compressing the prerendered pages in the background
 * takes seconds of CPU): until a half-second passes with under a tenth of a core used, or a minute at most.
 * Benchmarks measure from there, so start-up work never counts as a request's.
 */
export async function waitForIdle(pid: number, { windowMs = 500, maxShare = 0.1, timeoutMs = 60_000 } = {}): Promise<void> {
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  const deadline = Date.now() + timeoutMs;
  for (let before = cpuMs(); Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, windowMs));
    const after = cpuMs();
    if (after - before < windowMs * maxShare) return;
    before = after;
  }
}
