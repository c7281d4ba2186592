// `npm run train:concern`: trains the concern model (app/features/letter/reading/concern-model.server.ts) on every tuning
// letter of the labelled corpus, in every language, and writes concern-model.generated.json. Deterministic: the
// same corpus gives the same bytes (`--curve` also prints the cross-validated trade-off) (a unit test retrains and fails when the committed file is stale). The held-out
// sets (tests/fixtures/letters/held-out/) are never read here.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { concernFeatures, concernParts, type ConcernModel } from "~/features/letter/reading/concern-model.server";
import { LOCALES } from "~/i18n/locale";
import { corpusDir, loadCorpus, loadHeldOut, pct, TUNED_ROUNDS, type LabelledLetter } from "./reply-eval";

export const CONCERN_MODEL_FILE = path.resolve(import.meta.dirname, "../app/features/letter/reading/concern-model.generated.json");

/** Training settings: chosen on the writer-grouped cross-validation (`--rounds`), and written into the model's `about`. */
export interface TrainingSettings {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A missed harm letter costs more than a false hold: positives weigh this much more in the loss. */
  harmWeight: number;
  /** A feature must appear in at least this many letters to get a weight. */
  minCount: number;
}
export const SETTINGS: TrainingSettings = { epochs: 300, learningRate: 8, l2: 0.0003, harmWeight: 3, minCount: 3 };
/**
 * The hold threshold holds this share of the cross-validated harmless letters (half of them look-alikes), on top of
 * what the patterns hold, scoring each letter by the highest of the whole and its parts read alone (its wish list, its
 * P.S.: `concernParts`). Lower holds more children's letters for a person and more ordinary ones with them. It was
 * 0.06 on the whole letter only; reading the parts too finds more at the same false holds, and 0.05 kept the
 * cross-validated harm recall while holding fewer ordinary letters (ADR 022).
 */
const HOLD_FALSE_RATE = 0.05;
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

function fit(examples: Example[], featureCount: number, prior: Float64Array, settings: TrainingSettings): { bias: number; weights: Float64Array } {
  const { epochs, learningRate, l2, harmWeight } = settings;
  const weights = Float64Array.from(prior);
  let bias = PRIOR_BIAS;
  const positives = examples.filter((e) => e.harm).length;
  const total = positives * harmWeight + (examples.length - positives);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = new Float64Array(featureCount);
    let gradBias = 0;
    for (const e of examples) {
      let z = bias;
      for (const f of e.features) z += weights[f]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - (e.harm ? 1 : 0)) * (e.harm ? harmWeight : 1);
      gradBias += g;
      for (const f of e.features) grad[f]! += g;
    }
    bias -= (learningRate * gradBias) / total;
    for (let f = 0; f < featureCount; f++) weights[f]! -= learningRate * (grad[f]! / total + l2 * (weights[f]! - prior[f]!));
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

/**
 * The writer a tuning letter came from: each held-out round was written by a different helper ("ho3-de-012" is
 * round 3's). Letters of the labelled corpus have no round: they are always trained on.
 */
const roundOf = (id: string) => /^ho(\d+)-/.exec(id)?.[1];

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * A tuning letter with its feature names, worked out once however many models it helps train; `parts` are the names
 * of its wish list and P.S. read alone, which are scored (for the hold threshold) but not trained on.
 */
interface FeaturedLetter {
  id: string;
  harm: boolean;
  names: string[];
  parts: string[][];
}
const featured = (corpus: TrainingLetter[]): FeaturedLetter[] =>
  corpus.map((l) => {
    const [whole, ...parts] = concernParts({ wishList: l.wishList, messageToSanta: l.message });
    return { id: l.id, harm: l.harm, names: concernFeatures(whole!.text), parts: parts.map((p) => concernFeatures(p.text)) };
  });

/** The names that get a weight (seen in `minCount` letters, or in the prior), and the letters as examples over them. */
function prepare(raw: FeaturedLetter[], settings: TrainingSettings) {
  const counts = new Map<string, number>();
  for (const r of raw) for (const n of r.names) counts.set(n, (counts.get(n) ?? 0) + 1);
  // Every prior feature keeps its weight even if no tuning letter shows it yet.
  const names = [...new Set([...[...counts].filter(([, c]) => c >= settings.minCount).map(([n]) => n), ...Object.keys(PRIOR)])].sort();
  const prior = Float64Array.from(names, (n) => PRIOR[n] ?? 0);
  return { names, prior, examples: examplesOver(names, raw) };
}

/** Letters as examples over a model's feature names (a name the model lacks is dropped). */
function examplesOver(names: string[], raw: FeaturedLetter[]): (Example & { id: string })[] {
  const index = new Map(names.map((n, i) => [n, i]));
  return raw.map((r) => ({ id: r.id, harm: r.harm, features: r.names.map((n) => index.get(n)).filter((i): i is number => i !== undefined) }));
}

/**
 * Writer-grouped cross-validation: each round's letters scored by a model trained on everything but that round (its
 * own feature names too), as a new writer's letters will be. Random folds would share a writer's habits between
 * training and scoring, and promised more than the next blind round gave (ADR 018).
 */
export function outOfRoundScores(corpus: TrainingLetter[], settings: TrainingSettings = SETTINGS) {
  return outOfRound(featured(corpus), settings);
}

function outOfRound(raw: FeaturedLetter[], settings: TrainingSettings) {
  const rounds = [...new Set(raw.map((l) => roundOf(l.id)).filter((r): r is string => r !== undefined))].sort();
  /** `score` is the whole letter's, `highest` the highest of the whole and its parts read alone. */
  const scored: { id: string; round: string; harm: boolean; score: number; highest: number }[] = [];
  for (const r of rounds) {
    const { names, prior, examples } = prepare(
      raw.filter((l) => roundOf(l.id) !== r),
      settings,
    );
    const model = fit(examples, names.length, prior, settings);
    const own = raw.filter((l) => roundOf(l.id) === r);
    const partsOf = own.flatMap((l) => l.parts.map((p) => ({ id: l.id, harm: l.harm, names: p, parts: [] })));
    const highest = new Map<string, number>();
    for (const p of examplesOver(names, partsOf)) highest.set(p.id, Math.max(highest.get(p.id) ?? 0, score(model, p)));
    for (const e of examplesOver(names, own)) {
      const whole = score(model, e);
      scored.push({ id: e.id, round: r, harm: e.harm, score: whole, highest: Math.max(whole, highest.get(e.id) ?? 0) });
    }
  }
  return scored;
}

/**
 * One model per held-out round, each trained on everything but that round: what scored the round's letters in the
 * writer-grouped cross-validation, for analyses that score parts of letters (`--rounds` style questions).
 */
export function outOfRoundModels(corpus: TrainingLetter[] = tuningCorpus(), settings: TrainingSettings = SETTINGS): Map<string, Pick<ConcernModel, "bias" | "weights">> {
  const raw = featured(corpus);
  const rounds = [...new Set(raw.map((l) => roundOf(l.id)).filter((r): r is string => r !== undefined))].sort();
  const models = new Map<string, Pick<ConcernModel, "bias" | "weights">>();
  for (const r of rounds) {
    const { names, prior, examples } = prepare(
      raw.filter((l) => roundOf(l.id) !== r),
      settings,
    );
    const m = fit(examples, names.length, prior, settings);
    models.set(r, { bias: m.bias, weights: Object.fromEntries(names.map((n, i) => [n, m.weights[i]!])) });
  }
  return models;
}

export function trainConcernModel(corpus: TrainingLetter[] = tuningCorpus(), settings: TrainingSettings = SETTINGS): ConcernModel {
  const raw = featured(corpus);
  // Thresholds from letters scored by a model that never saw their writer.
  const scored = outOfRound(raw, settings);
  const harmScores = scored.filter((e) => e.harm).map((e) => e.highest);
  const harmlessScores = scored.filter((e) => !e.harm).map((e) => e.highest);
  const hold = round(thresholdFor(harmlessScores, HOLD_FALSE_RATE));
  // "Not plainly happy" is about the whole letter: it decides whether the reply may be cheerful about it.
  const uneasy = round(Math.min(hold, thresholdFor(scored.filter((e) => !e.harm).map((e) => e.score), UNEASY_FALSE_RATE)));
  const heldOrdinary = harmlessScores.filter((s) => s > hold).length;
  const caught = harmScores.filter((s) => s > hold).length;
  if (process.argv.includes("--curve")) {
    for (const rate of [0.03, 0.05, 0.06, 0.08, 0.1, 0.15]) {
      const t = thresholdFor(harmlessScores, rate);
      console.log(`harmless held ${pct(rate)}: threshold ${t.toFixed(3)}, harm held ${harmScores.filter((s) => s > t).length}/${harmScores.length} (${pct(harmScores.filter((s) => s > t).length / harmScores.length)})`);
    }
  }
  const { names, prior, examples } = prepare(raw, settings);
  const final = fit(examples, names.length, prior, settings);
  const weights: Record<string, number> = {};
  names.forEach((n, i) => {
    const w = round(final.weights[i]!);
    if (Math.abs(w) >= 0.01) weights[n] = w;
  });
  const rounds = new Set(scored.map((s) => s.round)).size;
  return {
    about:
      `Logistic model on ${examples.length} tuning letters (${examples.filter((e) => e.harm).length} harm) in ${LOCALES.length} languages; ` +
      `leave-one-writer-out over ${rounds} held-out rounds at hold=${hold} (the highest of the letter, its wish list and its P.S.): ` +
      `${caught}/${harmScores.length} harm letters held, ` +
      `${heldOrdinary}/${harmlessScores.length} other letters held. Written by npm run train:concern; do not edit.`,
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
