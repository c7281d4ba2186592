import {
  ADVENT_CRAFTS as EN_CRAFTS,
  ADVENT_GAME_CHALLENGE as EN_CHALLENGE,
  ADVENT_GOOD_DEED as EN_DEED,
  ADVENT_RECIPE as EN_RECIPE,
  ADVENT_STORIES as EN_STORIES,
} from "../advent-treats";
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventRecipe } from "../advent-treats.types";
import type { Story } from "../stories";

/**
 * The treats behind the advent calendar's doors in Italian: three stories retold for reading aloud, three crafts,
 * a recipe, the trivia challenge and a good-deed idea. Paper is A4, measures are metric, every grown-up note is
 * kept. The challenge does not quote the quiz's result messages, which the interface translates.
 */
export const ADVENT_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "La manopola perduta",
    summary: "Rosa perde una delle manopole rosse che le ha fatto il nonno, e scopre che cosa fare quando uno sconosciuto è gentile con te.",
    ageGroup: "Dai 3 ai 6 anni",
    content: `Rosa aveva un paio di manopole rosse, con una stellina bianca su ogni pollice. Gliele aveva fatte il nonno ai ferri, canticchiando canzoni di Natale mentre i ferri facevano clic, clic, clic. Rosa amava così tanto quelle manopole che le teneva anche a colazione.
Il primo sabato di neve di dicembre, Rosa e la mamma andarono a piedi in centro a vedere le luci di Natale. Rosa salutò il fornaio dietro la sua vetrina. Accarezzò un cane simpatico davanti alla libreria. Alla fermata dell'autobus acchiappò i fiocchi di neve con la lingua. Ma quando arrivarono a casa e batterono gli stivali per togliere la neve, Rosa si guardò le mani.
Una manopola rossa. Una mano fredda e rosa.
«La mia manopola!», gridò Rosa. «Non c'è più!»
**Sulle nostre impronte**
La mattina dopo, la mamma chiuse la cerniera del cappotto di Rosa. «Rifacciamo la stessa strada di ieri», disse. «Spesso le cose perdute ci aspettano, finché non torniamo a prenderle.»
Si fermarono prima al forno. «Non ho visto nessuna manopola rossa», disse il fornaio, «ma terrò gli occhi aperti.» Diede a Rosa un panino caldo da tenere nella mano scoperta, e questo aiutò un pochino.
Si fermarono alla libreria. Il cane simpatico scodinzolò, ma neanche lui aveva visto la manopola.
Si fermarono alla fermata dell'autobus. Nella neve c'erano tantissime impronte, ma nessuna manopola. A Rosa cominciò a tremare il labbro.
**La cancellata del parco**
Poi Rosa vide qualcosa di rosso al cancello del parco. Qualcuno aveva infilato con cura la sua manopola in cima a una sbarra della cancellata, come una bandierina, perché restasse asciutta e si vedesse bene.
«Mamma! Guarda!» Rosa corse e si strinse la manopola sulla guancia. Era fredda, ma era la sua.
Lungo la cancellata c'erano anche altre cose: un berretto di lana blu, una sciarpa a righe e un minuscolo calzino giallo da neonato, appeso tutto da solo.
«Nel nostro paese si fa così», disse la mamma. «Quando qualcuno trova qualcosa, lo appende dove il padrone lo possa vedere.»
Rosa pensò alla persona che aveva salvato la sua manopola. Non sapeva come si chiamava. Non poteva dirle grazie. Ma le venne un'idea.
Mentre ripassavano davanti alla fermata dell'autobus, Rosa vide un papà che spingeva una carrozzina. Dentro c'era una bimba che scalciava con le gambine. Un piedino aveva un calzino giallo. L'altro era nudo e rosso per il freddo.
«Aspetti qui, per favore!», disse Rosa. Corse alla cancellata, staccò il calzino minuscolo e lo portò con attenzione al papà della bimba.
«Oh, grazie!», disse lui, con un sorriso da un orecchio all'altro. «L'abbiamo cercato dappertutto.» Lo infilò sul piedino della bimba, e la bimba gorgogliò e mosse tutte le dita.
Quella sera, al telefono, Rosa raccontò al nonno tutta la storia. «Qualcuno ha aiutato me», disse, «e così io ho aiutato qualcun altro.»
«È proprio così che funziona la gentilezza», disse il nonno. «Gira e rigira, come la lana sul ferro.»
*Quando qualcuno è gentile con te, passa la gentilezza a qualcun altro.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "L'elfo che non sapeva fischiare",
    summary: "Al Polo Nord tutti gli elfi sanno fischiare tranne Anice, finché una giovane renna spaventata non ha bisogno di un suono più dolce.",
    ageGroup: "Dai 4 agli 8 anni",
    content: `Al Polo Nord fischiavano tutti. I costruttori di giocattoli fischiavano mentre martellavano. I pasticcieri fischiavano mentre mescolavano. Perfino Babbo Natale fischiettava un motivetto allegro mentre controllava la sua lista. E quando era ora di richiamare le renne dai campi innevati, gli elfi della stalla si mettevano due dita in bocca e facevano un fischio lungo e squillante che risuonava sul ghiaccio: fiiiiiu-u!
Fischiavano tutti, tranne Anice.
Anice le aveva provate tutte. Aveva arricciato le labbra come un pesciolino rosso. Aveva fischiato tra i denti, ma ne usciva solo un soffio, come una teiera che perde. Aveva provato con due dita, poi con quattro, e una volta perfino con una manopola intera, che non era servita a niente.
«Continua a esercitarti», gli dicevano gentili gli amici. «Prima o poi ci riuscirai.»
Ma non ci riusciva. Anice soffiava e soffiava, finché le guance diventavano tonde come mele, e usciva soltanto aria.
**L'elfo che canticchiava**
Anice lavorava nelle stalle delle renne: spazzolava il pelo e riempiva le reti di fieno. Voleva un gran bene alle renne, e le renne ne volevano a lui. Naturalmente non fischiava mai. Invece, mentre lavorava, canticchiava a bocca chiusa: melodie basse, lente e brontolanti, che sembravano salire su dagli stivali.
La renna più giovane, una femmina timida di nome Trifoglina, adorava più di tutto quel canticchiare. Ogni volta che Anice canticchiava, Trifoglina appoggiava il suo muso morbido sulla spalla di lui e chiudeva gli occhi.
**La notte della Vigilia**
La notte della Vigilia le stalle erano piene di rumore. Gli elfi correvano di qua e di là con finimenti e campanelli. Da ogni angolo arrivavano fischi acutissimi. «Renne, in fila!», chiamavano gli elfi della stalla. Fiiiiiu-u! Fiiiiiu-u!
Le renne trotterellarono ai loro posti. Ma Trifoglina, che tirava la slitta per la prima volta, era spaventata da tutto quel baccano. Indietreggiò nell'angolo del suo box e non voleva più uscire.
«Fischiate più forte!», disse qualcuno. Gli elfi fischiarono più forte. Trifoglina si schiacciò contro il muro, tutta tremante.
«Il tempo stringe», disse Babbo Natale con dolcezza, «e senza di lei non possiamo partire.»
Ad Anice batteva forte il cuore. Lui non sapeva fischiare, lo sapevano tutti. Ma lui conosceva Trifoglina.
Entrò nel box e si sedette sulla paglia. Poi cominciò a canticchiare, basso e lento, la stessa melodia brontolante che canticchiava ogni mattina.
Nella stalla calò il silenzio. Uno dopo l'altro, gli elfi abbassarono le mani. Le orecchie di Trifoglina si mossero. Smise di tremare. Dopo un momento fece un passo avanti e appoggiò il muso sulla spalla di Anice, come faceva sempre.
Sempre canticchiando, Anice la accompagnò fuori dal box, lungo la fila di lanterne, fino al suo posto davanti alla slitta. Le allacciò i finimenti con la stessa delicatezza con cui si rimbocca una coperta.
«Be'», disse Babbo Natale, e gli occhi gli brillavano. «Pare che stanotte al Polo Nord servisse proprio qualcuno che canticchia.»
**Un suono tutto suo**
La slitta si alzò nel cielo stellato, e i campanelli di Trifoglina suonavano limpidi. Mentre si allontanava, Anice sentì qualcosa scendere giù nell'aria fredda. Era Babbo Natale, che canticchiava la stessa identica melodia.
Dopo Natale gli elfi fecero un nuovo piano. Nelle stalle ci sarebbe stato un Angolo Tranquillo per le renne più nervose, e Anice ne sarebbe stato il responsabile. Alcuni degli elfi più giovani gli chiesero perfino di insegnare loro a canticchiare.
Ogni tanto Anice si esercita ancora a fischiare. Qualche volta gli riesce un minuscolo squittio, e tutti applaudono. Ma non se ne preoccupa più. Ha un suono tutto suo, ed era proprio quello che serviva.
*Non devi essere per forza come tutti gli altri: il tuo modo di fare può essere proprio quello di cui qualcuno ha bisogno.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "La notte in cui la neve cantava",
    summary: "La notte della Vigilia Ada è troppo emozionata per dormire, finché la nonna non le insegna ad ascoltare la canzone più silenziosa del mondo.",
    ageGroup: "Dai 3 agli 8 anni",
    content: `Era la notte della Vigilia, e Ada non riusciva a dormire.
Si era lavata i denti. Aveva appeso la calza in fondo al letto. Aveva ascoltato una storia, poi un'altra, e poi un'altra ancora. Ma gli occhi non volevano restare chiusi. Continuavano ad aprirsi di scatto, come due finestrelle, per vedere se Natale fosse già arrivato.
La nonna venne a sedersi sul bordo del letto. Fuori la neve cadeva, morbida e lenta, davanti al lampione.
«Vuoi che ti dica un segreto?», sussurrò la nonna. «La notte della Vigilia, se stai proprio immobile, puoi sentire la neve cantare.»
Ada si tirò su a sedere. «La neve non sa cantare.»
«Non a voce alta», disse la nonna. «Canta la canzone più silenziosa del mondo. Bisogna ascoltarla con tutta te stessa. Sdraiati, chiudi gli occhi e respira piano. Dentro, e fuori.»
Ada si sdraiò. Chiuse gli occhi. Respirò dentro, e fuori.
**In ascolto**
All'inizio Ada sentiva solo i rumori di tutti i giorni. L'orologio che ticchettava sul pianerottolo. Il gatto che girava e rigirava sul tappeto al piano di sotto. Il tic, tic, tic del termosifone che si raffreddava.
«Continua ad ascoltare», disse piano la nonna.
Ada respirò dentro, e fuori. E poi, sotto tutti gli altri rumori, lo sentì: un fruscio. Un fruscio morbido, leggero come una piuma, delicato come la pagina di un libro che si volta. I fiocchi di neve toccavano la finestra, uno dopo l'altro, e ognuno sussurrava la stessa parolina.
Sssh. Sssh. Sssh.
«La sento», bisbigliò Ada.
«La neve sta facendo addormentare tutto il paese con la sua canzone», disse la nonna. «Ascolta dove va.»
**La canzone della neve**
Così Ada ascoltò, e con la fantasia seguì la canzone.
Volò sopra il giardino, dove un pettirosso se ne stava rannicchiato nell'edera, con le piume gonfie come un cappotto caldo. Sssh, cantò la neve, e il pettirosso nascose la testa sotto l'ala.
Fluttuò sopra il parco, dove lo stagno era gelato, liscio e argentato, e le anatre dormivano in fila sulla riva. Sssh, cantò la neve, e le anatre fecero i loro bei sogni da anatra.
Si posò sui tetti, uno dopo l'altro: sul forno, sulla biblioteca e sulle casette con le tende chiuse, dove altri bambini erano ancora svegli, proprio come Ada. Sssh, cantò la neve, e uno dopo l'altro i loro occhi si fecero pesanti.
Cantò per la volpe acciambellata sotto la siepe, per le mucche nella stalla calda oltre la collina e per gli alti pini, che allungavano i rami per acchiapparla.
Poi la canzone salì più in alto, oltre i comignoli e le nuvole, fin lassù dove brillavano le stelle. E lontano lontano, così piano che Ada non era nemmeno sicura di averlo sentito, ci fu un tintinnio leggerissimo di campanelli da slitta.
**La mattina di Natale**
Il respiro di Ada si fece lento e profondo. Sotto la coperta aveva le mani calde. La nonna le rimboccò le coperte fino al mento e le diede un bacio sulla testa.
«Buonanotte, tesoro mio», sussurrò. «Buon Natale.»
Ada non rispose. Dormiva già profondamente, e la neve cantava ancora.
La mattina il mondo intero era bianco, nuovo e scintillante. In fondo al letto c'era una calza piena zeppa. E sulla finestra, proprio dove i fiocchi di neve avevano sussurrato per tutta la notte, qualcuno aveva disegnato nella brina una stellina sorridente.
*Nei momenti più silenziosi si nasconde la meraviglia più grande.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    ...EN_CRAFTS[0]!,
    title: "La catena del conto alla rovescia",
    description:
      "Costruisci una catena di carta a righe, con un anello per ogni giorno che manca a Natale. Ogni mattina stacca un anello e scopri la piccola sorpresa scritta dentro.",
    materials: [
      "2 fogli A4 di carta colorata o di cartoncino sottile, di due colori diversi",
      "Un righello e una matita",
      "Forbici con la punta arrotondata",
      "Colla stick o nastro adesivo",
      "Pennarelli o pastelli",
      "Un nastro o un pezzo di spago per appenderla",
    ],
    steps: [
      "Con il righello e la matita, traccia delle righe a 2,5 cm l'una dall'altra per tutta la lunghezza di ogni foglio, così che sia tutto a strisce lunghe.",
      "Ritaglia lungo le righe per ottenere delle strisce lunghe, poi taglia ogni striscia a metà. Con due fogli avrai 32 strisce corte, e te ne servono 24.",
      "Numera le strisce da 1 a 24, una per ogni giorno dal 1° dicembre alla Vigilia di Natale. Alterna i colori, così la catena viene a righe.",
      "Sul retro di ogni striscia scrivi o disegna una piccola sorpresa per quel giorno: una barzelletta, una canzone di Natale da cantare o una cosa gentile da fare. Un adulto può scrivere le parole mentre tu disegni.",
      "Comincia dalla striscia 24. Piegala ad anello con il numero fuori e la sorpresa dentro, sovrapponi le estremità e incollale o fissale con il nastro adesivo.",
      "Infila la striscia 23 nell'anello e chiudila allo stesso modo. Continua così fino alla striscia 1, tenendo fermo ogni anello nuovo per qualche secondo mentre la colla fa presa.",
      "Lega il nastro all'anello 24 e appendi la catena dove tutti possano vederla. Ogni mattina stacca l'anello più in basso, leggi la sorpresa e fatela insieme. Quando si stacca l'ultimo anello, è la Vigilia di Natale!",
    ],
    grownUpNote:
      "Per questo lavoretto vanno bene le forbici con la punta arrotondata. Se chiudete gli anelli con la spillatrice invece che con la colla, è meglio che a spillare sia un adulto, e che tenga i punti di ricambio lontano dai più piccoli.",
  },
  {
    ...EN_CRAFTS[1]!,
    title: "Arance profumate ai chiodi di garofano",
    description:
      "Infila i chiodi di garofano in un'arancia formando righe, spirali o stelle, per creare una decorazione dal profumo speziato. Appendila con un nastro e tutta la stanza profumerà di Natale.",
    materials: [
      "2 o 3 arance piccole e sode (vanno bene anche i mandarini o le clementine)",
      "Un barattolino di chiodi di garofano interi: 30 g bastano per due arance",
      "Uno stuzzicadenti o un ferro da maglia senza punta",
      "Un nastrino sottile, circa 60 cm per ogni arancia",
      "Nastro adesivo o nastro di carta, e uno spillo per l'adulto",
      "Un vassoio o un piatto per raccogliere le gocce",
    ],
    steps: [
      "Lava e asciuga le arance. Avvolgi una striscia di nastro adesivo intorno al centro di ognuna, come una cintura: servirà a lasciare libera una striscia per il nastrino.",
      "Scegli un disegno. Le righe dall'alto in basso sono le più facili; una spirale, una stella o l'iniziale del tuo nome richiedono un po' più di attenzione.",
      "Con lo stuzzicadenti fai un buchino nella buccia, poi infila un chiodo di garofano dalla parte del gambo, così che si veda solo la testolina rotonda. Fare prima il buco evita di farsi male ai pollici.",
      "Continua così, lasciando tra un chiodo e l'altro lo spazio di un dito. Se la buccia si spacca, lascia uno spazio e ricomincia un po' più in là.",
      "Quando il disegno è finito, togli il nastro adesivo. Chiedi a un adulto di legare il nastrino intorno all'arancia lungo la striscia libera, incrociandolo sotto e facendo un'asola in cima.",
      "Appendi la tua arancia profumata in un posto fresco e arieggiato, come la maniglia di una finestra o di una porta, oppure mettine diverse in una ciotola. Ogni tanto stringila piano per sentire il profumo delle spezie.",
      "Nelle settimane successive si secca e si rimpicciolisce piano piano. Per centinaia di anni si sono fatte arance come questa per profumare le stanze: la tua fa parte di una tradizione di Natale antichissima.",
    ],
    grownUpNote:
      "I chiodi di garofano sono piccoli e duri: tienili lontani dai bambini sotto i tre anni, che potrebbero metterli in bocca. Ad alcuni bambini l'olio dei chiodi di garofano brucia sui piccoli tagli, quindi alla fine tutti devono lavarsi le mani. Se dopo una o due settimane sull'arancia compare la muffa (può succedere in una cucina calda e piena di vapore), buttala nell'umido.",
  },
  {
    ...EN_CRAFTS[2]!,
    title: "Mangiatoia per uccellini con una pigna",
    description:
      "Riempi una pigna di semi e di grasso semplice per preparare uno spuntino invernale agli uccellini del giardino, poi appendila e guarda chi viene a trovarti.",
    materials: [
      "Una pigna grande, secca e bene aperta",
      "Circa 60 cm di spago da giardino",
      "100 g di strutto o di grasso vegetale solido non salato, a temperatura ambiente",
      "150 g di miscela di semi per uccelli selvatici",
      "Una ciotola, una forchetta e un cucchiaio",
      "Un piatto o un vassoio",
    ],
    steps: [
      "Lega bene lo spago intorno alla pigna, tra le squame vicino alla parte più larga, e fai un nodo stretto. Lascia una coda lunga con un'asola in fondo per appenderla.",
      "Metti il grasso nella ciotola e schiaccialo con la forchetta finché è morbido e cremoso. Se è troppo duro, lascialo un po' in una stanza calda.",
      "Versa i semi e mescola finché ogni seme è ricoperto. Impastare con le mani pulite funziona benissimo, ed è un bel pasticcio divertente!",
      "Con il cucchiaio o con le dita, premi il composto negli spazi tra le squame, fino alla punta.",
      "Spargi ancora qualche seme sul piatto e rotolaci la pigna per coprire i punti appiccicosi.",
      "Metti la pigna in frigo per un'ora, o fuori in una giornata di gelo, finché il grasso è sodo.",
      "Appendila a un ramo o a una mangiatoia, a un piccolo saltello da un cespuglio o da un albero dove gli uccellini possano ripararsi, ma non proprio accanto a un nascondiglio dove potrebbe appostarsi un gatto.",
      "Guarda in silenzio dalla finestra. Disegna o annota gli uccellini che vengono a trovarti, e lascia fuori anche una ciotolina bassa di acqua fresca.",
      "Prepara una mangiatoia nuova quando questa è vuota. Se il tempo è mite il grasso può ammorbidirsi e irrancidire, quindi togli gli avanzi dopo una o due settimane.",
    ],
    grownUpNote:
      "Usa solo grasso semplice e semi per uccelli. Non usare mai il grasso del sugo dell'arrosto, margarina o olio, né niente di salato come noccioline salate, patatine o pancetta: il sale e i sughi di cottura fanno male agli uccelli. La mangiatoia va appesa in alto da un adulto. Molte miscele di semi contengono arachidi: controlla la confezione se in famiglia qualcuno è allergico alla frutta a guscio, e alla fine tutti devono lavarsi bene le mani.",
  },
];

/** Door 7: metric measures, the oven as static and fan, no nuts. */
export const ADVENT_RECIPE: AdventRecipe = {
  ...EN_RECIPE,
  title: "Stelline alla cannella",
  description:
    "Biscotti a forma di stella, friabili e burrosi, profumati di cannella e spennellati con una sottile glassa bianca, come la brina in una notte stellata. In questa ricetta non c'è frutta a guscio. Calcola 30 minuti in più per far riposare l'impasto in frigo e circa 30 minuti per far raffreddare le stelle prima di glassarle.",
  yield: "Per circa 30 stelline",
  ingredients: [
    "250 g di farina 00, più un po' per stendere l'impasto",
    "2 cucchiaini di cannella in polvere",
    "Un pizzico di sale",
    "150 g di burro morbido",
    "100 g di zucchero semolato fine",
    "1 uovo grande",
    "1 cucchiaino di estratto di vaniglia",
    "Per la glassa: 120 g di zucchero a velo e circa 1 cucchiaio e mezzo d'acqua o di latte",
  ],
  steps: [
    "In una ciotola grande, lavora il burro morbido con lo zucchero usando un cucchiaio di legno, per circa 3 minuti, finché è chiaro e cremoso. Se fate a turno è più facile.",
    "Aggiungi l'uovo e la vaniglia e mescola finché è tutto liscio.",
    "Unisci la farina, la cannella e il sale e mescola finché il composto diventa sbricioloso, poi compattalo con le mani in una palla.",
    "Schiaccia l'impasto in un disco spesso, avvolgilo nella pellicola e mettilo in frigo per 30 minuti: così si stende più facilmente e in forno mantiene la forma.",
    "Mentre riposa, un adulto accende il forno statico a 180 °C (ventilato a 160 °C) e tu foderi due teglie con la carta forno.",
    "Stendi l'impasto sul piano leggermente infarinato a uno spessore di circa 5 mm. Ritaglia le stelle con una formina da 7–8 cm e sistemale sulle teglie un po' distanziate. Rimpasta i ritagli, stendili di nuovo e ritaglia altre stelle.",
    "Cuoci per 10–12 minuti, scambiando di posto le teglie a metà cottura, finché i bordi cominciano appena a dorarsi. Lascia le stelle sulle teglie per 5 minuti, poi spostale su una gratella a raffreddare del tutto.",
    "Aggiungi l'acqua allo zucchero a velo un po' alla volta, mescolando, finché la glassa è liscia e fluida come una panna densa. Spennellane o versane col cucchiaino uno strato sottile su ogni stella fredda e lasciala asciugare per circa 30 minuti.",
    "Conserva i biscotti in una scatola di latta chiusa bene per una settimana al massimo. Qualche stellina in un barattolo legato con un nastro è un regalo bellissimo.",
  ],
  grownUpNote:
    "Il forno e le teglie calde sono compito di un adulto; i bambini possono mescolare, stendere, ritagliare e glassare. L'impasto crudo contiene uovo crudo e farina non cotta, quindi niente assaggi finché le stelle non sono cotte.",
};

/** Door 10: played in the site's Christmas trivia quiz; the quiz's result messages are the interface's, not quoted here. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  ...EN_CHALLENGE,
  title: "La sfida delle stelle del quiz",
  description:
    "Gioca al nostro quiz di Natale e punta a un punteggio da stella. Per ogni domanda scegli A, B, C o D, e dopo ogni risposta scopri una curiosità sorprendente.",
  goal: "Rispondi giusto ad almeno 6 domande su 8 per ricevere i complimenti del quiz. Per essere una superstella, indovinale tutte e 8 e diventa un vero asso del Natale!",
  tips: [
    "Leggi tutte le risposte prima di scegliere: alcune sono lì solo per farti ridere.",
    "Hai un dubbio? Scarta le risposte che sai che sono sbagliate, poi scegli tra quelle che restano.",
    "Dopo ogni domanda leggi la curiosità «Lo sapevi?». Se giochi di nuovo, ti sarà utile.",
    "I giocatori più piccoli possono fare squadra con un adulto o con un fratello o una sorella più grandi, leggendo a turno le domande ad alta voce.",
    "Puoi giocare tutte le volte che vuoi: continua finché non conquisti la tua stella.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  ...EN_DEED,
  title: "Bigliettini gentili nascosti",
  description:
    "Scrivi dei bigliettini pieni di parole gentili e nascondili in giro per casa, così la tua famiglia li troverà. È una piccola sorpresa che può illuminare la giornata di qualcuno.",
  steps: [
    "Taglia dei pezzi di carta grandi più o meno come la tua mano, oppure usa dei foglietti adesivi. Preparane almeno uno per ogni persona della tua famiglia.",
    "Su ogni bigliettino scrivi o disegna qualcosa di gentile per una persona: che cosa ti piace di lei, un grazie per qualcosa che ha fatto o un disegno allegro. Se stai ancora imparando a scrivere, detta le parole a un adulto e fai tu il disegno.",
    "Piega ogni bigliettino e scrivi fuori il nome della persona.",
    "Nascondi i bigliettini dove verranno trovati: nella tasca di un cappotto, sotto un cuscino, dentro una pantofola, nel libro preferito o attaccati allo specchio del bagno.",
    "Mantieni il segreto, poi goditi i sorrisi quando i bigliettini vengono scoperti.",
    "Vuoi continuare? Nascondi un bigliettino nuovo ogni giorno fino a Natale.",
  ],
};
