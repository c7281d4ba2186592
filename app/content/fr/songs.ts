import { FEATURED_SONGS as EN, type Song } from "../songs";

/**
 * The songs page's six carols in French. None of them was written in French, and the well-known French singing
 * versions are either under copyright or of authorship we cannot vouch for, so every excerpt here is our own plain
 * French translation of the public-domain original words (English, or German for "O Tannenbaum" and "Stille
 * Nacht"), as each card says. Age groups stay as in English (the interface translates them).
 */
export const FEATURED_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    title: "Jingle Bells",
    artist: "James Lord Pierpont",
    location: "Massachusetts, États-Unis",
    year: "1857",
    description: "Une chanson de promenade en traîneau au galop, qui donne envie à tout le monde de taper des mains, des pieds et de faire sonner les grelots.",
    tags: ["Entraînante", "À chanter ensemble", "Classique"],
    lyrics: ["Grelots, grelots,", "Sonnez tout du long !", "Oh, quel plaisir de glisser", "En traîneau tiré par un cheval !"],
    funFact:
      "En décembre 1965, deux astronautes ont joué Jingle Bells avec un minuscule harmonica et des grelots à bord de Gemini 6 : c'est l'une des premières chansons jouées dans l'espace. En France, on la chante souvent sous le titre « Vive le vent », avec d'autres paroles ; celles-ci sont notre propre traduction simple des paroles anglaises.",
  },
  {
    ...EN[1]!,
    title: "Deck the Halls",
    artist: "Mélodie galloise traditionnelle, paroles anglaises de Thomas Oliphant",
    location: "Pays de Galles, Royaume-Uni",
    year: "1862",
    description: "Une chanson joyeuse pour décorer la maison, pleine de houx, de chants et de refrains « fa la la » tout gais.",
    tags: ["Festive", "Pour décorer", "À chanter ensemble"],
    lyrics: ["Ornons la maison de branches de houx,", "Fa la la la la, la la la la !", "C'est le temps d'être joyeux,", "Fa la la la la, la la la la !"],
    funFact:
      "La mélodie est bien plus ancienne que les paroles : elle vient d'une chanson galloise du Nouvel An, « Nos Galan », chantée il y a des centaines d'années. Les paroles ici sont notre propre traduction simple des paroles anglaises.",
  },
  {
    ...EN[2]!,
    title: "We Wish You a Merry Christmas",
    artist: "Chant traditionnel anglais",
    location: "Sud-ouest de l'Angleterre",
    year: "XVIe siècle",
    description: "La chanson que les chanteurs de Noël entonnaient sur le pas des portes, pour souhaiter un joyeux Noël à tous et réclamer une douceur.",
    tags: ["De porte en porte", "Joyeuse", "Facile"],
    lyrics: [
      "Nous vous souhaitons un joyeux Noël,",
      "Nous vous souhaitons un joyeux Noël,",
      "Nous vous souhaitons un joyeux Noël",
      "Et une bonne année !",
    ],
    funFact:
      "Le « figgy pudding » que réclament les chanteurs était un pudding cuit à la vapeur, plein de figues et de fruits secs, un peu comme le Christmas pudding d'aujourd'hui. Les paroles ici sont notre propre traduction simple des paroles anglaises.",
  },
  {
    ...EN[3]!,
    title: "Mon beau sapin (O Tannenbaum)",
    artist: "Chant traditionnel allemand, paroles d'Ernst Anschütz",
    location: "Leipzig, Allemagne",
    year: "1824",
    description: "Une chanson douce qui fait l'éloge du sapin, cet arbre qui reste vert tout l'hiver.",
    tags: ["Douce", "Pour décorer le sapin", "Allemande"],
    // Our own plain translation of Anschütz's 1824 German words (public domain), not the French singing version.
    lyrics: ["Ô sapin, ô sapin,", "Que tes aiguilles sont fidèles !", "Tu n'es pas vert seulement l'été,", "Mais aussi l'hiver, quand il neige."],
    funFact:
      "En allemand, elle s'appelle « O Tannenbaum », ce qui veut dire « Ô sapin ». C'était d'abord une chanson populaire sur un arbre fidèle, devenue plus tard un chant de Noël. En France, on la chante sous le titre « Mon beau sapin », avec d'autres paroles ; celles-ci sont notre propre traduction simple du texte allemand de 1824.",
  },
  {
    ...EN[4]!,
    title: "Douce nuit (Stille Nacht)",
    artist: "Joseph Mohr et Franz Xaver Gruber",
    location: "Oberndorf, Autriche",
    year: "1818",
    description: "Un chant calme et paisible comme une berceuse, parfait pour se détendre le soir du 24 décembre.",
    tags: ["Berceuse", "Paisible", "Avant de dormir"],
    // Our own plain translation of Joseph Mohr's 1818 German words (public domain), not a French singing version.
    lyrics: ["Nuit silencieuse, nuit sainte,", "Tout dort, seul veille encore", "Le couple tendre et saint,", "Doux enfant aux cheveux bouclés,"],
    funFact:
      "Il a été chanté pour la première fois la nuit de Noël 1818, dans une petite église autrichienne, au son d'une guitare, et il a depuis été traduit dans des centaines de langues. Les paroles ici sont notre propre traduction simple du texte allemand de Joseph Mohr.",
  },
  {
    ...EN[5]!,
    title: "Joy to the World",
    artist: "Isaac Watts, musique arrangée par Lowell Mason",
    location: "Angleterre et Boston, États-Unis",
    year: "1719 / 1839",
    description: "Un chant lumineux, plein de cloches, qui sonne comme une fête dès la première note.",
    tags: ["Joyeux", "Chorale", "Classique"],
    lyrics: ["Joie sur la terre, le Seigneur est venu !", "Que la terre accueille son Roi ;", "Que chaque cœur lui fasse une place,", "Et que le ciel et la nature chantent,"],
    funFact:
      "Isaac Watts ne l'avait pas du tout écrit comme un chant de Noël : c'était d'abord un poème inspiré du psaume 98, et la célèbre mélodie a été assemblée plus de cent ans plus tard. Les paroles ici sont notre propre traduction simple des paroles anglaises.",
  },
];

/**
 * Whole-collection links on the songs page. The encyclopedia title stays English because the link is built for the
 * English encyclopedia (lib/external-search.ts); the French article is "Chant de Noël".
 */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "chants de Noël traditionnels pour enfants",
  encyclopediaTitle: "Christmas carol",
} as const;
