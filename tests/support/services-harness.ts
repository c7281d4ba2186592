import { afterAll, afterEach, beforeAll } from "vitest";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { closeServices, createServices, type Services } from "~/server/services.server";
import { createTestDatabase, type TestDatabase } from "./databases";
import { SmtpSink } from "./smtp-sink";

export const silent = createLogger("silent");

/**
 * Storage tests' set-up for one backend: a fresh database for the file, the services each test starts (on that
 * database, fast retries, a fixed SITE_URL) and the SMTP sinks it opens, all closed after each test.
 */
export function servicesHarness(backend: "sqlite" | "postgres") {
  let db: TestDatabase;
  const open: Services[] = [];
  const sinks: SmtpSink[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map(closeServices));
    await Promise.all(sinks.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await db.drop();
  });
  return {
    /** The test file's database (its env: DATA_DIR, and DATABASE_URL on PostgreSQL). */
    get db(): TestDatabase {
      return db;
    },
    /** Services on the file's database; `env` adds to or overrides the defaults. */
    async start(env: Record<string, string> = {}, options?: Parameters<typeof createServices>[2]): Promise<Services> {
      const services = await createServices(
        parseEnv({ ...db.env, SITE_URL: "https://north-pole.test", REPLY_RETRY_BASE_MS: "50", REPLY_POLL_MS: "50", ...env }),
        silent,
        options,
      );
      open.push(services);
      return services;
    },
    /** Services started elsewhere, closed after the test like the rest. */
    track(...services: Services[]): void {
      open.push(...services);
    },
    /** Closes services now (a restart, a process that dies). */
    async stop(services: Services): Promise<void> {
      open.splice(open.indexOf(services), 1);
      await closeServices(services);
    },
    /** A local SMTP server (on `port`, requiring `password`, when given), stopped after the test. */
    async sink({ port, password }: { port?: number; password?: string } = {}): Promise<SmtpSink> {
      const s = await new SmtpSink(password).start(port);
      sinks.push(s);
      return s;
    },
  };
}

/**
 * One set of services (no outbox worker) on a fresh database for a whole test file, for steps that build on each
 * other: opened before the first test, closed and dropped after the last.
 */
export function sharedServices(backend: "sqlite" | "postgres") {
  let db: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    services = await createServices(parseEnv({ ...db.env, SITE_URL: "https://north-pole.test" }), silent, { startWorker: false });
  });
  afterAll(async () => {
    await closeServices(services);
    await db.drop();
  });
  return {
    get services(): Services {
      return services;
    },
  };
}
