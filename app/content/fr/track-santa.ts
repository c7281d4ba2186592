import { SANTA_FACTS as EN_FACTS, SANTA_FAVOURITES as EN_FAVOURITES, type TrackerFact } from "../track-santa";

/** Santa facts and favourites for the tracker page, in French. */
export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Une très longue nuit",
    text: "Le Père Noël suit minuit tout autour de la Terre, en partant du Pacifique, là où commence chaque nouveau jour : sa nuit de Noël dure donc plus d'une journée entière !",
  },
  {
    ...EN_FACTS[1]!,
    title: "Neuf rennes bien costauds",
    text: "Tornade, Danseuse, Fringant, Furie, Comète, Cupidon, Tonnerre et Éclair tirent le traîneau, et le nez brillant de Rudolph éclaire le chemin à travers les nuages.",
  },
  {
    ...EN_FACTS[2]!,
    title: "Une hotte sans fond",
    text: "Les lutins cousent la hotte du Père Noël avec une pincée de magie du pôle Nord : il reste toujours de la place pour un cadeau de plus.",
  },
  {
    ...EN_FACTS[3]!,
    title: "Seulement quand tu dors",
    text: "Le traîneau ralentit près des maisons où les enfants sont encore réveillés. Alors se coucher tôt, ça aide vraiment !",
  },
  {
    ...EN_FACTS[4]!,
    title: "La météo ? Aucun problème",
    text: "Neige, vent ou brouillard : les rennes ont déjà tout traversé, et les patins du traîneau sont lustrés chaque mois de décembre.",
  },
  {
    ...EN_FACTS[5]!,
    title: "Des pauses goûter partout",
    text: "Partout dans le monde, les familles laissent des douceurs : des mince pies, du riz au lait, des biscuits et du lait, et des carottes pour les rennes. En France, on les pose souvent près des souliers, au pied du sapin.",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { ...EN_FAVOURITES[0]!, title: "Biscuit", text: "Un pain d'épices tout chaud, avec un bouton de glaçage en plus sur le dessus." },
  { ...EN_FAVOURITES[1]!, title: "Boisson", text: "Un grand verre de lait frais, ou un chocolat chaud avec une guimauve sur les toits glacés." },
  { ...EN_FAVOURITES[2]!, title: "Goûter des rennes", text: "Des carottes croquantes, une pour chacun des neuf, et celle de Rudolph découpée en étoiles." },
  { ...EN_FAVOURITES[3]!, title: "Chant de Noël", text: "« Jingle Bells », que l'on connaît en France sous le nom de « Vive le vent » : il la fredonne entre deux arrêts pour que les rennes gardent le rythme." },
  { ...EN_FAVOURITES[4]!, title: "Couleur", text: "Le rouge, bien sûr, avec un peu de vert sapin pour porter bonheur." },
  { ...EN_FAVOURITES[5]!, title: "Moment de l'année", text: "La nuit de Noël, quand chaque lettre qu'il a lue se transforme en sourire." },
];
