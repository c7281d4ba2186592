import { CARD_TEMPLATES as EN_TEMPLATES, CARD_TUTORIALS as EN_TUTORIALS, type CardTemplate, type CardTutorial } from "../card-crafts";

/**
 * Card crafts in French: the two printable card templates and the four tutorials. Drawings, template ids and
 * difficulties stay as in English; measures are metric only.
 */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    ...EN_TEMPLATES[0]!,
    title: "Carte pliée bonhomme de neige",
    description: "Un bonhomme de neige prêt à colorier sur le devant, et des lignes pour écrire à l'intérieur. Imprime, plie une fois et décore.",
    greeting: "Je te souhaite un Noël tout blanc et bien douillet !",
  },
  {
    ...EN_TEMPLATES[1]!,
    title: "Carte sapin de Noël",
    description: "Un grand sapin à colorier et à décorer d'autocollants, avec de jolis vœux imprimés à l'intérieur.",
    greeting: "Joyeux Noël et bonne année !",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Télécharge le modèle et imprime-le en format paysage sur du papier A4 ou US Letter, idéalement du papier cartonné fin.",
  "Découpe le long de la bordure extérieure si tu veux un bord bien net.",
  "Plie la feuille en deux le long des pointillés, avec le dessin à l'extérieur.",
  "Colorie le devant et ajoute des autocollants, de la colle à paillettes ou de la neige en coton.",
  "Écris ton message à l'intérieur, et ton prénom sur la ligne « Fait main avec amour par » au dos.",
];

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    ...EN_TUTORIALS[0]!,
    title: "Carte sapin en relief",
    description: "Deux coups de ciseaux et un pliage, et voilà un sapin qui se déplie quand on ouvre la carte.",
    materials: ["Le modèle de carte sapin de Noël", "Du papier vert", "Des ciseaux à bouts ronds", "Un bâton de colle", "Des autocollants ou des paillettes"],
    duration: "30 minutes",
    steps: [
      "Imprime le modèle de carte sapin de Noël et plie-le en deux le long des pointillés.",
      "Découpe une bande de papier vert de 20 × 6 cm et plie-la en accordéon, dans un sens puis dans l'autre, pour faire 8 plis.",
      "Pince l'accordéon en bas et écarte le haut pour qu'il ressemble à un sapin.",
      "Colle le bas de l'accordéon à l'intérieur de la carte, juste sur le pli, avec la pointe vers le haut.",
      "Referme doucement la carte et appuie dessus pour que la colle prenne.",
      "Ouvre-la pour voir le sapin se dresser, puis décore-le d'autocollants ou de paillettes en guise de boules.",
    ],
  },
  {
    ...EN_TUTORIALS[1]!,
    title: "Carte renne avec l'empreinte de la main",
    description: "La main de ton enfant devient les bois d'un renne tout joyeux : un souvenir à offrir aux grands-parents.",
    materials: ["Le modèle de carte pliée bonhomme de neige (côté verso)", "De la peinture lavable marron et rouge", "Un pinceau", "Des yeux mobiles ou un feutre noir", "Des lingettes pour les mains"],
    duration: "20 minutes",
    steps: [
      "Imprime le modèle, plie-le et retourne-le : le dos tout blanc devient le devant de ta carte renne.",
      "Passe de la peinture marron sur la paume et les doigts de l'enfant.",
      "Pose la main en haut de la carte, les doigts bien écartés : ce sont les bois du renne.",
      "Peins un ovale marron sous l'empreinte pour la tête du renne, et laisse sécher.",
      "Ajoute un nez rouge vif avec l'empreinte du pouce et colle des yeux mobiles (ou dessine-les).",
      "Écris le prénom de l'enfant et l'année à l'intérieur, pour en faire un souvenir.",
    ],
  },
  {
    ...EN_TUTORIALS[2]!,
    title: "Carte bonhomme de neige à boutons",
    description: "Colorie le bonhomme de neige imprimé et donne-lui de vrais boutons et une écharpe en tissu.",
    materials: ["Le modèle de carte pliée bonhomme de neige", "3 boutons", "Une bande de feutrine ou de ruban", "De la colle vinylique (colle blanche)", "Des craies grasses ou des crayons de couleur"],
    duration: "25 minutes",
    steps: [
      "Imprime et plie le modèle de carte pliée bonhomme de neige.",
      "Colorie le chapeau, le nez en carotte et le ciel autour du bonhomme.",
      "Colle trois boutons au milieu du bonhomme, là où les boutons sont dessinés.",
      "Découpe une bande de feutrine d'environ 12 cm de long, fais de petites franges aux bouts et colle-la en guise d'écharpe.",
      "Laisse sécher la colle 20 minutes à plat avant d'écrire à l'intérieur.",
    ],
  },
  {
    ...EN_TUTORIALS[3]!,
    title: "Carte étoile scintillante",
    description: "Une étoile dorée en plusieurs couches, bordée de colle à paillettes, qui attrape la lumière sur la cheminée.",
    materials: ["Le modèle de carte sapin de Noël", "Du papier cartonné jaune ou doré", "De la colle à paillettes", "Un crayon et des ciseaux", "Un bâton de colle"],
    duration: "40 minutes",
    steps: [
      "Imprime et plie le modèle de carte sapin de Noël.",
      "Dessine trois étoiles sur le papier doré : une grande, une moyenne et une petite. Un adulte peut t'aider à dessiner des branches bien régulières.",
      "Découpe les étoiles avec soin, en allant doucement autour de chaque pointe.",
      "Colle l'étoile moyenne sur la grande, puis la petite par-dessus, en tournant chacune un peu pour que les pointes s'étalent en éventail.",
      "Colle l'étoile en couches en haut du sapin imprimé.",
      "Suis le contour de chaque étoile avec la colle à paillettes et laisse la carte ouverte à plat toute la nuit pour qu'elle sèche.",
    ],
  },
];
