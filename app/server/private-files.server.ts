/**
 * Children's letters (and the disclosures among them) are readable by the service alone: the data directory and the
 * mailbox are created 0700, the SQLite database and every reply file 0600 (SQLite gives its -wal and -shm files the
 * database file's own mode), and a database another local user can read stops the server at start-up, naming it.
 */
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeFileSync } from "node:fs";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class ExposedDataError extends Error {}

/** Creates `dir` (and any missing parents) readable by this user only; an existing directory is left as it is. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Writes a file only this user can read. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
}

/**
 * Makes sure the SQLite file at `file` exists and is readable by this user only: a new one is created 0600 before
 * SQLite opens it; an existing one that others can read or write is refused, with the command that fixes it.
 */
export function ensurePrivateDatabaseFile(file: string): void {
  if (!existsSync(file)) {
    closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
    return;
  }
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(f)) continue;
    const mode = statSync(f).mode & 0o777;
    if (mode & 0o077) {
      throw new ExposedDataError(
        `Refusing to start: ${f} can be read by other users of this machine (mode ${mode.toString(8)}), and it holds ` +
          `children's letters. Stop the server, run \`chmod 600 ${file}*\` (and \`chmod 700\` on its directory), then start again.`,
      );
    }
  }
}
