import { DEED_SUGGESTIONS as EN, type DeedSuggestion } from "../good-deeds";

/** The good deeds tracker's quick-add suggestions in French; the points stay as in English. */
export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { ...EN[0]!, text: "J'ai aidé à la maison sans qu'on me le demande" },
  { ...EN[1]!, text: "J'ai été gentil avec mon frère ou ma sœur" },
  { ...EN[2]!, text: "J'ai prêté mes jouets" },
  { ...EN[3]!, text: "J'ai dit s'il te plaît et merci" },
  { ...EN[4]!, text: "J'ai consolé quelqu'un qui était triste" },
  { ...EN[5]!, text: "J'ai rangé ma chambre" },
  { ...EN[6]!, text: "J'ai dit la vérité, même quand c'était difficile" },
  { ...EN[7]!, text: "J'ai aidé à porter les courses" },
  { ...EN[8]!, text: "J'ai donné à manger aux animaux" },
  { ...EN[9]!, text: "J'ai fait rire quelqu'un" },
];
