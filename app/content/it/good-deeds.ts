import { DEED_SUGGESTIONS as EN, type DeedSuggestion } from "../good-deeds";

/** The good deeds tracker's ten quick-add suggestions in Italian, in a child's own words; points as in English. */
export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { ...EN[0]!, text: "Ho aiutato in casa senza che nessuno me lo chiedesse" },
  { ...EN[1]!, text: "Ho fatto una gentilezza a mio fratello o a mia sorella" },
  { ...EN[2]!, text: "Ho prestato i miei giocattoli" },
  { ...EN[3]!, text: "Ho detto «per favore» e «grazie»" },
  { ...EN[4]!, text: "Ho consolato qualcuno che era triste" },
  { ...EN[5]!, text: "Ho messo in ordine la mia cameretta" },
  { ...EN[6]!, text: "Ho detto la verità, anche quando era difficile" },
  { ...EN[7]!, text: "Ho aiutato a portare la spesa" },
  { ...EN[8]!, text: "Ho dato da mangiare agli animali" },
  { ...EN[9]!, text: "Ho fatto ridere qualcuno" },
];
