import type { ReplyWords } from "./reply-words-en.server";
import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

/**
 * Every sentence of Babbo Natale's reply in Italian, written for an Italian child, not translated. The same rules as
 * English (checked over the Italian corpus by `findReplyProblems`): no promise of a present, a pet or an outcome; for a
 * wish about a person, a need or a painful circumstance, no laboratorio, elfi, lista or slitta, and nothing that says
 * the letter made Babbo Natale smile.
 * The child's gender is unknown, so no sentence says "bravo/brava", "solo/sola" or "caro/cara" about the child: the
 * wording goes round it ("hai fatto del tuo meglio", "una persona buona", "sei importante").
 * Other bringers of presents (la Befana, Santa Lucia, Gesù Bambino) are greeted kindly, never contradicted.
 */
export const REPLY_WORDS_IT: ReplyWords = {
  masthead: "Dalla scrivania di Babbo Natale · Polo Nord",
  subject: (name: string) => `Una lettera di Babbo Natale per ${name}`,
  preview: (name: string) => `Oh oh oh, ${name}! Babbo Natale ha letto la tua letterina.`,
  gentlePreview: (name: string) => `${name}, Babbo Natale ha letto la tua letterina.`,
  heading: "Oh oh oh!",
  gentleHeading: "Una lettera da Babbo Natale",
  greeting: (name: string) => `Ciao ${name},`,

  openings: {
    unknown: "La tua letterina è arrivata oggi al Polo Nord, e l'ho letta tutta, parola per parola, davanti al camino.",
    little: "La tua letterina è arrivata fin qui al Polo Nord! Mamma Natale me l'ha letta ad alta voce vicino al fuoco, e anche le renne ascoltavano con le orecchie dritte.",
    young: "La tua letterina è arrivata oggi al Polo Nord, e l'ho letta vicino al camino con una tazza di cioccolata calda. Gli elfi dicono che è una delle più belle di quest'anno.",
    older: "La tua lettera è arrivata al Polo Nord sana e salva, e l'ho letta due volte: una per me e una ad alta voce per gli elfi, che hanno insistito tanto.",
    teen: "La tua lettera è arrivata al Polo Nord e mi ha fatto davvero piacere riceverla. Tanti ragazzi, alla tua età, smettono di scrivermi: per questo una lettera tua vale doppio.",
  },
  gentleOpening:
    "La tua lettera è arrivata qui al Polo Nord, e l'ho letta piano piano, parola per parola. Grazie per avermi scritto e per avermi raccontato quello che hai nel cuore.",
  city: (city: string) => `Ho cercato ${city} sulla mia grande mappa del mondo e ci ho messo una stellina d'oro per la notte di Natale.`,
  gentleCity: (city: string) => `Ho cercato ${city} sulla mia grande mappa del mondo: così so proprio dove sei.`,
  age: (age: number) => `${age} anni: che età meravigliosa! Me la ricordo bene, anche se è passato tanto, tantissimo tempo.`,

  wishIntroOne: "Grazie per avermi raccontato il tuo desiderio di Natale:",
  wishIntroMany: "Grazie per avermi raccontato i tuoi desideri di Natale. Li ho letti uno per uno, con attenzione:",
  noWishes:
    "Non mi hai chiesto niente, ed è un pensiero davvero generoso. C'è qualcosa che ti piacerebbe? Puoi sempre scrivermi di nuovo.",

  /**
   * Nothing the child wrote is repeated: a wish is named only by the kind of gift, the animal or the person the site
   * recognised ("una bicicletta", "il tuo nonno"). Those phrases carry their own article, so no sentence puts "di",
   * "a", "da", "in" or "su" in front of one (no "di il", "a il"), and no verb or adjective has to agree with one.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the Italian way ("una bicicletta, dei libri e tutto il resto che hai scritto"). */
    things: [
      (list: string) => `Mi hai chiesto ${list}. Si vede che ci hai pensato con cura.`,
      (list: string) => `Nella tua letterina mi parli di tutto questo: ${list}. Grazie per avermi raccontato che cosa ti renderebbe felice.`,
      (list: string) => `Ho letto con attenzione i tuoi desideri: ${list}. Sembra proprio che tu sappia che cosa ti piace.`,
    ],
    otherThings: "tutto il resto che hai scritto",
    everything: "Grazie per tutto quello che hai scritto nella tua letterina. Ho letto ogni desiderio con attenzione, uno per uno.",
    forSomeone: (gift: string, who: string) => `${gift} per ${who}`,
    /** `animal` is "un cagnolino", or `anAnimal`. */
    pet: [
      (animal: string) =>
        `Mi hai chiesto ${animal}. Gli animali sono amici preziosi. Un animale in casa è una decisione importante che spetta ai grandi della tua famiglia, perché ha bisogno di cure ogni giorno, per tanti anni. Qualunque cosa decidano, si capisce che con gli animali sei una persona gentile.`,
      (animal: string) =>
        `Mi hai scritto che ti piacerebbe avere ${animal}. Anch'io adoro gli animali. Un nuovo amico animale è sempre una decisione di famiglia, da prendere con i grandi, perché prendersene cura è un impegno lungo e importante. È bello che tu abbia voglia di occupartene.`,
    ],
    anAnimal: "un animaletto",
    snow: "Mi hai chiesto la neve! Nemmeno io posso decidere che tempo farà. Con la neve o senza, ti auguro un Natale caldo, accogliente e pieno di momenti felici.",
    world:
      "Hai espresso un desiderio per il mondo intero, ed è un desiderio generoso. Nessuno può realizzarlo da solo, neanche io, ma ogni gesto gentile rende il mondo un po' più simile a quello che sogni.",
    need:
      "Grazie per avermi affidato un desiderio così importante. Volere che la tua famiglia abbia quello di cui ha bisogno dimostra quanto è grande il tuo cuore. Le preoccupazioni per i soldi, il cibo o la casa sono preoccupazioni da grandi, e non tocca a te portarle. Ci sono persone gentili che per lavoro aiutano le famiglie, e i grandi che si prendono cura di te possono chiedere a loro.",
    /** A wish about a person; `who` is "il tuo nonno" when the site recognised who, else null. */
    person: {
      illness: (who: string | null) =>
        `${who ? `Si sente quanto ami ${who}.` : "Si sente quanto affetto c'è in questo desiderio."} Guarire è il lavoro dei medici, degli infermieri e del tempo, e non è una cosa che posso decidere io. Quello che so è che il tuo affetto è un vero conforto: un disegno, un biglietto o un tuo abbraccio possono valere più di quanto immagini.`,
      bereavement: (who: string | null) =>
        `${who ? `Mi dispiace tanto per ${who}.` : "Mi dispiace tanto."} Quando qualcuno a cui vogliamo bene muore, non può tornare, nemmeno a Natale, e la sua mancanza può fare molto male. Ma l'amore che vi siete dati non se ne va: resta con te, nei ricordi e in tutto quello che avete condiviso.`,
      far_away: (who: string | null) =>
        `${who ? `Si capisce quanta voglia hai di riabbracciare ${who}.` : "Si capisce quanto ti manca qualcuno."} Quando qualcuno a cui vogliamo bene è lontano, l'attesa può sembrare lunghissima, e io non so dirti quando ci sarà il ritorno. Mettere da parte le tue novità e i tuoi disegni per raccontarli più avanti è un bel modo per sentirsi vicini.`,
      separation: () =>
        "Grazie per avermi confidato il tuo desiderio per la tua famiglia. Quando i grandi decidono di vivere separati, non è mai per qualcosa che ha fatto un bambino. Va bene desiderare che le cose siano diverse, e va bene voler bene a tutti nella tua famiglia.",
      bullying: () =>
        "Meriti di stare bene e di sentirti al sicuro, a scuola e dappertutto. Per favore, parlane con un adulto di cui ti fidi, a casa o a scuola, e continua a parlarne finché qualcuno non ti aiuta. Vali tanto, e meriti che qualcuno stia dalla tua parte.",
      lonely_sad: () =>
        "Tutti meritano amici gentili, e anche tu. A volte le amicizie hanno bisogno di un po' di tempo per crescere. Essere come sei, con la tua gentilezza, è il modo migliore per cominciare.",
      new_baby: () =>
        "Un fratellino o una sorellina è una cosa davvero speciale, ed è una cosa che riguarda i grandi della tua famiglia. Qualunque cosa succeda, a casa ti vogliono bene così come sei.",
      other: (who: string | null) =>
        `${who ? `Si vede quanto affetto provi per ${who}.` : "Si vede quanto tieni alle persone della tua vita."} I desideri per chi amiamo sono i più importanti di tutti, e alcuni sono più grandi di qualsiasi regalo. Continua a dire loro quello che provi, e lasciati aiutare dai grandi che hai vicino.`,
    },
  },

  /** A gentle paragraph for each circumstance a letter tells of; `who` is "il tuo nonno" when the site recognised who, else null. */
  circumstances: {
    bereavement: (who: string | null) =>
      `${who ? `Mi dispiace tanto che tu abbia perso ${who}.` : "Mi dispiace tanto che sia morto qualcuno a cui vuoi bene."} Il Natale può sembrare molto diverso quando manca qualcuno, ed è normale essere tristi, piangere, e anche sorridere ripensando ai momenti belli. Alcune famiglie accendono una candela, appendono all'albero una decorazione speciale o si raccontano storie su chi non c'è più. Continua a parlare con i grandi che ti vogliono bene: i sentimenti grandi si portano meglio in compagnia.`,
    illness: (who: string | null) =>
      `${who ? `Mi dispiace che una malattia abbia reso quest'anno così difficile per ${who} e per te.` : "Mi dispiace che quest'anno una malattia sia entrata nella tua famiglia."} Stare male, o vedere stare male qualcuno a cui vuoi bene, è difficile, ed è normale provare preoccupazione, rabbia o tristezza. I medici e gli infermieri stanno lavorando con tanto impegno. Un biglietto, un disegno, una telefonata o un abbraccio possono rendere più leggera una giornata lunga, e lo stesso vale per raccontare ai tuoi grandi come ti senti.`,
    far_away: (who: string | null) =>
      `${who ? `So che quest'anno, a Natale, c'è tanta strada tra te e ${who}.` : "So che quest'anno qualcuno a cui vuoi bene è lontano per Natale."} Sentire la mancanza di qualcuno dimostra quanto bene c'è tra voi. Alcune famiglie preparano un calendario per contare i giorni, oppure mettono da parte disegni, foto e novità da condividere. Anche da lontano, il vostro affetto non si ferma.`,
    separation: () =>
      "So che a casa le cose stanno cambiando, con i tuoi genitori che adesso vivono separati. Cambiamenti così non sono mai colpa di un bambino, ed è normale provare tanti sentimenti diversi. Forse quest'anno il Natale sarà un po' diverso, ma dovunque tu sia ci sono persone che ti vogliono bene. Racconta ai tuoi genitori come ti senti: vorranno saperlo.",
    bullying: () =>
      "Mi dispiace che qualcuno ti abbia trattato male. Nessuno merita di essere preso in giro o fatto soffrire, e non è mai colpa tua. Per favore, parlane con un adulto di cui ti fidi, a casa o a scuola, come un genitore o un insegnante, e continua a parlarne finché qualcuno non ti aiuta. Meriti che qualcuno stia dalla tua parte.",
    hardship: () =>
      "Grazie per avermi raccontato come vanno le cose a casa. So che quest'anno per alcune famiglie è un periodo difficile. È una preoccupazione da grandi, e non tocca a te portarla. Le cose più belle del Natale non si comprano in un negozio: stare insieme, una storia, una canzone e un abbraccio valgono più di tutto.",
    lonely_sad: () =>
      "Grazie per avermi detto come ti senti. A tutti capita di sentirsi soli o tristi, ai bambini e ai grandi, e non vuol dire che in te ci sia qualcosa che non va. Per favore, racconta a un adulto di cui ti fidi come ti senti. Parlarne aiuta davvero, e meriti di avere accanto persone che stanno dalla tua parte.",
    new_baby: () =>
      "Ho saputo che nella tua famiglia c'è un bebè in arrivo, o appena arrivato. I neonati sono piccolissimi e hanno bisogno di tante cure, così per un po' i grandi possono essere molto impegnati e stanchi. A casa ti vogliono bene come sempre, e fare il fratello maggiore o la sorella maggiore è un compito importantissimo.",
    moving: () =>
      "Cambiare casa o scuola è un grande cambiamento. È normale sentire la mancanza dei posti e delle persone di prima, e provare un po' di agitazione per quelli nuovi. I posti nuovi hanno bisogno di un po' di tempo per diventare tuoi. Abbi pazienza con te, e se puoi resta in contatto con i vecchi amici.",
    disability: () => "Grazie per avermi raccontato qualcosa di te e della tua famiglia. Ogni persona è diversa, e ogni persona conta, così com'è.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "il tuo cane" when the site recognised the animal. */
  petLoss: (own: string | null) =>
    `Mi dispiace tanto che tu abbia perso ${own ?? "il tuo animaletto"}. Gli animali sono amici veri, ed è normale sentirne tanto la mancanza ed essere tristi per molto tempo. I giorni felici passati insieme restano tuoi per sempre. Se ti va, puoi fare un disegno o raccontare alla tua famiglia il tuo ricordo più bello.`,

  /** The message is never quoted: a plainly happy one gets `messageHappy`, any other `messageThanks`. */
  messageHappy: "Grazie per il tuo messaggio. L'ho letto vicino al camino con una tazza di cioccolata calda, e sono stato tanto felice di avere tue notizie.",
  messageThanks: "Grazie per il tuo messaggio. L'ho letto con attenzione, e sono tanto contento che tu mi abbia scritto.",
  /** Lines about Babbo Natale's own world (and the other bringers of presents), added to a plainly happy letter's reply. */
  topics: [
    { pattern: /\b(renn[ae]|rudolph|rudolf)\b/i, line: "Le renne sono state felicissime che tu abbia chiesto di loro. Il naso di Rudolph ha brillato più forte per tutto il pomeriggio." },
    { pattern: /\b(elf[oi]|folletti)\b/i, line: "Gli elfi sono stati contentissimi che tu li abbia nominati, e mi hanno chiesto di salutarti dal laboratorio." },
    { pattern: /\b(biscott|latte\b|carot|panettone|pandoro|struffoli|torrone)/i, line: "Non vedo l'ora di fare uno spuntino la notte della Vigilia. Le carote per le renne sono sempre graditissime!" },
    { pattern: /\b(befana|santa lucia|ges[uù] bambino|bambinello)/i, line: "Mi piace tanto sapere come si fa festa a casa tua. In Italia dicembre e gennaio sono pieni di tradizioni e di visite speciali, e ognuna porta la sua magia." },
  ],

  good: {
    unknown: "Mi hai scritto che quest'anno hai fatto del tuo meglio, e si vede. La gentilezza è la cosa più magica che esista, e tu ne hai tanta.",
    little: "Mi hai scritto che quest'anno hai fatto del tuo meglio! La gentilezza fa brillare tutto il Polo Nord. Complimenti!",
    young: "Mi hai scritto che quest'anno hai fatto del tuo meglio, e gli elfi che tengono la Lista dei Buoni sono d'accordo. Ogni gesto gentile che fai rende il Natale più luminoso.",
    older: "Mi hai scritto che quest'anno hai fatto del tuo meglio, e ne sono fiero. Gentilezza, sincerità e aiutare gli altri: la Lista dei Buoni parla proprio di questo.",
    teen: "Mi hai scritto che quest'anno hai fatto del tuo meglio, e ti credo. Essere gentili quando nessuno guarda è il modo più vero di essere buoni, e conta più di quanto pensi.",
  },
  trying: {
    unknown: "Non hai spuntato la casella della bontà, e mi piace tanto la tua sincerità. A tutti capitano giornate difficili. Quello che conta è continuare a provarci, e so che lo farai.",
    little: "Non hai spuntato la casella della bontà, e va bene così. A tutti capitano le giornate storte, perfino alle renne! Domani è un giorno nuovo per essere gentili.",
    young: "Non hai spuntato la casella della bontà: grazie per la tua sincerità. Tutti sbagliano, qualche volta. Prova a fare una cosa gentile ogni giorno, e scopri che bella sensazione ti dà.",
    older: "Non hai spuntato la casella della bontà, e una sincerità così è qualcosa che ammiro. Nessuno è perfetto. Una parola gentile, una mano a chi ne ha bisogno o chiedere scusa possono cambiare qualsiasi settimana.",
    teen: "Non hai spuntato la casella della bontà, e rispetto la tua sincerità. A tutti capitano anni difficili. Non è mai troppo tardi per fare una scelta gentile, e io credo in te.",
  },
  gentleGoodness: "Comunque sia andato quest'anno, sei una persona buona e piena d'affetto, e sei tanto importante.",

  closings: {
    little: "Divertiti, sii gentile, e la sera della Vigilia ricordati di andare a dormire presto. Io sarò in viaggio!",
    teen: "Buon Natale, e grazie per tenere viva la magia.",
    other: "Resta come sei, continua a essere gentile, e la notte della Vigilia guarda il cielo: chissà che tu non veda passare la mia slitta!",
  },
  gentleClosing: "Ti penso tanto in questo Natale, e ti mando l'abbraccio più caldo dal Polo Nord.",
  signature: "Con tanto affetto e un allegro oh oh oh,\nBabbo Natale",
  gentleSignature: "Con affetto,\nBabbo Natale",
  niceListLink: "Lista dei Buoni",
  trackerLink: "Segui Babbo Natale",
  postscript:
    "P.S. Vuoi sapere se sei nella Lista dei Buoni? Chiedi a un grande di aiutarti a controllare: puoi anche stampare un attestato. E la notte della Vigilia puoi seguire il mio viaggio intorno al mondo con Segui Babbo Natale!",

  reviewed: [
    "Grazie per la tua lettera. L'ho letta tutta, piano piano e con attenzione, e sono tanto contento che tu mi abbia scritto. Voglio che tu sappia che sei una persona speciale, ogni giorno dell'anno e non solo a Natale.",
  ],

  checks: {
    // Accented letters are not \w, so the edges are "no letter either side" rather than \b.
    promise:
      /(?<![a-zà-ù])((te l[oaie] |ti )?porter[oò]|te l[oaie] porto|ti porto|ti far[oò] trovare|l[oaie] troverai|troverai|riceverai|avrai|vedrai|ti arriver[aà]|arriver[aà]|si avverer[aà]|diventer[aà] realt[aà]|sar[aà] sotto (l['’]|il tuo )albero|saranno sotto (l['’]|il tuo )albero|sotto il tuo albero|gli elfi (l[oaie] )?(costruiranno|prepareranno|faranno|fabbricheranno)|nel (mio )?laboratorio possiamo|(?<!non (posso |possiamo |potrei )?(ti |te l[oa] )?)(te l[oa] |ti )?prometto|promesso|nella mia lista|sulla mia lista|nel mio (grande )?libro dei desideri|l['’]ho (scritto|segnato|annotato|messo in lista)|[eè] gi[aà] in viaggio|sta arrivando|far[oò] in modo|mi assicurer[oò]|ci penso io|esaudir[oò]|sar[aà] esaudit[oa]|solo per te la notte di natale)(?![a-zà-ù])/i,
    cheer: /(?<![a-zà-ù])(laboratorio|elf[oi]|folletti|lista dei buoni|la mia lista|slitta|mi ha fatto sorridere|mi hai fatto sorridere|che desiderio meraviglioso|desiderio meraviglioso|che meraviglia|splendid[oa]|oh oh oh|ho ho ho|renn[ae]|rudolph|stellina d['’]oro|stella d['’]oro|cioccolata calda|evviva|urr[aà])(?![a-zà-ù])/i,
  },

  parentNote: {
    stored: (name: string) =>
      `Per il genitore: ricevi questa email perché il tuo indirizzo è stato indicato come email del genitore nella letterina di ${name} a Babbo Natale. Abbiamo conservato la letterina così come è stata scritta (nome, età, città, desideri, messaggio e la casella della bontà) e questo indirizzo email, al solo scopo di inviare questa risposta.`,
    retention: (days: number) => `Eliminiamo automaticamente la letterina e la traccia di questa risposta ${days} giorni dopo l'invio. Se preferisci, puoi eliminarla subito:`,
    deleteLabel: "Elimina ora questa letterina",
    notExpected: "Se non ti aspettavi questa email, puoi ignorarla: non ti scriveremo più, a meno che non venga inviata un'altra letterina.",
    contactLead: "Hai domande, o qualcosa non va? Scrivici: ogni messaggio è letto da una persona vera:",
  },
};
