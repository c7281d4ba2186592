import {
  VILLAGE_FACTS as EN_FACTS,
  VILLAGE_LOCATIONS as EN_LOCATIONS,
  VILLAGE_SCHEDULE as EN_SCHEDULE,
  type VillageFact,
  type VillageLocation,
  type VillageScheduleEntry,
} from "../village";

/** The North Pole village tour in Brazilian Portuguese. Times are written the Brazilian way ("6h", "12h"). */
export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    ...EN_LOCATIONS[0]!,
    name: "A Oficina do Papai Noel",
    description:
      "O coração da vila, onde fileiras de duendes montam, pintam e embrulham brinquedos em compridas bancadas de madeira, com música de Natal tocando o dia inteiro.",
    details: ["Bancadas para montar todo tipo de brinquedo", "Uma sala de pintura com todas as cores do arco-íris", "A máquina gigante de dar laços de fita"],
  },
  {
    ...EN_LOCATIONS[1]!,
    name: "O Estábulo das Renas",
    description:
      "Um celeiro quentinho, com cheiro de feno, onde as nove renas descansam, comem e treinam decolagens na comprida pista de neve lá fora.",
    details: ["Nove baias aconchegantes com plaquinhas de nome", "Uma pista iluminada por lanternas", "Um depósito de cenouras que nunca acaba"],
  },
  {
    ...EN_LOCATIONS[2]!,
    name: "A Confeitaria da Mamãe Noel",
    description:
      "O prédio mais cheiroso do Polo Norte. A Mamãe Noel e seus ajudantes preparam biscoitos, tortas e pão de mel para todos os duendes da vila.",
    details: ["Fornos que assam cem biscoitos de uma vez", "Uma fonte de chocolate quente", "Receitas secretas de família"],
  },
  {
    ...EN_LOCATIONS[3]!,
    name: "A Central de Cartas",
    description:
      "É aqui que chegam todas as cartas para o Papai Noel. Os duendes abrem cada uma com cuidado, leem com um sorriso e separam tudo para o Papai Noel responder.",
    details: ["Tubos de correio vindos de todos os países", "Uma parede inteira de prateleiras de listas de desejos", "A poltrona de leitura preferida do Papai Noel"],
  },
  {
    ...EN_LOCATIONS[4]!,
    name: "As Casinhas dos Duendes",
    description:
      "Fileiras de casinhas com portas redondas, janelas cobertas de geada e chaminés que soltam fumacinha com cheiro de hortelã.",
    details: ["Jardins de flores que aguentam a neve", "Um lago de patinação na praça da vila", "Luzes em todos os telhados o ano inteiro"],
  },
  {
    ...EN_LOCATIONS[5]!,
    name: "A Floresta de Bengalinhas Doces",
    description:
      "Uma floresta tranquila de árvores listradas na beira da vila, onde os duendes descem de trenó, contam histórias e admiram a aurora boreal.",
    details: ["O morro de trenó mais alto do Polo Norte", "Uma roda de histórias em volta de uma fogueira estalando", "A vista mais bonita da aurora boreal"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { ...EN_FACTS[0]!, value: "2.847", label: "Duendes" },
  { ...EN_FACTS[1]!, value: "300+", label: "Casas" },
  { ...EN_FACTS[2]!, value: "50.000", label: "Brinquedos por dia" },
  { ...EN_FACTS[3]!, value: "1 milhão", label: "Biscoitos por mês" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { ...EN_SCHEDULE[0]!, time: "6h", activity: "Sino da manhã e café", description: "O sinão toca, e todos os duendes se reúnem para um mingau quentinho com chocolate." },
  { ...EN_SCHEDULE[1]!, time: "9h", activity: "Começa o trabalho na oficina", description: "As bancadas lotam, os martelos batem e os pincéis deslizam: começou a fabricação de brinquedos." },
  { ...EN_SCHEDULE[2]!, time: "12h", activity: "Almoço e hora da história", description: "Sopa e sanduíches, e depois o Papai Noel lê em voz alta uma carta de que gostou muito." },
  { ...EN_SCHEDULE[3]!, time: "18h", activity: "Festa da noite", description: "Músicas de Natal, patinação no lago e uma dancinha debaixo da aurora boreal." },
];
