import { TEMPLATE_CATEGORIES as EN, type TemplateCategory } from "../printable-templates";

/**
 * The printable templates in Brazilian Portuguese. The text is drawn into PDFs with the standard fonts, so it keeps
 * to their characters (Latin-1: Portuguese accents, ã, õ and ç are fine; no curly quotes or long dashes). File
 * names stay English, like every id. The budget planner has a line for the "amigo secreto" gift swap.
 */
const [planning, tags, kids] = EN as readonly [TemplateCategory, TemplateCategory, TemplateCategory];

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    ...planning,
    title: "Para planejar",
    description: "Listas e planilhas para deixar presentes, dinheiro e comida bem organizados.",
    items: [
      {
        ...planning.items[0]!,
        name: "Lista de presentes",
        description: "Anote para quem você vai dar presente, a ideia, o orçamento, e se já foi comprado e embrulhado.",
        heading: "Lista de presentes de Natal",
        subheading: "Quem, o quê, quanto - e já está embrulhado?",
        layout: { kind: "table", columns: ["Nome", "Ideia de presente", "Orçamento", "Comprado", "Embrulhado"], rows: 18 },
      },
      {
        ...planning.items[1]!,
        name: "Planilha de gastos de Natal",
        description: "Planeje quanto pretende gastar e compare com o que gastou de verdade, item por item.",
        heading: "Planilha de gastos de Natal",
        subheading: "Um Natal tranquilo começa com um plano.",
        layout: {
          kind: "table",
          columns: ["Item", "Planejado", "Gasto", "Anotações"],
          rows: 14,
          firstColumn: ["Presentes", "Amigo secreto", "Ceia e bebidas", "Decoração", "Cartões e correio", "Embrulhos", "Festas e passeios", "Doações", "Viagem", "Roupas", "Professores e ajudantes", "Ingredientes para doces", "Outros", "Total"],
        },
      },
      {
        ...planning.items[2]!,
        name: "Planejador da ceia",
        description: "Planeje cada prato do grande dia, o que comprar e quem vai preparar.",
        heading: "Planejador da ceia de Natal",
        subheading: "Entradas, pratos principais, sobremesas e um agrado para o Papai Noel.",
        layout: { kind: "table", columns: ["Prato", "O que comprar", "Quem prepara", "Pronto"], rows: 16 },
      },
      {
        ...planning.items[3]!,
        name: "Lista de cartões de Natal",
        description: "Guarde os endereços num lugar só e marque os cartões enviados e recebidos.",
        heading: "Lista de cartões de Natal",
        subheading: "Guarde bem e use de novo no ano que vem.",
        layout: { kind: "table", columns: ["Nome", "Endereço", "Enviado", "Recebido"], rows: 18 },
      },
    ],
  },
  {
    ...tags,
    title: "Etiquetas para presentes",
    description: "Etiquetas para recortar e deixar presentes e guloseimas ainda mais especiais.",
    items: [
      {
        ...tags.items[0]!,
        name: "Etiquetas clássicas",
        description: "Oito etiquetas natalinas com linhas de Para e De. Imprima em papel mais grosso, recorte e faça um furo para a fita.",
        heading: "Etiquetas clássicas de presente",
        subheading: "Imprima em papel mais grosso, recorte nas linhas e amarre com fita.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Feliz Natal", lines: ["Para:", "De:"] },
      },
      {
        ...tags.items[1]!,
        name: "Etiquetas do Papai Noel",
        description: "Etiquetas assinadas pelo próprio Polo Norte, para os presentes que aparecem na noite de Natal.",
        heading: "Etiquetas do Papai Noel",
        subheading: "Entrega especial do Polo Norte.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Da Oficina do Papai Noel", lines: ["Especialmente para:", "Conferido pelo duende:"] },
      },
      {
        ...tags.items[2]!,
        name: "Rótulos para potes de biscoito",
        description: "Rótulos para potes e latas de biscoitos caseiros, com espaço para quem fez e quando.",
        heading: "Rótulos para potes de biscoito",
        subheading: "Para latas, potes e caixas de gostosuras feitas em casa.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Biscoitos de Natal caseiros", lines: ["Feito por:", "Data:"] },
      },
      {
        ...tags.items[3]!,
        name: "Etiquetas \"Só abra no Natal\"",
        description: "Etiquetas divertidas que mantêm os dedinhos curiosos longe dos presentes embaixo da árvore.",
        heading: "Etiquetas \"Não abra\"",
        subheading: "Cole uma em cada pacote embaixo da árvore.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Só abra no Natal!", lines: ["Para:"] },
      },
    ],
  },
  {
    ...kids,
    title: "Atividades para crianças",
    description: "Folhas para as crianças preencherem, brincarem e compartilharem.",
    items: [
      {
        ...kids.items[0]!,
        name: "Lista de desejos de Natal",
        description: "Uma folha para as crianças escreverem seus desejos, com espaço para um desejo para outra pessoa.",
        heading: "Minha lista de desejos de Natal",
        subheading: "Escreva seus desejos e depois mostre para o Papai Noel.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Meu nome é", lines: 1 },
            { text: "Coisas que eu adoraria ganhar no Natal", lines: 6 },
            { text: "Um desejo para alguém que eu amo", lines: 2 },
            { text: "Uma coisa gentil que eu fiz este ano", lines: 2 },
          ],
        },
      },
      {
        ...kids.items[1]!,
        name: "Calendário do Advento da gentileza",
        description: "Vinte e quatro pequenas gentilezas para pintar, uma para cada dia de dezembro até a véspera de Natal.",
        heading: "Calendário do Advento da gentileza",
        subheading: "Faça uma gentileza por dia e depois pinte o quadrinho.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Fazer um cartão para um vizinho", "Ajudar a fazer o jantar", "Emprestar um brinquedo", "Dizer obrigado três vezes",
            "Arrumar o quarto", "Ligar para os avós", "Desenhar para um amigo", "Dar água aos passarinhos",
            "Ler para alguém", "Doar um livro", "Dar um abração", "Ajudar a carregar as compras",
            "Escrever um bilhete carinhoso", "Deixar alguém ir primeiro", "Fazer alguém rir", "Regar as plantas",
            "Ajudar a embrulhar um presente", "Cantar uma música de Natal para alguém", "Contar uma piada", "Recolher lixo do chão",
            "Fazer um doce para um amigo", "Pôr a mesa", "Pedir desculpas de coração", "Deixar cenouras para as renas",
          ],
        },
      },
      {
        ...kids.items[2]!,
        name: "Bingo de Natal",
        description: "Uma cartela de bingo para brincar enquanto assiste a um filme de Natal ou passeia para ver as luzes.",
        heading: "Bingo de Natal",
        subheading: "Achou? Risque! Completou uma linha? Grite BINGO!",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Boneco de neve", "Rena", "Bengala doce", "Estrela", "Trenó",
            "Meia de Natal", "Biscoito de gengibre", "Sino", "Duende", "Presente",
            "Azevinho", "Guirlanda", "LIVRE", "Floco de neve", "Luvas",
            "Chocolate quente", "Pisca-pisca", "Coral de Natal", "Anjo", "Biscoitos",
            "Cachecol", "Chaminé", "Gorro de Papai Noel", "Passarinho", "Bola de Natal",
          ],
        },
      },
      {
        ...kids.items[3]!,
        name: "Bilhete de agradecimento",
        description: "Uma cartinha de agradecimento para completar, que deixa fácil e divertido agradecer os presentes depois do Natal.",
        heading: "Obrigado!",
        subheading: "Um bilhete para alguém que deixou o Natal mais especial.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Querido(a)", lines: 1 },
            { text: "Muito obrigado por", lines: 2 },
            { text: "O que eu mais gostei foi", lines: 2 },
            { text: "Eu vou usar para", lines: 2 },
            { text: "Com carinho,", lines: 1 },
          ],
        },
      },
    ],
  },
];
