// Draws the social-share card (1200×630) and the apple-touch icon (180×180) from our own SVG art with
// Chromium, writing PNGs into public/. Run again after changing the art: node scripts/make-social-card.mjs
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";

const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const favicon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const flakes = Array.from({ length: 40 }, (_, i) => {
  const x = (i * 137) % 1200, y = (i * 89) % 630, r = 2 + (i % 4);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" opacity="0.7"/>`;
}).join("");
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8c1d17"/><stop offset="0.6" stop-color="#b3261e"/><stop offset="1" stop-color="#0f3f24"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>${flakes}
  <g transform="translate(90 170)">
    <rect width="300" height="210" rx="20" fill="#f8fafc"/>
    <path d="M0 20 L150 130 L300 20" fill="none" stroke="#165b33" stroke-width="18" stroke-linejoin="round"/>
    <circle cx="270" cy="10" r="50" fill="#f2b705"/>
    <path d="M270 -20v60M240 10h60M249 -11l42 42M291 -11l-42 42" stroke="#8a5a00" stroke-width="7" stroke-linecap="round"/>
  </g>
  <text x="460" y="250" font-family="sans-serif" font-weight="800" font-size="72" fill="#ffffff">North Pole Mail</text>
  <text x="460" y="330" font-family="sans-serif" font-weight="600" font-size="38" fill="#fff6d6">Write to Santa. Get his reply.</text>
  <text x="460" y="390" font-family="sans-serif" font-size="30" fill="#ffffff">Nice List · Santa Tracker · Family fun</text>
  <rect x="460" y="430" width="330" height="64" rx="32" fill="#f2b705"/>
  <text x="625" y="472" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="28" fill="#1f2937">Free for families</text>
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: flags });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<body style="margin:0">${card}</body>`);
await page.screenshot({ path: new URL("../public/social-card.png", import.meta.url).pathname });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(`<body style="margin:0">${favicon.replace("<svg ", '<svg width="180" height="180" ')}</body>`);
await page.screenshot({ path: new URL("../public/apple-touch-icon.png", import.meta.url).pathname });
await browser.close();
console.log("Wrote public/social-card.png and public/apple-touch-icon.png");
