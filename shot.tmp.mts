import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
const server = spawn("npm", ["run", "serve"], { cwd: "/work/main", env: { ...process.env, PORT: "3999", NODE_ENV: "production", MAIL_MODE: "mailbox" }, stdio: "ignore" });
await new Promise((r) => setTimeout(r, 9000));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const widths = (process.env.WIDTHS ?? "1024,1280,1440").split(",").map(Number);
for (const locale of ["", "es", "fr", "de", "it", "pt-br"]) {
  for (const w of widths) {
    const page = await browser.newPage({ viewport: { width: w, height: 700 } });
    await page.goto(`http://127.0.0.1:3999/${locale}`);
    const h = await page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().height);
    const navLines = await page.evaluate(() => Math.max(...[...document.querySelectorAll("header nav a")].map((a) => Math.round(a.getBoundingClientRect().height))));
    console.log(locale || "en", w, "header", h, "tallest nav link", navLines);
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/h-${locale || "en"}-${w}.png`, clip: { x: 0, y: 0, width: w, height: 100 } });
    await page.close();
  }
}
await browser.close();
server.kill();
