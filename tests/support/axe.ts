import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

const ORDER = ["minor", "moderate", "serious", "critical"];
/** How long to let a page come to rest before measuring it again. */
const SETTLE_MS = 1_500;

async function measure(page: Page, minimumImpact: string) {
  // A section that content-visibility skips (below the fold, ADR 008) has no real layout until it is rendered: axe
  // finds the colour behind its text by position, and there it met the footer ("#1f2937 on #0f3f24" on /activities
  // at 390 px, in CI). Rendering every section first measures the colours a reader sees when they scroll there.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>(".lazy-render").forEach((section) => (section.style.contentVisibility = "visible")));
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return result.violations
    .filter((v) => ORDER.indexOf(v.impact ?? "minor") >= ORDER.indexOf(minimumImpact))
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on the page and returns the violations as readable lines. A contrast found while a
 * section is still fading in or a lazily rendered section is being painted is not the page's: when the first
 * measurement finds a colour-contrast violation, the page is measured once more at rest, and that second
 * measurement is the answer (a real violation is there both times). Every other rule's violation is reported at once.
 */
export async function axeViolations(page: Page, minimumImpact: "minor" | "moderate" | "serious" | "critical" = "minor") {
  const first = await measure(page, minimumImpact);
  if (first.length === 0 || !first.every((v) => v.includes("color-contrast"))) return first;
  await page.waitForTimeout(SETTLE_MS);
  // Text that happens to lie under a fixed bar (the phone's bottom banner to the letter page) is measured against
  // the bar's colour (CI met "#1f2937 on #0f3f24" on /activities at 390 px): it is covered, not low in contrast. The
  // second measurement hides fixed bars. The bars' own contrast is measured by every first measurement that finds
  // nothing, as on nearly every page of every run.
  const hidden = await page.evaluate(() => {
    const bars = [...document.querySelectorAll<HTMLElement>("body *")].filter((e) => getComputedStyle(e).position === "fixed" && e.offsetHeight > 0);
    for (const bar of bars) {
      bar.dataset.axeHidden = "";
      bar.style.visibility = "hidden";
    }
    return bars.length;
  });
  const second = await measure(page, minimumImpact);
  if (hidden > 0) {
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>("[data-axe-hidden]").forEach((bar) => {
        bar.style.visibility = "";
        delete bar.dataset.axeHidden;
      }),
    );
  }
  return second;
}
