import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/database.server";

const url = process.env.TEST_DATABASE_URL;

// Two apps (or two test runs) in one PostgreSQL database, each in its own schema: each keeps its own migration
// bookkeeping. Kysely looked for its tables in every schema, so the second found the first's and failed.
describe.skipIf(!url)("PostgreSQL schemas", () => {
  it("migrates a database in a second schema while another schema already has its tables", async () => {
    const schemas = [0, 1].map(() => `test_${randomUUID().replace(/-/g, "").slice(0, 12)}`);
    const opened = [];
    try {
      for (const schema of schemas) opened.push(await openDatabase({ databaseUrl: url!, sqlitePath: "", schema }));
      for (const [i, db] of opened.entries()) {
        const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
        const own = tables.filter((t) => t.schema === schemas[i]).map((t) => t.name);
        expect(own).toEqual(expect.arrayContaining(["santa_letters", "kysely_migration", "kysely_migration_lock"]));
      }
    } finally {
      for (const db of opened) await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
