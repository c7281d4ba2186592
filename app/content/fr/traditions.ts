import {
  FAMILY_TRADITION_IDEAS as EN_IDEAS,
  WORLD_TRADITIONS as EN_TRADITIONS,
  type FamilyTraditionIdea,
  type Tradition,
} from "../traditions";

/** World Christmas traditions in French, with a word on what France does where it shares the custom. */
export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    ...EN_TRADITIONS[0]!,
    country: "Mexique",
    tradition: "Las Posadas",
    description:
      "Pendant les neuf soirs qui précèdent Noël, les voisins vont de maison en maison avec des bougies, en chantant et en demandant l'hospitalité, en souvenir du voyage de Marie et Joseph. Chaque soirée se termine par une fête, des boissons chaudes et une piñata en forme d'étoile.",
  },
  {
    ...EN_TRADITIONS[1]!,
    country: "Allemagne",
    tradition: "Les marchés de Noël et les calendriers de l'Avent",
    description:
      "Les places des villes se remplissent de chalets en bois où l'on vend du pain d'épices, des amandes grillées et des décorations faites main. À la maison, les enfants ouvrent chaque jour une petite fenêtre du calendrier de l'Avent pour compter les jours jusqu'à Noël. En France aussi, on adore les marchés de Noël, surtout en Alsace, où celui de Strasbourg est l'un des plus anciens d'Europe.",
  },
  {
    ...EN_TRADITIONS[2]!,
    country: "Suède",
    tradition: "La Sainte-Lucie",
    description:
      "Le 13 décembre, au cœur de l'hiver, quand les nuits sont les plus longues, une jeune fille vêtue de blanc et coiffée d'une couronne de bougies mène un cortège de chanteurs. Les familles partagent des brioches au safran appelées lussekatter et fêtent le retour de la lumière.",
  },
  {
    ...EN_TRADITIONS[3]!,
    country: "Philippines",
    tradition: "Les parols et la Simbang Gabi",
    description:
      "Les maisons et les rues brillent de parols, de grandes lanternes lumineuses en forme d'étoile. Beaucoup de familles assistent à neuf messes à l'aube avant Noël, puis partagent des gâteaux de riz et un thé chaud au gingembre.",
  },
  {
    ...EN_TRADITIONS[4]!,
    country: "Italie",
    tradition: "La Befana",
    description:
      "Dans la nuit du 5 au 6 janvier, une gentille vieille dame sur un balai remplit, dit-on, les chaussettes des enfants de bonbons. Les familles installent aussi un presepe, une crèche qui peut occuper toute une pièce. Ce même 6 janvier, jour de l'Épiphanie, on partage en France la galette des rois.",
  },
  {
    ...EN_TRADITIONS[5]!,
    country: "Australie",
    tradition: "Carols by Candlelight",
    description:
      "Là-bas, Noël tombe en plein été : les familles se retrouvent dans les parcs, les soirs de chaleur, pour chanter des chants de Noël à la lueur des bougies, puis savourent un déjeuner de Noël de fruits de mer et de pavlova, parfois à la plage.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  { ...EN_IDEAS[0]!, title: "La boîte du réveillon", description: "Une boîte qu'on ouvre le soir du 24 décembre, avec un pyjama tout neuf, un livre d'histoires et du chocolat chaud pour une soirée bien douillette." },
  { ...EN_IDEAS[1]!, title: "Le compte à rebours de la gentillesse", description: "Chaque jour de décembre, faites ensemble un petit geste gentil : un mot pour un voisin, un jouet donné, une carte de remerciement." },
  { ...EN_IDEAS[2]!, title: "La décoration de l'année", description: "Chaque année, chaque enfant choisit ou fabrique une décoration, et l'on raconte l'histoire de chacune en décorant le sapin." },
  { ...EN_IDEAS[3]!, title: "La balade des lumières", description: "Enfilez vos pyjamas, versez du chocolat chaud dans des thermos et partez en voiture ou à pied dans le quartier pour élire la maison la mieux illuminée." },
  { ...EN_IDEAS[4]!, title: "La soirée des lettres au Père Noël", description: "Choisissez une soirée pour écrire ensemble les lettres au Père Noël, en musique et avec une assiette de biscuits." },
  { ...EN_IDEAS[5]!, title: "Le dîner tour du monde", description: "Choisissez un pays sur cette page et préparez un plat simple de sa table de Noël." },
];
