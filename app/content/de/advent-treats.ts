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
 * The treats behind the advent calendar's doors in German: three stories, three crafts, a recipe, the trivia
 * challenge and a good-deed idea. Paper is A4, measures are metric, every grown-up note is kept. The challenge does
 * not quote the quiz's result messages, which the interface translates.
 */
export const ADVENT_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "Der verlorene Handschuh",
    summary: "Rosie verliert einen der roten Handschuhe, die ihr Opa gestrickt hat, und findet heraus, was man tun kann, wenn ein Fremder freundlich zu einem ist.",
    ageGroup: "3 bis 6 Jahre",
    content: `Rosie hatte ein Paar rote Fäustlinge mit einem kleinen weißen Stern auf jedem Daumen. Opa hatte sie für sie gestrickt und dabei Weihnachtslieder gesummt, während seine Nadeln klick, klick, klick machten. Rosie liebte diese Handschuhe so sehr, dass sie sie sogar beim Frühstück trug.
Am ersten verschneiten Samstag im Dezember gingen Rosie und Mama in die Stadt, um sich die Weihnachtsbeleuchtung anzuschauen. Rosie winkte dem Bäcker in seinem Schaufenster zu. Sie streichelte einen freundlichen Hund vor der Buchhandlung. An der Bushaltestelle fing sie Schneeflocken mit der Zunge. Aber als sie nach Hause kamen und sich den Schnee von den Stiefeln stampften, schaute Rosie auf ihre Hände.
Ein roter Handschuh. Eine kalte, rosa Hand.
„Mein Handschuh!“, rief Rosie. „Er ist weg!“
**Auf unseren eigenen Spuren**
Am nächsten Morgen machte Mama Rosies Jacke zu. „Lass uns denselben Weg gehen wie gestern“, sagte sie. „Verlorene Sachen warten oft darauf, dass wir zurückkommen.“
Zuerst gingen sie zur Bäckerei. „Einen roten Handschuh habe ich nicht gesehen“, sagte der Bäcker, „aber ich halte die Augen offen.“ Er gab Rosie ein warmes Brötchen für ihre nackte Hand, und das half ein bisschen.
Sie gingen zur Buchhandlung. Der freundliche Hund wedelte mit dem Schwanz, aber den Handschuh hatte er auch nicht gesehen.
Sie gingen zur Bushaltestelle. Im Schnee waren viele Fußspuren, aber kein Handschuh. Rosies Unterlippe fing an zu zittern.
**Der Zaun am Park**
Da sah Rosie etwas Rotes am Parktor. Jemand hatte ihren Handschuh vorsichtig oben auf eine Zaunspitze gesteckt, wie ein kleines Fähnchen, damit er trocken blieb und gut zu sehen war.
„Mama! Schau!“ Rosie rannte hin und drückte den Handschuh an ihre Wange. Er war kalt, aber er war ihrer.
Am Zaun hingen noch andere Sachen: eine blaue Wollmütze, ein gestreifter Schal und eine winzige gelbe Babysocke, ganz allein.
„So machen das die Leute bei uns“, sagte Mama. „Wenn sie etwas finden, hängen sie es dort auf, wo der Besitzer es sehen kann.“
Rosie dachte an den Menschen, der ihren Handschuh gerettet hatte. Sie wusste seinen Namen nicht. Sie konnte nicht Danke sagen. Aber sie hatte eine Idee.
Als sie wieder an der Bushaltestelle vorbeikamen, sah Rosie einen Papa mit einem Kinderwagen. Im Kinderwagen strampelte ein Baby mit den Beinen. An einem Fuß hatte es eine gelbe Socke. Der andere Fuß war nackt und rot vor Kälte.
„Bitte warten Sie hier!“, sagte Rosie. Sie rannte zurück zum Zaun, nahm die winzige Socke ab und trug sie vorsichtig zum Papa des Babys.
„Oh, danke!“, sagte er und strahlte übers ganze Gesicht. „Die haben wir überall gesucht.“ Er zog sie dem Baby über den Fuß, und das Baby gluckste und wackelte mit den Zehen.
Am Abend erzählte Rosie Opa am Telefon die ganze Geschichte. „Jemand hat mir geholfen“, sagte sie, „und da habe ich jemand anderem geholfen.“
„Genau so funktioniert Freundlichkeit“, sagte Opa. „Sie geht immer rundherum, wie die Wolle um die Stricknadel.“
*Wenn jemand freundlich zu dir ist, gib die Freundlichkeit weiter.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Der Elf, der nicht pfeifen konnte",
    summary: "Alle Elfen am Nordpol können pfeifen, nur Fenchel nicht, bis ein ängstliches junges Rentier einen sanfteren Klang braucht.",
    ageGroup: "4 bis 8 Jahre",
    content: `Am Nordpol pfiffen alle. Die Spielzeugmacher pfiffen beim Hämmern. Die Bäcker pfiffen beim Rühren. Sogar der Weihnachtsmann pfiff ein fröhliches Lied, wenn er seine Liste durchging. Und wenn es Zeit war, die Rentiere von den verschneiten Weiden hereinzurufen, steckten die Stall-Elfen zwei Finger in den Mund und pfiffen einen langen, hellen Pfiff, der über das Eis schallte: Wiiiii-uu!
Alle pfiffen, nur Fenchel nicht.
Fenchel hatte alles ausprobiert. Er hatte die Lippen gespitzt wie ein Goldfisch. Er hatte durch die Zähne gepfiffen, aber das zischte nur wie ein undichter Wasserkessel. Er hatte es mit zwei Fingern versucht, dann mit vier und einmal sogar mit einem ganzen Handschuh, was überhaupt nicht half.
„Übe einfach weiter“, sagten seine Freunde freundlich. „Das kommt schon noch.“
Aber es kam nicht. Fenchel pustete und pustete, bis seine Backen rund wie Äpfel waren, und heraus kam nur Luft.
**Der Summ-Elf**
Fenchel arbeitete im Rentierstall. Er bürstete das Fell und füllte die Heunetze. Er liebte die Rentiere, und die Rentiere liebten ihn. Natürlich pfiff er sie nie an. Stattdessen summte er bei der Arbeit: tiefe, langsame, brummige Melodien, die aus seinen Stiefeln zu kommen schienen.
Das jüngste Rentier, ein schüchternes kleines Rentiermädchen namens Klee, mochte das Summen am allerliebsten. Immer wenn Fenchel summte, lehnte Klee ihre weiche Nase an seine Schulter und schloss die Augen.
**Heiligabend**
An Heiligabend war der Stall voller Lärm. Elfen flitzten mit Geschirr und Glöckchen umher. Aus jeder Ecke gellten Pfiffe. „Rentiere, aufstellen!“, riefen die Stall-Elfen. Wiiiii-uu! Wiiiii-uu!
Die Rentiere trabten an ihre Plätze. Aber Klee, die zum allerersten Mal den Schlitten ziehen sollte, erschrak vor dem ganzen Lärm. Sie wich in die Ecke ihrer Box zurück und wollte nicht herauskommen.
„Lauter pfeifen!“, sagte jemand. Die Elfen pfiffen lauter. Klee drückte sich an die Wand und zitterte.
„Die Zeit wird knapp“, sagte der Weihnachtsmann sanft, „und ohne sie können wir nicht los.“
Fenchels Herz klopfte. Er konnte nicht pfeifen. Das wusste jeder. Aber er kannte Klee.
Er ging in die Box und setzte sich ins Stroh. Dann fing er an zu summen, tief und langsam, dieselbe brummige Melodie, die er jeden Morgen summte.
Im Stall wurde es still. Einer nach dem anderen ließen die Elfen die Hände sinken. Klees Ohren zuckten. Ihr Zittern hörte auf. Nach einem Moment trat sie nach vorn und legte ihre Nase auf Fenchels Schulter, so wie immer.
Immer noch summend führte Fenchel sie aus der Box, die lange Reihe der Laternen entlang und bis an ihren Platz vor dem Schlitten. Er schloss ihr Geschirr so behutsam, wie man eine Decke feststeckt.
„Na so was“, sagte der Weihnachtsmann, und seine Augen funkelten. „Heute Nacht brauchte der Nordpol wohl einen Summer.“
**Ein ganz eigener Klang**
Der Schlitten stieg in den Sternenhimmel, und Klees Glöckchen klangen hell. Als er davonflog, hörte Fenchel etwas durch die kalte Luft herabschweben. Es war der Weihnachtsmann, der genau dieselbe Melodie summte.
Nach Weihnachten machten die Elfen einen neuen Plan. Im Stall sollte es eine Ruhige Ecke für nervöse Rentiere geben, und Fenchel sollte sich darum kümmern. Ein paar jüngere Elfen baten ihn sogar, ihnen das Summen beizubringen.
Fenchel übt das Pfeifen immer noch ab und zu. Manchmal schafft er ein winziges Piepsen, und alle jubeln. Aber er macht sich keine Sorgen mehr darum. Er hat einen ganz eigenen Klang, und genau der wurde gebraucht.
*Du musst nicht so sein wie alle anderen: Deine eigene Art ist vielleicht genau das, was jemand braucht.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "Die Nacht, in der der Schnee sang",
    summary: "An Heiligabend ist Ada viel zu aufgeregt zum Schlafen, bis Oma ihr zeigt, wie man dem leisesten Lied der Welt zuhört.",
    ageGroup: "3 bis 8 Jahre",
    content: `Es war Heiligabend, und Ada konnte nicht schlafen.
Sie hatte sich die Zähne geputzt. Sie hatte ihren Strumpf ans Fußende ihres Bettes gehängt. Sie hatte eine Geschichte gehört, und dann noch eine, und dann noch eine. Aber ihre Augen wollten einfach nicht zubleiben. Immer wieder sprangen sie auf, wie zwei kleine Fenster, um nachzusehen, ob Weihnachten schon da war.
Oma kam und setzte sich auf die Bettkante. Draußen fiel Schnee, weich und langsam, an der Straßenlaterne vorbei.
„Soll ich dir ein Geheimnis verraten?“, flüsterte Oma. „Wenn man an Heiligabend ganz, ganz still ist, kann man den Schnee singen hören.“
Ada setzte sich auf. „Schnee kann doch nicht singen.“
„Nicht laut“, sagte Oma. „Er singt das leiseste Lied der Welt. Du musst mit deinem ganzen Körper zuhören. Leg dich hin, mach die Augen zu und atme langsam. Ein, und aus.“
Ada legte sich hin. Sie machte die Augen zu. Sie atmete ein, und aus.
**Zuhören**
Zuerst hörte Ada nur ganz gewöhnliche Geräusche. Die Uhr, die im Flur tickte. Die Katze, die sich unten auf dem Teppich im Kreis drehte. Das Tick, tick, tick der Heizung, die abkühlte.
„Hör weiter zu“, sagte Oma leise.
Ada atmete ein, und aus. Und dann hörte sie es, unter all den anderen Geräuschen: ein Wispern. Ein weiches, federleichtes Wispern, so sanft wie eine Seite, die in einem Buch umgeblättert wird. Schneeflocken berührten das Fenster, eine nach der anderen, und jede flüsterte dasselbe kleine Wort.
Psst. Psst. Psst.
„Ich kann es hören“, hauchte Ada.
„Der Schnee singt die ganze Stadt in den Schlaf“, sagte Oma. „Hör mal, wohin sein Lied wandert.“
**Das Lied des Schnees**
Also hörte Ada zu und folgte dem Lied in Gedanken.
Es wehte über den Garten, wo ein Rotkehlchen tief im Efeu saß, die Federn aufgeplustert wie ein warmer Mantel. Psst, sang der Schnee, und das Rotkehlchen steckte den Kopf unter den Flügel.
Es schwebte über den Park, wo der Teich glatt und silbern zugefroren war und die Enten in einer Reihe am Ufer schliefen. Psst, sang der Schnee, und die Enten träumten ihre glücklichen Ententräume.
Es legte sich auf die Dächer, eins nach dem anderen: auf die Bäckerei und die Bücherei und die kleinen Häuser mit zugezogenen Vorhängen, in denen andere Kinder wach lagen, genau wie Ada. Psst, sang der Schnee, und eins nach dem anderen bekamen sie schwere Augen.
Es sang für den Fuchs, der sich unter der Hecke zusammengerollt hatte, für die Kühe im warmen Stall hinter dem Hügel und für die hohen Tannen, die ihre Zweige ausstreckten, um es aufzufangen.
Dann stieg das Lied höher, an den Schornsteinen und Wolken vorbei, bis hinauf zu den leuchtenden Sternen. Und weit, weit weg, so leise, dass Ada nicht sicher war, ob sie es überhaupt gehört hatte, klingelten winzige Schlittenglöckchen.
**Weihnachtsmorgen**
Adas Atem wurde langsam und tief. Ihre Hände waren warm unter der Decke. Oma zog ihr die Decke bis zum Kinn und gab ihr einen Kuss auf den Kopf.
„Gute Nacht, mein Schatz“, flüsterte sie. „Frohe Weihnachten.“
Ada antwortete nicht. Sie schlief tief und fest, und der Schnee sang immer noch.
Am Morgen war die ganze Welt weiß und neu und glitzerte. Am Fußende des Bettes hing ein prall gefüllter Strumpf. Und auf dem Fenster, genau da, wo die Schneeflocken die ganze Nacht geflüstert hatten, hatte jemand einen kleinen, lächelnden Stern in die Eisblumen gemalt.
*In den leisesten Momenten steckt oft das größte Wunder.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    ...EN_CRAFTS[0]!,
    title: "Papierketten-Countdown",
    description:
      "Bastle eine gestreifte Papierkette mit einem Ring für jeden Tag bis Weihnachten. Jeden Morgen nimmst du einen Ring ab und findest die kleine Überraschung, die innen draufsteht.",
    materials: [
      "2 Blätter Tonpapier oder dünner Karton (A4) in zwei verschiedenen Farben",
      "Ein Lineal und ein Bleistift",
      "Eine Kinderschere",
      "Ein Klebestift oder Klebefilm",
      "Filzstifte oder Wachsmalstifte",
      "Ein Band oder ein Stück Schnur zum Aufhängen",
    ],
    steps: [
      "Zeichne mit Lineal und Bleistift auf jedes Blatt der Länge nach Linien im Abstand von 2,5 cm, bis es ganz mit langen Streifen bedeckt ist.",
      "Schneide an den Linien entlang lange Streifen aus und schneide dann jeden Streifen in der Mitte durch. Aus zwei Blättern bekommst du 32 kurze Streifen, du brauchst 24.",
      "Nummeriere die Streifen von 1 bis 24, einen für jeden Tag vom 1. Dezember bis Heiligabend. Wechsle dabei die Farben ab, damit die Kette gestreift wird.",
      "Schreib oder mal auf die Rückseite jedes Streifens eine kleine Überraschung für diesen Tag: einen Witz, ein Lied zum Singen oder etwas Nettes, das ihr tun könnt. Ein Erwachsener kann die Wörter schreiben, während du malst.",
      "Fang mit Streifen 24 an. Bieg ihn zu einem Ring, mit der Zahl außen und der Überraschung innen, leg die Enden übereinander und klebe sie zusammen.",
      "Fädle Streifen 23 durch den Ring und schließe ihn genauso. Mach immer so weiter bis zu Streifen 1 und halte jeden neuen Ring ein paar Sekunden fest, bis der Kleber hält.",
      "Binde das Band an Ring 24 und häng die Kette auf, wo alle sie sehen können. Nehmt jeden Morgen den untersten Ring ab, lest die Überraschung und macht sie zusammen. Wenn der letzte Ring ab ist, ist Heiligabend!",
    ],
    grownUpNote:
      "Für diese Bastelei reicht eine Kinderschere. Wenn ihr die Ringe statt mit Kleber mit einem Tacker schließt, sollte ein Erwachsener tackern und übrige Klammern von kleinen Kindern fernhalten.",
  },
  {
    ...EN_CRAFTS[1]!,
    title: "Duftorangen mit Nelken",
    description:
      "Steck Gewürznelken in Streifen, Spiralen oder Sternen in eine Orange und mach daraus einen würzig duftenden Schmuck. Häng sie an einem Band auf, und das ganze Zimmer duftet nach Weihnachten.",
    materials: [
      "2 oder 3 kleine, feste Orangen (Clementinen gehen auch)",
      "Ein kleines Glas ganze Gewürznelken: 30 g reichen für zwei Orangen",
      "Ein Zahnstocher oder eine stumpfe Stricknadel",
      "Schmales Geschenkband, etwa 60 cm pro Orange",
      "Klebeband oder Malerkrepp und eine Stecknadel für den Erwachsenen",
      "Ein Tablett oder ein Teller, der den Saft auffängt",
    ],
    steps: [
      "Wasch die Orangen und trockne sie ab. Wickle einen Streifen Klebeband wie einen Gürtel um die Mitte jeder Orange: So bleibt dort ein freier Weg für das Band.",
      "Überleg dir ein Muster. Streifen von oben nach unten sind am einfachsten; eine Spirale, ein Stern oder dein Anfangsbuchstabe brauchen etwas mehr Geduld.",
      "Stich mit dem Zahnstocher ein kleines Loch in die Schale und drück dann eine Nelke am Stiel hinein, so dass nur ihr runder Kopf herausschaut. Wenn du zuerst ein Loch machst, tun die Daumen nicht weh.",
      "Mach so weiter, mit etwa einer Fingerbreite Abstand zwischen den Nelken. Wenn die Schale reißt, lass eine Lücke und fang ein Stück weiter wieder an.",
      "Wenn dein Muster fertig ist, zieh das Klebeband ab. Bitte einen Erwachsenen, das Band entlang des freien Weges um die Orange zu binden, unten zu kreuzen und oben zu einer Schlaufe zu knoten.",
      "Häng deine Duftorange an einen kühlen, luftigen Ort, zum Beispiel an einen Fenstergriff oder eine Türklinke, oder leg mehrere in eine Schale. Drück ab und zu sanft darauf, um den Duft zu riechen.",
      "In den nächsten Wochen trocknet sie langsam und schrumpft. Solche Duftkugeln hat man schon vor Hunderten von Jahren gemacht, damit es in den Zimmern gut riecht. Deine gehört also zu einer sehr alten Weihnachtstradition.",
    ],
    grownUpNote:
      "Nelken sind klein und hart: Halte sie von Kindern unter drei Jahren fern, die sie in den Mund stecken könnten. Manche Kinder spüren, dass das Nelkenöl in kleinen Schnitten brennt, deshalb danach die Hände waschen. Wenn die Orange nach ein, zwei Wochen schimmelt (das kann in einer warmen, feuchten Küche passieren), kommt sie auf den Kompost.",
  },
  {
    ...EN_CRAFTS[2]!,
    title: "Vogelfutter-Zapfen",
    description:
      "Füll einen Kiefernzapfen mit Körnern und reinem Fett, als Wintersnack für die Gartenvögel. Dann häng ihn auf und schau, wer zu Besuch kommt.",
    materials: [
      "Ein großer, trockener, geöffneter Kiefernzapfen",
      "Etwa 60 cm Gartenschnur oder Bindfaden",
      "100 g Rindertalg, Schweineschmalz oder reines Pflanzenfett wie Kokosfett, zimmerwarm",
      "150 g Körnermischung für Wildvögel",
      "Eine Schüssel, eine Gabel und ein Löffel",
      "Ein Teller oder ein Tablett",
    ],
    steps: [
      "Binde die Schnur am breiten Ende fest zwischen die Schuppen des Zapfens und mach einen guten Knoten. Lass ein langes Ende mit einer Schlaufe zum Aufhängen übrig.",
      "Gib das Fett in die Schüssel und zerdrück es mit der Gabel, bis es weich und cremig ist. Wenn es zu hart ist, stell es eine Weile in ein warmes Zimmer.",
      "Schütte die Körner dazu und misch alles, bis jedes Korn mit Fett überzogen ist. Mit sauberen Händen zu matschen klappt gut, und es ist herrlich klebrig!",
      "Drück die Mischung mit dem Löffel oder den Fingern in die Lücken zwischen den Schuppen, bis ganz nach oben zur Spitze.",
      "Streu ein paar Körner extra auf den Teller und roll den Zapfen darin, damit keine klebrigen Stellen mehr frei sind.",
      "Leg den Zapfen für eine Stunde in den Kühlschrank, oder an einem frostigen Tag nach draußen, bis das Fett fest ist.",
      "Häng ihn an einen Ast oder ein Vogelhäuschen, nur einen kleinen Hüpfer von einem Busch oder Baum entfernt, in dem sich Vögel verstecken können, aber nicht direkt neben ein Versteck, in dem eine Katze lauern könnte.",
      "Schau ganz leise vom Fenster aus zu. Mal oder schreib auf, welche Vögel vorbeikommen, und stell ihnen auch eine flache Schale mit frischem Wasser hin.",
      "Bastle einen neuen Zapfen, wenn dieser leer ist. Bei mildem Wetter kann das Fett weich und alt werden, deshalb nimm Reste nach ein, zwei Wochen ab.",
    ],
    grownUpNote:
      "Verwende nur reines Fett und Vogelfutter. Niemals Bratenfett, Margarine oder Öl nehmen und nichts Salziges wie gesalzene Nüsse, Chips oder Speck: Salz und Bratensaft schaden Vögeln. Ein Erwachsener sollte den Zapfen hoch aufhängen. Viele Körnermischungen enthalten Erdnüsse, deshalb bei einer Nussallergie in der Familie auf die Packung schauen und danach gründlich die Hände waschen.",
  },
];

/** Door 7. */
export const ADVENT_RECIPE: AdventRecipe = {
  ...EN_RECIPE,
  title: "Zimt-Sternplätzchen",
  description:
    "Knusprige Butterplätzchen in Sternform mit Zimt und einem dünnen weißen Guss, wie Raureif in einer Sternennacht. Anders als die klassischen Zimtsterne aus Mandeln und Eischnee sind sie ganz ohne Nüsse. Zusätzlich 30 Minuten zum Kühlen des Teigs einplanen und etwa 30 Minuten, in denen die Sterne vor dem Glasieren abkühlen.",
  yield: "Ergibt etwa 30 Sterne",
  ingredients: [
    "250 g Weizenmehl (Type 405) und etwas Mehl zum Ausrollen",
    "2 TL gemahlener Zimt",
    "1 Prise Salz",
    "150 g weiche Butter",
    "100 g feiner Zucker",
    "1 Ei (Größe M)",
    "1 TL Vanilleextrakt",
    "Für den Guss: 120 g Puderzucker und etwa 1½ EL Wasser oder Milch",
  ],
  steps: [
    "Die weiche Butter und den Zucker in einer großen Schüssel mit einem Kochlöffel etwa 3 Minuten hell und cremig rühren. Wenn ihr euch abwechselt, geht es leichter.",
    "Das Ei und die Vanille unterrühren, bis alles glatt ist.",
    "Mehl, Zimt und Salz dazugeben und rühren, bis die Masse krümelig wird, dann mit den Händen zu einer Teigkugel zusammendrücken.",
    "Den Teig zu einer dicken Scheibe flach drücken, einwickeln und 30 Minuten in den Kühlschrank legen, damit er sich leichter ausrollen lässt und im Ofen seine Form behält.",
    "Während der Teig kühlt, heizt ein Erwachsener den Backofen auf 180 °C Ober-/Unterhitze (160 °C Umluft) vor, und ihr legt zwei Backbleche mit Backpapier aus.",
    "Den Teig auf einer leicht bemehlten Arbeitsfläche etwa 5 mm dick ausrollen. Mit einem Sternausstecher (7–8 cm) Sterne ausstechen und mit etwas Abstand auf die Bleche legen. Die Reste zusammendrücken, wieder ausrollen und weitere Sterne ausstechen.",
    "10–12 Minuten backen und die Bleche nach der Hälfte der Zeit tauschen, bis die Ränder gerade goldgelb werden. Die Sterne 5 Minuten auf den Blechen lassen, dann auf ein Kuchengitter legen und ganz abkühlen lassen.",
    "Das Wasser nach und nach unter den Puderzucker rühren, bis der Guss glatt und flüssig ist, ungefähr wie dicke Sahne. Mit einem Pinsel oder Löffel eine dünne Schicht auf jeden kalten Stern streichen und etwa 30 Minuten fest werden lassen.",
    "Die Plätzchen in einer gut schließenden Dose bis zu einer Woche aufbewahren. Ein paar davon in einem Glas mit Schleife sind ein schönes Geschenk.",
  ],
  grownUpNote:
    "Um den Ofen und die heißen Bleche kümmert sich ein Erwachsener; Kinder können rühren, ausrollen, ausstechen und glasieren. Der rohe Teig enthält rohes Ei und ungebackenes Mehl, deshalb wird erst genascht, wenn die Sterne gebacken sind.",
};

/** Door 10: played in the site's Christmas trivia quiz. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  ...EN_CHALLENGE,
  title: "Quiz-Sterne-Challenge",
  description:
    "Spiel unser Weihnachtsquiz und versuch, ein Stern-Ergebnis zu schaffen. Wähle bei jeder Frage A, B, C oder D, und nach jeder Antwort erfährst du etwas Überraschendes.",
  goal: "Beantworte mindestens 6 der 8 Fragen richtig, dann lobt dich das Quiz für dein Weihnachtswissen. Für einen Superstern schaffst du alle 8 und wirst zum echten Weihnachtsprofi!",
  tips: [
    "Lies jede Antwort, bevor du dich entscheidest: Manche sind nur zum Kichern da.",
    "Nicht sicher? Streich zuerst die Antworten, die bestimmt falsch sind, und wähl dann aus den übrigen.",
    "Lies nach jeder Frage die Erklärung. Wenn du noch einmal spielst, helfen dir diese Fakten.",
    "Jüngere Kinder können sich mit einem Erwachsenen oder einem großen Bruder oder einer großen Schwester zusammentun und die Fragen abwechselnd vorlesen.",
    "Du kannst so oft spielen, wie du möchtest. Mach einfach weiter, bis du deinen Stern hast.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  ...EN_DEED,
  title: "Versteckte Zettel mit lieben Worten",
  description:
    "Schreib kleine Zettel voller lieber Worte und versteck sie im Haus, damit deine Familie sie findet. Eine kleine Überraschung, die jemandem den ganzen Tag verschönern kann.",
  steps: [
    "Schneide Papier in Stücke, ungefähr so groß wie deine Hand, oder nimm Haftnotizen. Mach mindestens einen Zettel für jeden in deiner Familie.",
    "Schreib oder mal auf jeden Zettel etwas Liebes für eine Person: was du an ihr magst, ein Danke für etwas, das sie getan hat, oder ein fröhliches Bild. Wenn du noch schreiben lernst, sag einem Erwachsenen die Wörter und mal das Bild selbst.",
    "Falte jeden Zettel und schreib den Namen der Person außen drauf.",
    "Versteck die Zettel dort, wo sie gefunden werden: in einer Jackentasche, unter einem Kopfkissen, in einem Hausschuh, in einem Lieblingsbuch oder am Badezimmerspiegel.",
    "Verrat nichts, und achte dann auf das Lächeln, wenn die Zettel gefunden werden.",
    "Willst du weitermachen? Versteck bis Weihnachten jeden Tag einen neuen Zettel.",
  ],
};
