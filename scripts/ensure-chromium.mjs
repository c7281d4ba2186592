// Makes sure Debian's Chromium is there for the browser tests: installs it with apt when missing and
// possible, otherwise stops with the command to run. Never downloads a browser build of its own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    if (existsSync(path)) return path;
  }
  console.error(
    `\nThe browser tests need Chromium at ${path}.\n` +
      `Install it with:  sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
