/**
 * Quality gates a family never sees until they are missing: every journey works from the keyboard alone with
 * focus always visible and never lost, and `prefers-reduced-motion: reduce` stops every decorative animation.
 */
import type { Locator, Page } from "playwright-core";
import { SNOW_LAYER_COUNT } from "~/components/layout/snow-layers";
import { describe, expect, inject, it } from "vitest";
import { TRIVIA_QUESTIONS } from "~/content/trivia-questions";
import { TRIVIA_ADVANCE_DELAY_MS } from "~/features/games/trivia/trivia-rules";
import { LETTER_MESSAGES, LETTER_TOASTS } from "~/features/letter/letter-rules";
import { PATHS } from "~/lib/paths";
import { PAGES } from "~/route-table";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/**
 * Where focus is and whether a sighted keyboard user can see it. Focus on <body> is lost focus. Headings and
 * regions the page moves focus to on purpose (tabindex="-1") need no ring; everything else needs an outline or
 * a ring (box-shadow). A visually hidden radio shows its focus on its label.
 */
async function focusState(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { ok: false, what: "focus lost to <body>" };
    const what = el.outerHTML.slice(0, 160);
    if (el.getAttribute("tabindex") === "-1") return { ok: true, what };
    const shown = el.classList.contains("sr-only") ? (el.closest("label") ?? el) : el;
    const style = getComputedStyle(shown);
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const box = shown.getBoundingClientRect();
    return { ok: ring && box.width > 0 && box.height > 0, what };
  });
}

async function expectFocusVisible(page: Page, step: string) {
  const state = await focusState(page);
  expect(state.ok, `${step}: ${state.what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus is visible. */
async function tabTo(page: Page, target: Locator, name: string, max = 80, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, `Tab ${i + 1} on the way to ${name}`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${name}`);
}

const typedValuesIn = async (page: Page, typed: string[]) => {
  const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
  return typed.filter((t) => layer.includes(t));
};

describe("keyboard-only journeys", () => {
  it("opens each navigation dropdown from the keyboard and follows a link in it", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [group, link, path] of [
      ["Activities", "Christmas Games", PATHS.games],
      ["Resources", "Gift Ideas", PATHS.giftIdeas],
    ] as const) {
      await gotoReady(page, "/");
      await tabTo(page, nav.getByRole("button", { name: group }), `the ${group} menu`);
      const menu = nav.getByRole("list", { name: group });
      await menu.waitFor({ state: "visible" });
      await tabTo(page, menu.getByRole("link", { name: link, exact: true }), link, 12);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${path}`);
      await expect.poll(() => menu.isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("writes and sends a letter to Santa", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.writeToSanta);
    const email = `keyboard-${Date.now()}@example.com`;
    const typed = { childName: "Ottilie", age: "7", cityCountry: "Tromsø, Norway", parentEmail: email, wishList: "A sledge", messageToSanta: "Hello from the fjord" };
    for (const [name, value] of Object.entries(typed)) {
      await tabTo(page, page.locator(`[name="${name}"]`), name);
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole("button", { name: LETTER_MESSAGES.submit }), "the send button", 6);
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]").filter({ hasText: LETTER_TOASTS.sent.title }).waitFor();
    await page.getByTestId("letter-thank-you").waitFor();
    await expectFocusVisible(page, "thank-you screen");
    // (The age, a single digit, would match any number in the events, so it is left out of this check.)
    expect(await typedValuesIn(page, Object.values(typed).filter((v) => v.length > 2))).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it("runs the Nice List, opens the certificate and checks another name", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.niceList);
    await tabTo(page, page.getByLabel("First name"), "the name field");
    await page.keyboard.type("Bartholomew");
    await page.keyboard.press("Enter");
    await page.getByTestId("checking").waitFor();
    await page.getByTestId("result").waitFor({ timeout: 10_000 });
    await expectFocusVisible(page, "result screen");
    await tabTo(page, page.getByRole("button", { name: "Get Your Certificate" }), "Get Your Certificate", 10);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /Certificate/ }).first().waitFor();
    await expectFocusVisible(page, "certificate panel");
    // Check Another Name sits above the certificate: back up to it.
    await tabTo(page, page.getByRole("button", { name: "Check Another Name" }), "Check Another Name", 20, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByLabel("First name").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await typedValuesIn(page, ["Bartholomew", "bartholomew"])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays trivia to the end and starts again", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await gotoReady(page, PATHS.trivia);
    // Far enough ahead that the round trip to the page never lands it in the past on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const submit = page.getByRole("button", { name: "Submit Answer" });
    for (const [i, q] of TRIVIA_QUESTIONS.entries()) {
      await page.getByText(`Question ${i + 1} of ${TRIVIA_QUESTIONS.length}`).waitFor();
      // Tab enters the answers, Space picks the first, arrows move the pick to the right answer.
      await tabTo(page, page.getByRole("radio").first(), `question ${i + 1}'s answers`, 40);
      await page.keyboard.press("Space");
      for (let k = 0; k < q.correct; k++) await page.keyboard.press("ArrowDown");
      await expectFocusVisible(page, `answer of question ${i + 1}`);
      await tabTo(page, submit, "Submit Answer", 3);
      await page.keyboard.press("Enter");
      await page.getByText("Correct!", { exact: true }).waitFor();
      await expectFocusVisible(page, `verdict of question ${i + 1}`);
      await page.clock.runFor(TRIVIA_ADVANCE_DELAY_MS);
    }
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    expect(await page.getByTestId("trivia-score").textContent()).toBe(`${TRIVIA_QUESTIONS.length} / ${TRIVIA_QUESTIONS.length}`);
    await expectFocusVisible(page, "final screen");
    await tabTo(page, page.getByRole("button", { name: "Play Again" }), "Play Again", 20);
    await page.keyboard.press("Enter");
    await page.getByText(`Question 1 of ${TRIVIA_QUESTIONS.length}`).waitFor();
    await expectFocusVisible(page, "after Play Again");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds a good deed and deletes it", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.goodDeedsTracker);
    const field = page.getByLabel("What good deed did you do?");
    await tabTo(page, field, "the good deed field");
    await page.keyboard.type("Read a story to my little brother");
    await tabTo(page, page.getByRole("button", { name: "Add Deed" }), "Add Deed", 3);
    await page.keyboard.press("Enter");
    const deeds = page.getByTestId("deed");
    await expect.poll(() => deeds.count()).toBe(1);
    await expectFocusVisible(page, "after adding");
    const remove = page.getByRole("button", { name: 'Delete "Read a story to my little brother"' });
    await tabTo(page, remove, "the delete button", 40);
    await page.keyboard.press("Enter");
    await expect.poll(() => deeds.count()).toBe(0);
    await expectFocusVisible(page, "after deleting");
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("reduced motion", () => {
  /** CSS and Web Animations still running half a second after load (finished ones are not counted). */
  const runningAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return `${(a as CSSAnimation).animationName ?? "animation"} on ${target?.tagName.toLowerCase()}.${String(target?.getAttribute("class")).slice(0, 60)}`;
        }),
    );

  it("runs the snow when motion is welcome (so the check below can see an animation)", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, "/");
    // The snow starts once the page has loaded and gone idle.
    await expect.poll(async () => (await runningAnimations(page)).filter((a) => a.includes("snow-layer")).length).toBe(SNOW_LAYER_COUNT);
    await context.close();
  });

  it("sends a letter without the send-off: the postcard's still drawing, nothing moving (and the send-off plays otherwise)", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page, context } = await openPage(browser(), baseUrl, { reducedMotion });
      await gotoReady(page, PATHS.writeToSanta);
      await page.locator('[name="childName"]').fill("Luca");
      await page.locator('[name="parentEmail"]').fill(`motion-${reducedMotion}-${Date.now()}@example.com`);
      await page.getByRole("button", { name: LETTER_MESSAGES.submit }).click();
      await page.getByTestId("letter-thank-you").waitFor();
      const ceremony = page.getByTestId("send-ceremony");
      if (reducedMotion === "reduce") {
        expect(await ceremony.isVisible()).toBe(false);
        await page.waitForTimeout(500);
        expect(await runningAnimations(page)).toEqual([]);
      } else {
        // The sheet folds, the envelope closes and goes to the reindeer: several of its steps are under way or waiting.
        const steps = await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName).filter((n) => typeof n === "string" && n.startsWith("ceremony-")));
        expect(steps.length).toBeGreaterThan(4);
      }
      expect(await page.getByRole("img", { name: /reindeer/i }).or(page.locator('[data-testid="letter-thank-you"] img')).first().isVisible()).toBe(true);
      await context.close();
    }
  });

  it("stops the snow and every decorative animation on every page", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { reducedMotion: "reduce" });
    for (const { path } of PAGES) {
      await gotoReady(page, path);
      await page.waitForTimeout(500);
      expect(await runningAnimations(page), path).toEqual([]);
      expect(await page.getByTestId("snow").isVisible(), path).toBe(false);
    }
    await context.close();
  }, 20_000 + PAGES.length * 3_000);
});
