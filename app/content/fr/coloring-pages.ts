import { FEATURED_COLORING_PAGES as EN, type ColoringPage } from "../coloring-pages";

/** The eight featured coloring pages in French: the drawings are the English ones, only the words change. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Le joyeux Père Noël", description: "Le Père Noël avec son bonnet tout mou, sa grosse ceinture à boucle et sa barbe en jolies boucles.", character: "Père Noël" },
  { ...EN[1]!, title: "Tornade le renne", description: "Un gentil renne aux bois tout en branches, avec une écharpe douillette et un gros nez rond.", character: "Renne" },
  { ...EN[2]!, title: "Flocon le bonhomme de neige", description: "Trois grosses boules de neige, un grand chapeau haut de forme, un nez en carotte et une longue écharpe rayée.", character: "Bonhomme de neige" },
  { ...EN[3]!, title: "Grelot le lutin", description: "L'aide le plus occupé du Père Noël, avec ses oreilles pointues, ses chaussures recourbées et son bonnet à grelot.", character: "Lutin" },
  { ...EN[4]!, title: "La maison en pain d'épices", description: "Une jolie petite maison au toit en glaçage, aux fenêtres en bonbons, avec des sucettes près de la porte.", character: "Pain d'épices" },
  { ...EN[5]!, title: "Le sapin de Noël", description: "Un grand sapin avec une étoile brillante, des boules rondes et une guirlande qui fait des vagues.", character: "Sapin" },
  { ...EN[6]!, title: "Les chaussettes de Noël", description: "Deux chaussettes accrochées à la cheminée, l'une avec une étoile et l'autre avec un flocon, et un cadeau qui attend en dessous.", character: "Chaussettes" },
  { ...EN[7]!, title: "Nuit au chalet sous la neige", description: "Un chalet en rondins dans la neige, sous une grosse lune ronde, avec des sapins et des flocons qui tombent.", character: "Paysage d'hiver" },
];
