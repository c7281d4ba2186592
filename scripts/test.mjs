// `npm test`: every check, in order, stopping at the first failure.
// typecheck → lint → messages (extracted and translated) → unit and integration tests (Vitest) → build → size budget → browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensurePostgres } from "./ensure-postgres.mjs";

const steps = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["messages", "npm", ["run", "--silent", "check:messages"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "--silent", "build"]],
  ["size budget", "npm", ["run", "--silent", "check:size"]],
  ["browser tests", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"]],
];

const started = Date.now();
ensureChromium();
// The storage tests run on SQLite always, and on PostgreSQL too when there is one (a throwaway one if need be).
const postgres = await ensurePostgres();
console.log(postgres.note);
const env = { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", ...(postgres.url ? { TEST_DATABASE_URL: postgres.url } : {}) };
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    postgres.stop();
    process.exit(130);
  });
}
for (const [name, command, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    postgres.stop();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
postgres.stop();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
