import { DEED_SUGGESTIONS as EN, type DeedSuggestion } from "../good-deeds";

/** Spanish quick-add good deeds: the same ten, with the same points, in a child's own words. */
export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { ...EN[0]!, text: "Ayudé en casa sin que me lo pidieran" },
  { ...EN[1]!, text: "Fui amable con mi hermano o mi hermana" },
  { ...EN[2]!, text: "Presté mis juguetes" },
  { ...EN[3]!, text: "Dije «por favor» y «gracias»" },
  { ...EN[4]!, text: "Animé a alguien que estaba triste" },
  { ...EN[5]!, text: "Ordené mi habitación" },
  { ...EN[6]!, text: "Dije la verdad, aunque me costara" },
  { ...EN[7]!, text: "Ayudé a llevar las bolsas de la compra" },
  { ...EN[8]!, text: "Di de comer a las mascotas" },
  { ...EN[9]!, text: "Hice reír a alguien" },
];
