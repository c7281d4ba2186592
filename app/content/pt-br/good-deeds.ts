import { DEED_SUGGESTIONS as EN, type DeedSuggestion } from "../good-deeds";

/** The good deeds tracker's ten quick-add suggestions in Brazilian Portuguese, in a child's own words; points as in English. */
export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { ...EN[0]!, text: "Ajudei nas tarefas de casa sem ninguém pedir" },
  { ...EN[1]!, text: "Fui gentil com meu irmão ou minha irmã" },
  { ...EN[2]!, text: "Emprestei meus brinquedos" },
  { ...EN[3]!, text: "Disse \"por favor\" e \"obrigado\"" },
  { ...EN[4]!, text: "Animei alguém que estava triste" },
  { ...EN[5]!, text: "Arrumei meu quarto" },
  { ...EN[6]!, text: "Falei a verdade, mesmo quando foi difícil" },
  { ...EN[7]!, text: "Ajudei a carregar as compras" },
  { ...EN[8]!, text: "Dei comida para os bichinhos de estimação" },
  { ...EN[9]!, text: "Fiz alguém dar risada" },
];
