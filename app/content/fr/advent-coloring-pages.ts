import { ADVENT_COLORING_PAGES as EN } from "../advent-coloring-pages";
import type { ColoringPage } from "../coloring-pages";

/** The advent calendar's twelve coloring pages in French: the drawings are the English ones, only the words change. */
export const ADVENT_COLORING_PAGES: readonly ColoringPage[] = [
  {
    ...EN[0]!,
    title: "Le Père Noël vérifie sa liste",
    description: "Le Père Noël regarde par-dessus ses petites lunettes une très longue liste, qu'il relit deux fois à la lueur d'une bougie.",
    character: "Père Noël",
  },
  {
    ...EN[1]!,
    title: "Un renne sur le toit",
    description: "Un renne avec un collier de grelots attend sur un toit enneigé, à côté d'une cheminée qui fume.",
    character: "Renne",
  },
  {
    ...EN[2]!,
    title: "La couronne de houx",
    description: "Une couronne ronde de feuilles de houx piquantes et de baies brillantes, nouée en bas par un gros nœud.",
    character: "Couronne",
  },
  {
    ...EN[3]!,
    title: "Le roi dans la neige",
    description:
      "Un bon roi, avec sa couronne et son manteau bordé de fourrure, porte du bois dans la neige épaisse au clair de lune, comme le roi du chant « Good King Wenceslas ».",
    character: "Roi",
  },
  {
    ...EN[4]!,
    title: "Les chanteurs de Noël",
    description: "Trois enfants en bonnets à pompon chantent dans la neige, avec une lanterne allumée, une partition et une clochette qui tinte.",
    character: "Chanteurs",
  },
  {
    ...EN[5]!,
    title: "La petite ville la nuit",
    description: "De petites maisons aux toits plats grimpent sur une colline tranquille, sous un ciel plein d'étoiles, comme la ville du chant « O Little Town of Bethlehem ».",
    character: "Ville la nuit",
  },
  {
    ...EN[6]!,
    title: "L'étoile qui brille",
    description: "Une grande étoile brillante luit au-dessus des collines paisibles où se reposent les moutons, comme dans le chant « The First Noel ».",
    character: "Étoile",
  },
  {
    ...EN[7]!,
    title: "L'ange à la trompette",
    description: "Un ange souriant, avec des ailes en plumes et une auréole qui brille, joue un air joyeux sur une longue trompette.",
    character: "Ange",
  },
  {
    ...EN[8]!,
    title: "Les trois rois à dos de chameau",
    description: "Trois rois traversent les dunes sur leurs chameaux, avec leurs cadeaux, en suivant une étoile brillante, comme dans le chant « We Three Kings ».",
    character: "Rois mages",
  },
  {
    ...EN[9]!,
    title: "Le bébé ours polaire",
    description: "Un petit ours polaire tout duveteux, avec une écharpe rayée, est assis sur un petit bloc de glace dans la mer et regarde tomber la neige.",
    character: "Ours polaire",
  },
  {
    ...EN[10]!,
    title: "Le soldat casse-noisette",
    description: "Un soldat casse-noisette en bois au garde-à-vous, avec un grand chapeau à plumet, une moustache touffue et des boutons brillants.",
    character: "Casse-noisette",
  },
  {
    ...EN[11]!,
    title: "La boule à neige",
    description: "Secoue-la et regarde la neige tourbillonner autour d'une minuscule maison et d'un petit sapin, dans une boule à neige.",
    character: "Boule à neige",
  },
];
