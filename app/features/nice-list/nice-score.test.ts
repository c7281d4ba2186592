import { describe, expect, it } from "vitest";
import { NICE_MESSAGES } from "~/content/nice-list";
import { localisedContent } from "~/content/localised.server";
import { LOCALES } from "~/i18n/locale";
import {
  NICE_LIST_CHECK_DELAY_MS,
  NICE_MESSAGE_COUNT,
  certificateNumber,
  charCodeSum,
  checkNiceList,
  messageIndex,
  niceScore,
  seasonYear,
  starsFilled,
} from "./nice-score";

describe("Nice Score", () => {
  it("Emma: sum 416, score 85 + 416 mod 15 = 96, message 416 mod 5 = 1, 4 stars", () => {
    expect(charCodeSum("Emma")).toBe(416);
    expect(niceScore("Emma")).toBe(96);
    expect(messageIndex("Emma")).toBe(1);
    expect(starsFilled(niceScore("Emma"))).toBe(4);
  });

  it.each([
    // name, code sum, score, message index
    ["Leo", 320, 90, 0], // l 108 + e 101 + o 111
    ["Noah", 422, 87, 2],
    ["Zoë", 468, 88, 3], // ë is 235
    ["Liam", 419, 99, 4],
    ["Olivia", 644, 99, 4],
    ["Ava", 312, 97, 2],
    ["Jo", 217, 92, 2],
  ])("%s: sum %i, score %i, message %i", (name, sum, score, index) => {
    expect(charCodeSum(name)).toBe(sum);
    expect(niceScore(name)).toBe(score);
    expect(messageIndex(name)).toBe(index);
  });

  it("ignores case and surrounding spaces", () => {
    expect(niceScore("EMMA")).toBe(96);
    expect(niceScore("  emma ")).toBe(96);
    expect(checkNiceList("eMmA")).toEqual(checkNiceList("Emma"));
  });

  it("always lies between 85 and 99 and fills 4 stars", () => {
    for (let code = 0; code < 200; code++) {
      const score = niceScore(`name${String.fromCharCode(97 + (code % 26))}${code}`);
      expect(score).toBeGreaterThanOrEqual(85);
      expect(score).toBeLessThanOrEqual(99);
      expect(starsFilled(score)).toBe(4);
    }
  });

  it("stars are floor(score / 20) out of 5", () => {
    expect(starsFilled(85)).toBe(4);
    expect(starsFilled(99)).toBe(4);
    expect(starsFilled(100)).toBe(5);
    expect(starsFilled(79)).toBe(3);
  });
});

describe("checkNiceList", () => {
  it("puts everyone on the list with the message chosen by the sum mod 5", () => {
    expect(checkNiceList("Emma")).toEqual({ isOnList: true, messageIndex: 1, niceScore: 96 });
    expect(checkNiceList("Leo").messageIndex).toBe(0);
    expect(checkNiceList("Zoë").messageIndex).toBe(3);
    expect(checkNiceList("Liam").messageIndex).toBe(4);
  });

  it("has five different messages in every language and a 3-second check", () => {
    expect(NICE_MESSAGES).toHaveLength(NICE_MESSAGE_COUNT);
    expect(new Set(NICE_MESSAGES).size).toBe(5);
    for (const locale of LOCALES) {
      const { NICE_MESSAGES: messages } = localisedContent<typeof import("~/content/nice-list")>(locale, "nice-list");
      expect(new Set(messages).size, locale).toBe(NICE_MESSAGE_COUNT);
    }
    expect(NICE_LIST_CHECK_DELAY_MS).toBe(3000);
  });
});

describe("certificate", () => {
  it("numbers it 'NL-' followed by the timestamp", () => {
    const now = new Date(Date.UTC(2026, 11, 1, 8, 30));
    expect(certificateNumber(now)).toBe("NL-1796113800000");
    expect(certificateNumber(new Date())).toMatch(/^NL-\d{13}$/);
  });

  it("shows the Christmas season's year, not a fixed one", () => {
    expect(seasonYear(new Date(2026, 10, 22))).toBe(2026);
    expect(seasonYear(new Date(2026, 11, 31, 23))).toBe(2026);
    expect(seasonYear(new Date(2027, 0, 6, 12))).toBe(2026);
    expect(seasonYear(new Date(2027, 0, 7))).toBe(2027);
    expect(seasonYear(new Date(2030, 6, 1))).toBe(2030);
  });
});
