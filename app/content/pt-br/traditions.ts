import { FAMILY_TRADITION_IDEAS as EN_IDEAS, WORLD_TRADITIONS as EN, type FamilyTraditionIdea, type Tradition } from "../traditions";

/**
 * World Christmas traditions in Brazilian Portuguese. Brazil has no item of its own, so what Brazilian families know
 * best is told inside the items it resembles: the summer Christmas (Australia), the presépio and Dia de Reis with
 * its Folias de Reis (Italy), and the ceia on Christmas Eve (family ideas).
 */
export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    ...EN[0]!,
    country: "México",
    tradition: "Las Posadas",
    description:
      "Durante nove noites antes do Natal, os vizinhos andam de casa em casa com velas, cantando e pedindo pousada, lembrando a viagem de Maria e José. Cada noite termina em festa, com bebidas quentinhas e uma piñata em forma de estrela.",
  },
  {
    ...EN[1]!,
    country: "Alemanha",
    tradition: "Feiras de Natal e calendários do Advento",
    description:
      "As praças das cidades se enchem de barraquinhas de madeira que vendem pão de mel, castanhas torradas e enfeites feitos à mão. Em casa, as crianças abrem uma portinha do calendário do Advento por dia, contando os dias até o Natal.",
  },
  {
    ...EN[2]!,
    country: "Suécia",
    tradition: "Dia de Santa Luzia",
    description:
      "No dia 13 de dezembro, na época mais escura do inverno, uma menina vestida de branco, com uma coroa de velas na cabeça, vai à frente de um cortejo de cantores. As famílias comem pãezinhos de açafrão chamados lussekatter e celebram a volta da luz.",
  },
  {
    ...EN[3]!,
    country: "Filipinas",
    tradition: "Parols e Simbang Gabi",
    description:
      "Casas e ruas brilham com os parols, lanternas coloridas em forma de estrela. Muitas famílias vão a nove missas de madrugada antes do Natal e depois dividem bolinhos de arroz e chá quente de gengibre.",
  },
  {
    ...EN[4]!,
    country: "Itália",
    tradition: "La Befana",
    description:
      "Na noite de 5 de janeiro, dizem que uma velhinha bondosa, montada numa vassoura, enche as meias das crianças de doces. As famílias também montam o presepe, um presépio que pode ocupar uma sala inteira, como os presépios que tantas famílias brasileiras montam. No Brasil, o Dia de Reis, 6 de janeiro, é quando muita gente desmonta a árvore, e as Folias de Reis passam cantando de casa em casa.",
  },
  {
    ...EN[5]!,
    country: "Austrália",
    tradition: "Canções à luz de velas",
    description:
      "Lá o Natal é no verão, como aqui no Brasil, então as famílias se reúnem nos parques nas noites quentes para cantar músicas de Natal à luz de velas. Depois vem o almoço de Natal com frutos do mar e pavlova, às vezes na praia.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  { ...EN_IDEAS[0]!, title: "Caixa da véspera de Natal", description: "Uma caixa aberta na véspera de Natal, antes da ceia, com pijama novo, um livro de histórias e um docinho para a noite ficar ainda mais aconchegante." },
  { ...EN_IDEAS[1]!, title: "Contagem regressiva da gentileza", description: "Todo dia de dezembro, façam juntos uma pequena gentileza: um bilhete para um vizinho, um brinquedo doado, um cartão de agradecimento." },
  { ...EN_IDEAS[2]!, title: "O enfeite do ano", description: "Cada criança escolhe ou faz um enfeite por ano, e vocês contam a história de cada um enquanto decoram a árvore." },
  { ...EN_IDEAS[3]!, title: "Passeio das luzes", description: "Vistam o pijama, levem uma garrafinha de suco ou chocolate e saiam a pé ou de carro pelo bairro para votar na casa mais iluminada." },
  { ...EN_IDEAS[4]!, title: "Noite da carta ao Papai Noel", description: "Escolham uma noite para escrever juntos as cartas para o Papai Noel, com música de Natal e um pratinho de biscoitos." },
  { ...EN_IDEAS[5]!, title: "Jantar ao redor do mundo", description: "Escolham um país desta página e preparem um prato simples da mesa de Natal de lá." },
];
