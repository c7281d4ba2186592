import {
  VILLAGE_FACTS as EN_FACTS,
  VILLAGE_LOCATIONS as EN_LOCATIONS,
  VILLAGE_SCHEDULE as EN_SCHEDULE,
  type VillageFact,
  type VillageLocation,
  type VillageScheduleEntry,
} from "../village";

/** The North Pole village tour in French. */
export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    ...EN_LOCATIONS[0]!,
    name: "L'atelier du Père Noël",
    description:
      "Le cœur du village : des rangées de lutins y fabriquent, peignent et emballent des jouets sur de longs établis en bois, au son des chants de Noël toute la journée.",
    details: ["Des établis pour fabriquer toutes sortes de jouets", "Un atelier de peinture avec toutes les couleurs de l'arc-en-ciel", "La machine géante à nouer les rubans"],
  },
  {
    ...EN_LOCATIONS[1]!,
    name: "L'écurie des rennes",
    description:
      "Une grange bien chaude qui sent bon le foin, où les neuf rennes se reposent, mangent et s'entraînent à décoller sur la longue piste enneigée, juste à côté.",
    details: ["Neuf stalles douillettes avec le nom de chacun", "Une piste éclairée par des lanternes", "Une réserve de carottes qui ne se vide jamais"],
  },
  {
    ...EN_LOCATIONS[2]!,
    name: "La boulangerie de la Mère Noël",
    description:
      "Le bâtiment qui sent le meilleur de tout le pôle Nord. La Mère Noël et ses aides y préparent biscuits, tartes et pain d'épices pour tous les lutins du village.",
    details: ["Des fours qui cuisent cent biscuits d'un coup", "Une fontaine de chocolat chaud", "Les fiches de recettes secrètes de la famille"],
  },
  {
    ...EN_LOCATIONS[3]!,
    name: "Le bureau de tri du courrier",
    description:
      "C'est là qu'arrivent toutes les lettres au Père Noël. Les lutins les ouvrent une à une avec soin, les lisent en souriant, puis les trient pour que le Père Noël puisse y répondre.",
    details: ["Des toboggans à courrier venus de tous les pays", "Un grand mur d'étagères pour les listes de souhaits", "Le fauteuil de lecture préféré du Père Noël"],
  },
  {
    ...EN_LOCATIONS[4]!,
    name: "Les maisonnettes des lutins",
    description:
      "Des rangées de petites maisons aux portes rondes, aux fenêtres givrées et aux cheminées qui laissent échapper une fumée parfumée à la menthe.",
    details: ["Des jardins de fleurs qui résistent à la neige", "Une patinoire sur l'étang de la place du village", "Des guirlandes lumineuses sur chaque toit, toute l'année"],
  },
  {
    ...EN_LOCATIONS[5]!,
    name: "La forêt de sucres d'orge",
    description:
      "Une forêt tranquille d'arbres rayés, au bord du village, où les lutins font de la luge, se racontent des histoires et regardent les aurores boréales.",
    details: ["La plus haute piste de luge du pôle Nord", "Un cercle d'histoires autour d'un feu qui crépite", "La plus belle vue sur les aurores boréales"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { ...EN_FACTS[0]!, value: "2 847", label: "Lutins" },
  { ...EN_FACTS[1]!, value: "Plus de 300", label: "Maisons" },
  { ...EN_FACTS[2]!, value: "50 000", label: "Jouets par jour" },
  { ...EN_FACTS[3]!, value: "1 million", label: "Biscuits par mois" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { ...EN_SCHEDULE[0]!, time: "6 h", activity: "La cloche du matin et le petit déjeuner", description: "La grande cloche sonne, et tous les lutins se retrouvent autour d'un porridge bien chaud et d'un chocolat." },
  { ...EN_SCHEDULE[1]!, time: "9 h", activity: "Au travail dans l'atelier", description: "Les établis se remplissent, les marteaux tapent et les pinceaux glissent : la fabrication des jouets commence." },
  { ...EN_SCHEDULE[2]!, time: "12 h", activity: "Déjeuner et heure du conte", description: "Soupe et sandwichs, puis le Père Noël lit à voix haute une de ses lettres préférées devant tout le monde." },
  { ...EN_SCHEDULE[3]!, time: "18 h", activity: "Les festivités du soir", description: "Chants de Noël, patinage sur l'étang et quelques pas de danse sous les aurores boréales." },
];
