import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEED_SUGGESTIONS } from "~/content/good-deeds";
import { ELF_ABILITIES, ELF_JOB_TITLES, ELF_PREFIXES, ELF_SUFFIXES } from "~/content/elf-names";
import * as FRENCH_ELF from "~/content/fr/elf-names";
import { DEED_SUGGESTIONS as GERMAN_DEEDS } from "~/content/de/good-deeds";
import { TRIVIA_QUESTIONS } from "~/content/trivia-questions";
import { CERTIFICATE_PRINT_DELAY_MS, elfName } from "~/features/games/elf-names/elf-name";
import { GOOD_DEEDS_STORAGE_KEY, tierFor } from "~/features/games/good-deeds/good-deeds";
import { TRIVIA_ADVANCE_DELAY_MS, TRIVIA_LETTERS } from "~/features/games/trivia/trivia-rules";
import { localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { axeViolations } from "../support/axe";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

const ready = (page: Page, testId: string) => page.waitForSelector(`[data-testid="${testId}"][data-ready="true"]`);

describe("games hub", () => {
  it("lists the three games with their links, a Did You Know section and the Nice List banner", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser(), baseUrl);
    await page.goto(PATHS.games, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Christmas Games");
    for (const [name, path] of [
      ["Play Christmas Trivia", PATHS.trivia],
      ["Play Elf Name Generator", PATHS.elfNameGenerator],
      ["Play Good Deeds Tracker", PATHS.goodDeedsTracker],
    ] as const) {
      expect(await page.getByRole("link", { name }).getAttribute("href")).toBe(path);
    }
    expect(await page.getByRole("heading", { name: "Did You Know?" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Check the Nice List" }).last().getAttribute("href")).toBe(PATHS.niceList);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe("Christmas trivia", () => {
  it("brings the answer and its 'Did you know?' into view on a phone for the time they show", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 390, height: 844 } });
    await gotoReady(page, PATHS.trivia);
    await ready(page, "trivia");
    const q = TRIVIA_QUESTIONS[0]!;
    await page.getByRole("radio", { name: `${TRIVIA_LETTERS[q.correct]}: ${q.options[q.correct]}` }).check({ force: true });
    await page.getByRole("button", { name: "Submit Answer" }).click();
    const fact = page.getByTestId("trivia-fact");
    await fact.waitFor();
    // Wholly inside the phone's screen well before the 2.5 s are up.
    await expect
      .poll(async () => {
        const box = await fact.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      }, { timeout: TRIVIA_ADVANCE_DELAY_MS - 500 })
      .toBe(true);
    await context.close();
  });
  it("plays a whole game on the clock to the final screen, then Play Again starts over", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await gotoReady(page, PATHS.trivia);
    await ready(page, "trivia");
    expect(await axeViolations(page)).toEqual([]);
    // From here on the page's clock only moves when the test moves it (axe needs timers, so it runs before and after).
    // Far enough ahead that the round trip to the page never lands it in the past on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const submit = page.getByRole("button", { name: "Submit Answer" });
    const status = page.getByRole("status").filter({ hasText: /./ });

    for (const [i, q] of TRIVIA_QUESTIONS.entries()) {
      await page.getByText(`Question ${i + 1} of ${TRIVIA_QUESTIONS.length}`).waitFor();
      expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toBe(q.question);
      expect(await page.getByText(`Score: ${Math.ceil(i / 2)}`).isVisible()).toBe(true);
      expect(await submit.isDisabled()).toBe(true);
      // Right on odd-numbered questions (Q1, Q3 …), wrong on the others; the pick can change before submit.
      const wrong = (q.correct + 1) % 4;
      const choice = i % 2 === 0 ? q.correct : wrong;
      await page.getByRole("radio", { name: `${TRIVIA_LETTERS[wrong]}: ${q.options[wrong]}` }).check({ force: true });
      await page.getByRole("radio", { name: `${TRIVIA_LETTERS[choice]}: ${q.options[choice]}` }).check({ force: true });
      await submit.click();
      const verdict = i % 2 === 0 ? "Correct!" : "Incorrect";
      await page.getByText(verdict, { exact: true }).waitFor();
      expect(await page.getByText(q.explanation).first().isVisible()).toBe(true);
      expect(await page.getByText("Moving to next question...", { exact: true }).isVisible()).toBe(true);
      expect(await status.textContent()).toContain(verdict.replace("!", ""));
      // Not a moment before 2.5 s …
      await page.clock.runFor(TRIVIA_ADVANCE_DELAY_MS - 1);
      expect(await page.getByText("Moving to next question...", { exact: true }).isVisible()).toBe(true);
      // … and then it moves on.
      await page.clock.runFor(1);
    }

    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    expect(await page.getByTestId("trivia-score").textContent()).toBe("4 / 8");
    expect(await page.getByTestId("trivia-message").textContent()).toBe("Good effort! You're learning Christmas magic!");
    const grid = page.getByRole("list", { name: "Your answers, question by question" }).getByRole("listitem");
    expect(await grid.count()).toBe(8);
    expect(await grid.evaluateAll((items) => items.map((li) => `${li.firstElementChild?.textContent}:${li.getAttribute("data-result")}`))).toEqual([
      "Q1:right", "Q2:wrong", "Q3:right", "Q4:wrong", "Q5:right", "Q6:wrong", "Q7:right", "Q8:wrong",
    ]);
    expect(await status.textContent()).toContain("You scored 4 out of 8");
    expect(await page.getByRole("link", { name: "More Games" }).getAttribute("href")).toBe(PATHS.games);
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Play Again" }).click();
    await page.getByText(`Question 1 of ${TRIVIA_QUESTIONS.length}`).waitFor();
    expect(await page.getByText("Score: 0").isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);

    // Keyboard alone: arrows pick, Tab reaches Submit, Enter submits; focus then lands on the next question.
    await page.getByRole("radio").first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { checked: true }).getAttribute("value")).toBe("1");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Submit Answer");
    await page.keyboard.press("Enter");
    await page.getByText(TRIVIA_QUESTIONS[0]!.correct === 1 ? "Correct!" : "Incorrect", { exact: true }).waitFor();
    await page.clock.runFor(TRIVIA_ADVANCE_DELAY_MS);
    await page.getByText(`Question 2 of ${TRIVIA_QUESTIONS.length}`).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TRIVIA_QUESTIONS[1]!.question);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("elf name generator", () => {
  it("generates an elf name, prints the certificate, saves the PDF and starts again", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser(), baseUrl, { acceptDownloads: true });
    await page.clock.install();
    await gotoReady(page, PATHS.elfNameGenerator);
    await ready(page, "elf-generator");
    expect(await axeViolations(page)).toEqual([]);
    const generate = page.getByRole("button", { name: "Generate My Elf Name" });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel("Your first name").fill("   ");
    await page.getByLabel("Your birth month").selectOption("5");
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel("Your first name").fill("Anna");
    expect(await generate.isDisabled()).toBe(false);
    await page.getByLabel("Your first name").press("Enter");

    const expected = elfName({ prefixes: ELF_PREFIXES, suffixes: ELF_SUFFIXES }, "Anna", 5);
    await page.getByTestId("elf-name").waitFor();
    expect(await page.getByTestId("elf-name").textContent()).toBe(expected);
    expect(ELF_JOB_TITLES).toContain(await page.getByTestId("elf-job").textContent());
    expect(ELF_ABILITIES).toContain(await page.getByTestId("elf-ability").textContent());
    expect(await page.getByText(`Welcome to Santa's workshop, ${expected}!`).isVisible()).toBe(true);
    expect(await page.getByRole("status").textContent()).toContain(`Your elf name is ${expected}.`);
    expect(await page.getByRole("link", { name: "More Games" }).getAttribute("href")).toBe(PATHS.games);
    expect(await axeViolations(page)).toEqual([]);

    // Download Certificate: a printable window that prints after 500 ms and closes itself.
    // Far enough ahead that the round trip to the page never lands it in the past on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Download Certificate" }).click()]);
    expect(await popup.locator("h1").textContent()).toBe("Official Elf Certificate");
    expect(await popup.locator(".name").textContent()).toBe(expected);
    expect(await popup.content()).toMatch(/ELF-\d{13}/);
    await page.clock.runFor(CERTIFICATE_PRINT_DELAY_MS - 1);
    expect(popup.isClosed()).toBe(false);
    const closed = popup.waitForEvent("close", { timeout: 5000 });
    await page.clock.runFor(1);
    await closed;
    await page.clock.resume();

    // Save as PDF: a real PDF file made in the browser.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save as PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(`elf-certificate-${expected.toLowerCase().replaceAll(" ", "-")}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe("%PDF-");

    // A blocked window: nothing happens, no message, no error.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("button", { name: "Download Certificate" }).click();
    expect(await page.getByRole("alert").count()).toBe(0);

    await page.getByRole("button", { name: "Generate Another" }).click();
    await page.getByLabel("Your first name").waitFor();
    expect(await page.getByLabel("Your first name").inputValue()).toBe("");
    expect(await page.getByLabel("Your birth month").inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel("Your first name").getAttribute("id"));
    // Analytics saw the game being played, never the name that was typed.
    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
    expect(layer).toContain("elf");
    expect(layer.toLowerCase()).not.toContain("anna");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe("good deeds tracker", () => {
  it("adds deeds, keeps them after a reload, deletes one and resets after confirming", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.goodDeedsTracker);
    await ready(page, "good-deeds");
    expect(await page.getByText("No good deeds recorded yet!").isVisible()).toBe(true);
    expect(await page.getByText("Add your first good deed above to get started.").isVisible()).toBe(true);
    expect(await page.getByTestId("deeds-tier").textContent()).toBe("Just Starting!");
    expect(await axeViolations(page)).toEqual([]);

    const field = page.getByLabel("What good deed did you do?");
    const addButton = page.getByRole("button", { name: "Add Deed" });
    await field.fill("   ");
    expect(await addButton.isDisabled()).toBe(true);
    await field.fill("Walked the dog with Dad");
    await field.press("Enter");
    await page.getByTestId("deed").first().waitFor();
    expect(await field.inputValue()).toBe("");
    const typedPoints = Number((await page.getByTestId("deed").first().locator("span").first().textContent())!.match(/\+(\d+) points/)![1]);
    expect(typedPoints).toBeGreaterThanOrEqual(5);
    expect(typedPoints).toBeLessThanOrEqual(19);

    const sad = DEED_SUGGESTIONS.find((s) => s.points === 20)!;
    await page.getByRole("button", { name: `${sad.text} +20` }).click();
    const deeds = page.getByTestId("deed");
    await expect.poll(() => deeds.count()).toBe(2);
    expect(await deeds.first().textContent()).toContain(sad.text); // newest on top
    expect(await page.getByTestId("deeds-total").textContent()).toBe(String(20 + typedPoints));
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer ?? []))).not.toContain("Walked the dog");
    expect(await page.getByTestId("deeds-count").textContent()).toBe("2");
    expect(await page.getByTestId("deeds-week").textContent()).toBe("2");
    expect(await page.getByTestId("deeds-average").textContent()).toBe(String(Math.round((20 + typedPoints) / 2)));
    expect(await page.getByRole("status").textContent()).toBe(`Added "${sad.text}" for 20 points. You now have ${20 + typedPoints} nice points: ${tierFor(20 + typedPoints).label}`);
    const list = page.getByRole("region", { name: "Your list of good deeds" });
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");

    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GOOD_DEEDS_STORAGE_KEY))!);
    expect(stored).toHaveLength(2);
    expect(Object.keys(stored[0]).sort()).toEqual(["date", "id", "points", "text"]);

    await page.reload();
    await ready(page, "good-deeds");
    await expect.poll(() => deeds.count()).toBe(2);
    expect(await deeds.first().textContent()).toContain(sad.text);
    expect(await deeds.nth(1).textContent()).toContain("Walked the dog with Dad");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: `Delete "${sad.text}"` }).click();
    await expect.poll(() => deeds.count()).toBe(1);
    expect(await page.getByTestId("deeds-total").textContent()).toBe(String(typedPoints));

    // Reset asks first; Keep My Deeds (or Escape) changes nothing.
    await page.getByRole("button", { name: "Reset Tracker" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your tracker?" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep My Deeds" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await deeds.count()).toBe(1);
    await page.getByRole("button", { name: "Reset Tracker" }).click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await deeds.count()).toBe(1);

    await page.getByRole("button", { name: "Reset Tracker" }).click();
    await dialog.getByRole("button", { name: "Yes, Reset Tracker" }).click();
    await page.getByText("No good deeds recorded yet!").waitFor();
    expect(await page.getByTestId("deeds-total").textContent()).toBe("0");
    expect(await page.getByTestId("deeds-average").textContent()).toBe("0");
    expect(await page.evaluate((key) => localStorage.getItem(key), GOOD_DEEDS_STORAGE_KEY)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Reset Tracker");
    expect(await page.getByRole("link", { name: "Check Nice List Status" }).getAttribute("href")).toBe(PATHS.niceList);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts empty, quietly, from a corrupt stored value", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), GOOD_DEEDS_STORAGE_KEY);
    await gotoReady(page, PATHS.goodDeedsTracker);
    await ready(page, "good-deeds");
    expect(await page.getByText("No good deeds recorded yet!").isVisible()).toBe(true);
    expect(await page.getByTestId("deeds-total").textContent()).toBe("0");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("games in another language", () => {
  it("makes a French elf name, and prints its certificate and PDF in French with a French date", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { acceptDownloads: true });
    await gotoReady(page, localisedPath(PATHS.elfNameGenerator, "fr"));
    await ready(page, "elf-generator");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.getByLabel("Ton mois de naissance").locator("option").allTextContents()).toEqual(["Choisis un mois", ...FRENCH_ELF.MONTH_NAMES]);
    await page.getByLabel("Ton prénom").fill("Léa");
    await page.getByLabel("Ton mois de naissance").selectOption("5");
    await page.getByRole("button", { name: "Trouver mon nom de lutin" }).click();
    const expected = elfName({ prefixes: FRENCH_ELF.ELF_PREFIXES, suffixes: FRENCH_ELF.ELF_SUFFIXES }, "Léa", 5);
    await page.getByTestId("elf-name").waitFor();
    expect(await page.getByTestId("elf-name").textContent()).toBe(expected);
    expect(FRENCH_ELF.ELF_JOB_TITLES).toContain(await page.getByTestId("elf-job").textContent());
    expect(await page.getByRole("status").textContent()).toContain(`Ton nom de lutin est ${expected}.`);

    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Télécharger le diplôme" }).click()]);
    expect(await popup.locator("html").getAttribute("lang")).toBe("fr");
    expect(await popup.locator("h1").textContent()).toBe("Diplôme officiel de lutin");
    const certificate = await popup.locator("body").innerText();
    expect(certificate).toContain(new Date().toLocaleDateString("fr", { year: "numeric", month: "long", day: "numeric" }));
    expect(certificate).not.toMatch(/Certificate|Issued on|Santa Claus/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Enregistrer en PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^diplome-de-lutin-[a-z0-9-]+\.pdf$/);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!));
    expect(pdf.getTitle()).toBe("Diplôme officiel de lutin");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps German good deeds with German words, plurals and dates", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, localisedPath(PATHS.goodDeedsTracker, "de"));
    await ready(page, "good-deeds");
    expect(await page.getByText("Noch keine guten Taten eingetragen!").isVisible()).toBe(true);
    expect(await page.getByTestId("deeds-tier").textContent()).toBe("Guter Anfang!");
    const kind = GERMAN_DEEDS.find((s) => s.points === 20)!;
    await page.getByRole("button", { name: `${kind.text} +20` }).click();
    await page.getByTestId("deed").first().waitFor();
    const deed = await page.getByTestId("deed").first().textContent();
    expect(deed).toContain("+20 Punkte");
    expect(deed).toContain(new Date().toLocaleDateString("de"));
    expect(await page.getByRole("status").textContent()).toBe(`„${kind.text}“ eingetragen: 20 Punkte. Du hast jetzt 20 Brav-Punkte: Guter Anfang!`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
