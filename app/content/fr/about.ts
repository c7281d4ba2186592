import { CONTACT_TOKEN } from "~/lib/public-config";
import { ABOUT_SECTIONS as EN, type AboutSection } from "../about";
import { PRIVACY_RESPONSE_HOURS } from "../privacy";

/** The about page in French: the mission, the elves and the magic. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    ...EN[0]!,
    title: "Notre mission",
    paragraphs: [
      "Nous pensons que chaque enfant mérite d'être écouté à Noël. North Pole Mail offre aux familles un moyen gratuit, sûr et simple d'écrire au Père Noël, et aux parents de recevoir une réponse chaleureuse et personnelle qui parle des souhaits de leur enfant.",
      "Autour des lettres, nous avons réuni tout ce que les familles aiment faire ensemble en décembre : des recettes à préparer, des histoires à lire à voix haute, des chansons à chanter, des dessins à colorier et des jeux. Tout est gratuit, sans publicité et sans compte à créer.",
    ],
  },
  {
    ...EN[1]!,
    title: "Les lutins",
    paragraphs: [
      "Derrière chaque réponse, il y a une équipe de lutins travailleurs (avec un petit coup de main de quelques adultes bien sympathiques). Les lutins du tri lisent chaque lettre avec soin, les lutins de l'écriture veillent à ce que la réponse du Père Noël soit gentille et encourageante, et les lutins de l'atelier font tourner le site sans accroc, même pendant les nuits les plus chargées de décembre.",
      "Nos lutins prennent aussi la sécurité très au sérieux. Ils ne demandent que ce dont une lettre a besoin, ne la partagent jamais avec personne, et rangent les lettres peu de temps après la réponse du Père Noël.",
    ],
  },
  {
    ...EN[2]!,
    title: "La magie de Noël",
    paragraphs: [
      "La magie de Noël, ce n'est pas vraiment une affaire de cadeaux. C'est l'étincelle dans les yeux d'un enfant quand une réponse arrive, l'odeur des biscuits qu'on fait cuire ensemble, et le plaisir de suivre le traîneau du Père Noël la nuit du 24 décembre.",
      "Nous espérons que ce site aidera ta famille à créer de petits souvenirs heureux qui dureront bien après qu'on a rangé les décorations. Merci de ta visite, et joyeux Noël de la part de tout le pôle Nord !",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT = {
  title: "Nous écrire",
  text: `Les adultes peuvent nous écrire à ${CONTACT_TOKEN}\u00a0: une question, une réponse qui n'est pas arrivée, une lettre à effacer ou une idée pour le site. Une vraie personne lit chaque message, et nous répondons sous ${PRIVACY_RESPONSE_HOURS} heures.`,
} as const;

export const ABOUT_VALUES: readonly string[] = ["Toujours gratuit", "Ni publicité ni traceurs", "Sûr pour les enfants", "Fait avec amour"];
