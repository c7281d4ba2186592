import {
  HOME_FEATURES as EN_FEATURES,
  HOME_MORE_FUN as EN_MORE_FUN,
  HOME_STEPS as EN_STEPS,
  HOME_WHY as EN_WHY,
  type ChristmasCountdownCopy,
  type HOME_TRUST_BADGES as EN_BADGES,
} from "../home";
import type { FeatureCardContent, Stat, Step } from "../types";

/** The same tuple as the English list, with German words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/** The home page in German. */
export const HOME_TRUST_BADGES: Words<typeof EN_BADGES> = ["100 % kostenlos", "Sicher für Kinder", "Antwort innerhalb von 24 Stunden"];

export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Countdown bis Weihnachten",
  timerLabel: "Zeit bis Weihnachten",
  christmasDay: {
    heading: "Frohe Weihnachten!",
    message:
      "Der Schlitten des Weihnachtsmanns ist sicher wieder zu Hause, und die Rentiere ruhen sich nach ihrer langen Nacht aus. Alle am Nordpol wünschen deiner Familie einen Tag voller Freude.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Brief schreiben",
    text: "Dein Kind erzählt dem Weihnachtsmann seinen Namen, seine Wünsche und alles, was ihm auf dem Herzen liegt. Ein Erwachsener trägt seine E-Mail-Adresse ein.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Ab zum Nordpol",
    text: "Ein Druck auf den Knopf, und der Brief fliegt zum Nordpol, wo die Elfen ihn für den Weihnachtsmann einsortieren.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Antwort vom Weihnachtsmann",
    text: "Der Weihnachtsmann schreibt an das E-Mail-Postfach des Erwachsenen zurück, mit einer persönlichen Antwort, in der die Wünsche deines Kindes vorkommen.",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    ...EN_FEATURES[0]!,
    title: "Dem Weihnachtsmann schreiben",
    text: "Ein freundliches Briefformular für kleine Hände und eine herzliche, persönliche Antwort vom Weihnachtsmann per E-Mail.",
    cta: "Brief schreiben",
  },
  {
    ...EN_FEATURES[1]!,
    title: "Liste der braven Kinder",
    text: "Schau nach, ob ein Vorname auf der Liste der braven Kinder steht, und druck eine schöne Urkunde zum Aufheben aus.",
    cta: "Auf der Liste nachschauen",
  },
  {
    ...EN_FEATURES[2]!,
    title: "Dem Weihnachtsmann folgen",
    text: "Verfolge an Heiligabend den Schlitten des Weihnachtsmanns rund um die Welt, Stadt für Stadt, und sieh, wie viele Geschenke er schon verteilt hat.",
    cta: "Zum Schlitten-Tracker",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    ...EN_MORE_FUN[0]!,
    title: "Weihnachtsrezepte",
    text: "Lebkuchen, heiße Schokolade, Kekse für den Weihnachtsmann und Karotten für die Rentiere: einfache Rezepte zum gemeinsamen Backen.",
    cta: "Zu den Rezepten",
  },
  {
    ...EN_MORE_FUN[1]!,
    title: "Basteln, Malen, Singen",
    text: "Ausmalbilder, Weihnachtslieder zum Mitsingen, Karten zum Basteln und Weihnachtsfilme für gemütliche Familienabende.",
    cta: "Zu den Ideen",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    ...EN_WHY[0]!,
    title: "Sicher und geschützt",
    text: "Keine Konten, keine Werbung, keine Tracker. Briefe werden nur so lange aufbewahrt wie nötig, und Eltern können einen Brief jederzeit löschen.",
  },
  {
    ...EN_WHY[1]!,
    title: "Antwort innerhalb von 24 Stunden",
    text: "Die meisten Antworten sind nach wenigen Minuten da. Wenn die Post hakt, probieren es die Elfen des Weihnachtsmanns so lange, bis sie ankommt.",
  },
  {
    ...EN_WHY[2]!,
    title: "Familienfreundlich",
    text: "Jedes Wort auf dieser Seite ist für Kinder geschrieben und von Eltern geprüft. Nichts zu kaufen, nichts zum Anmelden.",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Glückliche Familien" },
    { value: marketing.letters, label: "Briefe an den Weihnachtsmann" },
    { value: marketing.replyRate, label: "Antwortquote" },
    { value: `${marketing.replyHours} Std.`, label: "Antwortzeit" },
  ];
}
