/**
 * The privacy policy in Italian. It says exactly what the English says (what is stored, for how long, who can see
 * it); if the English changes, this must change with it. Parents are spoken to as "tu", as on the rest of the site.
 */
import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_RETENTION_DAYS, PARENTAL_CONSENT_AGE, PRIVACY_RESPONSE_HOURS, PRIVACY_SECTIONS as EN, type PrivacySection } from "../privacy";

/** The English PRIVACY_LAST_UPDATED, written as an Italian date. */
export const PRIVACY_LAST_UPDATED = "27 novembre 2026";

export const PRIVACY_INTRO =
  "Questo è un sito di Natale gratuito per le famiglie. Raccogliamo meno dati possibile, li usiamo solo per inviare la risposta di Babbo Natale e li cancelliamo poco dopo. In questa pagina ti spieghiamo esattamente che cosa succede.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    ...EN[0]!,
    title: "Quali dati raccogliamo",
    paragraphs: [
      "Quando una letterina viene inviata dalla pagina «Scrivi a Babbo Natale», conserviamo quello che è stato scritto nel modulo della letterina, insieme al momento in cui è arrivata e all'informazione se la risposta di Babbo Natale è già stata inviata:",
    ],
    list: [
      "Il nome e l'età del bambino.",
      "La città e il Paese del bambino (basta il nome della città; non chiediamo mai l'indirizzo di casa).",
      "La letterina vera e propria: la lista dei desideri, il messaggio per Babbo Natale e se è stata spuntata la casella in cui il bambino dice di essere stato buono quest'anno.",
      "L'indirizzo email del genitore, per consegnare la risposta di Babbo Natale a un adulto.",
      "Dati della Lista dei Bravi Bambini: il nome scritto nel controllo della Lista dei Bravi Bambini viene controllato solo nel tuo browser. Non ci viene mai inviato e non lo conserviamo mai.",
    ],
    afterList: [
      "Per evitare che il modulo della letterina venga usato per inviare email indesiderate, contiamo anche le letterine inviate da ogni indirizzo internet e per ogni indirizzo email del genitore. Per farlo conserviamo di ciascuno un codice rimescolato (un hash con chiave), da cui non si può risalire all'indirizzo, per un giorno al massimo; poi viene cancellato automaticamente.",
    ],
  },
  {
    ...EN[1]!,
    title: "Come usiamo i dati",
    paragraphs: [
      "Una letterina serve a una cosa sola: scrivere la risposta personale di Babbo Natale e inviarla all'indirizzo email del genitore. Non aggiungiamo l'indirizzo a nessuna mailing list e non inviamo newsletter né offerte.",
      "La risposta di Babbo Natale viene scritta da un computer a partire da ciò che dice la letterina: nessuno legge la letterina per scriverla. C'è una sola eccezione, per la sicurezza dei bambini: se una letterina fa pensare che un bambino possa subire del male o non essere al sicuro (per esempio, se qualcuno gli fa del male o se vuole farsi del male), non viene inviata nessuna risposta automatica. Una persona formata al Polo Nord legge quella letterina, decide se inviare una risposta delicata e, quando la legge lo richiede o un bambino è in pericolo, avvisa le persone che hanno il compito di proteggere i bambini. Una letterina di questo tipo viene conservata finché non è stata esaminata, poi viene cancellata come tutte le altre.",
      "Il sito non ha account, né sistemi di tracciamento di terze parti, né cookie, né pubblicità. Conta semplici eventi, come quale pagina è stata aperta o quale pulsante è stato premuto, all'interno della pagina nel tuo browser; questi eventi non contengono mai niente di ciò che hai scritto.",
    ],
  },
  {
    ...EN[2]!,
    title: "Come proteggiamo i dati",
    paragraphs: [
      `Le letterine ci arrivano tramite una connessione cifrata e le conserviamo solo per il tempo necessario: la letterina e la risposta di Babbo Natale vengono cancellate automaticamente ${LETTER_RETENTION_DAYS} giorni dopo l'invio della risposta.`,
      "Ogni email di risposta contiene un link che cancella subito la letterina dai nostri archivi, se preferisci non aspettare.",
      "Contiene anche un link privato a una pagina che mostra la risposta di Babbo Natale e può leggerla ad alta voce con la voce del tuo dispositivo: per farlo non viene inviato nessun suono né testo. Il link funziona solo finché la letterina è conservata, e chiediamo ai motori di ricerca di non elencarlo.",
      "Non carichiamo script, caratteri o immagini da altre aziende, quindi nessun altro vede che cosa fai su questo sito. I nostri registri annotano eventi tecnici, ma mai il contenuto di una letterina.",
    ],
  },
  {
    ...EN[3]!,
    title: "La privacy dei bambini (COPPA)",
    paragraphs: [
      `Rispettiamo il Children's Online Privacy Protection Act (COPPA), la legge americana che protegge i dati dei bambini online. Per i bambini sotto i ${PARENTAL_CONSENT_AGE} anni serve il consenso dei genitori: un genitore o un tutore dovrebbe aiutare il bambino a scrivere la letterina e deve indicare il proprio indirizzo email per la risposta.`,
      "I dati dei bambini non vengono mai venduti, mai condivisi a scopo di marketing e mai usati per pubblicità di alcun tipo.",
    ],
  },
  {
    ...EN[4]!,
    title: "I tuoi diritti",
    paragraphs: ["Genitori e tutori possono, in qualsiasi momento:"],
    list: [
      "Cancellare subito una letterina con il link che si trova nell'email di risposta di Babbo Natale.",
      "Chiederci quali dati conserviamo sul loro bambino e chiederci di correggerli o cancellarli.",
      "Ritirare il consenso: in quel caso cancelliamo la letterina e non inviamo più nulla.",
    ],
  },
  {
    ...EN[5]!,
    title: "Contattaci",
    paragraphs: [
      `Hai domande sulla privacy? Scrivici a ${CONTACT_TOKEN}. Cerchiamo di rispondere entro ${PRIVACY_RESPONSE_HOURS} ore.`,
      "Se si tratta di un problema urgente che riguarda i dati di un bambino, scrivi «URGENT» (urgente) nell'oggetto e lo esamineremo per primo.",
    ],
  },
];
