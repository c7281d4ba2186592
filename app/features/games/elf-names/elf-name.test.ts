import { describe, expect, it } from "vitest";
import { ELF_ABILITIES, ELF_JOB_TITLES, ELF_PREFIXES, ELF_SUFFIXES, MONTH_NAMES } from "~/content/elf-names";
import * as FRENCH from "~/content/fr/elf-names";
import { seededRandom } from "~/lib/random";
import {
  CERTIFICATE_PRINT_DELAY_MS,
  canGenerate,
  certificateDetails,
  certificateFileName,
  elfName,
  generateElf,
  prefixIndex,
  suffixIndex,
  type ElfWords,
} from "./elf-name";

const EN: ElfWords = { prefixes: ELF_PREFIXES, suffixes: ELF_SUFFIXES, jobTitles: ELF_JOB_TITLES, abilities: ELF_ABILITIES, months: MONTH_NAMES };
const FR: ElfWords = {
  prefixes: FRENCH.ELF_PREFIXES,
  suffixes: FRENCH.ELF_SUFFIXES,
  jobTitles: FRENCH.ELF_JOB_TITLES,
  abilities: FRENCH.ELF_ABILITIES,
  months: FRENCH.MONTH_NAMES,
};

const fixed = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("word lists", () => {
  it("has 26 prefixes, 12 suffixes, 16 job titles and 10 abilities, all different (English; app/content checks the others)", () => {
    expect(new Set(ELF_PREFIXES).size).toBe(26);
    expect(new Set(ELF_SUFFIXES).size).toBe(12);
    expect(new Set(ELF_JOB_TITLES).size).toBe(16);
    expect(new Set(ELF_ABILITIES).size).toBe(10);
    expect(MONTH_NAMES).toHaveLength(12);
  });
});

describe("elf name rule", () => {
  it("picks the prefix by the first character code mod 26 and the suffix by month − 1", () => {
    // "A" is 65, 65 % 26 = 13; May → index 4.
    expect(prefixIndex("Anna", 26)).toBe(13);
    expect(suffixIndex(5)).toBe(4);
    expect(elfName(EN, "Anna", 5)).toBe(`${ELF_PREFIXES[13]} Anna ${ELF_SUFFIXES[4]}`);
    // "a" is 97, 97 % 26 = 19: the character code decides, as the spec says.
    expect(prefixIndex("amy", 26)).toBe(19);
    expect(elfName(EN, "amy", 1)).toBe(`${ELF_PREFIXES[19]} Amy ${ELF_SUFFIXES[0]}`);
  });

  it("gives the same prefix and suffix for the same first letter and month", () => {
    const [first, second] = [elfName(EN, "Sam", 3), elfName(EN, "Sophie", 3)];
    expect(first.split(" ")[0]).toBe(second.split(" ")[0]);
    expect(first.split(" ").at(-1)).toBe(second.split(" ").at(-1));
  });

  it("handles the edges: 'z', codes above 'z', month 1 and month 12", () => {
    expect(prefixIndex("zoe", 26)).toBe(122 % 26); // 18
    expect(prefixIndex("{", 26)).toBe(123 % 26); // 19
    expect(prefixIndex("Élodie", 26)).toBe(201 % 26); // 19
    expect(prefixIndex("ñ", 26)).toBe(241 % 26); // 7
    expect(prefixIndex("Łukasz", 26)).toBe(321 % 26); // 9
    expect(prefixIndex("雪", 26)).toBe(0x96ea % 26);
    expect(prefixIndex("  Zed ", 26)).toBe(90 % 26);
    for (const name of ["zoe", "{", "Élodie", "ñ", "Łukasz", "雪", "😀x"]) {
      const i = prefixIndex(name, 26);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(26);
      expect(ELF_PREFIXES[i]).toBeDefined();
    }
    expect(suffixIndex(1)).toBe(0);
    expect(suffixIndex(12)).toBe(11);
    expect(elfName(EN, "Élodie", 12)).toBe(`${ELF_PREFIXES[19]} Élodie ${ELF_SUFFIXES[11]}`);
  });

  it("trims the name and shows it with a capital first letter", () => {
    expect(elfName(EN, "  bob  ", 2)).toBe(`${ELF_PREFIXES[98 % 26]} Bob ${ELF_SUFFIXES[1]}`);
  });

  it("needs a non-blank trimmed name and a month 1–12", () => {
    expect(canGenerate("Anna", 1)).toBe(true);
    expect(canGenerate("   ", 1)).toBe(false);
    expect(canGenerate("", 5)).toBe(false);
    expect(canGenerate("Anna", null)).toBe(false);
    expect(canGenerate("Anna", 0)).toBe(false);
    expect(canGenerate("Anna", 13)).toBe(false);
    expect(() => generateElf(EN, { firstName: " ", month: 3 }, Math.random)).toThrow();
  });

  it("draws the job title and the ability from the random source", () => {
    const low = generateElf(EN, { firstName: "Anna", month: 5 }, fixed(0, 0));
    expect(low).toEqual({ elfName: elfName(EN, "Anna", 5), jobTitle: ELF_JOB_TITLES[0], specialAbility: ELF_ABILITIES[0] });
    const high = generateElf(EN, { firstName: "Anna", month: 5 }, fixed(0.999999, 0.999999));
    expect(high.jobTitle).toBe(ELF_JOB_TITLES[15]);
    expect(high.specialAbility).toBe(ELF_ABILITIES[9]);
    const mid = generateElf(EN, { firstName: "Anna", month: 5 }, fixed(0.5, 0.5));
    expect(mid.jobTitle).toBe(ELF_JOB_TITLES[8]);
    expect(mid.specialAbility).toBe(ELF_ABILITIES[5]);
    // A seeded source gives the same elf every time.
    expect(generateElf(EN, { firstName: "Kai", month: 7 }, seededRandom(42))).toEqual(generateElf(EN, { firstName: "Kai", month: 7 }, seededRandom(42)));
  });

  it("uses the word lists it is given: the page's language's", () => {
    expect(elfName(FR, "Léa", 5)).toBe(`${FR.prefixes["L".charCodeAt(0) % 26]} Léa ${FR.suffixes[4]}`);
    const elf = generateElf(FR, { firstName: "Léa", month: 5 }, fixed(0, 0.999999));
    expect(elf).toEqual({ elfName: elfName(FR, "Léa", 5), jobTitle: FR.jobTitles[0], specialAbility: FR.abilities[9] });
  });
});

describe("certificate", () => {
  const result = { elfName: "Jingle Anna Snowflake", jobTitle: "Letter Sorter", specialAbility: "Speaks fluent Reindeer" };

  it("numbers it from the current time and dates it in the given locale", () => {
    const now = new Date(2026, 11, 3, 10, 0, 0);
    const details = certificateDetails(result, now, "en-US");
    expect(details.number).toBe(`ELF-${now.getTime()}`);
    expect(details.issuedOn).toBe("December 3, 2026");
    expect(details.issuedOnIso).toBe("2026-12-03");
    expect(certificateDetails(result, now, "de-DE").issuedOn).toBe("3. Dezember 2026");
    expect(details.elfName).toBe(result.elfName);
  });

  it("prints after 500 ms", () => {
    expect(CERTIFICATE_PRINT_DELAY_MS).toBe(500);
  });

  it("names the PDF from the elf name with safe characters", () => {
    expect(certificateFileName(result)).toBe("elf-certificate-jingle-anna-snowflake.pdf");
    expect(certificateFileName({ ...result, elfName: "Holly Zoë/../ Snowflake" })).toBe("elf-certificate-holly-zoe-snowflake.pdf");
    expect(certificateFileName({ ...result, elfName: "雪" })).toBe("elf-certificate.pdf");
    // The page's language's word for the file, made safe the same way.
    expect(certificateFileName({ ...result, elfName: "Grelot Léa Pain-d'Épice" }, "certificat de lutin")).toBe("certificat-de-lutin-grelot-lea-pain-d-epice.pdf");
    expect(certificateFileName(result, "雪")).toBe("elf-certificate-jingle-anna-snowflake.pdf");
  });
});
