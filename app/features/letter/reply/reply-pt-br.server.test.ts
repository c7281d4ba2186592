import { describe, expect, it } from "vitest";
import type { Letter } from "~/features/letter/letter-schema";
import { readLetter, readWish } from "~/features/letter/reading/letter-reading.server";
import { LEXICON_PT_BR } from "~/features/letter/reading/lexicon-pt-br.server";
import { VOCABULARY_PT_BR } from "~/features/letter/vocabulary/vocabulary-pt-br.server";
import { findReplyProblems } from "./reply-checks.server";
import { composeReply, replyText } from "./reply-content.server";
import { readLetterIn } from "./reply-languages.server";
import { REPLY_WORDS_PT_BR } from "./reply-words-pt-br.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30, locale: "pt-br" as const };
const base: Letter = { childName: "Ana", age: 7, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
const all = (c: ReturnType<typeof composeReply>) =>
  [c.heading, ...c.opening, c.wishIntro ?? "", ...c.wishes.map((w) => w.answer), ...c.message, c.goodness, c.closing, c.signature, c.postscript ?? ""].join(" ");
const read = (messageToSanta: string, wishList: string | null = null) => readLetter({ wishList, messageToSanta }, LEXICON_PT_BR);

describe("a letter written on a pt-br page gets Papai Noel's reply in Brazilian Portuguese", () => {
  it("has the subject, greeting, signature and links in pt-br", () => {
    // Plainly happy, well under the concern model's "uneasy" line (a few words alone sit near it and cross with retraining).
    const letter = { ...base, wishList: "uma bicicleta\nslime", messageToSanta: "Oi Papai Noel! Vou deixar biscoito e leite pra você. Adoro o Natal!" };
    const c = composeReply(letter, ctx);
    expect(c.locale).toBe("pt-br");
    expect(c.tone).toBe("standard");
    expect(c.subject).toBe("Uma carta do Papai Noel para Ana");
    expect(c.greeting).toBe("Olá, Ana!");
    expect(c.signature).toContain("Papai Noel");
    // The message is never quoted: a plainly happy one gets the warm thanks and Papai Noel's own line about the snack.
    expect(c.message[0]).toBe(REPLY_WORDS_PT_BR.messageHappy);
    expect(c.message.join(" ")).toMatch(/Cenouras para as renas/);
    expect(all(c)).not.toMatch(/Vou deixar|biscoito e leite|“/);
    // Each wish named by the kind of gift the site recognised, in Papai Noel's words: never "slime".
    const wishes = c.wishes.map((w) => w.answer).join(" ");
    expect(wishes).toContain(`${VOCABULARY_PT_BR.gifts.bike.name} e ${VOCABULARY_PT_BR.gifts.craft.name}`);
    expect(wishes).not.toMatch(/slime/i);
    expect(c.links).toMatchObject({ niceList: "https://north-pole.test/pt-br/nice-list", niceListLabel: "Lista dos Bonzinhos" });
    expect(replyText(c)).toMatch(/^DA MESA DO PAPAI NOEL/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers a pet as a decision for the grown-ups of the family, never as a promise", () => {
    const c = composeReply({ ...base, wishList: "um cachorrinho de verdade" }, ctx);
    expect(c.wishes[0]!.answer).toMatch(/decisão (grande, e quem decide são os adultos da sua família|da família, tomada pelos adultos)/);
    expect(c.wishes[0]!.answer).toContain(VOCABULARY_PT_BR.animals.dog.name);
    expect(c.wishes[0]!.answer).not.toMatch(/cachorrinho|de verdade/);
    expect(all(c)).not.toMatch(/vou trazer|você vai ganhar|prometo/i);
  });

  it("answers a bereavement gently, without cheer, without quoting the child", () => {
    const letter = { ...base, wishList: "que meu vô volte do céu\num carrinho", messageToSanta: "papai noel meu vô morreu em agosto e eu sinto muita saudade dele" };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.heading).toBe("Uma carta do Papai Noel");
    // The grandfather is named in Papai Noel's words ("seu avô"), in the answer to the wish and in the paragraph.
    const avo = VOCABULARY_PT_BR.relations.grandad.name;
    expect(avo).toBe("seu avô");
    const about = c.wishes.find((w) => w.sensitive)!.answer;
    expect(about).toBe(REPLY_WORDS_PT_BR.wishAnswers.person.bereavement(avo));
    expect(about).toMatch(/seu avô.*não tem como voltar/);
    expect(c.wishes.map((w) => w.answer).join(" ")).toContain(VOCABULARY_PT_BR.gifts.toy_vehicle.name);
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_PT_BR.circumstances.bereavement(avo)]);
    expect(c.message.join(" ")).toMatch(/Sinto muito que você tenha perdido seu avô/);
    expect(c.message[0]).toBe(REPLY_WORDS_PT_BR.messageThanks);
    expect(all(c)).not.toMatch(/sinto muita saudade dele|morreu em agosto|volte do céu|meu vô/);
    expect(all(c)).not.toMatch(/Ho ho|duendes|oficina|trenó|Lista dos Bonzinhos/);
    expect(c.postscript).toBeNull();
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("answers the death of a pet as a pet's, without the pet's name", () => {
    const letter = { ...base, messageToSanta: "Meu cachorro Thor morreu semana passada." };
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("gentle");
    expect(c.circumstanceParagraphs).toEqual([REPLY_WORDS_PT_BR.petLoss(VOCABULARY_PT_BR.animals.dog.own)]);
    expect(c.circumstanceParagraphs[0]).toMatch(/^Sinto muito que você tenha perdido seu cachorro\./);
    expect(all(c)).not.toMatch(/Thor|alguém que você ama tenha morrido/);
    expect(findReplyProblems(c, letter)).toEqual([]);
  });

  it("holds a letter that shows harm and sends only the reviewed reply, which repeats nothing of it", () => {
    const letter = { ...base, cityCountry: "Recife", wishList: "um carrinho\nque meu padastro va embora", messageToSanta: "meu padastro me bate com o cinto quando ele bebe" };
    expect(readLetterIn("pt-br", letter).held).toBe(true);
    const c = composeReply(letter, ctx);
    expect(c.tone).toBe("reviewed");
    expect(c.message).toEqual([...REPLY_WORDS_PT_BR.reviewed]);
    // One paragraph, and no sentence of it said twice in the reply (the closing included).
    expect(c.message).toHaveLength(1);
    const sentences = [...c.message, c.goodness, c.closing].join(" ").split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(findReplyProblems(c, letter)).toEqual([]);
    expect(all(c)).not.toMatch(/carrinho|padrasto|padastro|Recife|cinto/);
    expect(all(c)).not.toMatch(/segur|contar|conte|ajuda/i);
  });

  it("hears a Portuguese disclosure on a page in another language too", () => {
    expect(readLetterIn("en", { wishList: null, messageToSanta: "o namorado da minha mae entra no meu quarto de noite" }).held).toBe(true);
  });
});

describe("the pt-br checks catch a promise and cheer in Portuguese", () => {
  const { promise, cheer } = REPLY_WORDS_PT_BR.checks;
  it.each([
    "Vou trazer a sua bicicleta na véspera de Natal.",
    "Você vai ganhar o cachorrinho que pediu.",
    "Eu prometo que a vovó vai melhorar.",
    "Já anotei na minha lista.",
    "Seu pedido vai se realizar.",
    "Os duendes vão fazer o seu presente.",
  ])("promise: %j", (sentence) => {
    expect(sentence).toMatch(promise);
  });
  it.each(["Não posso prometer nada, mas penso em você.", "Eu vou estar a caminho!", "Eu sei que você consegue.", "Vou ficar de olho no lanchinho da véspera de Natal."])(
    "not a promise: %j",
    (sentence) => {
      expect(sentence).not.toMatch(promise);
    },
  );
  it.each(["Que pedido maravilhoso!", "Li em voz alta para os duendes na oficina.", "Ela me fez sorrir.", "Fique de olho no meu trenó!", "Ho ho ho!"])("cheer: %j", (sentence) => {
    expect(sentence).toMatch(cheer);
  });
  it("findReplyProblems reports them in a pt-br reply", () => {
    const letter = { ...base, wishList: "que minha vó sare do câncer" };
    const reply = composeReply(letter, ctx);
    expect(reply.tone).toBe("gentle");
    expect(findReplyProblems(reply, letter)).toEqual([]);
    const bad = { ...reply, wishes: [{ answer: "Que pedido maravilhoso! Li para os duendes na oficina.", sensitive: true }] };
    expect(findReplyProblems(bad, letter).join(" ")).toMatch(/cheer "(pedido maravilhoso|duendes|oficina)"/i);
    const promised = { ...reply, closing: "Vou trazer tudo na véspera de Natal." };
    expect(findReplyProblems(promised, letter).join(" ")).toMatch(/promise "Vou trazer"/);
    // A reply that repeats five or more of the child's words in a row echoes them.
    const echoed = { ...reply, message: [...reply.message, "Você pediu que minha vó sare do câncer."] };
    expect(findReplyProblems(echoed, letter).join(" ")).toMatch(/echoes the child's words: que minha vo sare do/);
  });
});

describe("reading pt-br letters: signs of harm", () => {
  it.each([
    ["minha mae me bate de chinelo todo dia", "violence"],
    ["meu pai me bateu com a cinta e ficou marca", "violence"],
    ["apanho do meu padrasto quase todo dia", "violence"],
    ["ele nunca para de me bater", "violence"],
    ["ele nao me bate quando a mae ta em casa", "violence"],
    ["meu tio passa a mao em mim e pede segredo", "sexual"],
    ["meu tio mexe nas minhas partes intima", "sexual"],
    ["o namorado da mamae deita na minha cama de noite", "sexual"],
    ["um cara que eu conheci no free fire fica pedindo foto minha sem roupa", "sexual"],
    ["quando minha mãe sai o namorado dela faz coisas comigo que eu não gosto", "sexual"],
    ["minha madrasta falou que se eu contar pro meu pai ela me mata", "threat"],
    ["ela disse q ninguem vai acredita em mim", "threat"],
    ["tenho pavor do meu padastro", "unsafe_home"],
    ["nao me sinto segura na minha casa", "unsafe_home"],
    ["meu pai chega bebado e quebra tudo", "unsafe_home"],
    ["to pensando em fugir de casa", "unsafe_home"],
    ["la em casa nunca tem comida e minha mae dorme o dia todo", "neglect"],
    ["ninguem faz janta pra gente", "neglect"],
    ["minha mae sai de noite e deixa eu e meu irmao sozinhos ate de manha", "neglect"],
    ["eu nao quero mais viver", "self_harm"],
    ["kero sumi pra sempre", "self_harm"],
    ["eu me corto escondido no banheiro", "self_harm"],
    ["queria nunca ter nascido", "self_harm"],
    ["ele aperta meu braço até ficar roxo", "violence"],
    ["meu padrasto me empurrou da escada", "violence"],
    ["o namorado da minha irma fica me agarrando", "sexual"],
    ["ele me obriga a dormir na cama dele", "sexual"],
    ["nao posso falar pra ninguem senao ele briga comigo", "threat"],
    ["minha mae nao me da comida", "neglect"],
    ["minha mae fica dias fora e eu cuido dos meus irmaos", "neglect"],
    ["tomei um monte de remedio pra morrer", "self_harm"],
    ["eu bato a cabeça na parede quando fico nervoso", "self_harm"],
  ])("holds %j (%s)", (message, sign) => {
    const r = read(message);
    expect(r.held).toBe(true);
    expect(r.harm).toContain(sign);
  });
  it.each([
    "meu irmao me bate com travesseiro quando a gente faz guerra de travesseiro kkkk",
    "me bateu uma saudade da minha vo",
    "to morrendo de vontade de ver a neve",
    "tenho medo do escuro",
    "quero o jogo de matar zumbi",
    "minha mae vai me matar se eu nao arrumar meu quarto kkkk",
    "quero matar a saudade da minha madrinha",
    "ninguem me bate, minha familia é a melhor",
    "meu gato me arranha e me morde quando eu pego ele no colo",
    "eu cortei meu dedo fazendo biscoito",
    "meu cachorro voltou pelado da tosa",
    "quero jogar pelada com meus amigos no campinho",
    "na escola vai ter amigo secreto, é segredo",
    "brinquei de esconde-esconde e me escondi no guarda roupa",
    "depois do treino eu fico com tanta fome que comi tres pratos",
    "a professora disse que nao pode contar o final do livro",
    "quero um kit de magica pra fazer as coisas sumirem",
    "minha vo me bate palmas quando eu danço",
    "ela vai me matar de vergonha",
    "tenho medo quando meu pai fica doente",
    "meu pai dorme o dia todo no domingo kkk",
    "minha tia bebe muito refrigerante e fica nervosa",
    "meu pai trabalha embarcado e fica 14 dias fora",
    "me corto las uñas solo",
  ])("does not hold %j", (message) => {
    expect(read(message).held).toBe(false);
  });
});

describe("reading pt-br letters: circumstances and wishes", () => {
  it.each([
    ["minha vozinha faleceu semana passada", "bereavement"],
    ["a mel virou estrelinha", "bereavement"],
    ["meu pai ta internado no ospital", "illness"],
    ["meu pai trabalha embarcado e nao vem pro natal", "far_away"],
    ["meu pai ta preso", "far_away"],
    ["meus pais se separaram e agora tenho duas casas", "separation"],
    ["minha mae ta gravida", "new_baby"],
    ["a gente vai se mudar pra Bahia", "moving"],
    ["os meninos me chamam de baleia e riem de mim", "bullying"],
    ["meu pai ta desempregado e cortaram a luz", "hardship"],
    ["meu irmao é autista", "disability"],
    ["eu me sinto mto sozinha", "lonely_sad"],
  ])("reads %j as %s", (message, circumstance) => {
    expect(read(message).circumstances).toContain(circumstance);
  });
  it("drops what is over, played, or somebody else's", () => {
    expect(read("meu vovo ja ta melhor, ele saiu do hospital semana passada").circumstances).toEqual([]);
    expect(read("minha prima mora longe mas ela vem passar o natal aqui em casa").circumstances).toEqual([]);
    expect(read("sou flamenguista doente").circumstances).toEqual([]);
    expect(read("minha melhor amiga se mudou").circumstances).toEqual([]);
  });
  it.each([
    ["uma bicicleta rosa", "thing"],
    ["um cachorrinho", "pet"],
    ["um gatinho de pelúcia", "thing"],
    ["uma casinha pro cachorro", "thing"],
    ["ir pra praia de Porto de Galinhas", "experience"],
    ["ver a neve", "experience"],
    ["que meu vô melhore", "person"],
    ["que meus pais voltem a ficar juntos", "person"],
    ["uma amiga", "person"],
    ["paz no mundo", "world"],
    ["cesta básica", "need"],
    ["trabalho pro meu pai", "need"],
    ["sei lá", "unclear"],
  ])("reads the wish %j as %s", (wish, kind) => {
    expect(readWish(LEXICON_PT_BR, wish).kind).toBe(kind);
  });
});
