import { createServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_CHECK_TIMEOUT_MS } from "~/server/health.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { closeServices, createServices, health, type Services } from "~/server/services.server";
import { createTestDatabase } from "../support/databases";

// A mail server that accepts connections and never says a word: the worst case for a health check.
describe("/healthz's checks with the mail server black-holed", () => {
  const sockets: Socket[] = [];
  let connections = 0;
  const blackHole = createServer((socket) => {
    connections++;
    sockets.push(socket);
  });
  let services: Services;

  beforeAll(async () => {
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const port = (blackHole.address() as { port: number }).port;
    const db = await createTestDatabase("sqlite");
    services = await createServices(parseEnv({ ...db.env, SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: "https://north-pole.test" }), createLogger("silent"), { startWorker: false });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    blackHole.close();
    await closeServices(services);
  });

  it("200 concurrent requests open one connection and all answer 'failing' within the time box", async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => health(services)));
    const took = Date.now() - started;
    expect(took).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1000);
    expect(HEALTH_CHECK_TIMEOUT_MS + 1000).toBeLessThanOrEqual(5000);
    expect(answers.every((a) => a.database === "ok" && a.mail === "failing")).toBe(true);
    expect(connections).toBe(1);
    // Cached: the next request answers at once and opens nothing.
    const again = Date.now();
    expect((await health(services)).mail).toBe("failing");
    expect(Date.now() - again).toBeLessThan(100);
    expect(connections).toBe(1);
  });
});
