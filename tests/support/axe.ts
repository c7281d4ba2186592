import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Runs axe (WCAG 2.x A/AA rules) on the page and returns the violations as readable lines. */
export async function axeViolations(page: Page, minimumImpact: "minor" | "moderate" | "serious" | "critical" = "minor") {
  const order = ["minor", "moderate", "serious", "critical"];
  // Sections below the fold skip rendering until scrolled to (content-visibility: auto, with an estimated height),
  // and axe measures colours from positions taken before its own scrolling re-lays them out: it then reads the
  // footer as the background of a link at the end of the page. Render everything, as a reader scrolling sees it.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".lazy-render")) el.style.contentVisibility = "visible";
  });
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return result.violations
    .filter((v) => order.indexOf(v.impact ?? "minor") >= order.indexOf(minimumImpact))
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}
