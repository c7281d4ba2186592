import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Runs axe (WCAG 2.x A/AA rules) on the page and returns the violations as readable lines. */
export async function axeViolations(page: Page, minimumImpact: "minor" | "moderate" | "serious" | "critical" = "minor") {
  const order = ["minor", "moderate", "serious", "critical"];
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return result.violations
    .filter((v) => order.indexOf(v.impact ?? "minor") >= order.indexOf(minimumImpact))
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}
