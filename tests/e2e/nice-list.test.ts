import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NICE_MESSAGES } from "~/content/nice-list";
import { CERTIFICATE_PRINT_DELAY_MS } from "~/features/nice-list/certificate-actions";
import { NICE_LIST_CHECK_DELAY_MS } from "~/features/nice-list/nice-score";
import { NICE_MESSAGES as SPANISH_MESSAGES } from "~/content/es/nice-list";
import { localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { axeViolations } from "../support/axe";
import { launchBrowser, openPage, gotoReady } from "../support/browser";
import { downloadText, runClockUntil } from "../support/page-helpers";

const baseUrl = inject("baseUrl");
let browser: Browser;
const savedTz = process.env.TZ;

beforeAll(async () => {
  // The browser and this process read dates in the same zone, so expected tracker figures can be computed here.
  process.env.TZ = "Europe/London";
  browser = await launchBrowser();
});
afterAll(async () => {
  process.env.TZ = savedTz;
  await browser?.close();
});

describe("Nice List checker", () => {
  it("checks a name for 3 seconds, shows the result, the certificate, prints and downloads a PDF, and resets", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser, baseUrl, { timezoneId: "Europe/London", viewport: { width: 1280, height: 900 } });
    const start = new Date("2026-11-22T09:59:00Z");
    const paused = new Date("2026-11-22T10:00:00Z");
    await page.clock.install({ time: start });
    await gotoReady(page, PATHS.niceList);

    // Hero stats: the season's year (after hydration), 99.9%, 24/7 and infinity.
    const stats = page.getByTestId("hero-stats");
    await expect.poll(() => stats.locator("dd").allTextContents()).toEqual(["2026", "99.9%", "24/7", "∞"]);
    expect(await page.getByRole("heading", { name: "How It Works" }).isVisible()).toBe(true);
    // (axe runs on timers of its own, so it runs while the page's clock is running.)
    expect(await axeViolations(page), "entry screen").toEqual([]);
    // Hydrated: from here on, time moves only when the test says so.
    await page.clock.pauseAt(paused);

    // The button stays disabled while the trimmed name is blank.
    const input = page.getByLabel("First name");
    const check = page.getByRole("button", { name: "Check the Nice List" });
    expect(await check.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await check.isDisabled()).toBe(true);
    await input.fill("  Emma ");
    expect(await check.isDisabled()).toBe(false);

    // Enter starts the check; the checking screen lasts exactly 3 seconds.
    await input.press("Enter");
    await page.getByTestId("checking").waitFor();
    await page.clock.runFor(NICE_LIST_CHECK_DELAY_MS - 100);
    expect(await page.getByTestId("checking").isVisible()).toBe(true);
    await page.clock.runFor(100);
    const result = page.getByTestId("result");
    await result.waitFor();
    expect(await page.getByRole("heading", { name: "Congratulations, Emma!" }).isVisible()).toBe(true);
    expect(await result.getByText(NICE_MESSAGES[1]).isVisible()).toBe(true);
    expect(await page.getByTestId("nice-score").textContent()).toBe("Nice Score: 96/100");
    expect(await page.getByTestId("stars").getAttribute("aria-label")).toBe("4 out of 5 stars");

    // The certificate panel: name, score, season year and 'NL-' + the timestamp of the result.
    await page.getByRole("button", { name: "Get Your Certificate" }).click();
    const certificate = page.getByTestId("certificate");
    await certificate.waitFor();
    const number = `NL-${paused.getTime() + NICE_LIST_CHECK_DELAY_MS}`;
    const certText = await certificate.textContent();
    for (const part of ["Emma", "Christmas 2026", "Nice Score of 96/100", `Certificate No. ${number}`]) expect(certText).toContain(part);

    // 'Print Certificate': a print view window with the certificate; print() 500 ms later.
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Print Certificate", exact: true }).click();
    const popup = await popupPromise;
    await popup.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    expect(await popup.title()).toBe("Nice List Certificate for Emma");
    expect(await popup.locator("svg").textContent()).toContain(number);
    await page.clock.runFor(CERTIFICATE_PRINT_DELAY_MS - 50);
    expect(await popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
    await page.clock.runFor(50);
    expect(await popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await popup.close();

    // 'Download & Print Certificate': the print view again, and a real PDF made in the browser.
    const downloadPromise = page.waitForEvent("download");
    const popup2Promise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Download & Print Certificate" }).click();
    const popup2 = await popup2Promise;
    await popup2.evaluate(() => {
      window.print = () => undefined;
    });
    const download = await runClockUntil(page, downloadPromise);
    expect(download.suggestedFilename()).toBe("nice-list-certificate-emma.pdf");
    const pdf = await downloadText(download);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await popup2.close();
    await page.clock.resume();
    expect(await axeViolations(page), "certificate panel").toEqual([]);

    // A blocked pop-up gets the spec's alert.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Print Certificate", exact: true }).click();
    await expect.poll(() => alerts).toEqual(["Please allow pop-ups to download your certificate."]);

    // 'Check Another Name' clears the name, the result and the certificate.
    await page.getByRole("button", { name: "Check Another Name" }).click();
    await input.waitFor();
    expect(await input.inputValue()).toBe("");
    expect(await certificate.count()).toBe(0);
    expect(await result.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");

    // Analytics: the spec's events, and never the name.
    const events = await page.evaluate(() => window.dataLayer ?? []);
    const names = events.map((e) => e.event);
    for (const event of ["nice_list_check_started", "nice_list_check_completed", "nice_list_certificate_generated", "nice_list_reset", "file_download"]) {
      expect(names).toContain(event);
    }
    expect(JSON.stringify(events).toLowerCase()).not.toContain("emma");

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("scrolls to the form from the hero button", async () => {
    const { page, context } = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    await gotoReady(page, PATHS.niceList);
    await page.getByRole("link", { name: "Check Your Name" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "scroll_to_nice_list_form"))).toBe(true);
    await context.close();
  });
});

describe("Nice List checker in another language", () => {
  it("answers in Spanish, and the certificate, its date, its print view and its PDF are Spanish too", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { timezoneId: "Europe/Madrid", viewport: { width: 1280, height: 900 } });
    const start = new Date("2026-11-22T09:59:00Z");
    await page.clock.install({ time: start });
    await gotoReady(page, localisedPath(PATHS.niceList, "es"));
    await page.clock.pauseAt(new Date("2026-11-22T10:00:00Z"));
    await page.getByLabel("Nombre", { exact: true }).fill("Emma");
    await page.getByRole("button", { name: "Buscar en la lista" }).click();
    await page.getByTestId("checking").waitFor();
    await page.clock.runFor(NICE_LIST_CHECK_DELAY_MS);
    const result = page.getByTestId("result");
    await result.waitFor();
    expect(await page.getByRole("heading", { name: "¡Felicidades, Emma!" }).isVisible()).toBe(true);
    expect(await result.getByText(SPANISH_MESSAGES[1]).isVisible()).toBe(true);
    expect(await page.getByTestId("nice-score").textContent()).toBe("Puntuación de bondad: 96/100");
    expect(await page.getByTestId("stars").getAttribute("aria-label")).toBe("4 de 5 estrellas");

    await page.getByRole("button", { name: "Consigue tu diploma" }).click();
    const certificate = page.getByTestId("certificate");
    await certificate.waitFor();
    const certText = (await certificate.textContent()) ?? "";
    for (const part of ["Diploma de Bondad", "Navidad 2026", "22 de noviembre de 2026", "Papá Noel"]) expect(certText).toContain(part);
    expect(certText).not.toMatch(/Santa|Certificate|Christmas/);

    const downloadPromise = page.waitForEvent("download");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Descargar e imprimir el diploma" }).click();
    const popup = await popupPromise;
    await popup.evaluate(() => {
      window.print = () => undefined;
    });
    expect(await popup.title()).toBe("Diploma de bondad de Emma");
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe("es");
    const download = await runClockUntil(page, downloadPromise);
    expect(download.suggestedFilename()).toBe("diploma-de-bondad-emma.pdf");
    expect((await downloadText(download)).subarray(0, 5).toString()).toBe("%PDF-");
    await popup.close();
    await page.clock.resume();
    expect(await axeViolations(page), "Spanish certificate panel").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
