import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { renderReply } from "~/features/letter/reply/render-reply.server";
import { previewLetter } from "~/features/letter/reply/reply-email.server";
import { emailKey } from "~/features/letter/email-address";
import { publicConfigOf, type Env } from "../env.server";
import type { ReplyStatus } from "../db/schema.server";
import { queueStats } from "../letters/queue-stats.server";
import type { Logger } from "../logger.server";
import { closeServices, createServices, localeOfRow } from "../services.server";
import { PATHS } from "~/lib/paths";
import { REVIEWER_ROLES, type ReviewerRole } from "../db/schema.server";
import { decideHeld, readingOfRow } from "../review/held-letters.server";
import { HELD_WARNING_MS, reviewHealth } from "../review/review-work.server";
import { isReviewerEmail, OPERATOR, ReviewerStore, reviewerEmail } from "../review/reviewers.server";

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks a yes/no question; resolves true only for yes. */
  confirm: (question: string) => Promise<boolean>;
}

export const ADMIN_USAGE = `North Pole Mail operator commands

Usage: npm run admin -- <command> [options]

Commands:
  stats                       letters today and in total; replies sent, pending, retrying, dead-lettered;
                              the age of the oldest reply still waiting; the reviewers' queue: held letters and
                              the oldest one's wait, escalations open, decisions today, the sample, misses
  find --email ADDRESS        the letters for a parent's address (add --full to print the letter text)
  delete --email ADDRESS      deletes every letter and reply record for that address (asks first; --yes skips),
                              except letters held for safeguarding review, which are kept until reviewed
  retry                       puts dead-lettered replies back in the queue (the running server sends them)
  send-now                    after an outage: every reply waiting for its next retry becomes due now (the
                              running server sends them); replies scheduled later by the per-address limit
                              keep their time
  purge                       runs the retention purge now (letters past LETTER_RETENTION_DAYS)
  held                        letters held for review because they show signs a child may be at risk: one
                              line each with its id, why it was held, and the letter's text
  release ID                  sends the held letter a gentle reply that repeats nothing the child wrote
                              (the running server sends it) and marks the letter reviewed
  ordinary ID                 a false alarm: sends the held letter the ordinary reply (which repeats nothing
                              the child wrote either) and marks it reviewed
  dismiss ID                  marks the held letter reviewed and sends nothing; it is then deleted with the
                              retention period
  reviewer add EMAIL --role reviewer|lead
                              invites a reviewer to the console at /review: prints a link (valid 24 hours, once)
                              where they register a passkey; for an existing reviewer, a new link and this role
  reviewer list               reviewers, their role, passkeys, sessions and when they were last seen
  reviewer remove EMAIL       removes a reviewer: their passkeys go and their sessions end at once
  missed                      replied letters reviewers marked "should have been held" in the daily sample, one
                              JSON line each with their text (kept only as long as the letter), to add to the
                              letters the reading is tuned on
  audit [--since DATE]        the audit trail (sign-ins, letters opened, decisions, reviewer changes), oldest
                              first; DATE as 2026-12-24 or 2026-12-24T18:00Z
  preview-email [--out DIR]   renders a sample reply to DIR (default ./data/preview) as .html and .txt
  help                        this text

Uses the same configuration as the server (DATABASE_URL or DATA_DIR, and so on).
Exit codes: 0 done, 1 failed, 2 wrong usage.`;

const iso = (ms: number | null) => (ms === null ? "-" : new Date(Number(ms)).toISOString().replace(".000Z", "Z"));

function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}

/** Runs one operator command; returns the process exit code. */
export async function runAdmin(argv: string[], env: Env, io: AdminIo, logger: Logger): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        full: { type: "boolean", default: false },
        yes: { type: "boolean", short: "y", default: false },
        out: { type: "string" },
        role: { type: "string" },
        since: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const [command, ...extra] = parsed.positionals;
  const { values } = parsed;
  if (!command || command === "help" || values.help) {
    io.out(ADMIN_USAGE);
    return command || values.help ? 0 : 2;
  }
  const needsId = command === "release" || command === "dismiss" || command === "ordinary";
  const letterId = needsId ? extra.shift() : undefined;
  if (needsId && !letterId) {
    io.err(`"${command}" needs the id of a held letter, for example: npm run admin -- ${command} 0b7c…  (npm run admin -- held lists them)`);
    return 2;
  }
  const reviewerCommand = command === "reviewer" ? extra.shift() : undefined;
  const reviewerAddress = reviewerCommand === "add" || reviewerCommand === "remove" ? extra.shift() : undefined;
  if (command === "reviewer") {
    if (reviewerCommand !== "add" && reviewerCommand !== "list" && reviewerCommand !== "remove") {
      io.err(`"reviewer" takes add, list or remove, for example: npm run admin -- reviewer add volunteer@example.org --role reviewer`);
      return 2;
    }
    if (reviewerCommand !== "list" && (!reviewerAddress || !isReviewerEmail(reviewerAddress))) {
      io.err(`"reviewer ${reviewerCommand}" needs an email address, for example: npm run admin -- reviewer ${reviewerCommand} volunteer@example.org${reviewerCommand === "add" ? " --role reviewer" : ""}`);
      return 2;
    }
    if (reviewerCommand === "add" && !REVIEWER_ROLES.includes(values.role as ReviewerRole)) {
      io.err(`"reviewer add" needs --role reviewer or --role lead (a lead also sees escalations).`);
      return 2;
    }
  }
  const since = values.since === undefined ? 0 : Date.parse(values.since);
  if (Number.isNaN(since)) {
    io.err(`--since needs a date such as 2026-12-24 or 2026-12-24T18:00Z, not "${values.since}".`);
    return 2;
  }
  if (extra.length > 0) {
    io.err(`Unexpected argument: ${extra.join(" ")}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const needsEmail = command === "find" || command === "delete";
  // Every way of writing one mailbox finds (and deletes) the same letters: the canonical key, as stored.
  const email = values.email === undefined ? undefined : (emailKey(values.email) ?? undefined);
  if (needsEmail && !email) {
    io.err(`"${command}" needs --email with a valid address, for example: npm run admin -- ${command} --email parent@example.com`);
    return 2;
  }
  if (!["stats", "find", "delete", "retry", "send-now", "purge", "preview-email", "held", "release", "dismiss", "ordinary", "reviewer", "audit", "missed"].includes(command)) {
    io.err(`Unknown command "${command}".\n\n${ADMIN_USAGE}`);
    return 2;
  }

  if (command === "preview-email") {
    const dir = path.resolve(values.out ?? path.join(env.DATA_DIR, "preview"));
    const reply = await renderReply(previewLetter, {
      siteUrl: env.SITE_URL,
      contactEmail: publicConfigOf(env).contactEmail,
      deleteUrl: `${env.SITE_URL}/letters/delete?token=preview`,
      retentionDays: env.LETTER_RETENTION_DAYS,
    }, {}, { date: new Date() });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "reply-preview.html"), reply.html);
    writeFileSync(path.join(dir, "reply-preview.txt"), `Subject: ${reply.subject}\n\n${reply.text}\n`);
    writeFileSync(path.join(dir, "reply-preview.pdf"), reply.attachment!.content);
    io.out(["html", "txt", "pdf"].map((ext) => `Wrote ${path.join(dir, `reply-preview.${ext}`)}`).join("\n"));
    return 0;
  }

  const services = await createServices(env, logger, { startWorker: false });
  try {
    const db = services.db.kysely;
    const reviewers = new ReviewerStore(db);
    switch (command) {
      case "stats": {
        const s = await queueStats(services.db);
        const r = await reviewHealth(db);
        const err = (status: ReplyStatus) => {
          const top = s.topError[status];
          return top ? `  most common error (${top.count}): ${top.error}` : "";
        };
        // Most replies waiting to be retried were refused by the provider, whether or not its refusals share words.
        const providerRefusing = s.byStatus.retry > 0 && s.providerRefusals * 2 > s.byStatus.retry;
        io.out(
          [
            `Database:            ${services.db.description}`,
            ...(providerRefusing
              ? [`Mail provider:       REFUSING OUR MAIL. Replies stay queued; check SMTP_URL, the account, its quota and policy, then: npm run admin -- send-now`]
              : []),
            `Letters today:       ${s.lettersToday}`,
            `Letters in total:    ${s.lettersTotal}`,
            `Replies sent:        ${s.byStatus.sent}`,
            `Replies pending:     ${s.byStatus.pending + s.byStatus.sending}${err("pending")}`,
            `Replies retrying:    ${s.byStatus.retry}${err("retry")}`,
            `Dead-lettered:       ${s.byStatus.dead}${err("dead")}`,
            `Not sent (limit):    ${s.byStatus.refused}${err("refused")}`,
            `Held for review:     ${s.byStatus.held}${s.byStatus.held > 0 ? "  (npm run admin -- held)" : ""}`,
            `Reviewed, not sent:  ${s.byStatus.dismissed}`,
            `Oldest waiting:      ${s.queueDepth === 0 ? "none waiting" : formatAge(s.oldestPendingSeconds)}`,
            `Review queue:        ${r.held} held${r.held > 0 ? `, the oldest waiting ${formatAge(r.oldestHeldSeconds)}` : ""}${r.heldOverWarning > 0 ? `  (${r.heldOverWarning} over ${HELD_WARNING_MS / 3_600_000} h: /review)` : ""}`,
            `Escalations open:    ${r.escalationsOpen}`,
            `Decided today:       ${r.decidedToday.released} released, ${r.decidedToday.ordinary} false alarms, ${r.decidedToday.dismissed} dismissed`,
            `Daily sample:        ${r.sampleWaiting} waiting for a second look`,
            `Missed (sample):     ${r.missed}${r.missed > 0 ? "  (npm run admin -- missed)" : ""}`,
          ].join("\n"),
        );
        return 0;
      }
      case "find": {
        const rows = await db.selectFrom("santa_letters").selectAll().where("parent_email_key", "=", email!).orderBy("created_at").execute();
        io.out(`${rows.length} letter${rows.length === 1 ? "" : "s"} for ${email}`);
        for (const r of rows) {
          io.out(
            `- ${r.id}  written ${iso(r.created_at)}  child ${r.child_name}${r.age === null ? "" : `, ${r.age}`}${r.city_country ? `, ${r.city_country}` : ""}` +
              `  reply ${r.reply_status} (attempts ${r.reply_attempts}${r.reply_sent_at ? `, sent ${iso(r.reply_sent_at)}` : ""}${r.reply_last_error ? `, last error: ${r.reply_last_error}` : ""})`,
          );
          if (values.full) {
            io.out(`    been good: ${r.been_good ? "yes" : "no"}`);
            io.out(`    wish list: ${r.wish_list ?? "-"}`.replace(/\n/g, "\n               "));
            io.out(`    message:   ${r.message_to_santa ?? "-"}`.replace(/\n/g, "\n               "));
          }
        }
        if (rows.length > 0 && !values.full) io.out("(letter text not shown; add --full to print it)");
        return 0;
      }
      case "delete": {
        // A letter held for safeguarding review is kept until a person has reviewed it: the request may come from
        // the person the child wrote about. Review it (held, release or dismiss), then delete.
        const { n: heldCount } = await db
          .selectFrom("santa_letters")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("parent_email_key", "=", email!)
          .where("reply_status", "=", "held")
          .executeTakeFirstOrThrow();
        if (Number(heldCount) > 0) {
          io.out(`${Number(heldCount)} letter${Number(heldCount) === 1 ? " is" : "s are"} held for safeguarding review and will not be deleted until reviewed (npm run admin -- held).`);
        }
        const { n } = await db
          .selectFrom("santa_letters")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("parent_email_key", "=", email!)
          .where("reply_status", "!=", "held")
          .executeTakeFirstOrThrow();
        const count = Number(n);
        if (count === 0) {
          io.out(`No letters for ${email}: nothing to delete.`);
          return 0;
        }
        if (!values.yes && !(await io.confirm(`Delete ${count} letter${count === 1 ? "" : "s"} and reply records for ${email}? [y/N] `))) {
          io.out("Nothing deleted.");
          return 1;
        }
        const result = await db.deleteFrom("santa_letters").where("parent_email_key", "=", email!).where("reply_status", "!=", "held").executeTakeFirst();
        io.out(`Deleted ${Number(result.numDeletedRows)} letter${Number(result.numDeletedRows) === 1 ? "" : "s"} for ${email}.`);
        return 0;
      }
      case "retry": {
        const result = await db
          .updateTable("santa_letters")
          .set({ reply_status: "pending", reply_next_attempt_at: Date.now(), reply_queued_at: Date.now(), reply_attempts: 0, reply_last_error: null, reply_lease_owner: null, reply_lease_until: null })
          .where("reply_status", "=", "dead")
          .executeTakeFirst();
        io.out(`Put ${Number(result.numUpdatedRows)} dead-lettered repl${Number(result.numUpdatedRows) === 1 ? "y" : "ies"} back in the queue.`);
        return 0;
      }
      case "held": {
        // One line per held letter on stdout (scripts can count and read them); the summary and hint on stderr.
        const rows = await db.selectFrom("santa_letters").selectAll().where("reply_status", "=", "held").orderBy("created_at").execute();
        const oneLine = (text: string | null) => (text === null ? "-" : JSON.stringify(text.replace(/\s*\n\s*/g, " / ")));
        for (const r of rows) {
          // Why: the signs and the words that showed them, as the letter was read when it arrived (a letter from
          // before readings were kept is read again by today's rules).
          const reading = readingOfRow(r);
          const phrases = reading.evidence.harm.map((e) => `${e.label}: "${e.phrase}"`).join("; ");
          io.out(
            `${r.id}  written ${iso(r.created_at)} on the ${localeOfRow(r)} letter page  child ${r.child_name}${r.age === null ? "" : `, ${r.age}`}${r.city_country ? `, ${r.city_country}` : ""}` +
              `  parent ${r.parent_email}  held for: ${r.held_reasons || "-"}${phrases ? ` (${phrases})` : ""}` +
              `  wish list: ${oneLine(r.wish_list)}  message: ${oneLine(r.message_to_santa)}`,
          );
        }
        // Printing held letters shows children's words: the trail records that the operator read them.
        if (rows.length > 0) await reviewers.audit({ actor: OPERATOR, action: "held-listed", detail: `${rows.length} letter${rows.length === 1 ? "" : "s"} printed` });
        io.err(
          rows.length === 0
            ? "No letters held for review."
            : `${rows.length} letter${rows.length === 1 ? "" : "s"} held for review. Then: npm run admin -- release ID (a gentle reply that repeats nothing), or dismiss ID (nothing sent).`,
        );
        return 0;
      }
      case "release":
      case "ordinary":
      case "dismiss": {
        const decision = command === "release" ? "released" : command === "ordinary" ? "ordinary" : "dismissed";
        const result = await decideHeld(db, letterId!, decision);
        if (result !== "done") {
          const row = await db.selectFrom("santa_letters").select("reply_status").where("id", "=", letterId!).executeTakeFirst();
          io.err(row ? `Letter ${letterId} is not held (its reply is ${row.reply_status}); nothing changed.` : `No letter with id ${letterId}.`);
          return 1;
        }
        await reviewers.audit({ actor: OPERATOR, action: decision === "released" ? "release" : decision === "ordinary" ? "ordinary-reply" : "dismiss", letterId });
        io.out(
          command === "release"
            ? `Released ${letterId}: the running server sends it a gentle reply that repeats nothing the child wrote.`
            : command === "ordinary"
              ? `Marked ${letterId} a false alarm: the running server sends it the ordinary reply, which repeats nothing the child wrote.`
              : `Dismissed ${letterId}: no reply will be sent. The letter is deleted ${env.LETTER_RETENTION_DAYS} days from now.`,
        );
        return 0;
      }
      case "reviewer": {
        if (reviewerCommand === "add") {
          const role = values.role as ReviewerRole;
          const { reviewer, token, added } = await reviewers.invite(reviewerAddress!, role);
          await reviewers.audit({ actor: OPERATOR, action: added ? "reviewer-added" : "reviewer-invited-again", detail: `${reviewer.email} as ${role}` });
          io.out(`${added ? "Added" : "Invited again"} ${reviewer.email} as ${role}. Send them this link (it works once, for 24 hours):`);
          io.out(`${env.SITE_URL}${PATHS.reviewInvitation}?token=${token}`);
          return 0;
        }
        if (reviewerCommand === "remove") {
          const removed = await reviewers.remove(reviewerAddress!);
          if (!removed) {
            io.err(`No reviewer ${reviewerEmail(reviewerAddress!)}; nothing changed.`);
            return 1;
          }
          await reviewers.audit({ actor: OPERATOR, action: "reviewer-removed", detail: reviewerEmail(reviewerAddress!) });
          io.out(`Removed ${reviewerEmail(reviewerAddress!)}: their passkeys are gone and their sessions have ended.`);
          return 0;
        }
        const list = await reviewers.list();
        if (list.length === 0) io.out("No reviewers. Invite one: npm run admin -- reviewer add EMAIL --role reviewer");
        for (const r of list) {
          io.out(`${r.email}  ${r.role}  passkeys ${r.passkeys}  signed in now ${r.activeSessions}  last seen ${iso(r.lastSeenAt)}${r.passkeys === 0 ? "  (invitation not yet used)" : ""}`);
        }
        return 0;
      }
      case "missed": {
        const rows = await db
          .selectFrom("review_samples")
          .innerJoin("santa_letters", "santa_letters.id", "review_samples.letter_id")
          .select(["santa_letters.id", "santa_letters.locale", "santa_letters.age", "santa_letters.wish_list", "santa_letters.message_to_santa", "review_samples.day", "review_samples.verdict_by"])
          .where("review_samples.verdict", "=", "missed")
          .orderBy("review_samples.day")
          .execute();
        for (const m of rows) {
          io.out(JSON.stringify({ id: m.id, locale: m.locale, age: m.age, wishList: m.wish_list, message: m.message_to_santa, harm: true, sampled: m.day, markedBy: m.verdict_by }));
        }
        if (rows.length > 0) await reviewers.audit({ actor: OPERATOR, action: "missed-listed", detail: `${rows.length} letter${rows.length === 1 ? "" : "s"} printed` });
        io.err(rows.length === 0 ? "No missed letters kept (each goes with its letter at the end of the retention period)." : `${rows.length} missed letter${rows.length === 1 ? "" : "s"}.`);
        return 0;
      }
      case "audit": {
        const rows = await reviewers.auditSince(since);
        if (rows.length === 0) io.out(since ? `Nothing in the audit trail since ${iso(since)}.` : "The audit trail is empty.");
        for (const r of rows) io.out(`${iso(r.at)}  ${r.actor}  ${r.action}${r.letter_id ? `  letter ${r.letter_id}` : ""}${r.detail ? `  ${r.detail}` : ""}`);
        return 0;
      }
      case "send-now": {
        const now = Date.now();
        const result = await db
          .updateTable("santa_letters")
          .set({ reply_next_attempt_at: now })
          .where("reply_status", "=", "retry")
          .where("reply_next_attempt_at", ">", now)
          .executeTakeFirst();
        const n = Number(result.numUpdatedRows);
        io.out(`${n} repl${n === 1 ? "y is" : "ies are"} due now; the running server sends ${n === 1 ? "it" : "them"} on its next pass.`);
        return 0;
      }
      case "purge": {
        const deleted = await services.worker.purge();
        io.out(`Retention purge deleted ${deleted} letter${deleted === 1 ? "" : "s"} (older than ${env.LETTER_RETENTION_DAYS} days after their reply).`);
        return 0;
      }
    }
    return 2;
  } finally {
    await closeServices(services);
  }
}
