import { FEATURED_STORIES as EN_STORIES, STORY_COLLECTIONS as EN_COLLECTIONS, type Story, type StoryCollection } from "../stories";

/**
 * The stories page in German: the two collections and the three featured stories, retold for reading aloud (same
 * markup: **heading**, *moral*). Names stay as in English except Flurry, who becomes Flocki, and Maple Street,
 * which becomes Ahornstraße.
 */
export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    ...EN_COLLECTIONS[0]!,
    title: "Geschichten von den Rentieren des Weihnachtsmanns",
    description:
      "Lerne die neun Rentiere kennen, die den Schlitten des Weihnachtsmanns ziehen: Wer ist am schnellsten, wer am lustigsten, und wer traut sich als Erstes in einen Schneesturm?",
    readTime: "3–5 Minuten",
  },
  {
    ...EN_COLLECTIONS[1]!,
    title: "Geschichten aus dem Dorf am Nordpol",
    description:
      "Mach einen Spaziergang durch das verschneite Dorf, in dem die Elfen wohnen und arbeiten, von der geschäftigen Spielzeugwerkstatt bis zur warmen, gemütlichen Backstube.",
    readTime: "5–8 Minuten",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "Die Schneeflocke, die helfen wollte",
    summary: "Die winzige Schneeflocke Flocki ist sicher, dass sie zu klein ist, um wichtig zu sein, bis Heiligabend ihr das Gegenteil beweist.",
    ageGroup: "3 bis 6 Jahre",
    content: `Hoch über dem Nordpol, in einer weichen grauen Wolke, wohnte eine Schneeflocke namens Flocki. Sie hatte sechs glitzernde Zacken und glänzte wie ein winziger Spiegel, aber sie war die kleinste Schneeflocke in der ganzen Wolke.
Jeden Winter erzählten die großen Schneeflocken von ihren wichtigen Aufgaben. „Ich lande auf einem Berggipfel“, sagte die eine. „Ich helfe, einen Schneemann zu bauen“, sagte eine andere. Flocki hörte zu und seufzte. „Was kann eine so kleine Schneeflocke wie ich schon tun?“
**Heiligabend**
An Heiligabend wurde die Wolke schwer, und eine Schneeflocke nach der anderen begann zu fallen. Flocki purzelte und wirbelte durch die kalte Nachtluft. Tief unter sich sah sie die Lichter vom Dorf des Weihnachtsmanns, die golden und rot leuchteten.
Unten im Stall machte sich der Weihnachtsmann Sorgen. Dichter Nebel war aufgezogen, und die Rentiere konnten die Startbahn nicht sehen. „Wenn wir nicht sehen, wohin wir fliegen“, sagte er, „können wir gar nicht erst abheben.“
Flocki hörte ihn, als sie vorbeischwebte. Sie hatte eine Idee. Sie rief allen Schneeflocken um sich herum zu: „Freunde! Lasst uns zusammen an den Rändern der Startbahn landen, da, wo die Laternen auf uns scheinen können!“
„Du bist viel zu klein, um uns anzuführen“, lachte eine große Schneeflocke. Aber Flocki rief immer weiter, und langsam, eine nach der anderen, folgten ihr die Schneeflocken. Sie ließen sich in zwei langen, ordentlichen Reihen links und rechts der Startbahn nieder.
**Ein Weg aus Licht**
Als das Laternenlicht sie berührte, geschah etwas Wunderbares. Tausende winziger Schneeflocken funkelten auf einmal, wie zwei Flüsse aus Sternen, die sich in den Nebel hinein erstreckten.
„Schaut!“, rief der kleinste Elf. „Ein Weg aus Licht!“
Der Weihnachtsmann lächelte und schüttelte die Zügel. Die Rentiere galoppierten den glitzernden Weg entlang und sprangen in den Himmel, und die Schlittenglocken bimmelten davon in die Nacht.
Als der Weihnachtsmann über die Startbahn flog, schaute er hinunter und tippte an seine Mütze. Flocki war sich irgendwie sicher, dass er genau ihr zulächelte.
**Am nächsten Morgen**
Am Weihnachtsmorgen fanden die Elfen einen Zettel an der Stalltür. Darauf stand: „Danke an jede Schneeflocke, die uns den Weg geleuchtet hat. Auch das kleinste Licht kann den größten Schlitten führen.“
Flocki leuchtete so hell, dass die großen Schneeflocken blinzeln mussten. Sie hatte gelernt, dass klein sein nie dasselbe ist wie unwichtig sein. Man brauchte nur eine gute Idee, eine mutige Stimme und Freunde, die bereit waren, gemeinsam zu leuchten.
*Auch die kleinste Helferin kann den Weg erhellen, wenn Freunde gemeinsam leuchten.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Pip und die stumme Schlittenglocke",
    summary: "Als zwei Tage vor Weihnachten die wichtigste Schlittenglocke verstummt, lernt ein junger Elf, dass es Mut braucht, um Hilfe zu bitten.",
    ageGroup: "4 bis 8 Jahre",
    content: `Pip war der jüngste Elf im Glockenzimmer, der kleinen runden Werkstatt, in der jede Schlittenglocke am Nordpol poliert, gestimmt und an ihr Band gehängt wurde. Pip liebte das Glockenzimmer. Jeden Morgen läuteten die älteren Elfen die Glocken eine nach der anderen, und die Musik purzelte aus den Fenstern und über den Schnee.
Zwei Tage vor Weihnachten bekam Pip die allerwichtigste Aufgabe. „Bitte poliere die Leitglocke“, sagte die alte Tansy, die oberste Glockenhüterin. „Sie hängt ganz vorne am Schlitten des Weihnachtsmanns. Wenn sie läutet, wissen die Rentiere, dass es Zeit zum Fliegen ist.“
Pip hielt die große goldene Glocke so vorsichtig wie ein Vogelei. Er rieb sie, bis er seine eigenen spitzen Ohren darin sehen konnte. Dann schüttelte er sie sanft, um ihren schönen Klang zu hören.
Nichts passierte. Kein Läuten. Kein Bimmeln. Nicht einmal ein Klingeln.
**Das Geheimnis**
Pip wurde ganz flau im Bauch. Er schüttelte die Glocke noch einmal, diesmal fester. Stille. Er schaute hinein und sah, dass die kleine Metallkugel, der Klöppel, verbogen war und festsaß.
„Oh nein“, flüsterte Pip. „Die habe ich bestimmt kaputt gemacht.“
Er schämte sich zu sehr, um es jemandem zu erzählen. Stattdessen versteckte er die Glocke unter seiner Werkbank und versuchte, sie allein zu reparieren. Er probierte es mit einem Löffel. Er probierte es mit einer Zange. Er probierte es damit, sich etwas ganz fest zu wünschen. Bis zur Schlafenszeit war der Klöppel noch krummer als vorher, und Pip war so besorgt, dass er nicht einmal seinen Kakao trinken konnte.
Am nächsten Morgen summte das ganze Dorf vor Aufregung. „Wo ist die Leitglocke?“, fragten alle. „Morgen Abend fliegt der Weihnachtsmann los!“ Pips Wangen wurden so rot wie eine Stechpalmenbeere.
**Mutig genug, um zu fragen**
Am Nachmittag saß Pip allein auf den Stufen vor dem Glockenzimmer. Die alte Tansy setzte sich neben ihn und wartete. Sie sagte überhaupt nichts, und irgendwie machte es das leichter, zu reden.
„Ich habe etwas Schlimmes getan“, sagte Pip schließlich, und er erzählte ihr alles.
Die alte Tansy hörte sich die ganze Geschichte an. Dann, zu Pips Überraschung, kicherte sie. „Pip, dieser Klöppel ist schon verbogen, seit es dich gibt. Jemand hat ihn vor sechzig Jahren bei einer Schneeballschlacht fallen lassen. Er hat nur darauf gewartet, dass es endlich jemand bemerkt.“
„Dann habe ich sie gar nicht kaputt gemacht?“, fragte Pip.
„Du hast sie nicht kaputt gemacht“, sagte die alte Tansy. „Aber du hast versucht, ein schweres Problem ganz allein zu tragen, und das ist der eine Fehler, den du bitte nicht mehr machen sollst. Komm. Reparieren geht immer leichter mit mehr Händen.“
**Viele Hände**
Die alte Tansy rief die anderen Glockenhüter. Bramble erhitzte den Klöppel über dem Schmiedefeuer, bis er glühte. Juniper klopfte ihn mit einem winzigen silbernen Hammer gerade. Pip hielt die Glocke fest, und seine Hände zitterten nur ein kleines bisschen. Gemeinsam setzten sie den Klöppel wieder ein.
Dann nickte die alte Tansy Pip zu. „Du hast das Problem gefunden. Du darfst sie läuten.“
Pip hob die Leitglocke hoch und schüttelte sie. Ein klarer, heller Ton erklang, so süß und laut, dass die Rentiere im Stall die Köpfe hoben und mit den Hufen scharrten, bereit zum Losfliegen.
An Heiligabend hing die Leitglocke ganz vorne am Schlitten des Weihnachtsmanns und glänzte im Mondlicht. Als der Schlitten in den Himmel stieg, hörte Pip sie bis über die Sterne hinweg läuten. Er fand, dass es der schönste Klang war, den er je gemacht hatte, und dass er ihn nicht allein gemacht hatte.
*Um Hilfe zu bitten ist keine Schwäche, sondern ein mutiger erster Schritt, um alles wieder in Ordnung zu bringen.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "Die Lebkuchen-Landkarte",
    summary: "Zwei Cousins backen dem Weihnachtsmann eine Landkarte ihrer Stadt aus Lebkuchen und entdecken, was Nachbarn in einer verschneiten Nacht füreinander tun können.",
    ageGroup: "5 bis 10 Jahre",
    content: `Maya und ihr Cousin Leo planten ihre Überraschung für Heiligabend schon seit Wochen. Jedes Jahr stellten sie Kekse für den Weihnachtsmann hin, aber dieses Jahr wollten sie etwas Größeres machen. „Der Weihnachtsmann besucht Millionen Häuser“, sagte Maya. „Da verirrt er sich bestimmt manchmal. Lass uns ihm eine Landkarte backen!“
Also band Opa Sol am Morgen von Heiligabend seine gestreifte Schürze um, holte sein größtes Backblech heraus, und die drei machten sich an die Arbeit.
**Die Stadt wird gebacken**
Sie rollten den Lebkuchenteig so flach und breit aus wie eine Tischdecke. Leo schnitt mit einem Buttermesser die Straßen aus und hielt sich genau an die Zeichnung, die Maya gemacht hatte. Da war die Ahornstraße, in der sie wohnten. Da war die Bäckerei mit dem schiefen Schornstein, die Bücherei mit dem runden Fenster und der kleine Park mit dem Ententeich in der Mitte.
Als die Landkarte aus dem Ofen kam, duftete die ganze Küche nach Ingwer und Zimt. Maya spritzte weißen Zuckerguss auf jede Straße. Leo drückte Schokoladenlinsen auf jedes Dach. Opa Sol setzte einen winzigen Zuckerstern genau auf ihr eigenes Haus. „Damit der Weihnachtsmann weiß, wo es Kakao gibt“, sagte er und zwinkerte.
Es war die beste Landkarte, die sie je gesehen hatten. Aber als Maya die letzte Straße verzierte, runzelte sie die Stirn.
„Opa, was ist diese leere Ecke auf der Karte? Die da am Teich?“
Opa Sol schaute hin. „Da wohnt Frau Okafor. Sie ist im Herbst hergezogen.“
Leo kratzte sich am Kopf. „Da haben wir noch nie Lichter gesehen.“
**Das Haus ohne Lichter**
Nach dem Mittagessen gingen die beiden zur Ecke am Teich. Der Schnee fiel in dicken, gemütlichen Flocken. Jedes Haus in der Straße funkelte mit Lichtern, außer einem kleinen blauen Haus mit einer dunklen Veranda und einem leeren Fenster.
Maya klopfte. Die Tür ging langsam auf, und eine große Frau mit silbernen Haaren schaute zu ihnen herunter.
„Hallo“, sagte Maya. „Wir machen eine Landkarte für den Weihnachtsmann, und wir wollten Ihr Haus mit draufnehmen.“
Frau Okafor lächelte, aber ihre Augen sahen ein bisschen traurig aus. „Das ist lieb von euch. Aber ich glaube nicht, dass der Weihnachtsmann hier anhält. Meine Enkelkinder wohnen dieses Jahr weit weg, und der Schnee hat die Straßen gesperrt. Es wird ein stilles Weihnachten.“
Die beiden gingen nach Hause, ohne viel zu sagen. Dann, auf halbem Weg die Ahornstraße hinauf, blieb Leo im Schnee stehen.
„Maya“, sagte er. „Eine Landkarte ist nicht nur dafür da, Orte zu finden. Sie kann Menschen auch zeigen, wo sie dazugehören.“
**Ein neuer Plan**
Als sie zu Hause ankamen, stand der Plan. Opa Sol fand auf dem Dachboden eine übrige Lichterkette. Maya backte noch eine Ladung Lebkuchen und schnitt ein kleines blaues Haus aus. Leo bastelte eine Karte, auf der stand: „Sie sind auf unserer Landkarte, und Sie sind zum Kakao eingeladen.“
Dann erzählten sie es den Nachbarn. Herr Petrov von der Bäckerei sagte, er bringe seine berühmten Zimtschnecken mit. Die Zwillinge aus dem grünen Haus boten an, den Weg freizuschaufeln. Sogar Frau Lindqvist aus der Bücherei kam mit einer Schachtel Kerzen.
Als die Sonne unterging, stapfte die ganze Gruppe durch den knirschenden Schnee zum blauen Haus. Sie wickelten die Lichterkette um das Geländer der Veranda. Die Zwillinge fegten die Stufen, bis sie glänzten. Maya stellte das kleine Lebkuchenhaus neben die Einladung vor die Tür.
Als Frau Okafor die Tür öffnete, leuchtete die Veranda, und eine Menge lächelnder Gesichter sang ein Weihnachtslied, ein kleines bisschen schief. Sie legte die Hand aufs Herz und lachte das glücklichste Lachen, das die beiden je gehört hatten.
**Heiligabend in der Ahornstraße**
An diesem Abend war Opa Sols Küche brechend voll. Frau Okafor erzählte, wie man in der Stadt, in der sie aufgewachsen war, Weihnachten feierte, und sie brachte allen ein Klatschspiel bei, bei dem Leo so lachen musste, dass er Schluckauf bekam. Die Kakaokanne wurde dreimal nachgefüllt.
Vor dem Schlafengehen setzte Maya noch einen Zuckerstern auf die Lebkuchen-Landkarte, genau auf das kleine blaue Haus am Teich. Dann stellten die beiden die Landkarte neben die Kekse und gingen nach oben.
Am Morgen waren die Kekse weg, aber die Landkarte war noch da. Daneben lag ein Zettel in geschwungener Schrift: „Danke für die wunderbare Landkarte. Ich habe sie nicht gebraucht, um eure Stadt zu finden, aber ich habe mich sehr gefreut zu sehen, dass jedes Haus darauf leuchtet. Das ist die allerbeste Art von Landkarte.“
Maya und Leo lasen ihn zweimal. Dann rannten sie zum Fenster und schauten die Straße hinunter. Am Teich leuchtete das kleine blaue Haus immer noch.
*Die schönsten Geschenke sind die, durch die sich jemand zugehörig fühlt.*`,
  },
];
