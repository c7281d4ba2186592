// `npm run train:concern`: trains the concern model (app/features/letter/reading/concern-model.ts) on every tuning
// letter of the labelled corpus, in every language, and writes concern-model.generated.json. Deterministic: the
// same corpus gives the same bytes (`--curve` also prints the cross-validated trade-off) (a unit test retrains and fails when the committed file is stale). The held-out
// sets (tests/fixtures/letters/held-out/) are never read here.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { concernFeatures, type ConcernModel } from "~/features/letter/reading/concern-model";
import { LOCALES } from "~/i18n/locale";
import { corpusDir, loadCorpus, loadHeldOut, pct, TUNED_ROUNDS, type LabelledLetter } from "./reply-eval";

export const CONCERN_MODEL_FILE = path.resolve(import.meta.dirname, "../app/features/letter/reading/concern-model.generated.json");

/** Training settings: chosen once, on the tuning corpus's cross-validation, and written into the model's `about`. */
const EPOCHS = 300;
const LEARNING_RATE = 8;
const L2 = 0.001;
/** A missed harm letter costs more than a false hold: positives weigh this much more in the loss. */
const HARM_WEIGHT = 3;
/** A feature must appear in at least this many letters to get a weight. */
const MIN_COUNT = 3;
const FOLDS = 5;
/**
 * The hold threshold holds this share of the cross-validated harmless letters (half of them look-alikes), on top of
 * what the patterns hold. Lower holds more children's letters for a person and more ordinary ones with them; at
 * 0.06 the model alone held about three in four cross-validated harm letters (see `about` in the generated file).
 */
const HOLD_FALSE_RATE = 0.06;
/** The "not plainly happy" threshold: a quarter of harmless letters get the plain thanks instead of cheer. */
const UNEASY_FALSE_RATE = 0.25;

/** What training needs of a letter: its words and its harm label. */
type TrainingLetter = Pick<LabelledLetter, "id" | "wishList" | "message" | "harm">;

/** Every tuning letter: each language's corpus and the held-out rounds already used for tuning (TUNED_ROUNDS). */
export function tuningCorpus(): TrainingLetter[] {
  return [...LOCALES.flatMap((l) => loadCorpus(corpusDir(l))), ...TUNED_ROUNDS.flatMap((r) => LOCALES.flatMap((l) => loadHeldOut(r, l)).filter((l) => !l.language))];
}

interface Example {
  features: number[];
  harm: boolean;
}

/**
 * What a safeguarding reader knows before any letter: how much each concept, on its own, should worry. The model
 * starts from these weights and is pulled back towards them (not towards zero), so a concept the corpus has seen
 * only a few times, like begging or being kept from school, still counts; the letters move the weights where they
 * disagree. Pairs with a grown-up in the same sentence start a little worried too.
 */
const STRONG = ["self_harm", "beg", "school_missing", "body_private", "undress", "drugs", "secret", "threat", "worthless", "hate", "locked", "hunger", "neglect_care", "disappear", "farewell", "work"];
const MODERATE = ["hit", "hurt", "injury", "fear", "touch", "bed_night", "alone", "drink", "shout", "death", "police_help", "online", "photo", "meet", "money_gift", "older_person", "punish", "cry_sad", "run_away", "safe", "fight_adults"];
export const PRIOR: Record<string, number> = {
  ...Object.fromEntries(STRONG.flatMap((c) => [[`c:${c}`, 1.5], [`w:${c}`, 1], [`s:${c}+adult`, 0.8]])),
  ...Object.fromEntries(MODERATE.flatMap((c) => [[`c:${c}`, 0.6], [`w:${c}`, 0.5], [`s:${c}+adult`, 0.5]])),
};
const PRIOR_BIAS = -3;

function fit(examples: Example[], featureCount: number, prior: Float64Array): { bias: number; weights: Float64Array } {
  const weights = Float64Array.from(prior);
  let bias = PRIOR_BIAS;
  const positives = examples.filter((e) => e.harm).length;
  const total = positives * HARM_WEIGHT + (examples.length - positives);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const grad = new Float64Array(featureCount);
    let gradBias = 0;
    for (const e of examples) {
      let z = bias;
      for (const f of e.features) z += weights[f]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - (e.harm ? 1 : 0)) * (e.harm ? HARM_WEIGHT : 1);
      gradBias += g;
      for (const f of e.features) grad[f]! += g;
    }
    bias -= (LEARNING_RATE * gradBias) / total;
    for (let f = 0; f < featureCount; f++) weights[f]! -= LEARNING_RATE * (grad[f]! / total + L2 * (weights[f]! - prior[f]!));
  }
  return { bias, weights };
}

const score = (m: { bias: number; weights: Float64Array }, e: Example) => {
  let z = m.bias;
  for (const f of e.features) z += m.weights[f]!;
  return 1 / (1 + Math.exp(-z));
};

/** The threshold above which `rate` of the harmless letters' scores lie. */
function thresholdFor(harmlessScores: number[], rate: number): number {
  const sorted = [...harmlessScores].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * rate))]!;
}

/** A stable fold for a letter, from its id. */
function foldOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return (h >>> 0) % FOLDS;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function trainConcernModel(corpus: TrainingLetter[] = tuningCorpus()): ConcernModel {
  const raw = corpus.map((l) => ({ id: l.id, harm: l.harm, names: concernFeatures({ wishList: l.wishList, messageToSanta: l.message }) }));
  const counts = new Map<string, number>();
  for (const r of raw) for (const n of r.names) counts.set(n, (counts.get(n) ?? 0) + 1);
  // Every prior feature keeps its weight even if no tuning letter shows it yet.
  const names = [...new Set([...[...counts].filter(([, c]) => c >= MIN_COUNT).map(([n]) => n), ...Object.keys(PRIOR)])].sort();
  const prior = Float64Array.from(names, (n) => PRIOR[n] ?? 0);
  const index = new Map(names.map((n, i) => [n, i]));
  const examples = raw.map((r) => ({ id: r.id, harm: r.harm, features: r.names.map((n) => index.get(n)).filter((i): i is number => i !== undefined) }));

  // Cross-validation: every letter scored by a model that never saw it, to choose the thresholds honestly.
  const outOfFold = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const model = fit(examples.filter((e) => foldOf(e.id) !== k), names.length, prior);
    for (const e of examples.filter((e) => foldOf(e.id) === k)) outOfFold.set(e.id, score(model, e));
  }
  const harmScores = examples.filter((e) => e.harm).map((e) => outOfFold.get(e.id)!);
  const harmlessScores = examples.filter((e) => !e.harm).map((e) => outOfFold.get(e.id)!);
  const hold = round(thresholdFor(harmlessScores, HOLD_FALSE_RATE));
  const uneasy = round(Math.min(hold, thresholdFor(harmlessScores, UNEASY_FALSE_RATE)));
  const heldOrdinary = harmlessScores.filter((s) => s > hold).length;
  const ordinary = harmlessScores.length;
  const caught = harmScores.filter((s) => s > hold).length;
  if (process.argv.includes("--curve")) {
    for (const rate of [0.03, 0.05, 0.07, 0.1, 0.15]) {
      const t = thresholdFor(harmlessScores, rate);
      console.log(`harmless held ${pct(rate)}: threshold ${t.toFixed(3)}, harm held ${harmScores.filter((s) => s > t).length}/${harmScores.length}`);
    }
  }
  const final = fit(examples, names.length, prior);
  const weights: Record<string, number> = {};
  names.forEach((n, i) => {
    const w = round(final.weights[i]!);
    if (Math.abs(w) >= 0.01) weights[n] = w;
  });
  return {
    about:
      `Logistic model on ${examples.length} tuning letters (${harmScores.length} harm) in ${LOCALES.length} languages; ` +
      `${FOLDS}-fold cross-validation at hold=${hold}: ${caught}/${harmScores.length} harm letters held, ` +
      `${heldOrdinary}/${ordinary} other letters held. Written by npm run train:concern; do not edit.`,
    bias: round(final.bias),
    weights,
    hold,
    uneasy,
  };
}

export const renderConcernModel = (model: ConcernModel = trainConcernModel()) => `${JSON.stringify(model, null, 1)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const model = trainConcernModel();
  writeFileSync(CONCERN_MODEL_FILE, renderConcernModel(model));
  console.log(model.about);
  console.log(`${Object.keys(model.weights).length} weights; hold at ${model.hold}, uneasy at ${model.uneasy}`);
}
