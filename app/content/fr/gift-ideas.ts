import { AGE_FILTERS as EN_FILTERS, AGE_GROUPS as EN_GROUPS, BUDGET_TIERS as EN_TIERS, type AgeFilter, type AgeGroup, type BudgetTier } from "../gift-ideas";

/**
 * Gift ideas by age in French. Prices are shown in euros, with the same round figures as the English dollar ranges
 * (close enough for a budget guide); ids and age ranges stay as in English.
 */
export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Tous les âges" },
  { ...EN_FILTERS[1]!, label: "Tout-petits (2-4 ans)" },
  { ...EN_FILTERS[2]!, label: "Petits (5-8 ans)" },
  { ...EN_FILTERS[3]!, label: "Grands (9-12 ans)" },
  { ...EN_FILTERS[4]!, label: "Ados (13 ans et +)" },
];

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    ...EN_GROUPS[0]!,
    title: "Tout-petits",
    description: "Robustes, sans danger et à manipuler : des cadeaux pour les petits explorateurs qui apprennent en touchant, en empilant et en faisant semblant.",
    gifts: [
      { name: "Arc-en-ciel en bois à empiler", priceRange: "15-30 €", why: "Développe la coordination œil-main et la reconnaissance des couleurs, et se transforme aussi en tunnel ou en pont." },
      { name: "Lot de livres cartonnés", priceRange: "10-25 €", why: "Les pages épaisses résistent aux petites mains impatientes, et lire ensemble aide le langage à éclore." },
      { name: "Dînette et aliments pour jouer", priceRange: "20-40 €", why: "Faire semblant de cuisiner stimule l'imagination et apporte plein de nouveaux mots." },
      { name: "Chariot de marche à pousser", priceRange: "35-60 €", why: "Soutient les premiers pas hésitants, puis devient un chariot pour transporter ses trésors." },
      { name: "Grosses craies et tapis de dessin lavable", priceRange: "10-20 €", why: "Des craies faciles à tenir pour les petits poings, et un tapis qui évite d'en mettre partout." },
      { name: "Lot d'instruments de musique", priceRange: "20-35 €", why: "Maracas, clochettes et petit tambour invitent au rythme, au mouvement et à un joyeux vacarme." },
    ],
  },
  {
    ...EN_GROUPS[1]!,
    title: "Petits",
    description: "Des esprits curieux qui adorent construire, fabriquer et demander « pourquoi ? » : des cadeaux qui font grandir la créativité et la confiance.",
    gifts: [
      { name: "Jeu de construction magnétique", priceRange: "30-60 €", why: "Des constructions sans limites, pour découvrir les formes, l'équilibre et la résolution de problèmes." },
      { name: "Malle à déguisements", priceRange: "25-45 €", why: "Les jeux de rôle développent l'art de raconter des histoires, l'empathie et font beaucoup rire." },
      { name: "Kit de bricolage pour débutants", priceRange: "15-30 €", why: "Découper, coller et décorer renforce la motricité fine." },
      { name: "Premier vélo avec petites roues", priceRange: "80-150 €", why: "De l'assurance en plein air, de l'équilibre et un premier goût d'indépendance." },
      { name: "Jeu de société coopératif", priceRange: "15-30 €", why: "On gagne ou on perd tous ensemble : de quoi apprendre l'esprit d'équipe sans larmes." },
      { name: "Atlas illustré", priceRange: "15-25 €", why: "Ouvre les portes du vaste monde et suscite des questions sans fin sur les pays et les animaux." },
    ],
  },
  {
    ...EN_GROUPS[2]!,
    title: "Grands",
    description: "Des talents qui s'affirment et de grandes passions : des cadeaux qui lancent des défis, apprennent quelque chose de nouveau et durent bien après décembre.",
    gifts: [
      { name: "Coffret d'expériences scientifiques", priceRange: "25-50 €", why: "Des expériences à faire soi-même qui transforment la curiosité en vraie compréhension." },
      { name: "Coffret d'une série de romans", priceRange: "30-60 €", why: "Une série garde les jeunes lecteurs plongés dans les pages pendant des mois." },
      { name: "Robot à programmer pour débutants", priceRange: "50-100 €", why: "Apprend la logique tout en construisant quelque chose qui bouge." },
      { name: "Carnet de croquis et crayons d'artiste", priceRange: "15-35 €", why: "Encourage à s'entraîner et à s'exprimer avec de vrais outils." },
      { name: "Jeu de société de stratégie", priceRange: "20-40 €", why: "Anticiper et savoir perdre avec le sourire, pour les soirées jeux en famille." },
      { name: "Kit de camping ou d'observation des étoiles", priceRange: "25-50 €", why: "Pour explorer dehors la nature et le ciel étoilé." },
    ],
  },
  {
    ...EN_GROUPS[3]!,
    title: "Ados",
    description: "Indépendants, avec des idées bien à eux et un emploi du temps chargé : des cadeaux qui respectent leurs goûts et leur font vivre des moments à partager.",
    gifts: [
      { name: "Un bon casque audio", priceRange: "40-120 €", why: "Pour la musique, la concentration pendant les devoirs et les appels entre amis." },
      { name: "Bon pour une expérience", priceRange: "30-100 €", why: "Un concert, une séance d'escalade ou un atelier : des souvenirs plutôt que des objets qui encombrent." },
      { name: "Appareil photo instantané", priceRange: "60-100 €", why: "De vraies photos imprimées à partager et à afficher, une chouette pause loin des écrans." },
      { name: "Cours de cuisine ou livre de recettes pour débutants", priceRange: "20-80 €", why: "Un savoir-faire utile toute la vie, à montrer au prochain repas de famille." },
      { name: "Carnet et jolis stylos", priceRange: "15-35 €", why: "Un espace à soi pour les pensées, les projets et l'écriture créative." },
      { name: "Batterie externe pour téléphone", priceRange: "20-40 €", why: "Pratique et toujours appréciée des ados qui bougent beaucoup." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { ...EN_TIERS[0]!, label: "Moins de 25 €", description: "De petits cadeaux pleins d'attention, et des surprises pour les souliers.", examples: ["Livres", "Matériel de bricolage", "Puzzles"] },
  { ...EN_TIERS[1]!, label: "25-50 €", description: "Les jouets et les jeux préférés de toute la famille.", examples: ["Jeux de société", "Jeux de construction", "Kits d'art"] },
  { ...EN_TIERS[2]!, label: "50-100 €", description: "Des cadeaux spéciaux qui durent et servent toute l'année.", examples: ["Robots à programmer", "Appareils photo instantanés", "Vélos pour les petits"] },
  { ...EN_TIERS[3]!, label: "Plus de 100 €", description: "Un grand cadeau à partager ou une expérience inoubliable.", examples: ["Sorties en famille", "Casques audio de qualité", "Équipement de plein air"] },
];
