import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locale";
import { MARKETING } from "~/lib/site";
import { marketingFigures } from "./home";

describe("marketingFigures", () => {
  it("writes the English figures as the spec does", () => {
    expect(marketingFigures("en")).toEqual({ families: "50,000+", letters: "100K+", replyRate: "95%", replyHours: 24 });
  });

  it("writes counts, thousands and percentages as each language does", () => {
    expect(marketingFigures("de").families).toBe("50.000+");
    expect(marketingFigures("fr").families).toBe("50\u202f000+");
    expect(marketingFigures("es").letters).toBe("100\u00a0mil+");
    expect(marketingFigures("pt-BR").letters).toBe("100\u00a0mil+");
    expect(marketingFigures("fr").replyRate).toBe("95\u00a0%");
    expect(marketingFigures("it").replyRate).toBe("95%");
  });
});

// The letter page states two of the figures in each language's words: they must be MARKETING's.
const letterPages = import.meta.glob<typeof import("~/content/letter-page")>(["../content/letter-page.ts", "../content/*/letter-page.ts"], { eager: true });

describe.each([...LOCALES])("the %s letter page's trust points", (locale: Locale) => {
  const file = locale === "en" ? "../content/letter-page.ts" : `../content/${locale}/letter-page.ts`;
  const [families, replyTime] = letterPages[file]!.LETTER_TRUST.points;
  const digits = (text: string) => text.replace(/\D/g, "");

  it("claim MARKETING's number of families and reply time", () => {
    expect(digits(families!.title)).toBe(String(MARKETING.letterPageFamilies));
    expect(digits(replyTime!.title)).toBe(String(MARKETING.replyHours));
  });
});
