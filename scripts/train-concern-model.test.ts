import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { concernFeatures, concernScore, type ConcernModel } from "~/features/letter/reading/concern-model.server";
import MODEL from "~/features/letter/reading/concern-model.generated.json";
import { TUNED_ROUNDS } from "./reply-eval";
import { CONCERN_MODEL_FILE, renderConcernModel, trainConcernModel } from "./train-concern-model";

const model = MODEL as ConcernModel;

describe("the concern model", () => {
  const fresh = trainConcernModel();
  it("is committed exactly as training on today's tuning corpus makes it (else run `npm run train:concern`)", () => {
    expect(readFileSync(CONCERN_MODEL_FILE, "utf8")).toBe(renderConcernModel(fresh));
  });
  it("holds at a threshold chosen by writer-grouped cross-validation, with the 'not plainly happy' one below it", () => {
    expect(model.hold).toBeGreaterThan(0);
    expect(model.hold).toBeLessThan(1);
    expect(model.uneasy).toBeLessThanOrEqual(model.hold);
    // Every tuned round is one writer left out in turn.
    expect(model.about).toContain(`leave-one-writer-out over ${TUNED_ROUNDS.length} held-out rounds`);
  });
  it("reads concepts in any language, beside the people they are about, and where they are", () => {
    const f = concernFeatures({ wishList: "a lock for my door", messageToSanta: "Mi papá me pega con el cinturón y tengo miedo" });
    expect(f).toEqual(expect.arrayContaining(["c:hit", "c:fear", "s:fear+hit", "s:hit+adult"]));
    expect(concernFeatures({ wishList: "que papá deje de pegarme", messageToSanta: null })).toContain("w:hit");
  });
  it("is worried by words no pattern was written for, in every language, and not by an ordinary letter", () => {
    const worried = [
      "Mum says every day she wishes I was never born and she locks me in the cupboard",
      "Mein Onkel sagt ich muss jeden Tag betteln statt Schule und alles Geld abgeben",
      "je donne mes jeux à mon frère parce que je serai plus là après noël",
      "un signore del parco mi regala le carte e vuole che vada a casa sua da solo senza dirlo",
    ];
    for (const m of worried) expect(concernScore(model, { wishList: null, messageToSanta: m }).score, m).toBeGreaterThan(model.hold);
    expect(concernScore(model, { wishList: "lego\na bike", messageToSanta: "Dear Santa, I have been good. Say hi to the reindeer!" }).score).toBeLessThan(model.uneasy);
  });
});
