import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CertificateWords } from "./certificate-design";
import { NICE_SCORE_MAX } from "./nice-score";

/**
 * The certificate's words in the page's language (`i18n` is the page's, from useLingui): everything the SVG, the
 * print view and the PDF write, apart from the name and the date.
 */
export function certificateWords(i18n: I18n, { name, year, score, number }: { name: string; year: number; score: number; number: string }): CertificateWords {
  const max = NICE_SCORE_MAX;
  return {
    heading: i18n._(msg`OFFICIAL NORTH POLE DOCUMENT`),
    title: i18n._(msg`Certificate of Niceness`),
    subtitle: i18n._(msg`Santa's Nice List \u2022 Christmas ${year}`),
    certify: i18n._(msg`This is to certify that`),
    checked: i18n._(msg`has been checked twice by Santa's elves and is officially on the`),
    listed: i18n._(msg`Nice List for Christmas ${year}, with a Nice Score of ${score}/${max}.`),
    seal: [i18n._(msg({ message: "NICE", comment: "First of the two words on the certificate's small round seal (at most 6 letters)." })), i18n._(msg({ message: "LIST", comment: "Second of the two words on the certificate's small round seal (at most 6 letters)." }))],
    signer: i18n._(msg({ message: "Santa Claus", comment: "Printed under Santa's signature on the certificate." })),
    signerRole: i18n._(msg`Keeper of the Nice List`),
    dateLabel: i18n._(msg({ message: "Date", comment: "Printed under the date on the certificate." })),
    number: i18n._(msg`Certificate No. ${number}`),
    description: i18n._(msg`Nice List certificate for ${name}, Christmas ${year}, Nice Score ${score} out of ${max}, number ${number}`),
    printTitle: i18n._(msg`Nice List Certificate for ${name}`),
    pdfTitle: i18n._(msg`Nice List Certificate ${year}`),
    pdfAuthor: i18n._(msg`Santa Claus, North Pole`),
    pdfSubject: i18n._(msg`Official Nice List certificate`),
    fallbackName: i18n._(msg`A Very Nice Child`),
    fileName: i18n._(msg({ message: "nice-list-certificate", comment: "The start of the certificate PDF's file name: lower-case words joined by hyphens." })),
  };
}
