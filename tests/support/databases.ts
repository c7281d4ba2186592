import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /** Environment for the app: DATABASE_URL (PostgreSQL, in its own schema) or a DATA_DIR with a fresh SQLite file. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** The backends storage tests run against: always a real SQLite file; PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "north-pole-test-"));
  if (kind === "sqlite") return { name: kind, env: { DATA_DIR: dataDir }, drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    name: kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
