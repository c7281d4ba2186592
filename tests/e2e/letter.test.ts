import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import Database from "better-sqlite3";
import { HELPLINES_HEADING } from "~/content/helplines";
import { HELPLINES_HEADING as FRENCH_HELPLINES_HEADING } from "~/content/fr/helplines";
import { LETTER_MESSAGES, LETTER_TOASTS, THANK_YOU_MS } from "~/features/letter/letter-rules";
import { localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { freePort, startApp } from "../support/app-server";
import { SmtpSink } from "../support/smtp-sink";
import { axeViolations } from "../support/axe";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();

async function fillLetter(page: Page, fields: { name?: string; email?: string; age?: string; city?: string; wishes?: string; message?: string }) {
  if (fields.name !== undefined) await page.getByLabel("Your first name").fill(fields.name);
  if (fields.age !== undefined) await page.getByLabel("Your age").fill(fields.age);
  if (fields.city !== undefined) await page.getByLabel("Your city and country").fill(fields.city);
  if (fields.email !== undefined) await page.getByLabel("Parent's email").fill(fields.email);
  if (fields.wishes !== undefined) await page.getByLabel("My Christmas wish list").fill(fields.wishes);
  if (fields.message !== undefined) await page.getByLabel("My message to Santa").fill(fields.message);
}
const send = (page: Page) => page.getByRole("button", { name: LETTER_MESSAGES.submit }).click();
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
/** Replies in the shared server's mailbox addressed to `email`. */
const mailedTo = (email: string) =>
  readdirSync(path.join(dataDir, "mailbox")).filter((f) => f.endsWith(".eml") && readFileSync(path.join(dataDir, "mailbox", f), "utf8").includes(`To: ${email}`));
/** Letters stored by the shared server for `email`, read from its SQLite file. */
function lettersStoredFor(email: string): number {
  const db = new Database(path.join(dataDir, "santa.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as n from santa_letters where parent_email = ?").get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("writing to Santa", () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") posts++;
    });
    await gotoReady(page, PATHS.writeToSanta);
    await fillLetter(page, { name: "   ", email: "mum@example.com" });
    await send(page);
    await toast(page, LETTER_MESSAGES.required).waitFor();
    expect(await toast(page, LETTER_TOASTS.saveFailed.title).count()).toBeGreaterThan(0);
    await fillLetter(page, { name: "Emma", email: "mum at example" });
    await send(page);
    await toast(page, LETTER_MESSAGES.invalidEmail).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("parentEmail");
    expect(posts).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a good letter: reply sent toast, thank-you screen, an empty form 8 seconds later, reply in the mailbox", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await gotoReady(page, PATHS.writeToSanta);
    const email = `e2e-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Mia", age: "6", city: "Cork, Ireland", email, wishes: "A kite\nA puppy", message: "I love the reindeer" });
    await page.getByLabel("I have been good this year!").uncheck();
    await send(page);
    await toast(page, LETTER_TOASTS.sent.title).waitFor();
    // Toasts speak in the site's own fonts, not the system's.
    const fonts = await toast(page, LETTER_TOASTS.sent.title).evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el.querySelector("[data-title]")!).fontFamily]);
    expect(fonts[0]).toMatch(/^"?Nunito Variable/);
    expect(fonts[1]).toMatch(/^"?Fredoka Variable/);
    await page.getByTestId("letter-thank-you").waitFor();
    expect(await page.getByRole("heading", { name: "Thank you, Mia!" }).isVisible()).toBe(true);

    // The countdown is seen ticking: 8, then 5 three seconds later.
    expect(await page.getByTestId("thank-you-countdown").textContent()).toBe(String(THANK_YOU_MS / 1000));
    await page.clock.runFor(3_000);
    await expect.poll(() => page.getByTestId("thank-you-countdown").textContent()).toBe(String(THANK_YOU_MS / 1000 - 3));
    await page.clock.runFor(THANK_YOU_MS - 3_000);
    await page.getByRole("heading", { name: "Dear Santa..." }).waitFor();
    expect(await page.getByLabel("Your first name").inputValue()).toBe("");
    expect(await page.getByLabel("Parent's email").inputValue()).toBe("");
    expect(await page.getByLabel("I have been good this year!").isChecked()).toBe(true);

    const mailbox = path.join(dataDir, "mailbox");
    const eml = readdirSync(mailbox)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(path.join(mailbox, f), "utf8"))
      .find((m) => m.includes(`To: ${email}`));
    expect(eml).toBeDefined();
    expect(eml).toContain("Subject: A letter from Santa for Mia");

    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer));
    for (const typed of ["Mia", email, "Cork", "kite", "reindeer"]) expect(layer).not.toContain(typed);
    for (const event of ["santa_letter_started", "form_submit", "santa_reply_email_sent"]) expect(layer).toContain(event);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("a reply to keep: its letter to print is attached, and its private link reads it aloud sentence by sentence in the device's voice", async () => {
    // The browser's speech synthesis, stubbed: it records what it is asked to say, and a sentence ends when the test says.
    const speech = (voiceLangs: string[]) => {
      const w = window as unknown as Record<string, unknown> & { __spoken: { text: string; lang: string; voice?: string }[] };
      w.__spoken = [];
      w.__cancelled = 0;
      class Utterance {
        lang = "";
        voice: { name: string } | null = null;
        rate = 1;
        onstart: (() => void) | null = null;
        onend: (() => void) | null = null;
        constructor(public text: string) {}
      }
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: {
          speak(u: Utterance) {
            w.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name });
            w.__speaking = u;
            setTimeout(() => u.onstart?.(), 5);
          },
          cancel() {
            (w.__cancelled as number)++;
          },
          getVoices: () => voiceLangs.map((lang) => ({ lang, name: `Test ${lang} voice`, localService: true, default: true })),
          addEventListener() {},
          removeEventListener() {},
        },
      });
    };
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await context.addInitScript(speech, ["en-US"]);
    await gotoReady(page, PATHS.writeToSanta);
    const email = `keep-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Ruby", age: "6", email, wishes: "a teddy", message: "Hello Santa" });
    await send(page);
    await page.getByTestId("letter-thank-you").waitFor();
    // The reply in the mailbox: its PDF beside it, and the private link.
    await expect.poll(() => mailedTo(email).length).toBe(1);
    const [eml] = mailedTo(email);
    const raw = readFileSync(path.join(dataDir, "mailbox", eml!), "utf8");
    expect(raw).toMatch(/Content-Type: application\/pdf; name="letter-from-santa-ruby.pdf"/);
    expect(readFileSync(path.join(dataDir, "mailbox", eml!.replace(/\.eml$/, "-letter-from-santa-ruby.pdf"))).subarray(0, 5).toString()).toBe("%PDF-");
    const token = /\/letters\/reply\?token=([\w.%-]+)/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))![1]!;
    const listen = `${PATHS.listenReply}?token=${token}`;

    const response = await page.goto(`${baseUrl}${listen}`);
    expect(response!.headers()["cache-control"]).toBe("no-store");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await page.getByTestId("read-aloud-letter").textContent()).toContain("Dear Ruby,");
    expect(await page.getByTestId("read-aloud-letter").textContent()).not.toContain("Hello Santa");
    await page.getByRole("button", { name: "Read it aloud" }).click();
    const spoken = () => page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string; voice?: string }[] }).__spoken);
    await expect.poll(async () => (await spoken()).length).toBe(1);
    expect((await spoken())[0]).toEqual({ text: "Dear Ruby,", lang: "en", voice: "Test en-US voice" });
    await page.locator('[data-sentence="0"][aria-current="true"]').waitFor();
    // The sentence ends: the next is read and highlighted.
    await page.evaluate(() => (window as unknown as { __speaking: { onend: () => void } }).__speaking.onend());
    await expect.poll(async () => (await spoken()).length).toBe(2);
    await page.locator('[data-sentence="1"][aria-current="true"]').waitFor();
    // Pause stops the voice; "Carry on" starts that sentence again.
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await page.evaluate(() => (window as unknown as { __cancelled: number }).__cancelled)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Carry on" }).click();
    await expect.poll(async () => (await spoken()).length).toBe(3);
    expect((await spoken())[2]!.text).toBe((await spoken())[1]!.text);
    expect(await axeViolations(page), "read-aloud page").toEqual([]);

    // The same link on a device with no English voice (only a German one) says so kindly and still shows the letter.
    const other = await openPage(browser(), baseUrl);
    await other.context.addInitScript(speech, ["de-DE"]);
    await other.page.goto(`${baseUrl}${listen}`);
    await other.page.getByTestId("no-voice").waitFor({ timeout: 5_000 });
    expect(await other.page.getByTestId("no-voice").textContent()).toContain("no voice for reading English aloud");
    expect(await other.page.getByRole("button", { name: "Read it aloud" }).count()).toBe(0);
    expect(await other.page.getByTestId("read-aloud-letter").textContent()).toContain("Dear Ruby,");
    await other.context.close();
    // A link that is not ours is refused; nothing is shown.
    const bad = await page.goto(`${baseUrl}${PATHS.listenReply}?token=${token.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`);
    expect(bad!.status()).toBe(400);
    expect(await page.getByRole("heading", { name: "This link is not valid" }).isVisible()).toBe(true);
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await context.close();
  });

  it("a picture letter: a child taps drawn wishes (each said aloud), by touch or keyboard, at 390 px, and Santa's reply names each one", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __said: string[] };
      w.__said = [];
      Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, value: class { lang = ""; constructor(public text: string) {} } });
      Object.defineProperty(window, "speechSynthesis", { configurable: true, value: { speak: (u: { text: string; lang: string }) => w.__said.push(`${u.lang}:${u.text}`), cancel() {}, getVoices: () => [] } });
    });
    await gotoReady(page, PATHS.writeToSanta);
    await page.getByRole("button", { name: "I'll pick pictures" }).click();
    const grid = page.getByRole("group", { name: "Tap what you wish for" });
    expect(await grid.getByRole("button").count()).toBeGreaterThanOrEqual(24);
    await grid.getByRole("button", { name: "Bike" }).click();
    await grid.getByRole("button", { name: "Teddy bear" }).click();
    await grid.getByRole("button", { name: "Puzzle" }).click();
    // Tapped again: put back.
    await grid.getByRole("button", { name: "Puzzle" }).click();
    expect(await grid.getByRole("button", { name: "Bike" }).getAttribute("aria-pressed")).toBe("true");
    expect(await grid.getByRole("button", { name: "Puzzle" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual(["en:Bike", "en:Teddy bear", "en:Puzzle", "en:Puzzle"]);
    // By keyboard: focus a tile and press Space.
    await grid.getByRole("button", { name: "Drum" }).focus();
    await page.keyboard.press("Space");
    expect(await grid.getByRole("button", { name: "Drum" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByText("3 pictures chosen.").isVisible()).toBe(true);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), "picture letter").toEqual([]);
    // A grown-up types the email; the letter goes as the chosen names, and the reply names each wish.
    const email = `pictures-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Theo", email });
    await send(page);
    await page.getByTestId("letter-thank-you").waitFor();
    await expect.poll(() => mailedTo(email).length).toBe(1);
    const raw = readFileSync(path.join(dataDir, "mailbox", mailedTo(email)[0]!), "utf8").replace(/=\r?\n/g, "");
    for (const named of ["a bike", "a teddy bear", "a musical instrument"]) expect(raw).toContain(named);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("disables the button and says 'Sending to the North Pole...' while sending", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.writeToSanta);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/letters", async (route) => {
      await held;
      await route.continue();
    });
    await fillLetter(page, { name: "Noah", email: `slow-${Date.now()}@example.com` });
    await send(page);
    const busy = page.getByRole("button", { name: LETTER_MESSAGES.submitting });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await toast(page, LETTER_TOASTS.sent.title).waitFor();
    await context.close();
  });

  it("with the mail server down, the letter is saved and 'Letter Received!' says the reply comes shortly", async () => {
    const app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, REPLY_RETRY_BASE_MS: "600000" });
    try {
      const { page, context, errors } = await openPage(browser(), app.url);
      await gotoReady(page, PATHS.writeToSanta);
      await fillLetter(page, { name: "Ava", email: `down-${Date.now()}@example.com` });
      await send(page);
      await toast(page, LETTER_TOASTS.queued.title).waitFor();
      expect(await toast(page, "will be sent shortly").count()).toBe(1);
      await page.getByTestId("letter-thank-you").waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await app.stop();
    }
  });

  it("with no answer (the network drops the request) the form stays as written, says the letter has not arrived, and 'Try again' sends it", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.writeToSanta);
    await page.route("**/api/letters", (route) => route.abort("internetdisconnected"));
    const email = `offline-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Ines", city: "Porto", email, wishes: "A scooter", message: "Hello from Porto" });
    await send(page);
    const alert = page.getByRole("alert").filter({ hasText: LETTER_TOASTS.notDelivered.title });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(/delivered|will reply/i);
    expect(await page.getByTestId("letter-thank-you").count()).toBe(0);
    expect(await page.getByLabel("Your first name").inputValue()).toBe("Ines");
    expect(await page.getByLabel("Parent's email").inputValue()).toBe(email);
    expect(await page.getByLabel("My message to Santa").inputValue()).toBe("Hello from Porto");
    expect(lettersStoredFor(email)).toBe(0);
    await page.unroute("**/api/letters");
    await alert.getByRole("button", { name: LETTER_MESSAGES.retry }).click();
    await toast(page, LETTER_TOASTS.sent.title).waitFor();
    await page.getByTestId("letter-thank-you").waitFor();
    expect(lettersStoredFor(email)).toBe(1);
    await context.close();
  });

  it("a retry after the answer was lost is the same letter: one letter stored, one reply, the first answer shown", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.writeToSanta);
    const keys: (string | undefined)[] = [];
    // The letter reaches the server, and its answer is lost on the way back.
    await page.route("**/api/letters", async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      await route.fetch();
      await route.abort("connectionreset");
    });
    const email = `lost-answer-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Leo", email, wishes: "A drum" });
    await send(page);
    const alert = page.getByRole("alert").filter({ hasText: LETTER_TOASTS.notDelivered.title });
    await alert.waitFor();
    expect(lettersStoredFor(email)).toBe(1);
    await page.unroute("**/api/letters");
    await page.route("**/api/letters", (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      return route.continue();
    });
    await alert.getByRole("button", { name: LETTER_MESSAGES.retry }).click();
    await toast(page, LETTER_TOASTS.sent.title).waitFor();
    await page.getByTestId("letter-thank-you").waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(lettersStoredFor(email)).toBe(1);
    await page.waitForTimeout(300);
    expect(mailedTo(email)).toHaveLength(1);
    // The one console error is the browser reporting the answer this test cut off.
    expect(errors.filter((e) => !e.includes("ERR_CONNECTION_RESET"))).toEqual([]);
    await context.close();
  });

  it("an address the mail server refuses keeps the form filled in, with the reason beside the address; a corrected address is a new letter", async () => {
    const smtp = await new SmtpSink().start();
    const refused = `no-such-parent-${Date.now()}@example.com`;
    smtp.reject.add(refused);
    const app = await startApp({ SMTP_URL: smtp.url });
    try {
      const { page, context, errors } = await openPage(browser(), app.url);
      await gotoReady(page, PATHS.writeToSanta);
      const keys: (string | undefined)[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") keys.push(r.headers()["idempotency-key"]);
      });
      await fillLetter(page, { name: "Maya", email: refused, wishes: "Paints" });
      await send(page);
      await toast(page, LETTER_TOASTS.refused.title).waitFor();
      const address = page.getByLabel("Parent's email");
      await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "parentEmail");
      expect(await address.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await address.getAttribute("aria-describedby"))!.split(" ");
      const reason = await page.locator(`[id="${describedBy[0]}"]`).textContent();
      expect(reason).toMatch(/would not accept the parent email address/);
      expect(await page.getByTestId("letter-thank-you").count()).toBe(0);
      expect(await page.getByLabel("Your first name").inputValue()).toBe("Maya");
      expect(await address.inputValue()).toBe(refused);
      expect(await axeViolations(page)).toEqual([]);

      const corrected = `maya-parent-${Date.now()}@example.com`;
      await address.fill(corrected);
      await send(page);
      await toast(page, LETTER_TOASTS.sent.title).waitFor();
      await page.getByTestId("letter-thank-you").waitFor();
      expect(smtp.to(corrected)).toHaveLength(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await app.stop();
      await smtp.stop();
    }
  });

  it("a letter showing a child may be at risk: 'Letter Received!' as for any queued letter, helplines before and after, nothing mailed", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.writeToSanta);
    const helplines = page.getByRole("complementary", { name: HELPLINES_HEADING });
    expect(await helplines.isVisible()).toBe(true);
    // The nearest country's lines at once (the United States on the English page), every other one a tap away.
    expect(await helplines.getByRole("link", { name: "1-800-422-4453" }).getAttribute("href")).toBe("tel:18004224453");
    const uk = helplines.getByRole("link", { name: "0800 1111" });
    expect(await uk.isVisible()).toBe(false);
    await helplines.getByText("Helplines in other countries").click();
    expect(await uk.getAttribute("href")).toBe("tel:08001111");
    expect(await uk.isVisible()).toBe(true);
    const email = `held-${Date.now()}@example.com`;
    await fillLetter(page, { name: "Noah", email, wishes: "a football", message: "My dad hits me when he is angry." });
    await send(page);
    await toast(page, LETTER_TOASTS.queued.title).waitFor();
    expect(await toast(page, "will be sent shortly").count()).toBe(1);
    await page.getByTestId("letter-thank-you").waitFor();
    // The same panel under the thank-you screen: its presence says nothing about this letter.
    expect(await helplines.isVisible()).toBe(true);
    const mailbox = path.join(dataDir, "mailbox");
    await page.waitForTimeout(500);
    const mailed = readdirSync(mailbox).filter((f) => f.endsWith(".eml") && readFileSync(path.join(mailbox, f), "utf8").includes(`To: ${email}`));
    expect(mailed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the deletion link opens a page that deletes only when its button is pressed (scanners and previews delete nothing)", async () => {
    const name = `Del${Date.now() % 100000}`;
    const answer = await fetch(`${baseUrl}/api/letters`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ childName: name, parentEmail: `del-${Date.now()}@example.com`, wishList: "a kite", beenGood: "on" }),
    });
    expect(answer.status).toBe(201);
    const mailbox = path.join(dataDir, "mailbox");
    const html = readdirSync(mailbox)
      .filter((f) => f.endsWith(".html"))
      .map((f) => readFileSync(path.join(mailbox, f), "utf8"))
      .find((h) => h.includes(`Dear ${name},`));
    const href = html?.match(/href="[^"]*(\/letters\/delete\?token=[^"]+)"/)?.[1];
    expect(href).toBeTruthy();
    const link = `${baseUrl}${href!.replace(/&amp;/g, "&")}`;

    // What a mail scanner or a link preview does: GET and HEAD. Nothing is deleted, and nothing is cached.
    const head = await fetch(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    const get = await fetch(link);
    expect(get.headers.get("cache-control")).toBe("no-store");
    expect(await get.text()).toContain("Delete this letter?");

    const { page, context, errors } = await openPage(browser(), baseUrl);
    await page.goto(link);
    await page.getByRole("heading", { name: "Delete this letter?" }).waitFor();
    expect(await page.getByText(`This deletes ${name}'s letter to Santa`).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete this letter now" }).click();
    await page.getByRole("heading", { name: "Your letter has been deleted" }).waitFor();
    await page.goto(link);
    await page.getByRole("heading", { name: "This letter is already gone" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works with JavaScript disabled: the form posts and the server answers", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto(PATHS.writeToSanta);
    await fillLetter(page, { name: "Oscar", email: "not-an-email" });
    await send(page);
    await page.getByRole("alert").filter({ hasText: LETTER_MESSAGES.invalidEmail }).waitFor();
    expect(await page.getByLabel("Your first name").inputValue()).toBe("Oscar");
    await page.getByLabel("Parent's email").fill(`nojs-${Date.now()}@example.com`);
    await send(page);
    await page.getByTestId("letter-thank-you").waitFor();
    expect(await page.getByRole("heading", { name: "Thank you, Oscar!" }).isVisible()).toBe(true);
    expect(await page.getByRole("status").textContent()).toContain(LETTER_TOASTS.sent.title);
    await context.close();
  });
});

// The page words the server's answers itself, so a family never meets the server's English (issue 25).
describe("writing to Santa in another language", () => {
  it("French: the form's labels, the browser's validation toast and the helplines' heading are French", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, localisedPath(PATHS.writeToSanta, "fr"));
    expect(await page.getByRole("complementary", { name: FRENCH_HELPLINES_HEADING }).isVisible()).toBe(true);
    await page.getByLabel("Ton prénom").fill("Léa");
    await page.getByLabel("E-mail d'un parent").fill("maman chez exemple");
    await page.getByRole("button", { name: "Envoyer ma lettre au Père Noël" }).click();
    await toast(page, "Saisis une adresse e-mail valide").waitFor();
    expect(await page.getByText(LETTER_MESSAGES.invalidEmail).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("German: the helplines panel starts with Germany's line, Austria's and Switzerland's one tap away, and keyboard opens it", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, localisedPath(PATHS.writeToSanta, "de"));
    const panel = page.getByTestId("helplines");
    const near = panel.getByTestId("helplines-near");
    expect(await near.textContent()).toMatch(/Deutschland.*Nummer gegen Kummer/);
    expect(await near.getByRole("link", { name: "116 111" }).getAttribute("href")).toBe("tel:116111");
    const austria = panel.getByRole("listitem").filter({ hasText: "Rat auf Draht" });
    expect(await austria.isVisible()).toBe(false);
    const summary = panel.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await austria.isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "147" }).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("German with JavaScript disabled: the server's refusal and its thank-you screen are German", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto(localisedPath(PATHS.writeToSanta, "de"));
    await page.getByLabel("Dein Vorname").fill("Jonas");
    await page.getByLabel("E-Mail-Adresse der Eltern").fill("keine-adresse");
    await page.getByRole("button", { name: "Meinen Brief an den Weihnachtsmann schicken" }).click();
    await page.getByRole("alert").filter({ hasText: "Bitte gib eine gültige E-Mail-Adresse ein" }).waitFor();
    expect(await page.getByLabel("Dein Vorname").inputValue()).toBe("Jonas");
    await page.getByLabel("E-Mail-Adresse der Eltern").fill(`ohne-js-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Meinen Brief an den Weihnachtsmann schicken" }).click();
    await page.getByTestId("letter-thank-you").waitFor();
    expect(await page.getByRole("heading", { name: "Danke, Jonas!" }).isVisible()).toBe(true);
    expect(await page.getByRole("status").textContent()).toContain("Ho ho ho!");
    await context.close();
  });

  it("the deletion page answers in the link's language", async () => {
    const res = await fetch(`${baseUrl}${localisedPath(PATHS.deleteLetter, "es")}?token=not-a-token`);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Este enlace para borrar no es válido");
    expect(html).not.toContain("This deletion link is not valid");
  });
});
