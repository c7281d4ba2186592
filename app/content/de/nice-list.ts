import { NICE_LIST_STATS as EN_STATS, NICE_LIST_STEPS as EN_STEPS, type NICE_MESSAGES as EN_MESSAGES } from "../nice-list";
import type { Step } from "../types";

/** The same tuple as the English list, with German words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * The five German result messages: the same count as in English, because the message is chosen by the name's
 * character-code sum modulo 5. Each is warm and true of every child.
 */
export const NICE_MESSAGES: Words<typeof EN_MESSAGES> = [
  "Der Weihnachtsmann hat ganz breit gelächelt, als er deinen Namen gefunden hat: Deine Freundlichkeit hat den Nordpol das ganze Jahr über erhellt!",
  "Die Elfen haben zweimal nachgeschaut und beide Male gejubelt. Mit deinen helfenden Händen und deinem guten Herzen stehst du ganz oben auf der Liste!",
  "Rudolphs Nase hat extra hell geleuchtet, als dein Name an der Reihe war. Danke, dass du teilst, für andere da bist und sie zum Lachen bringst!",
  "Frau Weihnachtsmann sagt, deine guten Taten haben die ganze Werkstatt gewärmt wie eine Tasse heißer Kakao. Bleib so wunderbar, wie du bist!",
  "Dein Name glitzert mit goldener Tinte auf der Liste des Weihnachtsmanns. Die Rentiere können es kaum erwarten, an Heiligabend bei dir vorbeizukommen!",
];

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Vornamen eingeben",
    text: "Tippe den Vornamen des Kindes ein, das du nachschauen möchtest. Nur den Vornamen: Mehr braucht es nicht, und nichts wird irgendwohin geschickt.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Die Elfen schauen zweimal nach",
    text: "Die Elfen blättern im großen, dicken Buch am Nordpol und rechnen aus, wie brav jemand war: bis zu 100 Punkte.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Urkunde ausdrucken",
    text: "Feiert mit einer offiziellen Urkunde für die Liste der braven Kinder, unterschrieben vom Weihnachtsmann, zum Ausdrucken und Aufhängen am Kühlschrank.",
  },
];

/** The hero's fixed stats (the first, the season's year, is computed from the visitor's date). */
export const NICE_LIST_STATS: readonly { value: string; label: string }[] = [
  { ...EN_STATS[0], value: "99,9 %", label: "Genauigkeit der Elfen" },
  { ...EN_STATS[1], label: "Wir prüfen Tag und Nacht" },
  { ...EN_STATS[2], label: "Weihnachtszauber" },
];
