// `npm run check:messages`: the interface's messages are complete in every language (ADR 016).
// 1. `lingui extract --clean` rewrites the catalogues from the code; if that changes a committed catalogue, someone
//    forgot to extract (the check fails and says which files; commit them after translating).
// 2. `lingui compile --strict` fails on any message missing a translation in any locale.
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const run = (command, args) => spawnSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

const extract = run("npx", ["lingui", "extract", "--clean"]);
if (extract.status !== 0) {
  console.error(extract.stdout);
  process.exit(extract.status ?? 1);
}
const git = run("git", ["status", "--porcelain", "--", "app/locales"]);
if (git.status === 0 && git.stdout.trim() !== "") {
  console.error(`The catalogues do not match the code: \`npm run messages\` changed\n${git.stdout}Translate the new messages and commit these files.`);
  process.exit(1);
}
const compile = run("npx", ["lingui", "compile", "--strict"]);
// The compiled files are only this check's by-product: the build compiles catalogues itself.
const removeCompiled = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) removeCompiled(full);
    else if (name.endsWith(".js")) rmSync(full);
  }
};
removeCompiled("app/locales");
if (compile.status !== 0) {
  console.error(compile.stdout);
  process.exit(compile.status ?? 1);
}
console.log("Every message is extracted and translated in every locale.");
