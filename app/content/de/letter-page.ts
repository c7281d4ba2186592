import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_FIELD_HELP as EN_HELP, LETTER_HOW_IT_WORKS as EN_STEPS, LETTER_TRUST as EN_TRUST } from "../letter-page";
import { LETTER_RETENTION_DAYS } from "../privacy";
import type { ContentIcon, Step } from "../types";

/** The letter page's German words: whoever is spoken to, child or grown-up, is "du"; otherwise the grown-up is named in the third person. */
export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Schreib deinen Brief",
    text: "Erzähl dem Weihnachtsmann deinen Namen, deine Wünsche und alles, was du ihm sagen möchtest. Ein Erwachsener trägt seine E-Mail-Adresse ein.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Ab zum Nordpol",
    text: "Drück auf den Knopf, und dein Brief liegt sicher am Nordpol bereit für den Weihnachtsmann.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Der Weihnachtsmann antwortet",
    text: "Seine persönliche Antwort kommt ins E-Mail-Postfach des Erwachsenen, meistens nach wenigen Minuten und immer innerhalb von 24 Stunden.",
  },
];

export const LETTER_FIELD_HELP: { readonly [K in keyof typeof EN_HELP]: string } = {
  childName: "Dein Vorname reicht völlig.",
  age: "Freiwillig. Von 1 bis 18.",
  cityCountry: "Freiwillig. Der Weihnachtsmann weiß gern, wo er dich findet.",
  parentEmail: "Hierhin schickt der Weihnachtsmann seine Antwort. Das füllt bitte ein Erwachsener aus.",
  wishList: "Ein Wunsch pro Zeile, oder trenne sie mit Kommas.",
  messageToSanta: "Freiwillig. Erzähl dem Weihnachtsmann von deinem Jahr, deiner Familie oder deinen Haustieren.",
};

export const LETTER_TRUST: {
  readonly heading: string;
  readonly points: readonly { readonly title: string; readonly text: string; readonly icon: ContentIcon }[];
  readonly guarantee: string;
  readonly guaranteeSubject: string;
  readonly stored: string;
} = {
  heading: "Sicher, vertraulich und garantiert",
  points: [
    { ...EN_TRUST.points[0], title: "Über 10.000 Familien vertrauen uns", text: "Familien auf der ganzen Welt schreiben hier jeden Dezember an den Weihnachtsmann." },
    { ...EN_TRUST.points[1], title: "Antwort innerhalb von 24 Stunden", text: "Die meisten Antworten sind nach wenigen Minuten da. Wenn die Post hakt, probieren es die Elfen immer wieder." },
    { ...EN_TRUST.points[2], title: "COPPA-konform", text: "Die E-Mail-Adresse eines Elternteils ist Pflicht, und die Antwort geht an die Eltern, nie an das Kind." },
    { ...EN_TRUST.points[3], title: "Wird nie weitergegeben", text: "Wir geben deinen Brief nie weiter, verkaufen ihn nicht und nutzen ihn nicht für Werbung. Keine Dritten, keine Tracker." },
  ],
  guarantee:
    `Unser Versprechen: Wenn die Antwort des Weihnachtsmanns nicht innerhalb von 24 Stunden angekommen ist (schau bitte auch im Spam-Ordner nach), schreib uns an ${CONTACT_TOKEN}, und wir bringen das in Ordnung.`,
  guaranteeSubject: "Die Antwort des Weihnachtsmanns ist nicht angekommen",
  stored:
    `Wir bewahren den Brief nur auf, um die Antwort des Weihnachtsmanns zu verschicken, und löschen ihn automatisch nach ${LETTER_RETENTION_DAYS} Tagen. Jede Antwort enthält einen Link, mit dem du ihn sofort löschen kannst.`,
};
