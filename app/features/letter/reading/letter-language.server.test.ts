import { describe, expect, it } from "vitest";
import { judgeLanguage, MIN_WORDS_TO_JUDGE } from "./letter-language.server";

const judge = (messageToSanta: string) => judgeLanguage({ wishList: null, messageToSanta });

describe("whether a letter is in a language we read", () => {
  it.each([
    ["English in a small child's spelling", "dear santa i wont a bik and a dol and a puppy plees"],
    ["Spanish with texting shortcuts", "hola papa noel, q tal? yo quiero una bici x fa y tb un perrito"],
    ["French", "Cher Père Noël, je voudrais un vélo et des livres, merci beaucoup"],
    ["German", "Lieber Weihnachtsmann, ich wünsche mir ein Fahrrad und ein Buch"],
    ["Italian", "caro babbo natale vorrei una bici e un libro grazie mille"],
    ["Portuguese", "querido papai noel eu quero uma bicicleta e um livro obrigado"],
    ["English with Spanish mixed in", "dear santa I want a bike y una muñeca para mi hermana please"],
    ["Spanish as a five-year-old spells it (r7: read as Romanian)", "ola papa noel soi leo tengo sinco años. kiero un tren kon bias i una pistola de agua grande. me porto bien. adios"],
    ["a three-year-old's list a parent wrote down (r7: read as Norwegian)", "(Mummy writing for Archie, 3) Archie says: a big yellow digger, chocolate buttons and a real reindeer please."],
  ])("reads %s as ours", (_, text) => {
    expect(judge(text).unreadable).toBe(false);
  });
  it.each([
    ["Polish", "Drogi Mikołaju, chciałbym dostać rower i klocki. Mój tata mnie bije kiedy pije."],
    ["Turkish", "Sevgili Noel Baba, bana bir bisiklet getirir misin? Annem ve babam çok kavga ediyor."],
    ["Dutch", "Lieve Kerstman, ik wil graag een fiets en een pop. Mijn papa is heel boos."],
    ["Ukrainian in Cyrillic", "Дорогий Санта, я хочу велосипед. Мама плаче кожен вечер."],
    ["Arabic in Latin letters", "ana 3ayza 3aroussa w bisklet, baba kaydrabni kol nhar"],
    // r12: Polish and Welsh share "i", "a", "w", "o", "na" with our languages, enough for a third of their words to look ours.
    [
      "a long Polish letter, full of short words ours share",
      "Kochany Święty Mikołaju, mam na imię Ola i mam siedem lat. Mieszkam w Londynie z mamą i bratem. Proszę o rower i książkę o koniach. Tata w nocy pije i krzyczy na mamę, a ja się boję. Nie mów nikomu. Dziękuję i wesołych świąt!",
    ],
    [
      "Welsh",
      "Annwyl Siôn Corn, fy enw i yw Dafydd ac rydw i'n wyth oed. Rydw i'n byw yn Aberystwyth gyda Mam a Dad a'r ci. Hoffwn i gael pêl-droed newydd a gêm fwrdd. Bydda i'n gadael moron i'r ceirw. Diolch yn fawr a Nadolig Llawen!",
    ],
  ])("holds %s for a person", (_, text) => {
    expect(judge(text).unreadable).toBe(true);
  });
  it("does not judge a letter too short to tell", () => {
    expect(judge("rower klocki lalka").unreadable).toBe(false);
    expect(judge("rower klocki lalka").words).toBeLessThan(MIN_WORDS_TO_JUDGE);
  });
});

// r13: Catalan and Galician were read as Spanish and Portuguese, and a Catalan disclosure was answered.
describe("the sister languages of Spanish and Portuguese", () => {
  it.each([
    [
      "Catalan",
      "Benvolgut Pare Noel, em dic Arnau i tinc vuit anys. Visc a Manresa amb la mare i el meu germà petit. Aquest any vull un patinet i uns llibres de dracs. Quan el pare ve a casa crida molt i jo m'amago sota el llit. Gràcies per tot.",
    ],
    [
      "Valencian",
      "Volgut Pare Noel: sóc la Neus i tinc set anys. Vull una nina i un joc de cuina. Mon pare diu que no ho conte a ningú, però tinc molta por a les nits. Bon Nadal!",
    ],
    [
      "Galician",
      "Querido Papá Noel: chámome Antía e teño oito anos. Vivo en Vigo coa miña nai e coa avoa. Gustaríame unha boneca e xogos de mesa. Moitas grazas e bo Nadal!",
    ],
    [
      "Galician with few of its rarest words",
      "Querido Papá Noel: son o Martiño e vivo en Ourense cos meus pais e co can Trasno. Este ano fun a un colexio novo e fixen moitos amigos. Quero un balón de fútbol e unha bicicleta azul, e para a miña irmá pequena un libro de contos con debuxos. Deixareiche castañas asadas na mesa da cociña. Bo Nadal!",
    ],
    ["a short Catalan letter", "Hola Pare Noel! Sóc en Jan. Vull una pilota, uns patins i un gos. Jo i el meu germà ens portem molt bé. Gràcies!"],
  ])("holds %s for a person", (_, text) => {
    const judged = judge(text);
    expect(judged.unreadable).toBe(true);
    expect(["cat", "glg"]).toContain(judged.other?.code);
  });
  it.each([
    ["a young Spanish speller's 'i' for 'y'", "KERIDO PAPA NOEL me portado bien i kiero una bisi i un patinete i una muñeca i caramelos i chuches"],
    ["a Spanish letter that ends in Catalan", "Querido Papá Noel, soy Marta y tengo nueve años. Quiero unos patines y un libro de dinosaurios para mi hermano. Bon Nadal i moltes gràcies!"],
    ["Brazilian Portuguese", "Querido Papai Noel, eu me chamo João e tenho sete anos. Eu quero uma bola e um videogame. Minha mãe disse que eu me comportei muito bem. Obrigado!"],
    ["European Portuguese", "Querido Pai Natal, chamo-me Inês e tenho seis anos. Gostava de uma bicicleta e de uma boneca. A minha avó vai fazer filhoses. Obrigada!"],
    ["Italian, which shares 'i' and 'non' with them", "Caro Babbo Natale, mi chiamo Luca e ho otto anni. Vorrei i Lego e non vedo l'ora di vedere i regali sotto l'albero. Grazie!"],
  ])("reads %s as ours", (_, text) => {
    expect(judge(text).unreadable).toBe(false);
  });
});

describe("languages without a list of short words", () => {
  it.each([
    ["Albanian", "I dashur Babagjysh, unë quhem Arlind dhe jam 8 vjeç. Jetoj në Itali me mamin, babin dhe motrën time të vogël"],
    ["Haitian Creole", "Bonjou Papa Nowèl! Mwen rele Woodson, mwen gen 10 an. Mwen rete Brezil ak manman m ak papa m ak ti sè m"],
    ["Moroccan Arabic in Latin letters", "Salam Baba Noel, ana smiti Yassine 3andi 9 snin w kan9ra f Madrid. had l3am jbt no9at mzyanin f lmadrasa"],
  ])("holds %s", (_, text) => {
    expect(judge(text).unreadable).toBe(true);
  });
  it("trusts no guess on a short message: a misspelt English plea stays ours", () => {
    expect(judge("mum says maybe and maybe means yes rite santa pleas pleas pleas").unreadable).toBe(false);
    expect(judge("hey santa. new basketball shoes pls. thanks.").unreadable).toBe(false);
  });
  it("judges the message, not a wish list of brand names", () => {
    expect(judgeLanguage({ wishList: "nerf blaster\npokemon cards\nps5\nhot wheels\nbarbie dreamhouse\nminecraft lego", messageToSanta: null }).unreadable).toBe(false);
  });
});

describe("other scripts", () => {
  it.each([
    ["Japanese, with no spaces between words", "サンタさんへ。ことしはいいこにしていました。じてんしゃがほしいです。"],
    ["Chinese", "亲爱的圣诞老人，我今年很乖，我想要一辆自行车和一本书。"],
    ["Greek", "Αγαπητέ Άγιε Βασίλη, θέλω ένα ποδήλατο"],
  ])("holds %s", (_, text) => {
    expect(judge(text).unreadable).toBe(true);
  });
  it("reads a Latin letter with an emoji or a word in another script as ours", () => {
    expect(judge("Dear Santa, I would like a bike and a book please 🎄 ありがとう").unreadable).toBe(false);
  });
});
