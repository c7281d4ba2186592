import { MOVIE_FILTERS as EN_FILTERS, MOVIES as EN, type Movie, type MovieFilter } from "../movies";

/**
 * The eight family Christmas films in French, under their French release titles; descriptions in our own words.
 * Filter ids and categories stay as in English.
 */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Tous les films" },
  { ...EN_FILTERS[1]!, label: "Classiques en famille" },
  { ...EN_FILTERS[2]!, label: "Animation" },
  { ...EN_FILTERS[3]!, label: "Romantique" },
  { ...EN_FILTERS[4]!, label: "Comédie" },
  { ...EN_FILTERS[5]!, label: "Récents" },
];

export const MOVIES: readonly Movie[] = [
  {
    ...EN[0]!,
    title: "Le Miracle de la 34e rue",
    description:
      "Un gentil Père Noël de grand magasin affirme qu'il est le vrai, et une petite fille sceptique et sa maman finissent peu à peu par le croire.",
    features: ["Un classique en noir et blanc", "Une histoire pour y croire", "Un final au tribunal"],
  },
  {
    ...EN[1]!,
    title: "Noël chez les Muppets",
    description:
      "Le conte de Dickens, celui d'un vieil avare grincheux qui reçoit la visite de trois esprits, raconté avec des marionnettes, des chansons et plein de blagues tendres.",
    features: ["Des numéros musicaux", "Une histoire classique", "Une première histoire de fantômes tout en douceur"],
  },
  {
    ...EN[2]!,
    title: "Le Pôle Express",
    description:
      "La nuit de Noël, un garçon qui commence à douter monte à bord d'un train à vapeur magique, en route pour le pôle Nord.",
    features: ["Un voyage en train magique", "D'après un album illustré", "La chanson du chocolat chaud"],
  },
  {
    ...EN[3]!,
    title: "Mission : Noël – Les Aventures de la famille Noël",
    description:
      "Quand un cadeau est oublié, le fils cadet du Père Noël, maladroit mais au grand cœur, se lance dans une folle mission nocturne pour le livrer avant le matin.",
    features: ["Un pôle Nord high-tech", "Drôle et tendre", "Chaque enfant compte"],
  },
  {
    ...EN[4]!,
    title: "Noël blanc",
    description:
      "Deux artistes de music-hall et deux sœurs chanteuses montent un spectacle dans une auberge du Vermont privée de neige, pour venir en aide à leur ancien général.",
    features: ["Chant et danse", "Une jolie romance", "Un final sous la neige"],
  },
  {
    ...EN[5]!,
    title: "Elfe",
    description:
      "Un humain très grand, élevé par des lutins, part à New York pour retrouver son père, en semant la joie de Noël (et du sirop sur ses spaghettis) partout où il passe.",
    features: ["Éclats de rire garantis", "Une aventure en pleine ville", "Chanter pour l'esprit de Noël"],
  },
  {
    ...EN[6]!,
    title: "Maman, j'ai raté l'avion !",
    description:
      "Oublié par erreur quand sa famille s'envole pour Noël, un garçon de huit ans défend la maison contre deux cambrioleurs bien maladroits.",
    features: ["Des pièges burlesques", "Des retrouvailles en famille", "Idéal à partir de 8 ans"],
  },
  {
    ...EN[7]!,
    title: "La Légende de Klaus",
    description:
      "Un facteur gâté, envoyé dans une ville glacée sur une île, fait équipe avec un fabricant de jouets solitaire, et leurs petits gestes de gentillesse donnent naissance à une légende.",
    features: ["Un style dessiné à la main", "Les débuts du Père Noël", "La gentillesse, ça s'attrape"],
  },
];
