import { AGE_FILTERS as EN_FILTERS, AGE_GROUPS as EN_GROUPS, BUDGET_TIERS as EN_TIERS, type AgeFilter, type AgeGroup, type BudgetTier } from "../gift-ideas";

/**
 * Gift ideas by age in Brazilian Portuguese, for parents. Prices are rough ranges in reais, written the Brazilian way
 * ("R$ 60–120"), set from what such things usually cost in Brazil rather than converted from dollars.
 */
export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Todas as idades" },
  { ...EN_FILTERS[1]!, label: "Pequeninos (2–4)" },
  { ...EN_FILTERS[2]!, label: "Crianças (5–8)" },
  { ...EN_FILTERS[3]!, label: "Maiores (9–12)" },
  { ...EN_FILTERS[4]!, label: "Adolescentes (13+)" },
];

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    ...EN_GROUPS[0]!,
    title: "Pequeninos",
    ages: "2–4",
    description: "Firmes, seguros e para pôr a mão na massa: presentes para pequenos exploradores que aprendem tocando, empilhando e brincando de faz de conta.",
    gifts: [
      { name: "Arco-íris de madeira para empilhar", priceRange: "R$ 60–120", why: "Desenvolve a coordenação entre olhos e mãos e ensina as cores, e ainda vira túnel ou ponte." },
      { name: "Kit de livros cartonados", priceRange: "R$ 40–100", why: "As páginas grossas aguentam mãozinhas animadas, e ler junto estimula as primeiras palavras." },
      { name: "Comidinhas de brinquedo para a cozinha", priceRange: "R$ 60–150", why: "Brincar de cozinhar solta a imaginação e traz um monte de palavras novas." },
      { name: "Carrinho de empurrar para os primeiros passos", priceRange: "R$ 120–250", why: "Dá apoio a quem ainda anda meio bambo e depois vira carrinho para carregar tesouros." },
      { name: "Gizões de cera e um tapete lavável para desenhar", priceRange: "R$ 40–80", why: "Os gizões grossos cabem nas mãos pequenas, e o tapete segura a bagunça." },
      { name: "Kit de instrumentos musicais", priceRange: "R$ 70–140", why: "Chocalhos, sininhos e um tamborzinho convidam ao ritmo, ao movimento e a uma barulheira feliz." },
    ],
  },
  {
    ...EN_GROUPS[1]!,
    title: "Crianças",
    ages: "5–8",
    description: "Cabecinhas curiosas que adoram construir, criar e perguntar \u201Cpor quê?\u201D: presentes que fazem crescer a criatividade e a confiança.",
    gifts: [
      { name: "Blocos magnéticos de montar", priceRange: "R$ 120–250", why: "Construções livres que ensinam formas, equilíbrio e como resolver problemas." },
      { name: "Baú de fantasias", priceRange: "R$ 100–180", why: "Brincar de ser outra pessoa desenvolve a imaginação, a empatia e rende muita risada." },
      { name: "Kit de artesanato para iniciantes", priceRange: "R$ 50–120", why: "Recortar, colar e enfeitar fortalece a coordenação motora fina." },
      { name: "Primeira bicicleta com rodinhas", priceRange: "R$ 350–600", why: "Confiança ao ar livre, equilíbrio e um primeiro gostinho de independência." },
      { name: "Jogo de tabuleiro cooperativo", priceRange: "R$ 60–120", why: "Todo mundo ganha ou perde junto, o que ensina a jogar em equipe sem choro." },
      { name: "Atlas ilustrado", priceRange: "R$ 60–100", why: "Abre as portas do mundo e puxa um monte de perguntas sobre lugares e bichos." },
    ],
  },
  {
    ...EN_GROUPS[2]!,
    title: "Maiores",
    ages: "9–12",
    description: "Habilidades crescendo e interesses grandes: presentes que desafiam, ensinam algo novo e duram muito além de dezembro.",
    gifts: [
      { name: "Kit de experiências científicas", priceRange: "R$ 100–200", why: "Experiências com as próprias mãos transformam a curiosidade em entendimento de verdade." },
      { name: "Box com uma série de livros", priceRange: "R$ 120–250", why: "Uma série boa deixa os jovens leitores virando páginas por meses." },
      { name: "Robô de programação para iniciantes", priceRange: "R$ 200–400", why: "Ensina raciocínio lógico enquanto a criança monta algo que se mexe." },
      { name: "Caderno de desenho e lápis de artista", priceRange: "R$ 60–140", why: "Incentiva a prática e a expressão com materiais de verdade." },
      { name: "Jogo de tabuleiro de estratégia", priceRange: "R$ 80–160", why: "Planejar os próximos passos e saber ganhar e perder nas noites de jogo em família." },
      { name: "Kit de acampamento ou de observar estrelas", priceRange: "R$ 100–200", why: "Leva a garotada para fora de casa, para explorar a natureza e o céu estrelado das noites de verão." },
    ],
  },
  {
    ...EN_GROUPS[3]!,
    title: "Adolescentes",
    ages: "13+",
    description: "Independentes, cheios de opinião e ocupados: presentes que respeitam os interesses deles e trazem experiências para compartilhar.",
    gifts: [
      { name: "Fones de ouvido de qualidade", priceRange: "R$ 150–500", why: "Para ouvir música, se concentrar nos estudos e falar com os amigos." },
      { name: "Vale-experiência", priceRange: "R$ 120–400", why: "Um show, uma tarde de escalada ou um curso criam lembranças em vez de bagunça." },
      { name: "Câmera instantânea", priceRange: "R$ 300–500", why: "Fotos impressas de verdade para dar de presente e pendurar, uma pausa divertida das telas." },
      { name: "Curso de culinária para iniciantes ou livro de receitas", priceRange: "R$ 80–300", why: "Uma habilidade para a vida toda, que dá para exibir no próximo almoço de família." },
      { name: "Diário e canetas especiais", priceRange: "R$ 50–140", why: "Um cantinho só deles para pensamentos, planos e textos criativos." },
      { name: "Carregador portátil de celular", priceRange: "R$ 80–160", why: "Prático e sempre bem-vindo para adolescentes que estão sempre para lá e para cá." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { ...EN_TIERS[0]!, label: "Até R$ 100", description: "Presentinhos carinhosos e lembrancinhas, ótimos também para o amigo secreto.", examples: ["Livros", "Material de artesanato", "Quebra-cabeças"] },
  { ...EN_TIERS[1]!, label: "R$ 100–200", description: "Brinquedos e jogos queridos para a família toda.", examples: ["Jogos de tabuleiro", "Kits de montar", "Kits de arte"] },
  { ...EN_TIERS[2]!, label: "R$ 200–400", description: "Presentes especiais, que duram e são usados o ano inteiro.", examples: ["Robôs de programação", "Câmeras instantâneas", "Bicicletas para os pequenos"] },
  { ...EN_TIERS[3]!, label: "Acima de R$ 400", description: "Um presentão para dividir ou uma experiência inesquecível.", examples: ["Passeios em família", "Fones de ouvido de qualidade", "Equipamentos para brincar ao ar livre"] },
];
