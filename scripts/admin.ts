/** `npm run admin -- <command>`: the operator's commands (see `npm run admin -- help`). */
import { createInterface } from "node:readline/promises";
import { runAdmin } from "../app/server/admin/admin-cli.server";
import { EnvError, loadDotEnv, parseEnv } from "../app/server/env.server";
import { createLogger } from "../app/server/logger.server";

let env;
try {
  loadDotEnv();
  // The CLI sends no mail itself, so a production box without SMTP_URL may still run it.
  env = parseEnv({ ...process.env, MAIL_MODE: process.env.MAIL_MODE ?? "mailbox" });
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}

const code = await runAdmin(process.argv.slice(2), env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  confirm: async (question) => {
    if (!process.stdin.isTTY) {
      console.error("Not asking: no terminal. Add --yes to confirm.");
      return false;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(question);
    rl.close();
    return /^y(es)?$/i.test(answer.trim());
  },
}, createLogger("warn")).catch((error: unknown) => {
  console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
process.exit(code);
