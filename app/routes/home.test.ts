import { describe, expect, it } from "vitest";
import { MARKETING } from "~/lib/site";
import { localisedFigure } from "./home";

describe("localisedFigure", () => {
  it("keeps English figures exactly as they are written", () => {
    expect(localisedFigure(MARKETING.families, "en")).toBe(MARKETING.families);
    expect(localisedFigure(MARKETING.letters, "en")).toBe(MARKETING.letters);
    expect(localisedFigure(MARKETING.replyRate, "en")).toBe(MARKETING.replyRate);
  });

  it("writes counts, thousands and percentages as each language does", () => {
    expect(localisedFigure("50,000+", "de")).toBe("50.000+");
    expect(localisedFigure("50,000+", "fr")).toBe("50\u202f000+");
    expect(localisedFigure("100K+", "es")).toBe("100\u00a0mil+");
    expect(localisedFigure("100K+", "pt-BR")).toBe("100\u00a0mil+");
    expect(localisedFigure("95%", "fr")).toBe("95\u00a0%");
    expect(localisedFigure("95%", "it")).toBe("95%");
    expect(localisedFigure("1250", "de")).toBe("1.250");
  });

  it("leaves a figure it does not recognise alone", () => {
    expect(localisedFigure("24/7", "de")).toBe("24/7");
    expect(localisedFigure("∞", "es")).toBe("∞");
  });
});
