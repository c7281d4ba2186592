import { HOME_FEATURES as EN_FEATURES, HOME_MORE_FUN as EN_MORE_FUN, HOME_STEPS as EN_STEPS, HOME_WHY as EN_WHY, type ChristmasCountdownCopy } from "../home";
import type { FeatureCardContent, Stat, Step } from "../types";

export const HOME_TRUST_BADGES = ["100 % gratuit", "Sûr pour les enfants", "Réponse en moins de 24 heures"] as const;

/** The words of the home page's countdown to Christmas, in French. */
export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Compte à rebours jusqu'à Noël",
  timerLabel: "Temps restant avant Noël",
  christmasDay: {
    heading: "Joyeux Noël !",
    message:
      "Le traîneau du Père Noël est bien rentré à la maison et les rennes se reposent après leur longue nuit. Tout le pôle Nord souhaite à ta famille une journée pleine de joie.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Écrire la lettre",
    text: "Ton enfant donne au Père Noël son prénom, ses souhaits et tout ce qui lui tient à cœur. Un adulte ajoute son adresse e-mail.",
  },
  {
    ...EN_STEPS[1]!,
    title: "L'envoyer au pôle Nord",
    text: "Un clic sur un bouton, et la lettre s'envole vers le pôle Nord, où les lutins la trient pour le Père Noël.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Recevoir la réponse du Père Noël",
    text: "Le Père Noël répond dans la boîte e-mail de l'adulte, avec une lettre personnelle qui parle des souhaits de ton enfant.",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    ...EN_FEATURES[0]!,
    title: "Écrire au Père Noël",
    text: "Un formulaire de lettre tout simple, pensé pour les petites mains, et une réponse chaleureuse et personnelle du Père Noël par e-mail.",
    cta: "Écrire une lettre",
  },
  {
    ...EN_FEATURES[1]!,
    title: "La liste des enfants sages",
    text: "Cherche n'importe quel prénom sur la liste des enfants sages du Père Noël et imprime un joli diplôme à garder.",
    cta: "Consulter la liste",
  },
  {
    ...EN_FEATURES[2]!,
    title: "Suivre le Père Noël",
    text: "Suis le traîneau du Père Noël autour du monde la nuit du 24 décembre, ville après ville, en comptant les cadeaux au fil de sa tournée.",
    cta: "Suivre le Père Noël",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    ...EN_MORE_FUN[0]!,
    title: "Recettes de fête",
    text: "Pain d'épices, chocolat chaud, biscuits pour le Père Noël et carottes pour les rennes : des recettes faciles à préparer ensemble.",
    cta: "Voir les recettes",
  },
  {
    ...EN_MORE_FUN[1]!,
    title: "Activités amusantes",
    text: "Coloriages, chants de Noël, cartes à fabriquer et films de Noël pour des soirées en famille bien au chaud.",
    cta: "Voir les activités",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    ...EN_WHY[0]!,
    title: "Sûr et protégé",
    text: "Pas de compte, pas de publicité, pas de traceurs. Les lettres ne sont gardées que le temps nécessaire, et un parent peut en effacer une à tout moment.",
  },
  {
    ...EN_WHY[1]!,
    title: "Réponse en moins de 24 heures",
    text: "La plupart des réponses arrivent en quelques minutes. Si le courrier traîne, les lutins du Père Noël réessaient jusqu'à ce qu'il soit livré.",
  },
  {
    ...EN_WHY[2]!,
    title: "Pensé pour les familles",
    text: "Chaque mot du site est écrit pour les enfants et relu par des parents. Rien à acheter, aucune inscription.",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Familles heureuses" },
    { value: marketing.letters, label: "Lettres envoyées au Père Noël" },
    { value: marketing.replyRate, label: "Taux de réponse" },
    { value: `${marketing.replyHours}\u00a0h`, label: "Délai de réponse" },
  ];
}
