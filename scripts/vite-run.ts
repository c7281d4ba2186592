/**
 * Runs a script through Vite's module runner with the test configuration, for scripts that import app modules using
 * Vite features tsx does not know (`?raw` imports of the site's drawings, Lingui macros). Usage:
 *   tsx scripts/vite-run.ts scripts/bench-mail.ts
 */
import path from "node:path";
import { createServer, createServerModuleRunner } from "vite";

const script = process.argv[2];
if (!script) throw new Error("usage: tsx scripts/vite-run.ts <script.ts>");
const server = await createServer({ configFile: path.resolve(import.meta.dirname, "../vitest.config.ts"), server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
try {
  await runner.import(path.resolve(script));
} finally {
  await runner.close();
  await server.close();
}
