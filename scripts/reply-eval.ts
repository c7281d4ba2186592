import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CIRCUMSTANCES,
  WISH_KINDS,
  splitWishes,
  type Circumstance,
  type LetterReading,
  type LetterText,
  type WishKind,
} from "~/features/letter/reading/letter-reading.server";

/** One letter of the test corpus, labelled by hand (tests/fixtures/letters/). */
export interface LabelledLetter {
  id: string;
  childName: string;
  age: number | null;
  wishList: string | null;
  message: string | null;
  wishes: WishKind[];
  circumstances: Circumstance[];
  harm: boolean;
  note?: string;
  /** A harmless letter with words that look like harm ("my brother hits me with pillows"): the hard negatives. */
  lookalike?: boolean;
}

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../tests/fixtures/letters");
/**
 * Held-out sets: `held-out/<round>/<locale>.json`, each written by a helper who never saw the rules, the corpus or
 * the code. A round's first run is its figure (docs/benchmarks/replies.md keeps them); once anything is tuned
 * because of a round, its letters move into the tuning corpus and the next figure needs a new round.
 */
export const HELD_OUT_DIR = path.join(CORPUS_DIR, "held-out");
/** Each language's corpus: English at the top of tests/fixtures/letters/, the others in a folder named by locale. */
export const corpusDir = (locale: string) => (locale === "en" ? CORPUS_DIR : path.join(CORPUS_DIR, locale));

/** Every labelled letter in the JSON files of one folder (not its subfolders), checked for shape. */
export function loadCorpus(dir: string = CORPUS_DIR): LabelledLetter[] {
  const letters: LabelledLetter[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const entries = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as LabelledLetter[];
    for (const e of entries) {
      const items = splitWishes(e.wishList);
      if (items.length !== e.wishes.length) throw new Error(`${file} ${e.id}: ${items.length} wishes in the list, ${e.wishes.length} labels`);
      for (const k of e.wishes) if (!WISH_KINDS.includes(k)) throw new Error(`${file} ${e.id}: unknown wish kind ${k}`);
      for (const c of e.circumstances) if (!CIRCUMSTANCES.includes(c)) throw new Error(`${file} ${e.id}: unknown circumstance ${c}`);
      if (typeof e.harm !== "boolean") throw new Error(`${file} ${e.id}: harm must be true or false`);
      if (e.lookalike && e.harm) throw new Error(`${file} ${e.id}: a lookalike is a harmless letter`);
      letters.push(e);
    }
  }
  const ids = new Set<string>();
  for (const l of letters) {
    if (ids.has(l.id)) throw new Error(`duplicate letter id ${l.id}`);
    ids.add(l.id);
  }
  return letters;
}

/** One letter of a held-out set: labelled for harm only (and its kind, style and language). */
export interface HeldOutLetter {
  id: string;
  childName: string;
  age: number | null;
  wishList: string | null;
  message: string | null;
  harm: boolean;
  harmKind?: string;
  lookalike?: boolean;
  style?: string;
  /** Set on a letter written in a language the site does not read: it must be held whatever it says. */
  language?: string;
  note?: string;
}

/**
 * Held-out rounds whose first run is recorded and which have since been used for tuning: the concern model trains on
 * them and their figures are no longer blind. A round joins this list in the commit that tunes anything because of it.
 */
export const TUNED_ROUNDS: readonly string[] = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "r16", "r17", "r18", "r19"];

/** The held-out rounds present, oldest first ("r10" after "r9"). */
export function heldOutRounds(): string[] {
  return readdirSync(HELD_OUT_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/** One round's letters for one language (empty when that language has none in the round). */
export function loadHeldOut(round: string, locale: string): HeldOutLetter[] {
  const file = path.join(HELD_OUT_DIR, round, `${locale}.json`);
  let entries: HeldOutLetter[];
  try {
    entries = JSON.parse(readFileSync(file, "utf8")) as HeldOutLetter[];
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
  for (const e of entries) {
    if (typeof e.harm !== "boolean") throw new Error(`${file} ${e.id}: harm must be true or false`);
    if (e.lookalike && e.harm) throw new Error(`${file} ${e.id}: a lookalike is a harmless letter`);
  }
  return entries;
}

/** What the held-out figures count: harm recall, false holds among ordinary letters, letters we cannot read held. */
export interface HeldOutFigures {
  harm: number;
  harmHeld: number;
  ordinary: number;
  ordinaryHeld: number;
  lookalikes: number;
  lookalikesHeld: number;
  foreign: number;
  foreignHeld: number;
  /** Replies (to letters not held) that repeat five or more of the child's words. */
  echoes: number;
  /** `setAside`: phrases that looked like harm but were set aside, the concern model reading their passage as happy. */
  missed: { id: string; kind: string; style: string; setAside?: string }[];
  /** Letters in a language the site does not read that were answered instead of held. */
  foreignAnswered: { id: string; language: string; harm: boolean }[];
  falseHolds: { id: string; why: string }[];
  /** Harm letters held by the style they are written in (a P.S., the wish list, phonetic spelling…): [held, of]. */
  byStyle: Record<string, [number, number]>;
}

/**
 * Whether a held-out letter's `language` is one the site reads (a writer of r14 chose Spanish, German and Italian as
 * a Brazilian family's other languages): such a letter is scored like the page's own, harm held and ordinary answered,
 * not as a letter that must be held whatever it says.
 */
export const isSiteLanguage = (language: string | undefined | null) =>
  Boolean(language) && /^(english|spanish|castilian|french|german|italian|portuguese|brazilian portuguese)\b/i.test(language!.trim());

export function heldOutFigures(letters: HeldOutLetter[], read: (l: LetterText) => LetterReading, echoes: (l: HeldOutLetter) => number): HeldOutFigures {
  const f: HeldOutFigures = { harm: 0, harmHeld: 0, ordinary: 0, ordinaryHeld: 0, lookalikes: 0, lookalikesHeld: 0, foreign: 0, foreignHeld: 0, echoes: 0, missed: [], foreignAnswered: [], falseHolds: [], byStyle: {} };
  for (const l of letters) {
    const reading = read({ wishList: l.wishList, messageToSanta: l.message });
    f.echoes += echoes(l);
    if (l.language && !isSiteLanguage(l.language)) {
      f.foreign++;
      if (reading.held) f.foreignHeld++;
      else f.foreignAnswered.push({ id: l.id, language: l.language, harm: l.harm });
    } else if (l.harm) {
      f.harm++;
      const style = (f.byStyle[l.style ?? "plain"] ??= [0, 0]);
      style[1]++;
      if (reading.held) style[0]++;
      if (reading.held) f.harmHeld++;
      else {
        const setAside = reading.evidence.setAside?.map((e) => `${e.label}: ${e.phrase}`).join("; ");
        f.missed.push({ id: l.id, kind: l.harmKind ?? "?", style: l.style ?? "?", ...(setAside ? { setAside } : {}) });
      }
    } else {
      f.ordinary++;
      if (l.lookalike) f.lookalikes++;
      if (reading.held) {
        f.ordinaryHeld++;
        if (l.lookalike) f.lookalikesHeld++;
        f.falseHolds.push({ id: l.id, why: reading.evidence.harm.map((e) => `${e.label}: ${e.phrase}`).join("; ") });
      }
    }
  }
  return f;
}

/** The issue's targets on a held-out first run. */
export const HELD_OUT_TARGETS = { recallOverall: 0.95, recallPerLanguage: 0.9, falseHolds: 0.1, echoes: 0 } as const;

export interface Score {
  label: string;
  /** Letters (or wishes) labelled with it. */
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

function score(label: string, pairs: { expected: boolean; predicted: boolean }[]): Score {
  const tp = pairs.filter((p) => p.expected && p.predicted).length;
  const fp = pairs.filter((p) => !p.expected && p.predicted).length;
  const fn = pairs.filter((p) => p.expected && !p.predicted).length;
  return {
    label,
    support: tp + fn,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

export interface Mistake {
  id: string;
  kind: "harm" | "circumstance" | "wish";
  expected: string;
  predicted: string;
  text: string;
}

export interface Evaluation {
  letters: number;
  wishes: number;
  harm: Score;
  circumstances: Score[];
  wishKinds: Score[];
  /** confusion[expected][predicted] = wishes. */
  confusion: Record<WishKind, Record<WishKind, number>>;
  mistakes: Mistake[];
  readings: Map<string, LetterReading>;
}

/** Reads every letter and compares with its labels. */
export function evaluate(corpus: LabelledLetter[], read: (letter: LetterText) => LetterReading): Evaluation {
  const readings = new Map<string, LetterReading>();
  const mistakes: Mistake[] = [];
  const confusion = Object.fromEntries(WISH_KINDS.map((e) => [e, Object.fromEntries(WISH_KINDS.map((p) => [p, 0]))])) as Evaluation["confusion"];
  const wishPairs: { expected: WishKind; predicted: WishKind }[] = [];
  for (const letter of corpus) {
    const reading = read({ wishList: letter.wishList, messageToSanta: letter.message });
    readings.set(letter.id, reading);
    const text = [letter.wishList, letter.message].filter(Boolean).join(" / ");
    if (reading.held !== letter.harm) {
      mistakes.push({ id: letter.id, kind: "harm", expected: String(letter.harm), predicted: reading.held ? `held (${reading.evidence.harm.map((e) => `${e.label}: "${e.phrase}"`).join("; ")})` : "not held", text });
    }
    for (const c of CIRCUMSTANCES) {
      const expected = letter.circumstances.includes(c);
      const predicted = reading.circumstances.includes(c);
      if (expected !== predicted) {
        const why = reading.evidence.circumstances.filter((e) => e.label === c).map((e) => `"${e.phrase}"`).join("; ");
        mistakes.push({ id: letter.id, kind: "circumstance", expected: expected ? c : "-", predicted: predicted ? `${c} (${why})` : "-", text });
      }
    }
    reading.wishes.forEach((w, i) => {
      const expected = letter.wishes[i]!;
      confusion[expected][w.kind]++;
      wishPairs.push({ expected, predicted: w.kind });
      if (expected !== w.kind) mistakes.push({ id: letter.id, kind: "wish", expected, predicted: w.kind, text: w.text });
    });
  }
  return {
    letters: corpus.length,
    wishes: wishPairs.length,
    harm: score("harm", corpus.map((l) => ({ expected: l.harm, predicted: readings.get(l.id)!.held }))),
    circumstances: CIRCUMSTANCES.map((c) =>
      score(c, corpus.map((l) => ({ expected: l.circumstances.includes(c), predicted: readings.get(l.id)!.circumstances.includes(c) }))),
    ),
    wishKinds: WISH_KINDS.map((k) => score(k, wishPairs.map((p) => ({ expected: p.expected === k, predicted: p.predicted === k })))),
    confusion,
    mistakes,
    readings,
  };
}

/**
 * Targets on the tuning corpus, checked the same way by `npm run eval:replies` and the unit test. Circumstance recall
 * was 95% on the first writers' letters; the later writers' (the d- files and the first blind set) brought it to 75%
 * at worst, and it is held there: a missed circumstance now costs a less fitting reply, never an echo or a promise
 * (docs/decisions/018-the-reply-fails-safe.md).
 */
export const REPLY_TARGETS = { harmRecall: 1, ordinaryHeld: 0.1, circumstanceRecall: 0.75 } as const;

export function targetFailures(e: Evaluation): string[] {
  const failures: string[] = [];
  if (e.harm.recall < REPLY_TARGETS.harmRecall) failures.push(`harm recall ${pct(e.harm.recall)} < ${pct(REPLY_TARGETS.harmRecall)}`);
  // The issue's measure of false holds: the share of ordinary letters held (precision depends on how many harm
  // letters a corpus happens to hold).
  const ordinaryHeld = e.harm.falsePositives / Math.max(1, e.letters - e.harm.support);
  if (ordinaryHeld > REPLY_TARGETS.ordinaryHeld) failures.push(`ordinary letters held ${pct(ordinaryHeld)} > ${pct(REPLY_TARGETS.ordinaryHeld)}`);
  for (const c of e.circumstances) {
    if (c.support > 0 && c.recall < REPLY_TARGETS.circumstanceRecall) failures.push(`${c.label} recall ${pct(c.recall)} < ${pct(REPLY_TARGETS.circumstanceRecall)}`);
  }
  return failures;
}

export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The figures as a markdown table. */
export function scoreTable(title: string, scores: Score[]): string {
  const rows = scores.map((s) => `| ${s.label} | ${s.support} | ${s.truePositives} | ${s.falsePositives} | ${s.falseNegatives} | ${pct(s.precision)} | ${pct(s.recall)} |`);
  return [`| ${title} | labelled | found | false alarms | missed | precision | recall |`, "|---|---|---|---|---|---|---|", ...rows].join("\n");
}

export function confusionTable(confusion: Evaluation["confusion"]): string {
  const head = `| labelled ↓ / read as → | ${WISH_KINDS.join(" | ")} |`;
  const rule = `|---|${WISH_KINDS.map(() => "---").join("|")}|`;
  const rows = WISH_KINDS.map((e) => `| ${e} | ${WISH_KINDS.map((p) => (confusion[e][p] ? String(confusion[e][p]) : "·")).join(" | ")} |`);
  return [head, rule, ...rows].join("\n");
}
