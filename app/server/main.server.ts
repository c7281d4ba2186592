/**
 * The production server, built into the server build with the pages it serves (React Router's custom-server
 * pattern): `npm run serve` runs `node build/server/index.js`. One copy of every module, plain JavaScript, no
 * TypeScript loader. This file is the server build's entry (vite.config.ts; React Router's own build sits beside it as
 * index2.js, for prerendering) and starts the server only when node runs it, never when it is imported.
 *
 * It validates configuration, migrates the database and starts the outbox worker, serves the site
 * (http-app.server.ts), and shuts down gracefully on SIGTERM/SIGINT.
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as serverBuild from "virtual:react-router/server-build";
import { setPublicConfig, type PublicConfig } from "~/lib/public-config";
import { EnvError, envWarnings, loadDotEnv, parseEnv, publicConfigOf } from "./env.server";
import { createHttpApp } from "./http-app.server";
import { queueStats } from "./letters/queue-stats.server";
import { createLogger } from "./logger.server";
import { getServices, health, stopServices } from "./services.server";
import { reviewHealth } from "./review/review-work.server";

/** The public settings the pages were prerendered with; the server swaps in its own when they differ. */
const BUILD_PUBLIC_CONFIG: PublicConfig = __BUILD_PUBLIC_CONFIG__;

/** Starts the site: the build directory is the one this file was built into (build/server/index.js → build/). */
export async function startServer(buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")): Promise<void> {
  let env;
  let dotEnv: string | null = null;
  try {
    // .env (as .env.example describes), under the real environment: a variable set there wins.
    dotEnv = loadDotEnv();
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Pages rendered by this process show this server's address and contact.
  setPublicConfig(publicConfigOf(env));
  const logger = createLogger(env.LOG_LEVEL);
  if (dotEnv) logger.info({ file: dotEnv }, "Configuration read from the environment and .env (the environment wins)");
  for (const warning of envWarnings(env)) logger.warn(warning);

  // The database (migrated now, at start-up) and the outbox worker, shared with the routes.
  const services = await getServices().catch((error: unknown) => {
    logger.fatal({ err: error }, `Could not open the database or the mail transport: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  const app = createHttpApp({
    env,
    build: serverBuild,
    buildPublicConfig: BUILD_PUBLIC_CONFIG,
    buildDir,
    logger,
    health: () => health(services),
    gauges: async () => {
      const stats = await queueStats(services.db);
      const review = await reviewHealth(services.db.kysely);
      return [
        { name: "northpole_reply_queue_depth", help: "Replies waiting to be sent (pending, retrying, sending)", value: stats.queueDepth },
        { name: "northpole_oldest_pending_reply_age_seconds", help: "Age of the oldest reply still waiting", value: stats.oldestPendingSeconds },
        { name: "northpole_replies_dead_lettered", help: "Dead-lettered replies stored now", value: stats.byStatus.dead },
        { name: "northpole_letters_held", help: "Letters held for a person to review now (signs of harm); none should wait long", value: stats.byStatus.held },
        { name: "northpole_letters_stored", help: "Letters stored now", value: stats.lettersTotal },
        { name: "northpole_review_oldest_held_age_seconds", help: "Age of the oldest letter waiting for a reviewer (families are promised a reply within 24 hours)", value: review.oldestHeldSeconds },
        { name: "northpole_review_escalations_open", help: "Held letters escalated to a lead and waiting for its outcome", value: review.escalationsOpen },
        ...Object.entries(review.decidedToday).map(([outcome, value]) => ({
          name: "northpole_review_decided_today",
          help: "Held letters decided since midnight (server time), by outcome",
          value,
          labels: { outcome },
        })),
        { name: "northpole_review_sample_waiting", help: "Letters of the daily sample waiting for a reviewer's second look", value: review.sampleWaiting },
        { name: "northpole_review_missed", help: "Sampled replied letters reviewers marked 'should have been held' (ever)", value: review.missed },
      ];
    },
  });

  // Slow bodies time out long before Node's default five minutes, checked every second, and open connections are
  // capped: a deployment without a proxy in front is not held open by a slow sender (issue 35).
  const timeoutMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const server = createServer({ requestTimeout: timeoutMs, headersTimeout: Math.min(timeoutMs, 60_000), connectionsCheckingInterval: 1000 }, app);
  server.maxConnections = env.MAX_CONNECTIONS;
  server.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info({ port: env.PORT, siteUrl: env.SITE_URL }, `North Pole Mail is ready at http://${shown}:${env.PORT}`);
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "The server could not start");
    process.exit(1);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "Shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("Requests still open after 10 s; closing them");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      stopServices()
        .catch((error: unknown) => logger.error({ err: error }, "Stopping the outbox worker failed"))
        .finally(() => {
          logger.info("Stopped");
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// `node build/server/index.js` starts the server; prerendering and tests that import the build do not.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await startServer();
