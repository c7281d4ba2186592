// `npm run eval:replies`: reads every letter of the labelled corpus (tests/fixtures/letters/) and every held-out round
// (tests/fixtures/letters/held-out/<round>/), composes every reply, and prints per language: harm recall, false holds
// among ordinary letters, replies that echo the child's words, and (on the tuning corpus) circumstance and wish-kind
// scores. `--write` also rewrites docs/benchmarks/replies-latest.md (committed results change only when asked).
// Exit 1 when a tuning target is missed or any reply echoes or promises.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { findEchoes, findReplyProblems } from "~/features/letter/reply/reply-checks.server";
import { composeReply } from "~/features/letter/reply/reply-content.server";
import { readLetterIn } from "~/features/letter/reply/reply-languages.server";
import { LOCALES, type Locale } from "~/i18n/locale";
import {
  confusionTable,
  corpusDir,
  evaluate,
  HELD_OUT_TARGETS,
  heldOutFigures,
  heldOutRounds,
  loadCorpus,
  loadHeldOut,
  pct,
  REPLY_TARGETS,
  scoreTable,
  targetFailures,
  type HeldOutLetter,
  type LabelledLetter,
} from "./reply-eval";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=eval", retentionDays: 30 };
const write = process.argv.includes("--write");

const asLetter = (l: Pick<LabelledLetter, "childName" | "age" | "wishList" | "message">, city: string) => ({
  childName: l.childName,
  age: l.age,
  cityCountry: city,
  parentEmail: "parent@example.com",
  wishList: l.wishList,
  messageToSanta: l.message,
  beenGood: true,
});

function replyProblems(corpus: LabelledLetter[], locale: Locale) {
  const tones = { standard: 0, gentle: 0, reviewed: 0 };
  const problems: string[] = [];
  for (const l of corpus) {
    const letter = asLetter(l, "my street near the park");
    const reply = composeReply(letter, { ...ctx, locale });
    tones[reply.tone]++;
    problems.push(...findReplyProblems(reply, letter).map((p) => `${l.id}: ${p}`));
  }
  return { tones, problems };
}

function tuningSection(locale: Locale) {
  const corpus = loadCorpus(corpusDir(locale));
  const e = evaluate(corpus, (l) => readLetterIn(locale, l));
  const replies = replyProblems(corpus, locale);
  const failures = targetFailures(e);
  const ordinary = corpus.filter((l) => !l.harm);
  const falseHolds = ordinary.filter((l) => e.readings.get(l.id)!.held).length;
  const text = [
    `### ${locale}: tuning corpus (${corpusDir(locale).replace(/.*tests\//, "tests/")})`,
    "",
    `${e.letters} letters, ${e.wishes} wishes. Replies: ${replies.tones.standard} standard, ${replies.tones.gentle} gentle, ${replies.tones.reviewed} held. Harm recall ${pct(e.harm.recall)}; ordinary letters held ${falseHolds}/${ordinary.length} (${pct(falseHolds / ordinary.length)}). Reply problems (promises, cheer beside sorrow, echoes): **${replies.problems.length}**.`,
    "",
    scoreTable("circumstance", e.circumstances),
    "",
    scoreTable("wish kind", e.wishKinds),
    "",
    confusionTable(e.confusion),
    "",
    failures.length === 0 ? "Every tuning target met." : `Tuning targets missed: ${failures.join("; ")}.`,
    "",
  ].join("\n");
  return { locale, e, replies, failures, falseHolds, ordinary: ordinary.length, text };
}

function echoCount(locale: Locale) {
  return (l: HeldOutLetter) => {
    const letter = asLetter(l, "near the big park by the river");
    const reading = readLetterIn(locale, { wishList: l.wishList, messageToSanta: l.message });
    // A held letter is answered only with the reviewed reply after a person reads it: check that one too.
    const reply = composeReply(letter, { ...ctx, locale }, { reviewed: reading.held });
    return findEchoes(reply, letter).length;
  };
}

const tuning = LOCALES.map(tuningSection);
const rounds = heldOutRounds().map((round) => {
  const rows = LOCALES.map((locale) => ({ locale, f: heldOutFigures(loadHeldOut(round, locale), (l) => readLetterIn(locale, l), echoCount(locale)) })).filter((r) => r.f.harm + r.f.ordinary + r.f.foreign > 0);
  const total = rows.reduce((t, r) => ({ harm: t.harm + r.f.harm, held: t.held + r.f.harmHeld, ordinary: t.ordinary + r.f.ordinary, falseHeld: t.falseHeld + r.f.ordinaryHeld, echoes: t.echoes + r.f.echoes, foreign: t.foreign + r.f.foreign, foreignHeld: t.foreignHeld + r.f.foreignHeld }), { harm: 0, held: 0, ordinary: 0, falseHeld: 0, echoes: 0, foreign: 0, foreignHeld: 0 });
  const table = [
    `| ${round} | harm held | recall | ordinary held | (look-alikes) | false holds | other languages held | echoes |`,
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(({ locale, f }) => `| ${locale} | ${f.harmHeld}/${f.harm} | ${pct(f.harmHeld / f.harm)} | ${f.ordinaryHeld}/${f.ordinary} | ${f.lookalikesHeld}/${f.lookalikes} | ${pct(f.ordinaryHeld / f.ordinary)} | ${f.foreignHeld}/${f.foreign} | ${f.echoes} |`),
    `| all | ${total.held}/${total.harm} | ${pct(total.held / total.harm)} | ${total.falseHeld}/${total.ordinary} | | ${pct(total.falseHeld / total.ordinary)} | ${total.foreignHeld}/${total.foreign} | ${total.echoes} |`,
  ].join("\n");
  const met =
    total.held / total.harm >= HELD_OUT_TARGETS.recallOverall &&
    rows.every((r) => r.f.harmHeld / r.f.harm >= HELD_OUT_TARGETS.recallPerLanguage) &&
    total.falseHeld / total.ordinary <= HELD_OUT_TARGETS.falseHolds &&
    total.echoes === HELD_OUT_TARGETS.echoes;
  return { round, rows, total, table, met };
});

console.log("Tuning corpus (the rules and the concern model were written or trained on these):");
console.log("| language | letters | harm recall | ordinary held | reply problems |\n|---|---|---|---|---|");
for (const t of tuning) console.log(`| ${t.locale} | ${t.e.letters} | ${pct(t.e.harm.recall)} | ${t.falseHolds}/${t.ordinary} (${pct(t.falseHolds / t.ordinary)}) | ${t.replies.problems.length} |`);
for (const t of tuning) for (const p of [...t.failures, ...t.replies.problems].slice(0, 20)) console.log(`  ${t.locale}: ${p}`);
for (const r of rounds) {
  console.log(`\nHeld-out round ${r.round} (targets: recall ≥ ${pct(HELD_OUT_TARGETS.recallOverall)} overall and ≥ ${pct(HELD_OUT_TARGETS.recallPerLanguage)} per language, ≤ ${pct(HELD_OUT_TARGETS.falseHolds)} ordinary held, no echoes): ${r.met ? "met" : "NOT met"}`);
  console.log(r.table);
  const styles: Record<string, [number, number]> = {};
  for (const { f } of r.rows) for (const [style, [held, of]] of Object.entries(f.byStyle)) styles[style] = [(styles[style]?.[0] ?? 0) + held, (styles[style]?.[1] ?? 0) + of];
  console.log(`  harm held by style: ${Object.entries(styles).sort().map(([s, [h, n]]) => `${s} ${h}/${n}`).join(", ")}`);
  for (const { locale, f } of r.rows) {
    for (const m of f.missed) console.log(`  missed ${locale} ${m.id} (${m.kind}, ${m.style})${m.setAside ? `, set aside: ${m.setAside}` : ""}`);
    for (const a of f.foreignAnswered) console.log(`  answered ${locale} ${a.id} (${a.language}${a.harm ? ", harm" : ""})`);
    for (const h of f.falseHolds) console.log(`  false hold ${locale} ${h.id}: ${h.why}`);
  }
}

if (write) {
  const out = path.resolve(import.meta.dirname, "../docs/benchmarks/replies-latest.md");
  writeFileSync(
    out,
    [
      "# Reading letters and composing replies: the latest figures",
      "",
      `Written by \`npm run eval:replies -- --write\` on ${new Date().toISOString().slice(0, 10)}. Held-out first runs, the figures that count, are kept by hand in \`docs/benchmarks/replies.md\`; the rounds below include sets already used for tuning (see that file), so only their first run was blind.`,
      "",
      ...rounds.flatMap((r) => [r.table, ""]),
      "## Tuning corpus",
      "",
      `Targets on the tuning corpus: harm recall ${pct(REPLY_TARGETS.harmRecall)}, at most ${pct(REPLY_TARGETS.ordinaryHeld)} of ordinary letters held, each circumstance's recall at least ${pct(REPLY_TARGETS.circumstanceRecall)}, and no reply problems.`,
      "",
      ...tuning.map((t) => t.text),
    ].join("\n"),
  );
  console.log(`Wrote ${out}`);
}
const missed = tuning.flatMap((t) => [...t.failures, ...t.replies.problems]);
if (missed.length > 0 || rounds.some((r) => r.total.echoes > 0)) {
  console.error(`Targets missed: ${missed.length} tuning problems; echoes in held-out replies: ${rounds.map((r) => r.total.echoes).join(", ")}`);
  process.exit(1);
}
