import { PARENT_TIPS as EN_TIPS, RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The parent resources hub in French, written for parents, who are spoken to as "tu" as everywhere on the site. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Idées cadeaux par âge",
    description: "Des idées de cadeaux réfléchies et adaptées à chaque âge, des tout-petits aux ados, avec des fourchettes de prix et quatre budgets.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Guide pour préparer Noël",
    description: "Un calendrier serein, étape par étape, de novembre au jour de Noël, avec une liste à cocher qui se souvient de tes coches.",
  },
  {
    ...EN_CARDS[2]!,
    title: "Modèles à imprimer",
    description: "Des PDF gratuits à imprimer chez toi : listes de cadeaux, budget, étiquettes cadeaux, lettre au Père Noël et plus encore.",
  },
  {
    ...EN_CARDS[3]!,
    title: "Traditions de Noël",
    description: "Comment les familles fêtent Noël dans le monde, et des idées simples pour créer tes propres traditions.",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    ...EN_TIPS[0]!,
    title: "Préserver la magie en douceur",
    tip: "Laisse les enfants venir avec leurs questions sur le Père Noël. Réponds avec tendresse et émerveillement, en suivant leur rythme plutôt que le calendrier.",
  },
  {
    ...EN_TIPS[1]!,
    title: "Prévoir peu, profiter plus",
    tip: "Choisis trois ou quatre traditions que ta famille aime vraiment, et laisse tomber le reste. Un parent détendu, c'est la plus belle des décorations.",
  },
  {
    ...EN_TIPS[2]!,
    title: "Offrir le plaisir de donner",
    tip: "Propose aux enfants de choisir un jouet à donner, de préparer un gâteau pour un voisin ou d'écrire une carte à un grand-parent. La gentillesse devient une partie de la fête.",
  },
  {
    ...EN_TIPS[3]!,
    title: "Rester ensemble en ligne",
    tip: "Reste à côté des plus jeunes quand ils écrivent au Père Noël ou jouent en ligne, et vérifie que chaque site ne demande que ce dont il a besoin.",
  },
];
