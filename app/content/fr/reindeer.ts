import { REINDEER as EN, type Reindeer } from "../reindeer";

/**
 * Santa's nine reindeer in French, with the names French-speaking families know them by (Tornade for Dasher,
 * Danseuse for Dancer, Fringant for Prancer, Furie for Vixen, Comète, Cupidon, Tonnerre for Donner, Éclair for
 * Blitzen, and Rudolph). Cupidon is a "he" here, as the French name is.
 */
export const REINDEER: readonly Reindeer[] = [
  {
    ...EN[0]!,
    name: "Tornade",
    personality: "Rapide et plein d'entrain",
    description:
      "Tornade est toujours le premier à sortir de l'écurie le matin, et le premier devant son harnais la nuit de Noël. Il adore faire la course avec le vent sur le lac gelé, et il n'a jamais l'air fatigué.",
    specialPower: "Une super vitesse : il traverse un océan le temps d'éternuer.",
    favoriteTreat: "Des bâtonnets de carotte bien croquants",
    funFact: "Tornade s'entraîne à décoller tous les jours de l'année, même le jour de son anniversaire.",
  },
  {
    ...EN[1]!,
    name: "Danseuse",
    personality: "Gracieuse et joyeuse",
    description:
      "Danseuse glisse dans le ciel comme si elle suivait une musique qu'elle seule entend. Les lutins disent que ses sabots effleurent à peine la neige quand elle se pose sur un toit.",
    specialPower: "Des atterrissages doux comme une plume, qui ne réveillent jamais une maison endormie.",
    favoriteTreat: "Des tranches de pomme avec une pincée de cannelle",
    funFact: "Danseuse a appris aux jeunes rennes à faire des pirouettes en plein vol pour la grande parade de la nuit de Noël.",
  },
  {
    ...EN[2]!,
    name: "Fringant",
    personality: "Fier et joueur",
    description:
      "Fringant lève bien haut les genoux à chaque pas et adore montrer ses bois brillants. Mais sous toutes ces paillettes se cache un ami fidèle qui partage toujours son foin.",
    specialPower: "Un équilibre parfait sur les toits les plus pentus et les plus glissants.",
    favoriteTreat: "Des galettes d'avoine toutes douces",
    funFact: "Chaque matin avant le petit déjeuner, Fringant fait briller ses bois avec un chiffon tout doux.",
  },
  {
    ...EN[3]!,
    name: "Furie",
    personality: "Maligne et curieuse",
    description:
      "Furie, c'est la reine des énigmes de l'équipe. Quand une cheminée est trop étroite ou qu'une rue est compliquée, c'est elle qui trouve une astuce pour passer.",
    specialPower: "Une carte dans la tête de toutes les villes, routes et toits du monde.",
    favoriteTreat: "Des biscuits d'orge nappés de miel",
    funFact: "Furie retrouverait le chemin de la maison les yeux fermés, rien qu'à l'odeur des gâteaux de la Mère Noël.",
  },
  {
    ...EN[4]!,
    name: "Comète",
    personality: "Aventurier et lumineux",
    description:
      "Comète adore explorer, et c'est toujours le premier volontaire pour tester un nouvel itinéraire. Quand il vole à toute vitesse, il laisse derrière lui une légère traînée argentée.",
    specialPower: "Un sillage scintillant qui aide l'équipe à se suivre à travers les nuages.",
    favoriteTreat: "Des biscuits à la carotte en forme d'étoile",
    funFact: "Comète a compté deux fois toutes les étoiles au-dessus du pôle Nord, et il n'a jamais trouvé le même nombre.",
  },
  {
    ...EN[5]!,
    name: "Cupidon",
    personality: "Gentil et attentionné",
    description:
      "Cupidon a le cœur le plus tendre de toute l'écurie. Il remarque tout de suite quand quelqu'un est triste, et vient toujours lui faire un gros câlin du bout du museau jusqu'à ce qu'il sourie de nouveau.",
    specialPower: "Il sent quelles maisons ont le plus besoin d'un petit supplément de joie de Noël.",
    favoriteTreat: "Une purée de patate douce encore tiède",
    funFact: "Cupidon veille sur chaque bébé renne qui naît au pôle Nord.",
  },
  {
    ...EN[6]!,
    name: "Tonnerre",
    personality: "Fort et solide",
    description:
      "Tonnerre est le plus fort de tous les rennes. Quand le traîneau déborde de cadeaux, il plante ses sabots dans la neige et tire sans jamais ronchonner.",
    specialPower: "Une force colossale : il peut soulever tout le traîneau par-dessus une montagne.",
    favoriteTreat: "Un grand bol de lichen et de mousse",
    funFact: "Tonnerre s'ébroue si fort que les lutins s'en servent comme signal pour le déjeuner.",
  },
  {
    ...EN[7]!,
    name: "Éclair",
    personality: "Audacieux et énergique",
    description:
      "Éclair est toujours à fond. Il adore voler quand il fait un temps de chien et n'a jamais peur de l'orage, ce qui donne du courage à toute l'équipe.",
    specialPower: "Des réflexes rapides comme l'éclair pour guider le traîneau autour de n'importe quelle tempête.",
    favoriteTreat: "Des tranches de poire bien fraîches",
    funFact: "Le jeu préféré d'Éclair, c'est jouer au chat avec des boules de neige, et personne n'a jamais réussi à le toucher.",
  },
  {
    ...EN[8]!,
    name: "Rudolph",
    personality: "Courageux et généreux",
    description:
      "Le nez rouge lumineux de Rudolph éclaire le chemin à travers le brouillard, la neige et les nuits les plus noires. Il mène l'équipe, tout à l'avant du traîneau, et veille toujours à ce que personne ne reste en arrière.",
    specialPower: "Un nez rouge brillant qui illumine le ciel comme une lanterne.",
    favoriteTreat: "Des carottes rayées comme des sucres d'orge",
    funFact: "Les nuits de grand froid, le nez de Rudolph brille encore plus fort.",
  },
];
