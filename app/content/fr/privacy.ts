/**
 * The privacy policy in French. It says exactly what the English says about what is stored, for how long and who can
 * see it; if the English changes, this text must change with it.
 */
import { CONTACT_TOKEN } from "~/lib/public-config";
import {
  LETTER_RETENTION_DAYS,
  PARENTAL_CONSENT_AGE,
  PRIVACY_RESPONSE_HOURS,
  PRIVACY_SECTIONS as EN,
  type PrivacySection,
} from "../privacy";

/** The English PRIVACY_LAST_UPDATED ("November 27, 2026"), as a French reader writes the date. */
export const PRIVACY_LAST_UPDATED = "27 novembre 2026";

export const PRIVACY_INTRO =
  "Ce site est un site de Noël gratuit pour les familles. Nous recueillons le moins d'informations possible, nous ne nous en servons que pour envoyer la réponse du Père Noël, et nous les effaçons peu après. Cette page explique précisément ce qui se passe.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    ...EN[0]!,
    title: "Les informations que nous recueillons",
    paragraphs: [
      "Quand une lettre au Père Noël est envoyée depuis la page « Écrire au Père Noël », nous enregistrons ce qui a été saisi dans le formulaire de la lettre, avec l'heure de son arrivée et l'indication que la réponse du Père Noël a été envoyée ou non :",
    ],
    list: [
      "Le prénom de l'enfant et son âge.",
      "La ville et le pays de l'enfant (le nom de la ville suffit ; nous ne demandons jamais d'adresse postale).",
      "La lettre elle-même : la liste de souhaits, le message au Père Noël, et si la case « J'ai été sage cette année » a été cochée.",
      "L'adresse e-mail du parent, pour que la réponse du Père Noël soit remise à un adulte.",
      "Les informations de la liste des enfants sages : le prénom saisi pour consulter la liste est vérifié uniquement dans ton navigateur. Il ne nous est jamais envoyé et nous ne l'enregistrons jamais.",
    ],
    afterList: [
      "Pour éviter que le formulaire serve à envoyer des e-mails non désirés, nous comptons aussi les lettres par adresse internet et par adresse e-mail de parent. Pour cela, nous gardons un code brouillé (une empreinte à clé) de chacune, qui ne permet pas de retrouver l'adresse, pendant un jour au maximum ; il est ensuite effacé automatiquement.",
    ],
  },
  {
    ...EN[1]!,
    title: "Comment nous utilisons les informations",
    paragraphs: [
      "Une lettre ne sert qu'à une seule chose : rédiger et envoyer la réponse personnelle du Père Noël à l'adresse e-mail du parent. Nous n'ajoutons pas cette adresse à une liste de diffusion et nous n'envoyons ni lettre d'information ni offre.",
      "La réponse du Père Noël est rédigée par un ordinateur à partir de ce que dit la lettre ; personne ne lit la lettre pour l'écrire. Il y a une exception, pour la sécurité des enfants : si une lettre laisse penser qu'un enfant pourrait être blessé ou en danger (par exemple, quelqu'un qui lui fait du mal, ou l'envie de se faire du mal), aucune réponse automatique n'est envoyée. Une personne formée, au pôle Nord, lit cette lettre, décide si une réponse bienveillante est envoyée et, lorsque la loi l'exige ou qu'un enfant est en danger, prévient les personnes dont le métier est de protéger les enfants. Une telle lettre est gardée jusqu'à ce qu'elle ait été examinée, puis effacée comme toutes les autres.",
      "Le site n'a ni compte, ni traceur tiers, ni cookie, ni publicité. Il compte de simples événements, comme la page ouverte ou le bouton sur lequel on a appuyé, à l'intérieur de la page dans ton propre navigateur ; ces événements ne contiennent jamais ce que tu as saisi.",
    ],
  },
  {
    ...EN[2]!,
    title: "Comment nous protégeons les informations",
    paragraphs: [
      `Les lettres nous parviennent par une connexion chiffrée et ne sont gardées que le temps nécessaire\u00a0: une lettre et la réponse du Père Noël sont effacées automatiquement ${LETTER_RETENTION_DAYS} jours après l'envoi de la réponse.`,
      "Chaque e-mail de réponse contient un lien qui efface aussitôt la lettre de nos fichiers, si tu préfères ne pas attendre.",
      "Il contient aussi un lien privé vers une page qui affiche la réponse du Père Noël et peut la lire à voix haute avec la voix de ton propre appareil : pour cela, aucun son ni aucun texte n'est envoyé nulle part. Le lien ne fonctionne que tant que la lettre est conservée, et nous demandons aux moteurs de recherche de ne pas le répertorier.",
      "Nous ne chargeons aucun script, aucune police ni aucune image d'autres entreprises : personne d'autre ne voit ce que tu fais sur ce site. Nos journaux enregistrent des événements techniques, mais jamais le contenu d'une lettre.",
    ],
  },
  {
    ...EN[3]!,
    title: "La vie privée des enfants (COPPA)",
    paragraphs: [
      `Nous respectons la loi américaine sur la protection de la vie privée des enfants en ligne (Children's Online Privacy Protection Act, ou COPPA). Le consentement d'un parent est obligatoire pour les enfants de moins de ${PARENTAL_CONSENT_AGE} ans\u00a0: un parent ou un tuteur doit aider son enfant à écrire la lettre et doit donner sa propre adresse e-mail pour la réponse.`,
      "Les informations des enfants ne sont jamais vendues, jamais partagées à des fins commerciales et jamais utilisées pour une quelconque publicité.",
    ],
  },
  {
    ...EN[4]!,
    title: "Tes droits",
    paragraphs: ["Les parents et les tuteurs peuvent, à tout moment :"],
    list: [
      "Effacer aussitôt une lettre grâce au lien figurant dans l'e-mail de réponse du Père Noël.",
      "Nous demander quelles informations nous détenons sur leur enfant, et nous demander de les corriger ou de les effacer.",
      "Retirer leur consentement : nous effaçons alors la lettre et n'envoyons plus rien.",
    ],
  },
  {
    ...EN[5]!,
    title: "Nous contacter",
    paragraphs: [
      `Une question sur la vie privée\u202f? Écris-nous à ${CONTACT_TOKEN}. Nous nous efforçons de répondre sous ${PRIVACY_RESPONSE_HOURS} heures.`,
      "Pour une inquiétude urgente concernant les informations d'un enfant, merci d'indiquer « URGENT » dans l'objet du message : nous le traiterons en priorité.",
    ],
  },
];
