import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "~/lib/paths";
import { runAdmin, type AdminIo } from "~/server/admin/admin-cli.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { SHARED_APP_PUBLIC, startApp, type RunningApp } from "../support/app-server";
import { axeViolations } from "../support/axe";
import { chromiumForThisFile, gotoReady, openPage } from "../support/browser";
import { SmtpSink } from "../support/smtp-sink";

const browser = chromiumForThisFile();
const DISCLOSURE = "my stepdad hits me when mum is out and i hide under the stairs";

/** Runs `npm run admin -- …` against the running app's database, as an operator on the server would. */
async function admin(app: RunningApp, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AdminIo = { out: (l) => out.push(l), err: (l) => err.push(l), confirm: async () => false };
  const env = parseEnv({ DATA_DIR: app.dataDir, SITE_URL: SHARED_APP_PUBLIC.SITE_URL, CONTACT_EMAIL: SHARED_APP_PUBLIC.CONTACT_EMAIL });
  const code = await runAdmin(argv, env, io, createLogger("silent"));
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("the reviewer console", () => {
  let app: RunningApp;
  let sink: SmtpSink;
  /** WebAuthn takes "localhost" as a secure origin (an IP address cannot be a passkey's relying party). */
  let origin: string;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    app = await startApp({ SMTP_URL: sink.url, ...SHARED_APP_PUBLIC });
    origin = `http://localhost:${app.port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
  });

  it("refuses every page and action without a session, and the public site sets no cookie", async () => {
    for (const path of [PATHS.review, `${PATHS.reviewLetters}/anything`]) {
      const res = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(PATHS.reviewSignIn);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    for (const path of [PATHS.review, `${PATHS.reviewLetters}/anything`, PATHS.reviewSignOut]) {
      const res = await fetch(`${origin}${path}`, { method: "POST", body: new URLSearchParams({ decision: "dismissed", confirm: "yes", csrf: "x" }), redirect: "manual" });
      expect([401, 405], path).toContain(res.status);
    }
    const signIn = await fetch(`${origin}${PATHS.reviewSignIn}`);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("x-robots-tag")).toContain("noindex");
    expect(signIn.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(signIn.headers.get("set-cookie")).toBeNull();
    // A made-up passkey answer is refused.
    const forged = await fetch(`${origin}${PATHS.reviewPasskey}/sign-in`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ challengeId: "x", response: { id: "y" } }) });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("set-cookie")).toBeNull();
    // An invitation nobody made.
    expect((await fetch(`${origin}${PATHS.reviewInvitation}?token=made-up`)).status).toBe(404);
  });

  it("invites a reviewer who registers a passkey, reads a held letter, releases it, signs out and in again; every step is audited", async () => {
    // A child's letter that is held for a person.
    const posted = await fetch(`${app.url}/api/letters`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ childName: "Rowan", age: "8", parentEmail: "rowan-parent@example.com", wishList: "a kite", beenGood: "on", messageToSanta: DISCLOSURE }),
    });
    expect(posted.status).toBe(202);
    const invited = await admin(app, "reviewer", "add", "Volunteer@Example.org", "--role", "reviewer");
    expect(invited.code).toBe(0);
    const link = /https?:\/\/\S+\/review\/invitation\?token=\S+/.exec(invited.out)?.[0];
    expect(link, invited.out).toBeDefined();
    const invitation = `${origin}${new URL(link!).pathname}${new URL(link!).search}`;

    const { page, context, errors } = await openPage(browser(), origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    await gotoReady(page, invitation);
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await page.waitForURL(`**${PATHS.review}`);
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ name: "review-session", httpOnly: true, sameSite: "Strict", path: "/" });

    // The queue: one held letter, no letter text until it is opened.
    await expect.poll(() => page.getByTestId("held-letter").count()).toBe(1);
    expect(await page.locator("main").textContent()).not.toContain("stepdad");
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: the letter's link, then the decision and its confirmation.
    await page.getByRole("link", { name: /Open letter/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${PATHS.reviewLetters}/**`);
    const letterId = page.url().split("/").pop()!;
    expect(await page.locator("main").textContent()).toContain(DISCLOSURE.slice(0, 20));
    expect(await page.locator("mark").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator("summary", { hasText: "Send the reviewed reply" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Send the reviewed reply? It is warm").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Yes: send the reviewed reply/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${PATHS.review}?done=released`);
    await page.getByText("No letters are waiting").waitFor();

    // The reviewed reply goes out, and repeats nothing the child wrote.
    await expect.poll(() => sink.messages.filter((m) => m.to.includes("rowan-parent@example.com")).length, { timeout: 20_000 }).toBe(1);
    const reply = sink.messages.find((m) => m.to.includes("rowan-parent@example.com"))!;
    expect(reply.raw).not.toContain("stepdad");

    // A form without this session's token is refused, even from the signed-in browser.
    const forged = await page.request.post(`${origin}${PATHS.reviewLetters}/${letterId}`, { form: { decision: "dismissed", confirm: "yes", csrf: "wrong" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);

    // The invitation worked once.
    await page.goto(invitation);
    await page.getByText("already been used").waitFor();

    // Sign out: the session ends, the console is closed; the same passkey signs in again.
    await page.goto(PATHS.review);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`**${PATHS.reviewSignIn}`);
    expect(await context.cookies()).toEqual([]);
    await gotoReady(page, PATHS.review);
    expect(page.url()).toContain(PATHS.reviewSignIn);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`**${PATHS.review}`);

    // Removed by the operator: the next request is refused at once.
    expect((await admin(app, "reviewer", "remove", "volunteer@example.org")).code).toBe(0);
    await page.reload();
    await page.waitForURL(`**${PATHS.reviewSignIn}`);
    // The used invitation answers 410 Gone: the browser logs that status, nothing else.
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();

    const audit = await admin(app, "audit");
    const actions = audit.out.split("\n").map((line) => line.split(/\s{2,}/).slice(1, 3).join(" "));
    expect(actions).toEqual([
      "(unknown) sign-in-refused",
      "operator (command line) reviewer-added",
      "volunteer@example.org passkey-registered",
      "volunteer@example.org sign-in",
      "volunteer@example.org open",
      "volunteer@example.org release",
      "volunteer@example.org sign-out",
      "volunteer@example.org sign-in",
      "operator (command line) reviewer-removed",
    ]);
    expect(audit.out).toContain(`letter ${letterId}`);
    expect(audit.out).not.toContain("stepdad");
  }, 180_000);
});
