import type { ReplyWords } from "./reply-words-en.server";
import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

/**
 * The relation names are nominative ("dein Opa", "deine Oma", "dein Baby"), and almost every sentence keeps them so.
 * Only "für" in `forSomeone` needs the accusative, which differs for a masculine "dein …" alone: "für deinen Opa",
 * "für deinen kleinen Bruder". Feminine and plural "deine …" and neuter nouns (Baby, Kind, -chen, -lein) stay as they are.
 */
const accusative = (who: string) =>
  who.replace(/\bdein (?:(\p{Ll}+)er )?(\p{Lu}[\p{L}-]*)/gu, (all: string, adjective: string | undefined, noun: string) =>
    /(baby|kind|chen|lein)$/i.test(noun) ? all : `deinen ${adjective ? `${adjective}en ` : ""}${noun}`,
  );

/**
 * Every sentence of the Weihnachtsmann's reply in German, written for children in Germany, Austria and Switzerland:
 * du for the child and for the parent alike (as everywhere on the site), standard spelling with ß (Swiss readers know it, as Swiss letters are read
 * without it).
 * The same rules as English: no promise of a present, a pet or an outcome; for a wish about a person, a need or a
 * painful circumstance no Werkstatt, Wichtel, Liste or Schlitten, and nothing that says the letter made him smile.
 * Presents come on Heiligabend, in the evening, in these countries: nothing here sends a child to bed early, and a
 * child who writes to the Christkind is never told otherwise.
 */
export const REPLY_WORDS_DE: ReplyWords = {
  masthead: "Vom Schreibtisch des Weihnachtsmanns · Nordpol",
  subject: (name: string) => `Ein Brief vom Weihnachtsmann für ${name}`,
  preview: (name: string) => `Ho ho ho, ${name}! Der Weihnachtsmann hat deinen Brief gelesen.`,
  gentlePreview: (name: string) => `${name}, der Weihnachtsmann hat deinen Brief gelesen.`,
  heading: "Ho ho ho!",
  gentleHeading: "Ein Brief vom Weihnachtsmann",
  // "Liebe Emma" / "Lieber Leon" needs the child's gender, which the letter does not tell: "Hallo" is warm and fits all.
  greeting: (name: string) => `Hallo ${name},`,

  openings: {
    unknown: "Dein Brief ist heute am Nordpol angekommen, und ich habe ihn am Kamin gelesen, Wort für Wort.",
    little: "Dein Brief ist bis an den Nordpol gereist! Frau Weihnachtsmann hat ihn mir am Kamin vorgelesen, und die Rentiere haben die Ohren gespitzt.",
    young: "Dein Brief ist heute am Nordpol angekommen, und ich habe ihn am Kamin gelesen, mit einer großen Tasse heißem Kakao. Die Wichtel sagen, er gehört zu den schönsten Briefen in diesem Jahr.",
    older: "Dein Brief ist gut am Nordpol angekommen, und ich habe ihn gleich zweimal gelesen: einmal für mich und einmal laut für die Wichtel, die unbedingt zuhören wollten.",
    teen: "Dein Brief hat den Nordpol erreicht, und ich habe mich sehr darüber gefreut. In deinem Alter schreiben mir viele nicht mehr, darum bedeutet mir dein Brief besonders viel.",
  },
  gentleOpening:
    "Dein Brief ist bei mir am Nordpol angekommen, und ich habe jedes Wort langsam und aufmerksam gelesen. Danke, dass du mir geschrieben hast und mir erzählst, was dich gerade bewegt.",
  city: (city: string) => `Ich habe ${city} auf meiner großen Weltkarte gefunden und für Heiligabend mit einem goldenen Stern markiert.`,
  gentleCity: (city: string) => `Ich habe ${city} auf meiner großen Weltkarte gefunden. So weiß ich genau, wo du bist.`,
  age: (age: number) => `${age} ist ein tolles Alter. Ich weiß noch gut, wie das war, auch wenn es sehr, sehr lange her ist!`,

  wishIntroOne: "Danke, dass du mir deinen Weihnachtswunsch geschrieben hast:",
  wishIntroMany: "Danke, dass du mir deine Weihnachtswünsche geschrieben hast. Ich habe jeden einzelnen aufmerksam gelesen:",
  noWishes:
    "Du hast dir gar nichts gewünscht, und das ist sehr großzügig von dir. Gibt es vielleicht doch etwas, worüber du dich freuen würdest? Du kannst mir jederzeit wieder schreiben.",

  /**
   * Nothing the child wrote is repeated: a wish is named only by the kind of gift, the animal or the person the site
   * recognised ("ein Fahrrad", "deine Oma"). Those phrases are nominative, so they stand where a nominative stands:
   * after a colon, as the subject, or in "du und dein Opa, ihr …", which needs neither their gender nor their number.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the German way ("ein Fahrrad, ein paar Bücher und alles andere, was du aufgeschrieben hast"). */
    things: [
      (list: string) => `Du hast mir verraten, was du dir wünschst: ${list}. Man merkt, dass du gut darüber nachgedacht hast.`,
      (list: string) => `Deine Wünsche habe ich mir genau angeschaut: ${list}. Danke, dass du mir erzählst, was dir Freude macht.`,
      (list: string) => `Ich habe jeden Wunsch aufmerksam gelesen: ${list}. Es klingt, als wüsstest du genau, was dir Spaß macht.`,
    ],
    otherThings: "alles andere, was du aufgeschrieben hast",
    everything: "Danke für alles, was auf deinem Wunschzettel steht. Ich habe jeden Wunsch aufmerksam gelesen, einen nach dem anderen.",
    forSomeone: (gift: string, who: string) => `${gift} für ${accusative(who)}`,
    /** `animal` is "ein Hund", or `anAnimal`: one animal, the subject of "steht". */
    pet: [
      (animal: string) =>
        `Auf deinem Wunschzettel steht ${animal}. Tiere sind wunderbare Freunde. Ein Haustier ist aber eine große Entscheidung, und die treffen die Erwachsenen in deiner Familie, denn ein Tier braucht viele Jahre lang jeden Tag Pflege. Wie auch immer sie sich entscheiden: Ich merke, dass du gut zu jedem Tier wärst.`,
      (animal: string) =>
        `Ich habe gelesen, dass ${animal} auf deinem Wunschzettel steht. Ich mag Tiere auch sehr. Ob ein Haustier bei euch einzieht, entscheiden immer die Erwachsenen in der Familie, denn sich um ein Tier zu kümmern, ist eine lange und wichtige Aufgabe. Schön, dass du für ein Tier sorgen möchtest.`,
    ],
    anAnimal: "ein Haustier",
    snow: "Du wünschst dir Schnee! Nicht einmal ich kann mir das Wetter aussuchen. Ob mit oder ohne Schnee: Ich hoffe, dein Weihnachten wird gemütlich und voller schöner Momente.",
    world:
      "Du hast dir etwas für die ganze Welt gewünscht, und das ist ein großherziger Wunsch. Niemand kann ihn allein erfüllen, nicht einmal ich, aber jede freundliche Tat bringt die Welt ein kleines Stück näher dorthin.",
    need:
      "Danke, dass du mir so einen wichtigen Wunsch anvertraust. Du denkst an deine Familie und wünschst dir, dass sie hat, was sie braucht. Das zeigt, was für ein großes Herz du hast. Sorgen um Geld, Essen oder eine Wohnung sind Sorgen für Erwachsene, und du musst sie nicht tragen. Es gibt freundliche Menschen, deren Aufgabe es ist, Familien zu helfen, und die Erwachsenen, die für dich da sind, können sie um Hilfe bitten.",
    /** A wish about a person; `who` is "deine Oma" when the site recognised who, else null. */
    person: {
      illness: (who: string | null) =>
        `${who ? `Ich spüre, wie lieb ihr euch habt, du und ${who}.` : "Ich spüre, wie viel Liebe in diesem Wunsch steckt."} Gesund werden ist die Aufgabe von Ärztinnen, Ärzten, Pflegekräften und der Zeit, und das kann nicht einmal ich bestimmen. Aber eines weiß ich: Deine Liebe ist ein echter Trost. Ein Bild, eine Karte oder eine Umarmung von dir kann mehr bedeuten, als du denkst.`,
      bereavement: (who: string | null) =>
        `${who ? `Es tut mir so leid. Du und ${who}, ihr habt euch so lieb.` : "Das tut mir so leid."} Wer gestorben ist, kann nicht zurückkommen, nicht einmal an Weihnachten, und das Vermissen kann sehr wehtun. Aber eure Liebe geht nicht verloren: Sie bleibt bei dir, in deinen Erinnerungen und in allem, was ihr zusammen erlebt habt.`,
      far_away: (who: string | null) =>
        `${who ? `Ich merke, wie sehr du dir wünschst, dass ihr wieder zusammen seid, du und ${who}.` : "Ich merke, wie sehr du jemanden vermisst."} Wenn jemand, den wir lieb haben, weit weg ist, kann das Warten sehr lang werden, und ich kann dir nicht sagen, wann ihr euch wiederseht. Neuigkeiten und Bilder zu sammeln, um sie später zu teilen, ist eine schöne Art, sich nah zu sein.`,
      separation: () =>
        "Danke, dass du mir deinen Wunsch für deine Familie anvertraust. Wenn Erwachsene sich entscheiden, getrennt zu leben, liegt das nie an etwas, das ein Kind getan hat. Es ist in Ordnung, sich zu wünschen, dass alles anders wäre, und es ist in Ordnung, alle in deiner Familie lieb zu haben.",
      bullying: () =>
        "Du hast es verdient, dich sicher und wohl zu fühlen, in der Schule und überall sonst. Bitte erzähl es einem Erwachsenen, dem du vertraust, zu Hause oder in der Schule, und hör nicht auf zu erzählen, bis dir jemand hilft. Du bist es wert, dass man für dich einsteht.",
      lonely_sad: () =>
        "Jeder Mensch hat Freundinnen und Freunde verdient, die nett zu ihm sind, und du auch. Freundschaften brauchen manchmal ein bisschen Zeit, bis sie wachsen. So freundlich zu sein, wie du bist, ist der beste Anfang, den es gibt.",
      new_baby: () =>
        "Ein Geschwisterchen ist etwas ganz Besonderes, und darüber entscheiden die Erwachsenen in deiner Familie. Was auch passiert: Du wirst genau so lieb gehabt, wie du bist.",
      other: (who: string | null) =>
        `${who ? `Ich merke, wie wichtig ihr einander seid, du und ${who}.` : "Ich merke, wie wichtig dir die Menschen in deinem Leben sind."} Wünsche für die Menschen, die wir lieb haben, sind die wichtigsten Wünsche überhaupt, und manche sind größer als jedes Geschenk. Sag ihnen weiter, was du fühlst, und lass dir von den Erwachsenen um dich herum helfen.`,
    },
  },

  /** A gentle paragraph for each circumstance a letter tells of; `who` is "dein Opa" when the site recognised who, else null. */
  circumstances: {
    bereavement: (who: string | null) =>
      `Es tut mir so leid, dass jemand gestorben ist, den du lieb hast.${who ? ` Du und ${who}, ihr gehört zusammen, und das bleibt so.` : ""} Weihnachten fühlt sich ganz anders an, wenn jemand fehlt, und es ist in Ordnung, traurig zu sein, zu weinen und auch über schöne Erinnerungen zu lächeln. Manche Familien zünden eine Kerze an, hängen einen besonderen Schmuck an den Baum oder erzählen einander Geschichten voller Erinnerungen. Sprich weiter mit den Erwachsenen, die dich lieb haben: Große Gefühle musst du nicht allein tragen.`,
    illness: (who: string | null) =>
      `${who ? `Du und ${who}, ihr habt es in diesem Jahr nicht leicht, weil eine Krankheit zu euch gekommen ist. Das tut mir leid.` : "Es tut mir leid, dass in diesem Jahr eine Krankheit in deine Familie gekommen ist."} Krank zu sein oder zu sehen, wie jemand, den man lieb hat, krank ist, ist schwer, und es ist in Ordnung, sich Sorgen zu machen, wütend oder traurig zu sein. Ärztinnen, Ärzte und Pflegekräfte geben sich große Mühe. Eine Karte, ein Bild, ein Anruf oder eine Umarmung können einen langen Tag heller machen, und es hilft auch, den Erwachsenen zu erzählen, wie es dir geht.`,
    far_away: (who: string | null) =>
      `${who ? `Ich weiß, dass ihr an Weihnachten nicht zusammen sein könnt, du und ${who}.` : "Ich weiß, dass jemand, den du lieb hast, an Weihnachten weit weg ist."} Dass du jemanden vermisst, zeigt, wie lieb du ihn hast. Manche Familien basteln einen Kalender, um die Tage zu zählen, oder sammeln Bilder, Fotos und Neuigkeiten, um sie später zu teilen. Ganz egal, wie weit ihr voneinander entfernt seid: Die Liebe zwischen euch bleibt.`,
    separation: () =>
      "Ich weiß, dass sich bei dir zu Hause einiges verändert hat, weil deine Eltern nicht mehr zusammen wohnen. So etwas ist nie die Schuld eines Kindes, und es ist in Ordnung, dabei ganz viele verschiedene Gefühle zu haben. Weihnachten sieht in diesem Jahr vielleicht ein bisschen anders aus, aber du wirst lieb gehabt, ganz egal, wo du gerade bist. Erzähl deinen Eltern ruhig, wie es dir damit geht. Das möchten sie bestimmt wissen.",
    bullying: () =>
      "Es tut mir leid, dass jemand gemein zu dir war. Niemand hat es verdient, gemobbt zu werden, und es ist niemals deine Schuld. Bitte erzähl es einem Erwachsenen, dem du vertraust, zum Beispiel jemandem zu Hause oder einer Lehrerin oder einem Lehrer, und erzähl es weiter, bis dir jemand hilft. Du bist es wert, dass man für dich einsteht.",
    hardship: () =>
      "Danke, dass du mir erzählt hast, wie es bei euch zu Hause ist. Ich weiß, dass manche Familien es in diesem Jahr schwer haben. Das ist eine Sorge für Erwachsene, und du musst sie nicht tragen. Das Schönste an Weihnachten kann man nicht kaufen: Zeit miteinander, eine Geschichte, ein Lied und eine Umarmung sind mehr wert als alles andere.",
    lonely_sad: () =>
      "Danke, dass du mir erzählt hast, wie es dir geht. Viele Menschen fühlen sich manchmal einsam oder traurig, Kinder genauso wie Erwachsene, und das heißt nicht, dass mit dir etwas nicht stimmt. Bitte erzähl einem Erwachsenen, dem du vertraust, wie du dich fühlst. Reden hilft wirklich, und du hast Menschen an deiner Seite verdient.",
    new_baby: () =>
      "Wie ich höre, wird deine Familie größer. Babys sind winzig und brauchen viel Fürsorge, deshalb sind die Erwachsenen eine Zeit lang oft sehr beschäftigt und müde. Du wirst trotzdem genauso lieb gehabt wie immer, und große Schwester oder großer Bruder zu sein, ist eine sehr wichtige Aufgabe.",
    moving: () =>
      "Ein Umzug in ein neues Zuhause oder an eine neue Schule ist eine große Veränderung. Es ist ganz normal, die alten Orte und Menschen zu vermissen und vor dem Neuen ein bisschen aufgeregt zu sein. Es dauert eine Weile, bis sich ein neuer Ort nach deinem anfühlt. Hab Geduld mit dir, und bleib mit deinen alten Freundinnen und Freunden in Kontakt, wenn du kannst.",
    disability: () =>
      "Danke, dass du mir ein bisschen von dir und deiner Familie erzählt hast. Jeder Mensch ist anders, und jeder Mensch ist wichtig, genau so, wie er ist.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "dein Hund" (one animal, the subject) when the site recognised it. */
  petLoss: (own: string | null) =>
    `Es tut mir so leid, dass ${own ?? "dein Haustier"} gestorben ist. Tiere sind echte Freunde, und es ist in Ordnung, sie sehr zu vermissen und lange traurig zu sein. Die schönen Tage, die ihr zusammen hattet, bleiben für immer bei dir. Vielleicht magst du ein Bild malen oder deiner Familie von deiner liebsten Erinnerung erzählen.`,

  /** The message is never quoted: a plainly happy one gets `messageHappy`, any other `messageThanks`. */
  messageHappy: "Danke für deine Nachricht. Ich habe sie am Kamin gelesen, mit einer großen Tasse heißem Kakao, und ich habe mich so gefreut, von dir zu hören.",
  messageThanks: "Danke für deine Nachricht. Ich habe sie aufmerksam gelesen und freue mich, dass du mir geschrieben hast.",
  /** Lines about the Weihnachtsmann's own world (and the Christkind's), added to a plainly happy letter's reply. */
  topics: [
    {
      pattern: /christkind|christchind/i,
      line: "Das Christkind und ich kennen uns gut, und ich richte ihm gern deine Grüße aus. In vielen Familien kommt an Heiligabend das Christkind, in anderen der Weihnachtsmann, und wir beide freuen uns über jeden Brief.",
    },
    { pattern: /rentier|rudolph|rudolf/i, line: "Die Rentiere haben sich riesig gefreut, dass du nach ihnen gefragt hast. Rudolphs Nase hat den ganzen Nachmittag besonders hell geleuchtet." },
    { pattern: /wichtel|\belfen?\b/i, line: "Die Wichtel haben sich sehr gefreut, dass du an sie gedacht hast, und winken dir aus der Werkstatt zu." },
    {
      pattern: /plätzchen|platzchen|kekse|\bkeks|guetzli|lebkuchen|vanillekipferl|\bmilch\b|karotte|möhre|rüebli/i,
      line: "Auf eine kleine Stärkung an Heiligabend freue ich mich schon. Und über Karotten freuen sich die Rentiere immer sehr!",
    },
  ],

  good: {
    unknown: "Du hast mir erzählt, dass du dieses Jahr brav warst, und das glaube ich dir. Freundlichkeit ist der größte Zauber, den es gibt, und davon hast du eine ganze Menge.",
    little: "Du hast mir erzählt, dass du dieses Jahr brav warst! Wenn du lieb und freundlich bist, funkelt der ganze Nordpol. Toll gemacht!",
    young: "Du hast mir erzählt, dass du dieses Jahr brav warst, und die Wichtel, die meine Liste der braven Kinder führen, sehen das genauso. Jede freundliche Tat macht Weihnachten ein bisschen heller.",
    older: "Du hast mir erzählt, dass du dieses Jahr brav warst, und ich bin stolz auf dich. Freundlich sein, ehrlich sein und anderen helfen: Genau darum geht es bei der Liste der braven Kinder.",
    teen: "Du hast angekreuzt, dass du dieses Jahr gut warst, und das glaube ich dir. Freundlich zu sein, auch wenn niemand hinschaut, ist die ehrlichste Art, gut zu sein, und das zählt mehr, als du vielleicht denkst.",
  },
  trying: {
    unknown: "Du hast nicht angekreuzt, dass du brav warst, und ich finde es schön, dass du so ehrlich zu mir bist. Jeder hat mal schwere Tage. Wichtig ist, dass du es weiter versuchst, und ich weiß, dass du das tust.",
    little: "Du hast nicht angekreuzt, dass du brav warst, und das ist in Ordnung. Jeder hat mal einen grummeligen Tag, sogar die Rentiere! Morgen ist ein ganz neuer Tag, um lieb zu sein.",
    young: "Du hast nicht angekreuzt, dass du brav warst, und danke, dass du so ehrlich bist. Jeder macht mal Fehler. Versuch doch, jeden Tag eine nette Sache zu tun, und schau, wie gut sich das anfühlt.",
    older: "Du hast nicht angekreuzt, dass du brav warst, und diese Ehrlichkeit finde ich stark. Niemand ist perfekt. Ein freundliches Wort, eine helfende Hand oder eine Entschuldigung können eine ganze Woche zum Guten wenden.",
    teen: "Du hast nicht angekreuzt, dass du gut warst, und ich respektiere deine Ehrlichkeit. Jeder hat mal schwierige Jahre. Für eine freundliche Entscheidung ist es nie zu spät, und ich glaube an dich.",
  },
  gentleGoodness: "Ganz egal, was für ein Jahr es war: Du bist ein guter und liebevoller Mensch, und du bist sehr wichtig.",

  closings: {
    little: "Sei lieb, hab viel Spaß, und spitz an Heiligabend gut die Ohren. Vielleicht hörst du ja ein Glöckchen!",
    teen: "Ich wünsche dir ein wunderschönes Weihnachtsfest, und danke, dass du den Zauber weiterträgst.",
    other: "Bleib so, wie du bist, bleib freundlich, und halte an Heiligabend Ausschau nach meinem Schlitten!",
  },
  gentleClosing: "Ich denke in dieser Weihnachtszeit an dich und schicke dir die wärmste Umarmung vom Nordpol.",
  signature: "Mit herzlichen Grüßen und einem fröhlichen Ho ho ho,\ndein Weihnachtsmann",
  gentleSignature: "Von Herzen,\ndein Weihnachtsmann",
  niceListLink: "Liste der braven Kinder",
  trackerLink: "Weihnachtsmann-Tracker",
  postscript:
    "P.S. Möchtest du wissen, ob du auf der Liste der braven Kinder stehst? Frag einen Erwachsenen, ob er dir beim Nachschauen hilft, dann kannst du dir eine Urkunde ausdrucken. Und an Heiligabend kannst du meinem Schlitten auf dem Weihnachtsmann-Tracker um die ganze Welt folgen!",

  reviewed: [
    "Danke für deinen Brief. Ich habe jedes Wort gelesen, langsam und aufmerksam, und ich freue mich sehr, dass du mir geschrieben hast. Ich möchte, dass du weißt: Du bist etwas ganz Besonderes, an jedem Tag im Jahr und nicht nur an Weihnachten.",
  ],

  checks: {
    promise:
      /(\bich (werde|will) (dir |euch )?(\S+ )?(bringen|machen|besorgen|schicken|liefern|geben|legen|dafür sorgen|reparieren|finden|schauen, was)|\bich (bringe?|schicke?|lege?|besorge?) (es |das |ihn |sie )?(dir|euch)\b|\bdu (wirst|sollst) (\S+ ){0,3}(bekommen|kriegen|finden|haben|sehen|auspacken)\b|\bdu (bekommst|kriegst|findest)\b|\b(er|sie|es|dein wunsch|das|dieser wunsch) (wird|werden) (\S+ ){0,2}(in erfüllung gehen|wahr werden|unter dem baum liegen|unterm baum liegen|ankommen|da sein)|\bgeht in erfüllung|\bwird wahr\b|\bauf meiner (wunsch)?liste|\bin meinem (großen )?wunschbuch|\b(habe|hab) (es|ihn|sie|das|deinen wunsch) (\S+ )?(aufgeschrieben|notiert)|\bdie (wichtel|elfen) werden\b|\bdie werkstatt (kann|schafft)|(?<!(nicht|kein|nie) )\bich verspreche|\bverspreche? (ich )?dir\b|\b(ist|sind) (schon )?(unterwegs|auf dem weg) zu dir|\bnur für dich an weihnachten|\bunter deinem (weihnachts)?baum (liegen|liegt))/i,
    cheer:
      /(werkstatt|wichtel|\belfen?\b|\belf\b|liste der braven|braven kinder|meine liste|schlitten|zum lächeln gebracht|musste (ich )?lächeln|wunderbarer wunsch|was für ein wunderbar|wie wunderbar|großartig|ho ho|hoho|fröhlich|rentier|rudolph|goldenen stern|kakao)/i,
  },

  parentNote: {
    stored: (name: string) =>
      `Für die Eltern: Du bekommst diese E-Mail, weil deine Adresse im Brief von ${name} an den Weihnachtsmann als E-Mail-Adresse der Eltern angegeben wurde. Wir haben den Brief so gespeichert, wie er geschrieben wurde (Vorname, Alter, Wohnort, Wünsche, Nachricht und das Häkchen, ob das Kind brav war), dazu diese E-Mail-Adresse, und zwar nur, um diese Antwort zu senden.`,
    retention: (days: number) => `Wir löschen den Brief und den Eintrag zu dieser Antwort automatisch ${days} Tage nach dem Versand. Du kannst ihn auch sofort löschen:`,
    deleteLabel: "Diesen Brief jetzt löschen",
    notExpected: "Falls du diese E-Mail nicht erwartet hast, kannst du sie einfach ignorieren: Wir schreiben dir nur dann wieder, wenn ein weiterer Brief geschickt wird.",
    contactLead: "Hast du Fragen, oder stimmt etwas nicht? Schreib uns. Jede Nachricht wird von einem echten Menschen gelesen:",
  },
};
