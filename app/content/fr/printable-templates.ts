import { TEMPLATE_CATEGORIES as EN, type TemplateCategory } from "../printable-templates";

/**
 * Printable templates in French: the same 3 categories × 4 items, files and layouts, with French words. The text
 * keeps to characters the PDF standard fonts can draw (WinAnsi: accented Latin letters, no narrow spaces), should
 * the French PDFs be generated from it.
 */
const [planning, tags, kids] = [EN[0]!, EN[1]!, EN[2]!];

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    ...planning,
    title: "Pour tout organiser",
    description: "Des listes et des plannings pour s'y retrouver dans les cadeaux, le budget et les repas.",
    items: [
      {
        ...planning.items[0]!,
        name: "Suivi de la liste de cadeaux",
        description: "Note pour qui tu achètes, l'idée de cadeau, le budget, et si c'est acheté et emballé.",
        heading: "Ma liste de cadeaux de Noël",
        subheading: "Pour qui, quoi, combien - et est-ce déjà emballé ?",
        layout: { kind: "table", columns: ["Prénom", "Idée de cadeau", "Budget", "Acheté", "Emballé"], rows: 18 },
      },
      {
        ...planning.items[1]!,
        name: "Budget de Noël",
        description: "Prévois tes dépenses et compare-les avec ce que tu as vraiment dépensé, poste par poste.",
        heading: "Mon budget de Noël",
        subheading: "Un Noël serein commence par un plan.",
        layout: {
          kind: "table",
          columns: ["Poste", "Prévu", "Dépensé", "Notes"],
          rows: 14,
          firstColumn: [
            "Cadeaux",
            "Petites surprises",
            "Repas et boissons",
            "Décorations",
            "Cartes et timbres",
            "Papier cadeau",
            "Fêtes et sorties",
            "Dons",
            "Déplacements",
            "Vêtements",
            "Enseignants et nounous",
            "Pâtisserie",
            "Divers",
            "Total",
          ],
        },
      },
      {
        ...planning.items[2]!,
        name: "Menu des fêtes",
        description: "Prévois chaque plat du grand jour, ce qu'il faut acheter et qui le prépare.",
        heading: "Mon menu des fêtes",
        subheading: "Entrées, plats, desserts et douceurs pour le Père Noël.",
        layout: { kind: "table", columns: ["Plat", "Ingrédients à acheter", "Qui le prépare", "Fait"], rows: 16 },
      },
      {
        ...planning.items[3]!,
        name: "Liste des cartes de vœux",
        description: "Garde toutes les adresses au même endroit et coche les cartes envoyées et reçues.",
        heading: "Mes cartes de vœux",
        subheading: "À garder précieusement pour l'année prochaine.",
        layout: { kind: "table", columns: ["Nom", "Adresse", "Envoyée", "Reçue"], rows: 18 },
      },
    ],
  },
  {
    ...tags,
    title: "Étiquettes cadeaux",
    description: "Des étiquettes à découper pour rendre les cadeaux et les douceurs encore plus spéciaux.",
    items: [
      {
        ...tags.items[0]!,
        name: "Étiquettes cadeaux classiques",
        description: "Huit étiquettes de fête avec des lignes « Pour » et « De la part de ». Imprime-les sur du papier cartonné, découpe-les et perce un trou pour le ruban.",
        heading: "Étiquettes cadeaux",
        subheading: "Imprime sur du papier cartonné, découpe le long des traits et attache avec un ruban.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Joyeux Noël", lines: ["Pour :", "De la part de :"] },
      },
      {
        ...tags.items[1]!,
        name: "Étiquettes du Père Noël",
        description: "Des étiquettes signées par le pôle Nord en personne, pour les cadeaux qui arrivent le matin de Noël.",
        heading: "Étiquettes du Père Noël",
        subheading: "Livraison spéciale du pôle Nord.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "De l'atelier du Père Noël", lines: ["Rien que pour :", "Vérifié par le lutin :"] },
      },
      {
        ...tags.items[2]!,
        name: "Étiquettes pour bocaux à biscuits",
        description: "Des étiquettes pour les bocaux et les boîtes de biscuits maison, avec de la place pour noter qui les a faits et quand.",
        heading: "Étiquettes à biscuits",
        subheading: "Pour les boîtes, les bocaux et les paquets de douceurs maison.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Biscuits de Noël maison", lines: ["Préparés par :", "Date :"] },
      },
      {
        ...tags.items[3]!,
        name: "Étiquettes « À ne pas ouvrir avant Noël »",
        description: "Des étiquettes rigolotes pour éloigner les petits doigts curieux des cadeaux au pied du sapin.",
        heading: "À ne pas ouvrir !",
        subheading: "Colles-en une sur chaque paquet au pied du sapin.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Pas touche avant Noël !", lines: ["Pour :"] },
      },
    ],
  },
  {
    ...kids,
    title: "Activités pour les enfants",
    description: "Des pages à imprimer que les enfants remplissent, pour jouer et partager.",
    items: [
      {
        ...kids.items[0]!,
        name: "Liste de souhaits de Noël",
        description: "Une page où les enfants écrivent leurs souhaits, avec de la place pour un vœu pour quelqu'un d'autre.",
        heading: "Ma liste de souhaits de Noël",
        subheading: "Écris tes souhaits, puis partage-les avec le Père Noël.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Je m'appelle", lines: 1 },
            { text: "Ce qui me ferait très plaisir pour Noël", lines: 6 },
            { text: "Un vœu pour quelqu'un que j'aime", lines: 2 },
            { text: "Une gentillesse que j'ai faite cette année", lines: 2 },
          ],
        },
      },
      {
        ...kids.items[1]!,
        name: "Calendrier de l'Avent de la gentillesse",
        description: "Vingt-quatre petites gentillesses à colorier, une pour chaque jour de décembre jusqu'au 24.",
        heading: "Calendrier de l'Avent de la gentillesse",
        subheading: "Fais une gentillesse chaque jour, puis colorie la case.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Fabriquer une carte pour un voisin", "Aider à préparer le dîner", "Prêter un jouet", "Dire trois fois merci",
            "Ranger sa chambre", "Appeler un grand-parent", "Faire un dessin pour un ami", "Nourrir les oiseaux",
            "Lire une histoire à quelqu'un", "Donner un livre", "Faire un gros câlin", "Aider à porter les courses",
            "Écrire un mot gentil", "Laisser passer quelqu'un", "Faire rire quelqu'un", "Arroser les plantes",
            "Aider à emballer un cadeau", "Chanter un chant de Noël", "Raconter une blague", "Ramasser des déchets",
            "Faire un gâteau pour un ami", "Mettre la table", "Demander pardon sincèrement", "Des carottes pour les rennes",
          ],
        },
      },
      {
        ...kids.items[2]!,
        name: "Bingo de Noël",
        description: "Une grille de bingo pour jouer en regardant un film de Noël ou en se promenant pour voir les illuminations.",
        heading: "Bingo de Noël",
        subheading: "Repère-le, coche-le, et crie BINGO quand une ligne est pleine !",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Bonhomme de neige", "Renne", "Sucre d'orge", "Étoile", "Traîneau",
            "Chaussette", "Pain d'épices", "Cloche", "Lutin", "Cadeau",
            "Houx", "Couronne", "CASE LIBRE", "Flocon", "Moufles",
            "Chocolat chaud", "Guirlande", "Chorale", "Ange", "Biscuits",
            "Écharpe", "Cheminée", "Bonnet de Père Noël", "Rouge-gorge", "Boule de Noël",
          ],
        },
      },
      {
        ...kids.items[3]!,
        name: "Petit mot de remerciement",
        description: "Une lettre de remerciement à compléter, pour que les mercis d'après Noël soient faciles et amusants à écrire.",
        heading: "Merci !",
        subheading: "Un petit mot pour quelqu'un qui a rendu Noël spécial.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Cher / Chère", lines: 1 },
            { text: "Merci beaucoup pour", lines: 2 },
            { text: "Ce que je préfère, c'est", lines: 2 },
            { text: "Je vais m'en servir pour", lines: 2 },
            { text: "Avec tout mon amour,", lines: 1 },
          ],
        },
      },
    ],
  },
];
