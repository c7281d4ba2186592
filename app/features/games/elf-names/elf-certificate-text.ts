/**
 * The elf certificate's words in the page's language, for the printable page and the PDF (both are built outside
 * React, so they get their words as data). The messages live here once; the component passes its `i18n`.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface CertificateText {
  /** The page's BCP 47 tag, for the printable page's `<html lang>`. */
  lang: string;
  title: string;
  workshop: string;
  department: string;
  certifies: string;
  joined: string;
  abilityLabel: string;
  numberLabel: string;
  issuedLabel: string;
  signature: string;
  signatureRole: string;
  /** Shown in the PDF when the standard font can draw none of the letters of the name, the job or the ability. */
  fallbackName: string;
  fallbackJob: string;
  fallbackAbility: string;
}

export function certificateText(i18n: I18n, lang: string): CertificateText {
  return {
    lang,
    title: i18n._(msg`Official Elf Certificate`),
    workshop: i18n._(msg`North Pole Workshop`),
    department: i18n._(msg`Department of Elf Affairs`),
    certifies: i18n._(msg`This certifies that`),
    joined: i18n._(msg`has officially joined Santa's workshop as`),
    abilityLabel: i18n._(msg`Special ability:`),
    numberLabel: i18n._(msg`Certificate No.`),
    issuedLabel: i18n._(msg`Issued on`),
    signature: i18n._(msg({ message: "Santa Claus", comment: "The signature at the foot of the elf certificate" })),
    signatureRole: i18n._(msg`Head of the North Pole Workshop`),
    fallbackName: i18n._(msg`Our Newest Elf`),
    fallbackJob: i18n._(msg`Workshop Helper`),
    fallbackAbility: i18n._(msg`Spreading joy`),
  };
}
