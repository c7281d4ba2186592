/**
 * The elf name rule (second spec document, section 9): a prefix from 26 words by the first letter's character
 * code modulo 26, then the first name, then a suffix from 12 words by birth month − 1; a random job title
 * (of 16) and a random special ability (of 10). Pure: the word lists (the page's language's, from
 * app/content/<locale>/elf-names.ts through the loader) and the random source are passed in.
 */
import { pick, type RandomSource } from "~/lib/random";
import { fileSlug } from "~/lib/file-slug";

/** The word lists of one language, as app/content/elf-names.ts exports them. */
export interface ElfWords {
  /** 26, picked by the first letter's character code. */
  prefixes: readonly string[];
  /** 12, one per birth month, January first. */
  suffixes: readonly string[];
  jobTitles: readonly string[];
  abilities: readonly string[];
  /** The 12 months' names for the birth month menu, January first. */
  months: readonly string[];
}

export const MONTHS_IN_YEAR = 12;

/** The certificate prints this long after its window opens, then the window closes. */
export const CERTIFICATE_PRINT_DELAY_MS = 500;

export interface ElfInput {
  firstName: string;
  /** Birth month, 1 (January) to 12 (December). */
  month: number;
}

export interface ElfResult {
  elfName: string;
  jobTitle: string;
  specialAbility: string;
}

export function isValidMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= MONTHS_IN_YEAR;
}

/** Generate is allowed only with a non-blank trimmed first name and a chosen month. */
export function canGenerate(firstName: string, month: number | null): boolean {
  return firstName.trim().length > 0 && month !== null && isValidMonth(month);
}

/** Index into the prefixes: the trimmed name's first character code, modulo their count (26). */
export function prefixIndex(firstName: string, prefixCount: number): number {
  return firstName.trim().charCodeAt(0) % prefixCount;
}

/** Index into the suffixes: month − 1. */
export function suffixIndex(month: number): number {
  return month - 1;
}

/** The first name as shown in the elf name: trimmed, first letter capitalised, inner spaces kept single. */
export function displayFirstName(firstName: string): string {
  const trimmed = firstName.trim().replace(/\s+/g, " ");
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

export function elfName(words: Pick<ElfWords, "prefixes" | "suffixes">, firstName: string, month: number): string {
  const prefix = words.prefixes[prefixIndex(firstName, words.prefixes.length)]!;
  const suffix = words.suffixes[suffixIndex(month)]!;
  return `${prefix} ${displayFirstName(firstName)} ${suffix}`;
}

export function generateElf(words: ElfWords, input: ElfInput, random: RandomSource): ElfResult {
  if (!canGenerate(input.firstName, input.month)) throw new Error("generateElf needs a first name and a month 1–12");
  return {
    elfName: elfName(words, input.firstName, input.month),
    jobTitle: pick(random, words.jobTitles),
    specialAbility: pick(random, words.abilities),
  };
}

export interface CertificateDetails extends ElfResult {
  /** Based on the current time: "ELF-" and the milliseconds since 1970. */
  number: string;
  /** The issue date in the visitor's locale. */
  issuedOn: string;
  /** The same date as YYYY-MM-DD (for a PDF font that cannot draw the locale's script). */
  issuedOnIso: string;
}

export function certificateDetails(result: ElfResult, now: Date, locale?: string | string[]): CertificateDetails {
  return {
    ...result,
    number: `ELF-${now.getTime()}`,
    issuedOn: now.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" }),
    issuedOnIso: [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-"),
  };
}


/** A file name for the PDF: the page's language's word for it ("elf-certificate") and the elf name. */
export function certificateFileName(result: ElfResult, prefix = "elf-certificate"): string {
  const slug = fileSlug(result.elfName);
  return `${fileSlug(prefix) || "elf-certificate"}${slug ? `-${slug}` : ""}.pdf`;
}
