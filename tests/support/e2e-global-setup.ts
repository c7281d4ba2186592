import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { SHARED_APP_PUBLIC, startApp, type RunningApp } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared app's DATA_DIR (its SQLite file and local mailbox). */
    dataDir: string;
  }
}

let app: RunningApp | undefined;

/** One served build for all browser journeys (tests that need their own server start one). */
export async function setup(project: TestProject) {
  const entry = path.resolve(import.meta.dirname, "../../build/server/index.js");
  if (!existsSync(entry)) throw new Error("No build: run `npm run build` before the browser tests");
  app = await startApp({ ...SHARED_APP_PUBLIC });
  project.provide("baseUrl", app.url);
  project.provide("dataDir", app.dataDir);
}

export async function teardown() {
  await app?.stop();
}
