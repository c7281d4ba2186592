/**
 * The elf name rule (second spec document, section 9): a prefix from 26 words by the first letter's character
 * code modulo 26, then the first name, then a suffix from 12 words by birth month − 1; a random job title
 * (of 16) and a random special ability (of 10). Pure: the random source is passed in.
 */
import { ELF_ABILITIES, ELF_JOB_TITLES, ELF_PREFIXES, ELF_SUFFIXES, MONTH_NAMES } from "~/content/elf-names";
import { pick, type RandomSource } from "~/lib/random";

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
  return Number.isInteger(month) && month >= 1 && month <= MONTH_NAMES.length;
}

/** Generate is allowed only with a non-blank trimmed first name and a chosen month. */
export function canGenerate(firstName: string, month: number | null): boolean {
  return firstName.trim().length > 0 && month !== null && isValidMonth(month);
}

/** Index into the prefixes: the trimmed name's first character code, modulo 26. */
export function prefixIndex(firstName: string): number {
  return firstName.trim().charCodeAt(0) % ELF_PREFIXES.length;
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

export function elfName(firstName: string, month: number): string {
  const prefix = ELF_PREFIXES[prefixIndex(firstName)]!;
  const suffix = ELF_SUFFIXES[suffixIndex(month)]!;
  return `${prefix} ${displayFirstName(firstName)} ${suffix}`;
}

export function generateElf(input: ElfInput, random: RandomSource): ElfResult {
  if (!canGenerate(input.firstName, input.month)) throw new Error("generateElf needs a first name and a month 1–12");
  return {
    elfName: elfName(input.firstName, input.month),
    jobTitle: pick(random, ELF_JOB_TITLES),
    specialAbility: pick(random, ELF_ABILITIES),
  };
}

/** The welcome note under the result. */
export function welcomeNote(result: ElfResult): string {
  return `Welcome to Santa's workshop, ${result.elfName}! As our new ${result.jobTitle}, you are a very important part of the team. The other elves can't wait to meet you.`;
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

/** A file name for the PDF built from the elf name: letters and digits only. */
export function certificateFileName(result: ElfResult): string {
  const slug = result.elfName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `elf-certificate${slug ? `-${slug}` : ""}.pdf`;
}
