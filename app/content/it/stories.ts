import { FEATURED_STORIES as EN_STORIES, STORY_COLLECTIONS as EN_COLLECTIONS, type Story, type StoryCollection } from "../stories";

/**
 * The stories page in Italian: the two collections and the three featured stories, retold in Italian for reading
 * aloud (not translated line by line). The markup is the English one: **heading**, *moral*, one paragraph a line.
 * Reading times stay as in English; the Italian retellings are about as long.
 */
export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    ...EN_COLLECTIONS[0]!,
    title: "Storie delle renne di Babbo Natale",
    description:
      "Conosci le nove renne che tirano la slitta di Babbo Natale: chi è la più veloce, chi la più buffa e chi ha il coraggio di volare per prima dentro una tempesta di neve.",
    readTime: "3–5 minuti",
  },
  {
    ...EN_COLLECTIONS[1]!,
    title: "Storie dal villaggio del Polo Nord",
    description:
      "Fai una passeggiata nel villaggio innevato dove gli elfi vivono e lavorano, dal laboratorio dei giocattoli sempre indaffarato alla pasticceria calda e accogliente.",
    readTime: "5–8 minuti",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "Il fiocco di neve che voleva aiutare",
    summary: "Fiocchina, un minuscolo fiocco di neve, è convinta di essere troppo piccola per contare qualcosa, finché la notte della Vigilia le dimostra il contrario.",
    ageGroup: "Dai 3 ai 6 anni",
    content: `In alto sopra il Polo Nord, dentro una morbida nuvola grigia, viveva un fiocco di neve di nome Fiocchina. Aveva sei punte scintillanti e brillava come un piccolo specchio, ma era il fiocco più piccolo di tutta la nuvola.
Ogni inverno i fiocchi grandi parlavano dei loro compiti importanti. «Io mi poserò sulla cima di una montagna», diceva uno. «Io aiuterò a fare un pupazzo di neve», diceva un altro. Fiocchina ascoltava e sospirava. «Che cosa potrà mai fare un fiocco di neve piccolo come me?»
**La notte della Vigilia**
La notte della Vigilia la nuvola si fece pesante e, uno dopo l'altro, i fiocchi di neve cominciarono a scendere. Fiocchina ruzzolava e piroettava nell'aria fredda della notte. Giù in basso vedeva le luci del villaggio di Babbo Natale, che brillavano d'oro e di rosso.
Nelle stalle, Babbo Natale era preoccupato. Era arrivata una nebbia fittissima e le renne non vedevano più la pista. «Se non vediamo dove volare», disse, «non possiamo nemmeno partire.»
Fiocchina lo sentì mentre gli passava accanto, e le venne un'idea. Chiamò tutti i fiocchi di neve intorno a lei: «Amici! Posiamoci tutti insieme lungo i bordi della pista, dove le lanterne possono illuminarci!»
«Sei troppo piccola per guidarci», rise un fiocco grande. Ma Fiocchina continuò a chiamare e, piano piano, uno dopo l'altro, i fiocchi la seguirono. Si posarono in due lunghe file ordinate, ai due lati della pista.
**Un sentiero di luce**
Quando la luce delle lanterne li sfiorò, successe una cosa meravigliosa. Migliaia di minuscoli fiocchi scintillarono tutti insieme, come due fiumi di stelle che si allungavano dentro la nebbia.
«Guardate!», gridò l'elfo più piccolo. «Un sentiero di luce!»
Babbo Natale sorrise e scosse le redini. Le renne galopparono lungo il sentiero luccicante e balzarono nel cielo, e i campanelli della slitta tintinnarono lontano, nella notte.
Mentre sorvolava la pista, Babbo Natale guardò giù e si toccò il cappello per salutare. Fiocchina, chissà come, era sicura che stesse sorridendo proprio a lei.
**La mattina dopo**
La mattina di Natale gli elfi trovarono un biglietto appeso alla porta della stalla. Diceva: «Grazie a tutti i fiocchi di neve che ci hanno illuminato la strada. Anche la luce più piccola può guidare la slitta più grande.»
Fiocchina brillò così forte che i fiocchi grandi dovettero socchiudere gli occhi. Aveva imparato che essere piccoli non vuol dire mai essere poco importanti. Bastavano una buona idea, una voce coraggiosa e degli amici pronti a brillare insieme.
*Anche l'aiutante più piccolo può illuminare la strada, quando gli amici brillano insieme.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Pip e il campanello muto",
    summary: "Quando il campanello più importante della slitta smette di suonare due giorni prima di Natale, un giovane elfo scopre che chiedere aiuto è anche questo un modo di essere coraggiosi.",
    ageGroup: "Dai 4 agli 8 anni",
    content: `Pip era l'elfo più giovane della Sala delle Campane, il piccolo laboratorio rotondo dove ogni campanello della slitta del Polo Nord veniva lucidato, accordato e appeso al suo nastro. Pip adorava la Sala delle Campane. Ogni mattina gli elfi più grandi suonavano i campanelli uno alla volta, e la musica usciva dalle finestre e rotolava sulla neve.
Due giorni prima di Natale, a Pip venne affidato il compito più importante di tutti. «Per favore, lucida il Campanello Guida», disse Nonna Salvia, la più anziana custode delle campane. «Sta proprio davanti alla slitta di Babbo Natale. Quando suona, le renne sanno che è ora di volare.»
Pip prese il grande campanello d'oro con la stessa cura con cui si tiene un uovo d'uccellino. Lo strofinò finché non ci vide riflesse le sue orecchie a punta. Poi lo scosse piano piano, per sentirne il bel suono.
Non successe niente. Nessun suono. Nessun tintinnio. Neanche un piccolo din.
**Il segreto**
A Pip si strinse lo stomaco. Scosse di nuovo il campanello, più forte. Silenzio. Guardò dentro e vide che la pallina di metallo, il batacchio, era storta e completamente bloccata.
«Oh no», sussurrò Pip. «Devo averlo rotto io.»
Si vergognava troppo per dirlo a qualcuno. Così nascose il campanello sotto il banco di lavoro e provò ad aggiustarlo da solo. Provò con un cucchiaio. Provò con una pinza. Provò a desiderarlo fortissimo. All'ora di andare a letto il batacchio era più storto di prima, e Pip era così preoccupato che non riuscì nemmeno a bere la sua cioccolata.
La mattina dopo in tutto il villaggio non si parlava d'altro. «Dov'è il Campanello Guida?», chiedevano tutti. «Babbo Natale parte domani sera!» Le guance di Pip diventarono rosse come una bacca di agrifoglio.
**Il coraggio di chiedere**
Quel pomeriggio Pip se ne stava seduto da solo sui gradini della Sala delle Campane. Nonna Salvia si sedette accanto a lui e aspettò. Non disse proprio niente, e chissà perché questo rese più facile parlare.
«Ho fatto una cosa terribile», disse Pip alla fine, e le raccontò tutto.
Nonna Salvia ascoltò tutta la storia. Poi, con grande sorpresa di Pip, ridacchiò. «Pip, quel batacchio è storto da prima che tu nascessi. Qualcuno lo ha fatto cadere durante una battaglia a palle di neve, sessant'anni fa. Aspettava solo che qualcuno se ne accorgesse.»
«Allora non l'ho rotto io?», chiese Pip.
«Non l'hai rotto tu», disse Nonna Salvia. «Ma hai provato a portare un problema pesante tutto da solo, ed è l'unico errore che voglio che tu smetta di fare. Vieni. Le cose si aggiustano sempre meglio con tante mani.»
**Tante mani**
Nonna Salvia chiamò gli altri custodi delle campane. Rovo scaldò il batacchio sulla fucina finché non diventò incandescente. Ginepro lo raddrizzò a colpetti con un minuscolo martello d'argento. Pip teneva fermo il campanello, e le sue mani tremavano solo un pochino. Insieme rimisero il batacchio al suo posto.
Poi Nonna Salvia fece un cenno a Pip. «Il problema l'hai trovato tu. Tocca a te suonarlo.»
Pip sollevò il Campanello Guida e lo scosse. Ne uscì una nota chiara e luminosa, così dolce e forte che nelle stalle le renne alzarono la testa e batterono gli zoccoli, pronte a partire.
La notte della Vigilia il Campanello Guida era appeso davanti alla slitta di Babbo Natale e brillava alla luce della luna. Mentre la slitta saliva nel cielo, Pip lo sentì suonare fino in mezzo alle stelle. Decise che era il suono più bello che avesse mai fatto, e che non l'aveva fatto da solo.
*Chiedere aiuto non è una debolezza: è il primo passo coraggioso per aggiustare qualsiasi cosa.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "La mappa di pan di zenzero",
    summary: "Due cugini preparano per Babbo Natale una mappa del loro paese fatta di pan di zenzero, e scoprono che cosa possono fare i vicini gli uni per gli altri in una notte di neve.",
    ageGroup: "Dai 5 ai 10 anni",
    content: `Da settimane Maya e suo cugino Leo preparavano la loro sorpresa per la Vigilia. Ogni anno lasciavano i biscotti per Babbo Natale, ma quest'anno volevano fare qualcosa di più grande. «Babbo Natale visita milioni di case», disse Maya. «Qualche volta si perderà di sicuro. Prepariamogli una mappa!»
Così, la mattina della Vigilia, nonno Sol si allacciò il suo grembiule a righe, tirò fuori la teglia più grande che aveva, e tutti e tre si misero al lavoro.
**Il paese nel forno**
Stesero l'impasto di pan di zenzero sottile e largo come una tovaglia. Leo ritagliò le strade con un coltello da burro, seguendo con attenzione il disegno che aveva fatto Maya. C'era via degli Aceri, dove abitavano loro. C'era il forno con il comignolo storto, la biblioteca con la finestra rotonda e il giardinetto con lo stagno delle anatre nel mezzo.
Quando la mappa uscì dal forno, tutta la cucina profumava di zenzero e cannella. Maya disegnò con la glassa bianca tutte le strade. Leo premette un bottoncino di cioccolato su ogni tetto. Nonno Sol aggiunse una minuscola stella di zucchero proprio sopra la loro casa. «Così Babbo Natale sa dov'è la cioccolata calda», disse strizzando l'occhio.
Era la mappa più bella che avessero mai visto. Ma mentre glassava l'ultima strada, Maya aggrottò la fronte.
«Nonno, cos'è quest'angolo vuoto della mappa? Quello vicino allo stagno?»
Nonno Sol guardò. «Lì abita la signora Okafor. Si è trasferita quest'autunno.»
Leo si grattò la testa. «Lì non abbiamo mai visto nessuna luce.»
**La casa senza luci**
Dopo pranzo i cugini andarono fino all'angolo vicino allo stagno. La neve scendeva a fiocchi grandi e lenti. Tutte le case della strada scintillavano di lucine, tranne una casetta azzurra con il portico buio e la finestra vuota.
Maya bussò. La porta si aprì piano piano e una signora alta, con i capelli d'argento, li guardò dall'alto.
«Buongiorno», disse Maya. «Stiamo facendo una mappa per Babbo Natale e vorremmo metterci anche la sua casa.»
La signora Okafor sorrise, ma i suoi occhi erano un po' tristi. «Che gentili. Ma non credo che Babbo Natale si fermerà qui. Quest'anno i miei nipoti abitano lontano e la neve ha chiuso le strade. Sarà un Natale silenzioso.»
I cugini tornarono verso casa quasi senza parlare. Poi, a metà di via degli Aceri, Leo si fermò in mezzo alla neve.
«Maya», disse. «Una mappa non serve solo a trovare i posti. Può anche far sentire a qualcuno che è dei nostri.»
**Un nuovo piano**
Quando arrivarono a casa, il piano era pronto. Nonno Sol trovò in soffitta un filo di lucine avanzato. Maya sfornò un'altra teglia di pan di zenzero e ritagliò una casetta azzurra. Leo preparò un biglietto che diceva: «Lei è sulla nostra mappa, ed è invitata a una cioccolata calda.»
Poi lo dissero ai vicini. Il signor Petrov del forno disse che avrebbe portato le sue famose girelle alla cannella. I gemelli della casa verde si offrirono di spalare il vialetto. Perfino la signora Lindqvist della biblioteca arrivò con una scatola di candele.
Al tramonto, tutto il gruppo si incamminò nella neve scricchiolante fino alla casetta azzurra. Avvolsero le lucine intorno alla ringhiera del portico. I gemelli pulirono i gradini finché non brillavano. Maya posò la casetta di pan di zenzero sulla soglia, accanto all'invito.
Quando la signora Okafor aprì la porta, il portico era tutto illuminato e un gruppo di facce sorridenti cantava una canzone di Natale un po' stonata. Lei si portò una mano al cuore e fece la risata più felice che i cugini avessero mai sentito.
**La Vigilia in via degli Aceri**
Quella sera la cucina di nonno Sol era piena da scoppiare. La signora Okafor raccontò come si festeggiava il Natale nella città dove era cresciuta e insegnò a tutti un gioco di battimani che fece ridere Leo così tanto da fargli venire il singhiozzo. La pentola della cioccolata fu riempita tre volte.
Prima di andare a letto, Maya aggiunse un'altra stella di zucchero sulla mappa di pan di zenzero, proprio sopra la casetta azzurra vicino allo stagno. Poi i cugini misero la mappa accanto ai biscotti e salirono al piano di sopra.
La mattina dopo i biscotti erano spariti, ma la mappa era ancora lì. Accanto c'era un biglietto scritto con una calligrafia tutta riccioli: «Grazie per la mappa meravigliosa. Non mi serviva per trovare il vostro paese, ma mi è piaciuto tanto vedere che ogni casa è illuminata. È la mappa più bella che ci sia.»
Maya e Leo lo lessero due volte. Poi corsero alla finestra e guardarono giù in fondo alla strada. Vicino allo stagno, la casetta azzurra brillava ancora.
*I regali più belli sono quelli che aiutano qualcuno a sentirsi a casa.*`,
  },
];
