import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_HOW_IT_WORKS as EN_STEPS, LETTER_TRUST as EN_TRUST } from "../letter-page";
import { LETTER_RETENTION_DAYS } from "../privacy";
import type { Step } from "../types";

export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Écris ta lettre",
    text: "Dis au Père Noël ton prénom, tes souhaits et tout ce que tu as envie de lui raconter. Un adulte ajoute son adresse e-mail.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Envoie-la au pôle Nord",
    text: "Appuie sur le bouton : ta lettre est bien rangée au pôle Nord, prête pour le Père Noël.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Le Père Noël te répond",
    text: "La réponse personnelle du Père Noël arrive dans la boîte e-mail de l'adulte, en général en quelques minutes et toujours en moins de 24 heures.",
  },
];

export const LETTER_FIELD_HELP = {
  childName: "Ton prénom suffit, c'est parfait.",
  age: "Facultatif. De 1 à 18 ans.",
  cityCountry: "Facultatif. Le Père Noël aime savoir où te trouver.",
  parentEmail: "La réponse du Père Noël arrivera ici. C'est un adulte qui remplit cette case.",
  wishList: "Un souhait par ligne, ou sépare-les par des virgules.",
  messageToSanta: "Facultatif. Raconte au Père Noël ton année, ta famille ou tes animaux.",
} as const;

export const LETTER_TRUST = {
  heading: "Sûr, privé et garanti",
  points: [
    { ...EN_TRUST.points[0], title: "Plus de 10 000 familles nous font confiance", text: "Chaque mois de décembre, des familles du monde entier écrivent ici au Père Noël." },
    { ...EN_TRUST.points[1], title: "Réponse en moins de 24 heures", text: "La plupart des réponses arrivent en quelques minutes. Si le courrier traîne, les lutins réessaient." },
    { ...EN_TRUST.points[2], title: "Conforme à la loi COPPA", text: "L'adresse e-mail d'un parent est obligatoire, et la réponse va au parent, jamais à l'enfant." },
    { ...EN_TRUST.points[3], title: "Jamais partagée", text: "Nous ne partageons jamais les lettres, nous ne les vendons pas et nous ne nous en servons jamais pour de la publicité. Aucun tiers, aucun traceur." },
  ],
  guarantee:
    `Notre garantie\u00a0: si la réponse du Père Noël n'est pas arrivée dans les 24\u00a0heures (pense à regarder aussi dans les courriers indésirables), écris-nous à ${CONTACT_TOKEN} et nous arrangerons les choses.`,
  guaranteeSubject: "La réponse du Père Noël n'est pas arrivée",
  stored:
    `Nous gardons la lettre uniquement pour envoyer la réponse du Père Noël, et nous l'effaçons automatiquement ${LETTER_RETENTION_DAYS} jours plus tard. Chaque réponse contient un lien pour l'effacer tout de suite.`,
} as const;
