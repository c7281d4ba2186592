import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { MAILING_COST_CAD, MAILING_DEADLINE, SANTA_ADDRESS_ONE_LINE, SANTA_POSTAL_CODE } from "~/content/santas-address";
import { daysLeftText, daysLeftToMail, mailingDeadline } from "./mail-deadline";

// Local times (the counter runs in the visitor's time zone).
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe("mailing deadline", () => {
  it("is December 7 with no stamp cost, as the spec says", () => {
    expect(MAILING_DEADLINE).toEqual({ month: 12, day: 7 });
    expect(MAILING_COST_CAD).toBe(0);
    expect(SANTA_POSTAL_CODE).toBe("H0H 0H0");
    expect(SANTA_ADDRESS_ONE_LINE).toBe("Santa Claus, North Pole H0H 0H0, Canada");
  });

  it("counts to this year's December 7 before it", () => {
    expect(mailingDeadline(at(2026, 11, 22))).toEqual(at(2026, 12, 7, 0));
    expect(daysLeftToMail(at(2026, 11, 22))).toBe(15);
    expect(daysLeftToMail(at(2026, 12, 6, 23, 59))).toBe(1);
    expect(daysLeftToMail(at(2026, 1, 1, 0, 0))).toBe(340);
  });

  it("is 0 all through December 7 itself", () => {
    expect(daysLeftToMail(at(2026, 12, 7, 0, 0))).toBe(0);
    expect(daysLeftToMail(at(2026, 12, 7, 23, 59))).toBe(0);
    expect(mailingDeadline(at(2026, 12, 7, 18))).toEqual(at(2026, 12, 7, 0));
  });

  it("moves to next year's December 7 from December 8", () => {
    expect(mailingDeadline(at(2026, 12, 8, 0, 0))).toEqual(at(2027, 12, 7, 0));
    expect(daysLeftToMail(at(2026, 12, 8, 0, 0))).toBe(364);
  });

  it("crosses the year boundary", () => {
    expect(daysLeftToMail(at(2026, 12, 31, 23, 59))).toBe(341);
    expect(daysLeftToMail(at(2027, 1, 1, 0, 0))).toBe(340);
    expect(mailingDeadline(at(2026, 12, 31))).toEqual(at(2027, 12, 7, 0));
  });

  it("counts across a leap day", () => {
    // 2028 is a leap year: 8 December 2027 to 7 December 2028 is 365 days.
    expect(daysLeftToMail(at(2027, 12, 8))).toBe(365);
  });
});

describe("daysLeftText", () => {
  it("words 0, 1 and many days", () => {
    const english = setupI18n({ locale: "en", messages: { en: {} } });
    expect(english._(daysLeftText(0))).toBe("Today is the last day to mail your letter!");
    expect(english._(daysLeftText(1))).toBe("1 day left to mail your letter");
    expect(english._(daysLeftText(15))).toBe("15 days left to mail your letter");
    expect(english._(daysLeftText(364))).toBe("364 days left to mail your letter");
  });
});
