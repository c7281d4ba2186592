import { TRIVIA_QUESTIONS as EN, type TriviaQuestion } from "../trivia-questions";

/**
 * The Christmas trivia quiz in French: the same eight questions, each with four options in the same order and the
 * right answer at the same index. Reindeer are given their French names, with the English ones in the explanation.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    ...EN[0]!,
    question: "Lequel de ces noms est celui d'un renne du Père Noël ?",
    options: ["Étincelle", "Tornade", "Boule de neige", "Sabot-d'Orage"],
    explanation:
      "Un célèbre poème américain de 1823, « A Visit from St. Nicholas », cite huit rennes, dont Dasher, Dancer, Prancer et Vixen, qu'on appelle en français Tornade, Danseuse, Fringant et Furie. Rudolph et son nez rouge brillant ont rejoint l'équipe dans une histoire écrite en 1939.",
  },
  {
    ...EN[1]!,
    question: "Dans les vieilles histoires de Noël, que pouvait trouver un enfant pas sage dans sa chaussette ?",
    options: ["Un morceau de charbon", "Une paire de chaussettes", "Une pomme de pin", "Une boîte vide"],
    explanation:
      "Autrefois, beaucoup de maisons étaient chauffées au charbon : un morceau de charbon, c'était le cadeau dont personne ne voulait. Aujourd'hui, certains magasins vendent même du « charbon » en sucre, pour rire !",
  },
  {
    ...EN[2]!,
    question: "Le Père Noël s'inspire d'un vrai personnage qui a vécu il y a très longtemps. Comment s'appelait-il ?",
    options: ["Le roi Venceslas", "Saint Patrick", "Saint Nicolas", "Jack Frost"],
    explanation:
      "Saint Nicolas était un évêque très bon qui vivait il y a environ 1 700 ans à Myre, une ville de l'actuelle Turquie. Il était célèbre pour offrir des cadeaux en secret. Les Néerlandais l'appelaient Sinterklaas, qui est devenu « Santa Claus ». Dans l'est de la France, on le fête encore le 6 décembre.",
  },
  {
    ...EN[3]!,
    question: "Où le Père Noël vit-il et fabrique-t-il les jouets avec ses lutins ?",
    options: ["Au pôle Sud", "Au pôle Nord", "Sur la Lune", "Dans une grotte en montagne"],
    explanation:
      "Le pôle Nord, c'est tout en haut de la Terre. Il n'y a pas du tout de terre ferme, seulement une épaisse couche de glace qui flotte sur l'océan Arctique : l'endroit idéal pour un atelier secret !",
  },
  {
    ...EN[4]!,
    question: "Que laissent beaucoup d'enfants pour le Père Noël le soir du 24 décembre ?",
    options: ["Une pizza et de la limonade", "Un sandwich et une soupe", "Des biscuits et du lait", "Du gâteau et du jus de fruits"],
    explanation:
      "Les biscuits et le verre de lait sont un grand classique aux États-Unis et au Canada. Au Royaume-Uni et en Irlande, beaucoup de familles laissent plutôt une mince pie, une petite tourte aux fruits secs, et de nombreux enfants ajoutent une carotte pour les rennes.",
  },
  {
    ...EN[5]!,
    question: "Comment le Père Noël apporte-t-il les cadeaux dans une maison sans cheminée ?",
    options: ["Grâce à la magie de Noël", "Il passe par la fenêtre", "Il les laisse dans le jardin", "Il saute cette maison"],
    explanation:
      "Les histoires de Noël racontent que la magie du Père Noël lui permet d'entrer dans toutes les maisons, avec ou sans cheminée. Certaines familles accrochent même une « clé du Père Noël » à leur porte pour l'aider à entrer.",
  },
  {
    ...EN[6]!,
    question: "Sur beaucoup d'images anciennes, de quelle couleur était l'habit du Père Noël avant que le rouge devienne sa couleur préférée ?",
    options: ["Violet", "Bleu", "Jaune", "Vert"],
    explanation:
      "Les images anciennes montrent souvent le Père Noël dans une longue robe verte. Au fil des années, les artistes l'ont peint de bien des couleurs, mais c'est le rouge qui l'a emporté, et dans les années 1930 le costume rouge était partout.",
  },
  {
    ...EN[7]!,
    question: "Dans le film « Super Noël » (The Santa Clause), comment s'appelle le chef des lutins qui dirige l'atelier du Père Noël ?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    explanation:
      "Bernard est le chef des lutins dans « Super Noël » (1994). Il fait tourner l'atelier, toujours débordé, et apprend le métier au nouveau Père Noël, non sans ronchonner un peu !",
  },
];
