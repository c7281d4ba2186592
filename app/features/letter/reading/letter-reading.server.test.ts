import { describe, expect, it } from "vitest";
import { harmEvidence, readLetter, readWish, type LetterLexicon } from "./letter-reading.server";
import { LEXICON_DE } from "./lexicon-de.server";
import { LEXICON_EN } from "./lexicon-en.server";
import { LEXICON_ES } from "./lexicon-es.server";
import { LEXICON_FR } from "./lexicon-fr.server";
import { LEXICON_IT } from "./lexicon-it.server";
import { LEXICON_PT_BR } from "./lexicon-pt-br.server";

const read = (messageToSanta: string | null, wishList: string | null = null) => readLetter({ wishList, messageToSanta }, LEXICON_EN);
const kind = (wish: string) => readWish(LEXICON_EN, wish).kind;

describe("reading a letter: signs of harm", () => {
  it.each([
    ["My dad hits me when he is angry.", "violence"],
    ["mums boyfrend hurts me", "violence"],
    ["he grabs my neck wen im naughty", "violence"],
    ["im scared of him", "unsafe_home"],
    ["i dont feel safe at my house", "unsafe_home"],
    ["my uncle touchs me in my privet places", "sexual"],
    ["he says if i tell anyone he will hurt my dog", "threat"],
    ["there is never food at home", "neglect"],
    ["nobody feds me", "neglect"],
    ["i wanna die", "self_harm"],
    ["i want to kill my self", "self_harm"],
    ["i dont want to be alive anymore", "self_harm"],
    ["I've been thinking about ending it", "self_harm"],
  ])("holds %j (%s)", (message, sign) => {
    const r = read(message);
    expect(r.held).toBe(true);
    expect(r.harm).toContain(sign);
  });
  it("reads harm in the wish list too", () => {
    expect(read(null, "a lego car\na lock for my door so he cant get in").held).toBe(true);
  });
  it.each([
    "I hurt my knee at football",
    "my brother hits me with pillows when we play",
    "I'm scared of the dark",
    "this homework is killing me",
    "I'd die for a PS5",
    "I nearly died laughing",
    "my sister touched my Lego without asking",
    "I cut my finger making cookies",
    "Nobody hurts me, I have the best family",
    "I was so hungry after swimming I ate three sandwiches",
    "Grandad says he'll kill me if I eat all the chocolates again haha",
    "I want to die my hair blue",
  ])("does not hold %j", (message) => {
    expect(read(message).held).toBe(false);
  });
  it("a negation does not excuse a harm that still happens", () => {
    expect(read("he doesnt hit me when mum is home").held).toBe(true);
    expect(read("he never stops hitting me").held).toBe(true);
  });
  it("a benign word elsewhere in the letter does not excuse a disclosure", () => {
    expect(read("I scored at football and my stepdad kicks me when he is drunk").held).toBe(true);
  });
});

describe("reading a letter: circumstances", () => {
  it.each([
    ["grandma died in the summer", "bereavement"],
    ["nana went to heaven", "bereavement"],
    ["my dady is in hopsital", "illness"],
    ["daddy is in the army and cant come home for christmas", "far_away"],
    ["my dad is in prison", "far_away"],
    ["mum and dad are getting divorced", "separation"],
    ["mummy has a baby in her tummy", "new_baby"],
    ["we are moving house in january", "moving"],
    ["the big boys piks on me", "bullying"],
    ["we dont have money for presents", "hardship"],
    ["my brother is autistic", "disability"],
    ["i have no friends and i am lonely", "lonely_sad"],
  ])("%j tells of %s", (message, circumstance) => {
    expect(read(message).circumstances).toContain(circumstance);
  });
  it.each([
    ["nobody is sick anymore", "illness"],
    ["grandad is better now and home from hospital", "illness"],
    ["my cat is sick of the rain", "illness"],
    ["our teacher is having a baby", "new_baby"],
    ["my uncle lives in Spain and is coming for Christmas", "far_away"],
    ["my phone died", "bereavement"],
    ["we moved the sofa", "moving"],
  ])("%j does not tell of %s", (message, circumstance) => {
    expect(read(message).circumstances).not.toContain(circumstance);
  });
});

describe("reading a wish", () => {
  it.each([
    ["a red bicycle", "thing"],
    ["a stuffed puppy", "thing"],
    ["a puppy", "pet"],
    ["a real kitten", "pet"],
    ["snow on christmas day", "experience"],
    ["a day at the beach with dad", "experience"],
    ["for my grandma to get better", "person"],
    ["for daddy to come home from the army", "person"],
    ["food for my family", "need"],
    ["a job for my dad", "need"],
    ["peace on earth", "world"],
    ["no more hungry children", "world"],
    ["surprise me!", "unclear"],
  ])("%j is a %s", (wish, expected) => {
    expect(kind(wish)).toBe(expected);
  });
  it("links a wish about a person to what it is about", () => {
    expect(readWish(LEXICON_EN, "for grandma to get better").about).toBe("illness");
    expect(readWish(LEXICON_EN, "for daddy to come home from the army").about).toBe("far_away");
  });
  it("a painful circumstance or a sensitive wish makes the reply gentle", () => {
    expect(read(null, "a kite").gentle).toBe(false);
    expect(read(null, "food for my family").gentle).toBe(true);
    expect(read("my grandad died").gentle).toBe(true);
  });
});

describe("the reading logic knows no language", () => {
  // A tiny lexicon in another language: the logic reads it with no change.
  const toy: LetterLexicon = {
    ...LEXICON_EN,
    locale: "xx",
    normalize: (t) => t.toLowerCase(),
    negation: /^(nie)$/,
    negationBreak: /^$/,
    harm: [{ label: "violence", pattern: /\bschlägt mich\b/ }],
    circumstances: [{ label: "illness", pattern: /\bkrankenhaus\b/ }],
    wishKinds: [{ label: "pet", pattern: /\bhund\b/ }],
    wishImplies: [],
    wishInContext: [],
  };
  it("holds, reads circumstances and wishes with another language's lists", () => {
    const r = readLetter({ wishList: "ein hund", messageToSanta: "Oma ist im Krankenhaus. Er schlägt mich." }, toy);
    expect(r.wishes[0]!.kind).toBe("pet");
    expect(r.circumstances).toEqual(["illness"]);
    expect(r.held).toBe(true);
    expect(readLetter({ wishList: null, messageToSanta: "er nie schlägt mich" }, toy).held).toBe(false);
  });
});

describe("English harm rules on other languages' letters (harm is looked for in every language)", () => {
  it("do not read Italian turnip tops or a Spanish 'it bothers me' as abuse", () => {
    expect(harmEvidence({ wishList: null, messageToSanta: "la nonna fa le orecchiette con le cime di rape" }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ wishList: null, messageToSanta: "me molesta el ruido de la calle" }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ wishList: null, messageToSanta: "he tried to rape me" }, LEXICON_EN).map((e) => e.label)).toEqual(["sexual"]);
  });
});

describe("German harm rules on other languages' letters", () => {
  it("read 'Pädophiler' but not an Italian street name that begins the same way (r7)", () => {
    expect(harmEvidence({ wishList: null, messageToSanta: "se passi da via Padova a Milano lascia un regalo" }, LEXICON_DE)).toEqual([]);
    expect(harmEvidence({ wishList: null, messageToSanta: "der Mann im Park ist ein Pädophiler" }, LEXICON_DE).map((e) => e.label)).toEqual(["sexual"]);
  });
});

const LEXICONS = { en: LEXICON_EN, es: LEXICON_ES, fr: LEXICON_FR, de: LEXICON_DE, it: LEXICON_IT, "pt-br": LEXICON_PT_BR };
/** A rule learned from a round's misses, tried on a sentence the round did not use: language, message, wish list, sign. */
type RuleCase = [keyof typeof LEXICONS, string | null, string | null, string];
const holds = (locale: RuleCase[0], messageToSanta: string | null, wishList: string | null, sign: string) =>
  expect(harmEvidence({ messageToSanta, wishList }, LEXICONS[locale]).map((e) => e.label)).toContain(sign);

describe("rules each language learned from r16's misses (tuning data), said in words r16 did not use", () => {
  it.each([
    ["en", null, "for nan to stop using the belt on me", "violence"],
    ["en", "He is 24 and says age is just a number", null, "sexual"],
    ["en", "I delete the messages after so mum cant see", null, "sexual"],
    ["es", null, "maquillaje para esconder mis moretones", "violence"],
    ["es", "Hay pistolas en la mesa de la cocina", null, "unsafe_home"],
    ["es", "Tiene 25 años y dice que la edad es solo un numero", null, "sexual"],
    ["fr", "Je me coupais tous les soirs dans ma chambre avec un cutter", null, "self_harm"],
    ["fr", "Il faut que je dise à la maîtresse que je suis tombée", null, "violence"],
    ["fr", "il me fait des chatouy dans ma kulot", null, "sexual"],
    ["de", null, "Puder für die blauen Flecken", "violence"],
    ["de", "Er ist 30 und sagt Alter ist nur eine Zahl", null, "sexual"],
    ["it", "Il mio patrigno mi tira per i capelli", null, "violence"],
    ["it", "Cancello i messaggi così la mamma non li legge", null, "sexual"],
    ["pt-br", "Meu padrasto me arrasta pelo cabelo", null, "violence"],
    ["pt-br", "Ele tem 22 anos e fala que idade é só um número", null, "sexual"],
  ] as RuleCase[])("%s: %s / %s holds (%s)", holds);
  it("leaves water pistols and a pretend age alone", () => {
    expect(harmEvidence({ messageToSanta: null, wishList: "unas pistolas de agua para la playa" }, LEXICON_ES)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Mi abuela tiene 81 años y dice que la edad es solo un numero", wishList: null }, LEXICON_ES)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Granny says age is just a number and she still goes skiing", wishList: null }, LEXICON_EN)).toEqual([]);
  });
});

describe("rules each language learned from r17's misses (tuning data), said in words r17 did not use", () => {
  it.each([
    ["en", "I won't be here on the 25th so don't come.", null, "self_harm"],
    ["en", null, "hoodies so nobody sees my arms", "self_harm"],
    ["en", "Mum hasn't come home since Tuesday and I feed my brother.", null, "neglect"],
    ["en", "He said he will throw me out on the street if I fail.", null, "threat"],
    ["en", "Dad wouldn't wake up and the ambulance came.", null, "unsafe_home"],
    ["es", "Este año solo quiero no despertar el 25.", null, "self_harm"],
    ["es", "Mi mamá dice que ojalá me hubieran regalado.", null, "threat"],
    ["es", "Mi papá no ha vuelto desde el lunes.", null, "neglect"],
    ["fr", "Je ne compte pas être encore là à Noël.", null, "self_harm"],
    ["de", "Ich will einfach nicht mehr da sein.", null, "self_harm"],
    ["de", "Papa ist seit Montag nicht nach Hause gekommen.", null, "neglect"],
    ["de", "Mama ist schon wieder nicht aufgewacht.", null, "unsafe_home"],
    ["de", null, "ein Handy, damit er mir schreiben kann, ohne dass Mama mitliest", "sexual"],
    ["it", "Con la cintura mi lascia i lividi.", null, "violence"],
    ["pt-br", "Meu pai vai me botar pra fora de casa.", null, "threat"],
  ] as RuleCase[])("%s: %s / %s holds (%s)", holds);
  it("leaves kindness to people on the street, a sleepy dad and a long trip alone", () => {
    expect(harmEvidence({ messageToSanta: "I want to give blankets to people who live on the street.", wishList: null }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Dad wouldn't wake up on Sunday, he snores so loud!", wishList: null }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "My dad won't be here for Christmas because he is on a ship.", wishList: null }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Papa ist seit Montag auf Dienstreise, er kommt Freitag.", wishList: null }, LEXICONS.de)).toEqual([]);
  });
});

describe("rules each language learned from r18's misses (tuning data), said in words r18 did not use", () => {
  it.each([
    ["en", "I couldn't wake mum up and I was so scared.", null, "unsafe_home"],
    ["en", "We are kept home till the bruises fade.", null, "violence"],
    ["en", null, "a phone so I can chat with Ryan without my parents knowing", "sexual"],
    ["es", "No puedo despertarla por las mañanas.", null, "unsafe_home"],
    ["de", "Papa sagt, er hätte lieber keine Tochter gehabt.", null, "threat"],
    ["de", "Ich krieg Papa nicht wach.", null, "unsafe_home"],
    ["fr", "Le docteur c'est pas pour nous, dit maman.", null, "neglect"],
    ["it", "La mamma non si svegliava più.", null, "unsafe_home"],
    ["pt-br", "Ele faz a brincadeira do cobertor comigo.", null, "sexual"],
  ] as RuleCase[])("%s: %s / %s holds (%s)", holds);
  it("leaves a sleepy-headed mum, snow powder and a cosy blanket fort alone", () => {
    expect(harmEvidence({ messageToSanta: "Mum won't wake up on Saturdays, she loves her lie-in!", wishList: null }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Ich wünsche mir weißen Pulverschnee zum Skifahren.", wishList: null }, LEXICONS.de)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Fizemos uma cabana de cobertor na sala!", wishList: null }, LEXICONS["pt-br"])).toEqual([]);
  });
});

describe("rules each language learned from r19's misses (tuning data), said in words r19 did not use", () => {
  it.each([
    ["en", "The man from the game wants me to send him pictures of myself.", null, "sexual"],
    ["en", null, "a tablet so Coach Dave can facetime me when everyone is asleep", "sexual"],
    ["en", null, "a mattress so I am not on the floor", "neglect"],
    ["en", null, "dinner that lasts till Friday", "neglect"],
    ["fr", null, "de quoi manger le soir", "neglect"],
    ["fr", null, "des baskets sans trous", "neglect"],
    ["fr", "Les grands du quartier m'obligent à faire le chouf après l'école.", null, "threat"],
    ["fr", "Ils ont dit qu'ils allaient s'en prendre à ma petite sœur si je parle.", null, "threat"],
    ["de", "Papa trinkt Schnaps bis er umkippt und dann krieg ich ihn nicht hoch.", null, "unsafe_home"],
    ["de", "Ich schlafe jetzt immer mit den Schuhen an.", null, "unsafe_home"],
    ["de", "Der Onkel will mich überall anfassen und sagt, das darf die Mama nicht wissen.", null, "sexual"],
  ] as RuleCase[])("%s: %s / %s holds (%s)", holds);
  it("leaves a grandmother's photos, a dad's call from abroad, a sleepover, cooking, a tent and a present alone", () => {
    expect(harmEvidence({ messageToSanta: "Grandma asked me to send her pictures of me in my costume.", wishList: null }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: null, wishList: "a phone so Daddy can video call me after bedtime from the ship" }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: null, wishList: "a blow-up bed so I'm not on the floor at the sleepover" }, LEXICON_EN)).toEqual([]);
    expect(harmEvidence({ messageToSanta: null, wishList: "un livre de recettes pour faire à manger le soir avec papa" }, LEXICONS.fr)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Beim Zelten haben wir mit den Schuhen an geschlafen, so kalt war es!", wishList: null }, LEXICONS.de)).toEqual([]);
    expect(harmEvidence({ messageToSanta: "Das Geschenk für Papa darf die Mama nicht wissen, das ist eine Überraschung.", wishList: null }, LEXICONS.de)).toEqual([]);
  });
});
