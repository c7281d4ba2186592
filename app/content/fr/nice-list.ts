import { NICE_LIST_STATS as EN_STATS, NICE_LIST_STEPS as EN_STEPS } from "../nice-list";
import type { Step } from "../types";

/** The five Nice List result messages in French: warm, different, and true of every child. */
export const NICE_MESSAGES = [
  "Le Père Noël a fait son plus grand sourire en trouvant ton prénom : ta gentillesse a illuminé le pôle Nord toute l'année !",
  "Les lutins ont vérifié deux fois, et deux fois ils ont applaudi. Tes mains qui aident et ton cœur tendre te placent tout en haut de la liste !",
  "Le nez de Rudolph a brillé encore plus fort quand ton prénom est apparu. Merci de partager, de prendre soin des autres et de les faire rire !",
  "La Mère Noël dit que tes bonnes actions ont réchauffé tout l'atelier, comme une tasse de chocolat chaud. Reste comme tu es : c'est merveilleux !",
  "Ton prénom scintille à l'encre dorée sur la liste du Père Noël. Les rennes ont hâte de passer chez toi la nuit de Noël !",
] as const;

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Écris un prénom",
    text: "Tape le prénom de l'enfant à vérifier. Le prénom suffit : rien d'autre n'est demandé, et rien n'est envoyé nulle part.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Les lutins vérifient deux fois",
    text: "Les lutins feuillettent le grand livre du pôle Nord et calculent une note de sagesse sur 100.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Imprime ton diplôme",
    text: "Fête ça avec un diplôme officiel de la liste des enfants sages, signé par le Père Noël, prêt à imprimer et à accrocher sur le frigo.",
  },
];

/** The hero's fixed stats in French (the season's year is computed from the visitor's date). */
export const NICE_LIST_STATS = [
  { value: "99,9 %", label: "Précision des lutins" },
  { value: "24 h/24", label: "Vérifications jour et nuit" },
  { ...EN_STATS[2], label: "Magie de Noël" },
] as const;
