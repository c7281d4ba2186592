import type { PrintableDesign } from "../printable-templates";
import {
  MAILING_STEPS as EN_STEPS,
  MAILING_TIPS as EN_TIPS,
  SANTA_LETTER_TEMPLATE as EN_TEMPLATE,
  type MailingTip,
} from "../santas-address";

/**
 * The mailing address guide in French. The address itself is Canada Post's and stays exactly as in English, in
 * every language: only the guidance around it is translated.
 */
export const MAILING_DEADLINE_LABEL = "7 décembre";

export const MAILING_STEPS: readonly MailingTip[] = [
  { ...EN_STEPS[0]!, title: "Écris ta lettre", text: "Fais ta plus belle écriture, ou imprime notre modèle de lettre gratuit et remplis-le." },
  { ...EN_STEPS[1]!, title: "Ajoute ton adresse", text: "Écris ton nom complet et ton adresse sur la lettre et au dos de l'enveloppe, pour que le Père Noël puisse te répondre." },
  { ...EN_STEPS[2]!, title: "Écris l'adresse du Père Noël sur l'enveloppe", text: "Santa Claus, North Pole, H0H 0H0, Canada : exactement comme ça, en anglais." },
  { ...EN_STEPS[3]!, title: "Poste-la au plus tard le 7 décembre", text: "Glisse-la dans n'importe quelle boîte aux lettres. Au Canada, pas besoin de timbre ; depuis les autres pays, comme la France, il faut un timbre ordinaire pour l'international." },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { ...EN_TIPS[0]!, title: "Écris lisiblement", text: "Le Père Noël a de bons yeux, mais une belle écriture aide les lutins à trier le courrier plus vite." },
  { ...EN_TIPS[1]!, title: "N'oublie pas ton adresse", text: "Sans elle, les lutins ne peuvent pas t'envoyer de réponse : demande à un adulte de t'aider à l'écrire." },
  { ...EN_TIPS[2]!, title: "Ajoute un dessin", text: "Le Père Noël adore les dessins ! Un dessin de ta famille, de ton animal ou de ton sapin, et sa journée est illuminée." },
  { ...EN_TIPS[3]!, title: "Dis merci", text: "Raconte au Père Noël une chose pour laquelle tu as envie de dire merci cette année, pas seulement ce que tu souhaites." },
  { ...EN_TIPS[4]!, title: "Poste tôt", text: "Les lettres postées au plus tard le 7 décembre ont le plus de chances de recevoir une réponse avant Noël." },
  { ...EN_TIPS[5]!, title: "Besoin d'aller plus vite ?", text: "Écris aussi au Père Noël en ligne : un parent recevra sa réponse par e-mail." },
];

/** The printable letter template's words in French (its file and layout kind stay as in English). */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  ...EN_TEMPLATE,
  heading: "Ma lettre au Père Noël",
  subheading: "À envoyer à : Santa Claus, North Pole H0H 0H0, Canada",
  layout: {
    kind: "lines",
    prompts: [
      { text: "Cher Père Noël, je m'appelle", lines: 1 },
      { text: "J'ai ___ ans et j'habite à", lines: 1 },
      { text: "Cette année, j'ai été gentil(le) et serviable quand j'ai", lines: 3 },
      { text: "Pour Noël, j'aimerais beaucoup", lines: 4 },
      { text: "Une chose que je veux te dire", lines: 2 },
      { text: "Avec tout mon amour (et mon adresse)", lines: 2 },
    ],
  },
};
