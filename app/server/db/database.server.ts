import path from "node:path";
import SQLite from "better-sqlite3";
import { ensurePrivateDatabaseFile, ensurePrivateDir } from "../private-files.server";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data is, for logs: a file path, or the PostgreSQL host and database (never a password). */
  description: string;
  /** A boolean as this dialect stores it. */
  bool(value: boolean): boolean | number;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A postgres:// URL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string;
  sqlitePath: string;
  /** PostgreSQL schema to use (tests isolate themselves in one); created if missing. */
  schema?: string;
}

// PostgreSQL returns bigint (int8) as text; our bigints are millisecond times, well inside Number's range.
pg.types.setTypeParser(20, (value) => Number(value));

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the database (SQLite file by default, PostgreSQL when DATABASE_URL says so) and migrates it. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (isPostgresUrl(options.databaseUrl)) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(kysely);
    const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
    await migrateToLatest(kysely, current.rows[0]?.schema ?? undefined);
    return {
      kysely,
      dialect: "postgres",
      description: `postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`,
      bool: (v) => v,
      close: () => kysely.destroy(),
    };
  }
  // Letters are for the service alone: a 0700 directory, a 0600 file (private-files.server.ts).
  ensurePrivateDir(path.dirname(path.resolve(options.sqlitePath)));
  ensurePrivateDatabaseFile(path.resolve(options.sqlitePath));
  const database = new SQLite(options.sqlitePath);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  keepStatementsPrepared(database);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  await migrateToLatest(kysely);
  return {
    kysely,
    dialect: "sqlite",
    description: path.resolve(options.sqlitePath),
    bool: (v) => (v ? 1 : 0),
    close: () => kysely.destroy(),
  };
}

/** Most distinct statements kept prepared; beyond it (say, lists of many lengths) a statement is prepared per use. */
export const PREPARED_STATEMENT_LIMIT = 256;

/**
 * Kysely asks better-sqlite3 to prepare every query afresh, and a letter runs the same few statements every time:
 * keep each one prepared, keyed by its SQL text. Safe because nothing here iterates a statement lazily (a statement
 * in the middle of iterate() could not be reused).
 */
function keepStatementsPrepared(database: SQLite.Database): void {
  const prepared = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = prepared.get(source);
    if (!statement) {
      statement = prepare(source);
      if (prepared.size < PREPARED_STATEMENT_LIMIT) prepared.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}
