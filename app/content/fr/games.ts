import { GAME_FACTS as EN_FACTS, GAMES as EN_GAMES, type Game, type GameFact } from "../games";

/** The games hub in French; difficulty values stay as in English (the interface translates them). */
export const GAMES: readonly Game[] = [
  {
    ...EN_GAMES[0]!,
    title: "Quiz de Noël",
    description: "Huit questions de fête sur le Père Noël, ses rennes et le pôle Nord. Combien trouveras-tu de bonnes réponses ?",
    time: "5 minutes",
  },
  {
    ...EN_GAMES[1]!,
    title: "Générateur de nom de lutin",
    description: "Écris ton prénom et ton mois de naissance pour découvrir ton nom de lutin, ton métier à l'atelier et ton super-pouvoir de lutin.",
    time: "1 minute",
  },
  {
    ...EN_GAMES[2]!,
    title: "Carnet de bonnes actions",
    description: "Note chaque gentillesse que tu fais, gagne des points de sagesse et regarde monter ton niveau sur la liste des enfants sages.",
    time: "Toute la saison",
  },
];

export const GAME_FACTS: readonly GameFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Jouer ensemble, ça fait du bien",
    text: "Dans beaucoup de familles, les jeux de société et les jeux de mots font partie de Noël. Attendre son tour et encourager les autres, c'est aussi ça, le plaisir du jeu.",
  },
  {
    ...EN_FACTS[1]!,
    title: "Des lutins dans les vieilles histoires",
    text: "C'est dans des histoires et des poèmes du XIXe siècle que les lutins sont devenus les aides du Père Noël. Avant cela, ils venaient des vieux contes du nord de l'Europe.",
  },
  {
    ...EN_FACTS[2]!,
    title: "La gentillesse, ça s'attrape",
    text: "Quand tu vois quelqu'un faire quelque chose de gentil, tu as plus envie, toi aussi, de faire une gentillesse. Une seule bonne action peut en entraîner toute une ribambelle !",
  },
  {
    ...EN_FACTS[3]!,
    title: "Les devinettes, c'est très ancien",
    text: "Depuis des centaines d'années, on joue aux devinettes et aux énigmes pendant les veillées d'hiver, bien avant l'invention des écrans.",
  },
];
