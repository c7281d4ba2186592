import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "~/lib/paths";
import { runAdmin, type AdminIo } from "~/server/admin/admin-cli.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { closeServices, createServices } from "~/server/services.server";
import { SHARED_APP_PUBLIC, startApp, type RunningApp } from "../support/app-server";
import { axeViolations } from "../support/axe";
import { chromiumForThisFile, gotoReady, openPage } from "../support/browser";
import { SmtpSink } from "../support/smtp-sink";

const browser = chromiumForThisFile();
const DISCLOSURE = "my stepdad hits me when mum is out and i hide under the stairs";
const METRICS_TOKEN = "review-console-metrics-token";

/** A browser with a virtual passkey authenticator that registers through `invitation`, signed in at the queue. */
async function signedInReviewer(origin: string, invitation: string) {
  const { page, context, errors } = await openPage(browser(), origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await gotoReady(page, invitation);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await page.waitForURL(`**${PATHS.review}`);
  return { page, context, errors };
}

/** The invitation link the command line printed, on the console's own origin. */
function invitationLink(out: string, origin: string) {
  const link = /https?:\/\/\S+\/review\/invitation\?token=\S+/.exec(out)?.[0];
  expect(link, out).toBeDefined();
  return `${origin}${new URL(link!).pathname}${new URL(link!).search}`;
}

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
    app = await startApp({ SMTP_URL: sink.url, METRICS_TOKEN, ...SHARED_APP_PUBLIC });
    origin = `http://localhost:${app.port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
  });

  it("refuses every page and action without a session, and the public site sets no cookie", async () => {
    for (const path of [PATHS.review, `${PATHS.reviewLetters}/anything`, PATHS.reviewSample]) {
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
    const invitation = invitationLink(invited.out, origin);
    const { page, context, errors } = await signedInReviewer(origin, invitation);
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

  it("a reviewer notes and escalates a letter that only a lead then decides; the daily sample marks a miss; stats, /metrics and the trail count it", async () => {
    const posted = await fetch(`${app.url}/api/letters`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ childName: "Tamsin", age: "9", parentEmail: "tamsin-parent@example.com", wishList: "a sledge", beenGood: "on", messageToSanta: DISCLOSURE }),
    });
    expect(posted.status).toBe(202);
    // A letter answered yesterday with the ordinary reply, drawn into today's sample (the draw itself: tests/integration/review-work.test.ts).
    const services = await createServices(parseEnv({ DATA_DIR: app.dataDir, SITE_URL: SHARED_APP_PUBLIC.SITE_URL }), createLogger("silent"), { startWorker: false });
    const yesterday = Date.now() - 86_400_000;
    await services.db.kysely
      .insertInto("santa_letters")
      .values({
        id: "sampled-1",
        child_name: "Noor",
        age: 7,
        city_country: null,
        parent_email: "noor-parent@example.com",
        parent_email_key: "noor-parent@example.com",
        wish_list: "paints",
        message_to_santa: "mum sleeps all day and there is no food, i feed my brother crisps",
        been_good: services.db.bool(true),
        created_at: yesterday,
        reply_status: "sent",
        reply_sent_at: yesterday,
        reply_next_attempt_at: null,
        reply_last_error: null,
        locale: "en",
      })
      .execute();
    await services.db.kysely.insertInto("review_samples").values({ letter_id: "sampled-1", day: new Date().toISOString().slice(0, 10), verdict: null, verdict_by: null, verdict_at: null }).execute();
    await closeServices(services);

    const reviewer = await signedInReviewer(origin, invitationLink((await admin(app, "reviewer", "add", "helper@example.org", "--role", "reviewer")).out, origin));
    const page = reviewer.page;
    await page.getByRole("link", { name: /Open letter/ }).click();
    await page.waitForURL(`**${PATHS.reviewLetters}/**`);
    const letterUrl = page.url();
    const letterId = letterUrl.split("/").pop()!;
    // A note, saved once even when its form is sent twice.
    await page.locator("summary", { hasText: "Add a note" }).click();
    await page.getByLabel("Note", { exact: true }).fill("Mentions a stepfather; mum may not know.");
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const key = await page.locator('input[name="key"]').inputValue();
    await page.getByRole("button", { name: "Yes: save the note" }).click();
    await page.getByText("Note saved.").waitFor();
    const again = await page.request.post(letterUrl, { form: { intent: "note", key, note: "Mentions a stepfather; mum may not know.", confirm: "yes", csrf }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    await page.reload();
    expect(await page.getByText("Mentions a stepfather; mum may not know.").count()).toBe(1);
    // Escalated with a note: a lead's to decide now.
    // By keyboard: the action's summary, its note, then its "Yes".
    await page.locator("summary", { hasText: "Escalate to a lead" }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Why a lead should look at it").focus();
    await page.keyboard.type("Ongoing violence at home; needs a lead's judgement on a referral.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText("Escalated: a lead will look at this letter").waitFor();
    expect(await page.getByText("This letter has been escalated: a lead decides it.").count()).toBe(1);
    expect(await page.locator("summary", { hasText: "Send the reviewed reply" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A reviewer cannot act as a lead, whatever they post.
    const asLead: Record<string, string>[] = [
      { intent: "outcome", outcome: "referred-police" },
      { intent: "decide", decision: "dismissed" },
    ];
    for (const form of asLead) {
      const res = await page.request.post(letterUrl, { form: { ...form, confirm: "yes", csrf }, maxRedirects: 0 });
      expect(res.status(), form.intent).toBe(403);
    }
    // A form without the session's token is refused.
    const noToken = await page.request.post(letterUrl, { form: { intent: "note", key: crypto.randomUUID(), note: "no token", confirm: "yes" }, maxRedirects: 0 });
    expect(noToken.status()).toBe(403);
    // Another site's post is refused even with the session's cookie and token.
    const crossSite = await page.request.post(letterUrl, {
      form: { intent: "note", key: crypto.randomUUID(), note: "from elsewhere", confirm: "yes", csrf },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    // The daily sample: the reviewer marks a replied letter as one that should have been held.
    await page.getByRole("link", { name: "Daily sample" }).click();
    await page.waitForURL(`**${PATHS.reviewSample}`);
    await expect.poll(() => page.getByTestId("sampled-letter").count()).toBe(1);
    expect(await page.locator("main").textContent()).not.toContain("crisps");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: /Open letter/ }).click();
    await page.locator("summary", { hasText: "Should have been held" }).click();
    await page.getByRole("button", { name: "Yes: should have been held" }).click();
    await page.waitForURL(`**${PATHS.reviewSample}?done=missed`);
    await page.getByText("should have been held (helper@example.org)").waitFor();
    await reviewer.context.close();

    // The lead sees the escalation, records the outcome and decides the letter.
    const lead = await signedInReviewer(origin, invitationLink((await admin(app, "reviewer", "add", "lead@example.org", "--role", "lead")).out, origin));
    await lead.page.getByText("escalated: a lead decides").waitFor();
    await lead.page.goto(letterUrl);
    await lead.page.getByText("Ongoing violence at home").waitFor();
    await lead.page.locator("summary", { hasText: "Record the outcome" }).focus();
    await lead.page.keyboard.press("Enter");
    await lead.page.getByLabel("Referred to children's social services").focus();
    await lead.page.keyboard.press("Space");
    expect(await axeViolations(lead.page)).toEqual([]);
    await lead.page.getByRole("button", { name: "Yes: record the outcome" }).focus();
    await lead.page.keyboard.press("Enter");
    await lead.page.getByText("Outcome: Referred to children's social services (lead@example.org").waitFor();
    await lead.page.locator("summary", { hasText: "Send the reviewed reply" }).click();
    await lead.page.getByRole("button", { name: /^Yes: send the reviewed reply/ }).click();
    await lead.page.waitForURL(`**${PATHS.review}?done=released`);
    expect(lead.errors.concat(reviewer.errors)).toEqual([]);
    await lead.context.close();

    const stats = await admin(app, "stats");
    expect(stats.out).toMatch(/Escalations open:\s+0/);
    expect(stats.out).toMatch(/Missed \(sample\):\s+1/);
    expect(stats.out).toMatch(/Decided today:\s+2 released/);
    const metrics = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/^northpole_review_missed 1$/m);
    expect(metrics).toMatch(/^northpole_review_decided_today\{outcome="released"\} 2$/m);
    expect(metrics).toMatch(/^northpole_letters_held 0$/m);
    const missed = await admin(app, "missed");
    expect(JSON.parse(missed.out)).toMatchObject({ id: "sampled-1", harm: true, markedBy: "helper@example.org" });

    const audit = (await admin(app, "audit")).out;
    const trail = audit.split("\n").filter((line) => line.includes(letterId) || line.includes("sampled-1")).map((line) => line.split(/\s{2,}/).slice(1, 3).join(" "));
    expect(trail).toEqual([
      "helper@example.org open",
      "helper@example.org note",
      "helper@example.org open",
      "helper@example.org open",
      "helper@example.org escalate",
      "helper@example.org open",
      "helper@example.org open",
      "helper@example.org sample-missed",
      "lead@example.org open",
      "lead@example.org escalation-outcome",
      "lead@example.org open",
      "lead@example.org release",
    ]);
    expect(audit).not.toContain("stepfather");
    expect(audit).not.toContain("crisps");
  }, 180_000);
});
