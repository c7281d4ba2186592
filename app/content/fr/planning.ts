import { PLANNING_CHECKLIST as EN_CHECKLIST, PLANNING_TIMELINE as EN_TIMELINE, type ChecklistItem, type TimelinePeriod } from "../planning";

/** The Christmas planning guide in French, with France's réveillon on 24 December and the souliers by the tree. */
export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    ...EN_TIMELINE[0]!,
    period: "Début novembre",
    title: "Rêver et décider",
    tasks: [
      "Parler en famille des traditions que vous aimez le plus",
      "Fixer un budget pour les cadeaux et les repas",
      "Commencer une liste de cadeaux pour toutes les personnes à qui tu veux penser",
    ],
  },
  {
    ...EN_TIMELINE[1]!,
    period: "Fin novembre",
    title: "S'organiser",
    tasks: [
      "Commander les cadeaux qui doivent voyager loin",
      "Vérifier que les décorations et les guirlandes lumineuses fonctionnent encore",
      "Aider les enfants à écrire leur lettre au Père Noël",
    ],
  },
  {
    ...EN_TIMELINE[2]!,
    period: "Début décembre",
    title: "Préparer et envoyer",
    tasks: [
      "Poster les cartes et les colis avant les dates limites d'envoi",
      "Installer le sapin et le décorer ensemble",
      "Préparer de la pâte à biscuits et la congeler pour plus tard",
    ],
  },
  {
    ...EN_TIMELINE[3]!,
    period: "La semaine de Noël",
    title: "Ralentir et profiter",
    tasks: [
      "Emballer les derniers cadeaux en écoutant des chants de Noël",
      "Faire les courses de produits frais pour le réveillon et le jour de Noël",
      "Déposer les souliers au pied du sapin, avec des biscuits pour le Père Noël et des carottes pour les rennes",
    ],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { ...EN_CHECKLIST[0]!, text: "Fixer le budget de Noël de la famille" },
  { ...EN_CHECKLIST[1]!, text: "Faire la liste des cadeaux pour la famille et les amis" },
  { ...EN_CHECKLIST[2]!, text: "Écrire les lettres au Père Noël avec les enfants" },
  { ...EN_CHECKLIST[3]!, text: "Vérifier les décorations et remplacer les guirlandes en panne" },
  { ...EN_CHECKLIST[4]!, text: "Écrire et poster les cartes de vœux" },
  { ...EN_CHECKLIST[5]!, text: "Envoyer à temps les cadeaux pour la famille éloignée" },
  { ...EN_CHECKLIST[6]!, text: "Prévoir le menu du réveillon et du jour de Noël" },
  { ...EN_CHECKLIST[7]!, text: "Faire le plein de papier cadeau, de ruban adhésif et d'étiquettes" },
  { ...EN_CHECKLIST[8]!, text: "Choisir en famille une façon de donner aux autres" },
  { ...EN_CHECKLIST[9]!, text: "Le soir du 24, déposer les souliers, des biscuits, du lait et des carottes pour les rennes" },
];
