import { ACTIVITIES as EN, ACTIVITY_STATS as EN_STATS, COLORING_CHARACTERS as EN_CHARACTERS, COLORING_TIPS as EN_TIPS, type Activity } from "../activities";
import type { Stat } from "../types";

/**
 * The activities hub in French: stats, the six activities with their steps, the colouring characters and tips.
 * Categories and difficulties stay as in English (the interface translates them); measures are metric only.
 */
export const ACTIVITY_STATS: readonly Stat[] = [
  { ...EN_STATS[0]!, label: "Chants de Noël" },
  { ...EN_STATS[1]!, label: "Coloriages" },
  { ...EN_STATS[2]!, label: "Films en famille" },
  { ...EN_STATS[3]!, label: "De plaisir gratuit" },
];

export const ACTIVITIES: readonly Activity[] = [
  {
    ...EN[0]!,
    title: "Des biscuits pour le Père Noël",
    participants: "1 à 4 enfants avec un adulte",
    description: "Mesurez, mélangez et roulez une fournée de cookies aux pépites de chocolat, puis choisissez les plus beaux pour l'assiette du Père Noël.",
    materials: ["La recette des cookies préférés du Père Noël", "Un saladier et une cuillère en bois", "Des plaques de cuisson et du papier cuisson", "Des gants de cuisine (pour l'adulte)"],
    steps: [
      "Lave-toi les mains et mets un tablier.",
      "Ouvre la recette des cookies préférés du Père Noël et sors tous les ingrédients avant de commencer.",
      "Mesurez et mélangez chacun votre tour pendant qu'un adulte préchauffe le four.",
      "Roule la pâte en boules de la taille d'une noix et pose-les sur les plaques.",
      "Un adulte les fait cuire ; lance un minuteur et regarde-les dorer à travers la porte du four.",
      "Quand ils ont refroidi, choisis-en trois pour le Père Noël et pose-les sur une assiette avec un petit mot.",
    ],
  },
  {
    ...EN[1]!,
    title: "Décorer une maison en pain d'épices",
    participants: "2 à 6 enfants avec un adulte",
    description: "Construisez une jolie petite maison avec des plaques de pain d'épices et décorez le toit d'un glaçage blanc comme la neige.",
    materials: [
      "Une fournée de pâte à pain d'épices (voir les biscuits en pain d'épices)",
      "Du carton pour découper un gabarit : deux murs, deux pignons, deux pans de toit",
      "Un glaçage royal bien épais dans une poche à douille",
      "Des bonbons, des céréales et des bretzels pour décorer",
    ],
    steps: [
      "Dessine les morceaux de la maison sur le carton : deux murs de côté de 12 × 8 cm, deux murs de bout de 10 cm de large avec une pointe en haut, et deux pans de toit de 14 × 9 cm.",
      "Étale le pain d'épices, pose les gabarits en carton dessus et laisse un adulte découper autour.",
      "Faites cuire les morceaux 12 à 14 minutes et laissez-les refroidir complètement sur la plaque pour qu'ils restent bien plats.",
      "Mets un gros trait de glaçage le long des bords et assemble les murs ; tiens-les une minute, le temps que le glaçage prenne.",
      "Laisse les murs sécher 30 minutes avant d'ajouter les pans du toit avec encore un peu de glaçage.",
      "Décore : des stalactites le long du toit, des bonbons pour les fenêtres et une porte en bretzel. Saupoudre de sucre glace pour faire la neige.",
    ],
  },
  {
    ...EN[2]!,
    title: "Guirlande de flocons en papier",
    participants: "1 enfant ou plus",
    description: "Plie et découpe du papier pour faire des flocons de neige, tous différents, et accroche-les en guirlande à la fenêtre.",
    materials: ["Des feuilles de papier blanc carrées (une feuille d'imprimante recoupée en carré, ça marche)", "Des ciseaux à bouts ronds", "De la ficelle ou du ruban", "Du ruban adhésif"],
    steps: [
      "Plie un carré de papier en deux, d'un coin à l'autre, pour faire un triangle.",
      "Plie-le encore en deux pour faire un plus petit triangle, puis plie-le en trois, comme un cornet.",
      "Coupe tout droit le haut qui dépasse.",
      "Découpe de petites formes dans les bords pliés : des triangles, des demi-cercles et des encoches.",
      "Déplie doucement pour découvrir ton flocon. Fais-en cinq ou plus.",
      "Scotche chaque flocon sur une longue ficelle, en laissant la largeur d'une main entre eux, et accroche ta guirlande.",
    ],
  },
  {
    ...EN[3]!,
    title: "Décorations en pâte à sel",
    participants: "1 à 4 enfants avec un adulte",
    description: "Préparez une pâte toute simple, découpez des étoiles et des cœurs, faites-les durcir au four et peignez des décorations de sapin à garder.",
    materials: ["250 g de farine", "150 g de sel fin", "125 ml d'eau", "Des emporte-pièces et une paille", "De la peinture et du ruban"],
    steps: [
      "Mélange la farine et le sel dans un saladier, puis ajoute l'eau petit à petit en remuant jusqu'à obtenir une pâte lisse.",
      "Étale-la sur environ 5 mm d'épaisseur et découpe des formes avec les emporte-pièces. Si tu veux, imprime l'empreinte de ta main dans l'une d'elles.",
      "Avec la paille, fais un trou en haut de chaque forme pour passer le ruban.",
      "Un adulte les fait cuire à 120 °C pendant environ 2 heures, jusqu'à ce qu'elles soient dures et sèches, puis les laisse refroidir.",
      "Peins-les de couleurs vives et laisse sécher la peinture.",
      "Passe un ruban dans chaque trou et accroche-les au sapin. (Elles sont faites pour être regardées, pas mangées !)",
    ],
  },
  {
    ...EN[4]!,
    title: "L'orchestre des grelots",
    participants: "2 ou plus : plus on est de fous, plus on rit",
    description: "Fabriquez des maracas et des tambours avec des objets de la cuisine, et jouez en même temps que vos chants de Noël préférés.",
    materials: ["Des bouteilles ou des pots en plastique propres, avec leur couvercle", "Du riz, des lentilles ou des pâtes sèches", "Des casseroles et des cuillères en bois", "Du ruban adhésif et des autocollants"],
    steps: [
      "Verse une poignée de riz dans une bouteille et des pâtes dans une autre : chacune fait un son différent. Ferme bien les couvercles avec du ruban adhésif.",
      "Décore tes maracas avec des autocollants et du ruban adhésif de couleur.",
      "Retourne une casserole et prends une cuillère en bois comme baguette.",
      "Choisis une chanson dans notre liste de chants de Noël et écoutez le rythme ensemble.",
      "À vous de jouer : les maracas sur chaque temps, le tambour sur les mots « jingle » ou « grelots ».",
      "Échangez vos instruments et donnez un concert pour toute la famille.",
    ],
  },
  {
    ...EN[5]!,
    title: "Un acrostiche de Noël",
    participants: "1 enfant ou plus",
    description: "Écris un poème dont les premières lettres forment un mot de Noël, puis décore-le pour l'offrir.",
    materials: ["Du papier et des crayons", "Des feutres ou des crayons de couleur", "Un mot de Noël, comme NEIGE, ÉTOILE ou SAPIN"],
    steps: [
      "Choisis un mot de Noël et écris ses lettres les unes sous les autres sur le côté gauche de la page, une lettre par ligne.",
      "Pense à ce que tu vois, entends, sens et ressens à Noël, et note-le.",
      "Pour chaque lettre, écris une ligne qui commence par cette lettre. N pourrait être « Neige qui danse derrière ma fenêtre ».",
      "Lis ton poème à voix haute et change les mots qui ne sonnent pas tout à fait bien.",
      "Recopie-le proprement et décore le bord avec du houx, des étoiles ou des flocons.",
      "Offre-le à quelqu'un de spécial, ou glisse-le dans ta lettre au Père Noël.",
    ],
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { ...EN_CHARACTERS[0]!, name: "Le Père Noël", hint: "Un manteau rouge vif, une barbe blanche comme la neige et des joues roses." },
  { ...EN_CHARACTERS[1]!, name: "Tornade le renne", hint: "Des bruns chauds avec un ventre crème, et des bois de la couleur que tu veux." },
  { ...EN_CHARACTERS[2]!, name: "Flocon le bonhomme de neige", hint: "Laisse-le tout blanc, puis ajoute une écharpe rayée de tes couleurs préférées." },
  { ...EN_CHARACTERS[3]!, name: "Grelot le lutin", hint: "Des habits verts et rouges, et un grelot doré au bout du bonnet." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { ...EN_TIPS[0]!, title: "Imprimer en noir et blanc", tip: "Nos coloriages sont de simples dessins au trait : ils s'impriment nettement sur n'importe quelle imprimante et économisent l'encre de couleur." },
  { ...EN_TIPS[1]!, title: "Commencer clair, finir foncé", tip: "Colorie d'abord doucement, puis appuie plus fort pour les ombres. Ça marche avec les craies grasses comme avec les crayons de couleur." },
  { ...EN_TIPS[2]!, title: "Des traits épais pour les petites mains", tip: "Les coloriages faciles ont de grandes formes et des contours épais, pour que les tout-petits puissent colorier sans dépasser." },
  { ...EN_TIPS[3]!, title: "En faire un cadeau", tip: "Ajoute un prénom et la date, puis envoie ton coloriage terminé à un grand-parent ou glisse-le dans ta lettre au Père Noël." },
];
