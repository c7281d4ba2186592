/**
 * The production server: `npm run serve` (after `npm run build`). Validates configuration, loads the
 * React Router build, serves it, and shuts down gracefully on SIGTERM/SIGINT.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { setPublicConfig } from "./app/lib/public-config";
import { EnvError, envWarnings, loadDotEnv, parseEnv, publicConfigOf } from "./app/server/env.server";
import { createHttpApp } from "./app/server/http-app.server";
import { createLogger } from "./app/server/logger.server";

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

// Pages rendered by this process (and the build's own copy of the module) show this server's address and contact.
setPublicConfig(publicConfigOf(env));
const logger = createLogger(env.LOG_LEVEL);
if (dotEnv) logger.info({ file: dotEnv }, "Configuration read from the environment and .env (the environment wins)");
for (const warning of envWarnings(env)) logger.warn(warning);
const buildDir = path.resolve("build");
const serverEntry = path.join(buildDir, "server", "index.js");
const build = (await import(pathToFileURL(serverEntry).href).catch((error: unknown) => {
  logger.fatal({ err: error }, `No build found at ${serverEntry}: run "npm run build" first`);
  process.exit(1);
})) as ServerBuild;
const entry = build.entry.module as unknown as {
  buildPublicConfig: import("./app/lib/public-config").PublicConfig;
  getServices: () => Promise<import("./app/server/services.server").Services>;
  stopServices: () => Promise<void>;
  queueStats: typeof import("./app/server/letters/queue-stats.server").queueStats;
  health: typeof import("./app/server/services.server").health;
  handleLetterPost: typeof import("./app/server/letters/letter-endpoint.server").handleLetterPost;
};

// The database (migrated now, at start-up) and the outbox worker live inside the build, shared with the routes.
const services = await entry.getServices().catch((error: unknown) => {
  logger.fatal({ err: error }, `Could not open the database or the mail transport: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const app = createHttpApp({
  env,
  build,
  buildPublicConfig: entry.buildPublicConfig,
  buildDir,
  logger,
  health: () => entry.health(services),
  handleLetter: entry.handleLetterPost,
  gauges: async () => {
    const stats = await entry.queueStats(services.db);
    return [
      { name: "northpole_reply_queue_depth", help: "Replies waiting to be sent (pending, retrying, sending)", value: stats.queueDepth },
      { name: "northpole_oldest_pending_reply_age_seconds", help: "Age of the oldest reply still waiting", value: stats.oldestPendingSeconds },
      { name: "northpole_replies_dead_lettered", help: "Dead-lettered replies stored now", value: stats.byStatus.dead },
      { name: "northpole_letters_held", help: "Letters held for a person to review now (signs of harm); none should wait long", value: stats.byStatus.held },
      { name: "northpole_letters_stored", help: "Letters stored now", value: stats.lettersTotal },
    ];
  },
});

const server = app.listen(env.PORT, env.HOST, () => {
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
    entry
      .stopServices()
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
