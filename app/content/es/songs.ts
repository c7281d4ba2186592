import { FEATURED_SONGS as EN, type SONG_COLLECTION_LINKS as EN_LINKS, type Song } from "../songs";

/**
 * The songs page's six carols in Spanish. Every lyric here is our own plain Spanish translation of the carol's
 * public-domain words (English, or German for the two German carols), not a published Spanish singing version:
 * we could not be certain that the well-known Spanish versions are in the public domain. Each fun fact says so.
 */
type Texts<T> = { readonly [K in keyof T]: string };

const OWN_WORDS = "La letra de aquí es nuestra propia traducción sencilla del inglés.";

export const FEATURED_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    title: "Jingle Bells",
    location: "Massachusetts, Estados Unidos",
    description: "Una canción de trineo al galope que dan ganas de cantar dando palmas, pisotones y haciendo sonar cascabeles.",
    tags: ["Animada", "Para cantar juntos", "Clásica"],
    lyrics: ["¡Cascabeles, cascabeles,", "suenan sin parar!", "¡Qué divertido es correr", "en un trineo de un caballo!"],
    funFact: `En diciembre de 1965, dos astronautas tocaron «Jingle Bells» con una armónica diminuta y unos cascabeles a bordo de la nave Gemini 6: fue una de las primeras canciones interpretadas en el espacio. ${OWN_WORDS}`,
  },
  {
    ...EN[1]!,
    title: "Adornemos la casa (Deck the Halls)",
    artist: "Melodía tradicional galesa, letra en inglés de Thomas Oliphant",
    location: "Gales, Reino Unido",
    description: "Una canción alegre para decorar la casa, llena de acebo, villancicos y felices estribillos de «fa la la».",
    tags: ["Festiva", "Para decorar", "Para cantar juntos"],
    lyrics: ["Adornemos la casa con acebo,", "fa la la la la, la la la la,", "es el tiempo de estar contentos,", "fa la la la la, la la la la."],
    funFact: `La melodía es mucho más antigua que la letra: viene de una canción galesa de Nochevieja llamada «Nos Galan», que se cantaba hace cientos de años. ${OWN_WORDS}`,
  },
  {
    ...EN[2]!,
    title: "Te deseamos feliz Navidad",
    artist: "Villancico tradicional inglés",
    location: "West Country, Inglaterra",
    year: "Siglo XVI",
    description: "La canción que los cantores de villancicos entonaban en la puerta de las casas, deseando a todos feliz Navidad y pidiendo algo rico.",
    tags: ["De puerta en puerta", "Alegre", "Fácil"],
    lyrics: ["Te deseamos feliz Navidad,", "te deseamos feliz Navidad,", "te deseamos feliz Navidad", "¡y un feliz Año Nuevo!"],
    funFact: `El «figgy pudding» que piden los cantores era un pudin al vapor lleno de higos y frutas secas, muy parecido al pudin de Navidad de hoy. ${OWN_WORDS}`,
  },
  {
    ...EN[3]!,
    title: "Oh, abeto (O Tannenbaum)",
    artist: "Villancico tradicional alemán, letra de Ernst Anschütz",
    location: "Leipzig, Alemania",
    description: "Una canción tranquila que alaba al abeto, el árbol que sigue verde todo el invierno.",
    tags: ["Tranquila", "Para decorar el árbol", "Alemana"],
    lyrics: ["Oh, abeto, oh, abeto,", "¡qué fieles son tus hojas!", "No solo estás verde en verano,", "también en invierno, cuando nieva."],
    funFact:
      "En alemán se llama «O Tannenbaum», que quiere decir «Oh, abeto». Al principio era una canción popular sobre un árbol fiel, y solo más tarde se convirtió en canción de Navidad. La letra de aquí es nuestra propia traducción sencilla del alemán de 1824.",
  },
  {
    ...EN[4]!,
    title: "Noche de paz",
    artist: "Joseph Mohr y Franz Xaver Gruber",
    location: "Oberndorf, Austria",
    description: "Un villancico tranquilo y sereno, como una nana, perfecto para relajarse en Nochebuena.",
    tags: ["Nana", "Tranquila", "Para dormir"],
    lyrics: ["Noche callada, noche santa,", "todo duerme; solo velan", "la Madre y José junto al Niño,", "el dulce Niño de pelo rizado."],
    funFact:
      "Se cantó por primera vez en la Nochebuena de 1818, en una pequeña iglesia de Austria, acompañado de una guitarra, y desde entonces se ha traducido a cientos de idiomas. La letra de aquí es nuestra propia traducción sencilla del alemán de Joseph Mohr.",
  },
  {
    ...EN[5]!,
    title: "Alegría al mundo (Joy to the World)",
    artist: "Isaac Watts, música arreglada por Lowell Mason",
    location: "Inglaterra y Boston, Estados Unidos",
    description: "Un villancico luminoso y lleno de campanas que suena a fiesta desde la primera nota.",
    tags: ["Alegre", "Coro", "Clásica"],
    lyrics: ["¡Alegría al mundo, el Señor llegó!", "Que la tierra reciba a su Rey;", "que cada corazón le haga un lugar", "y canten el cielo y la creación."],
    funFact: `Isaac Watts no lo escribió como canción de Navidad: empezó siendo un poema basado en el Salmo 98, y la famosa melodía se formó más de cien años después. ${OWN_WORDS}`,
  },
];

/** Search words for the songs page's playlist links; the encyclopedia link opens the English article by its title. */
export const SONG_COLLECTION_LINKS: Texts<typeof EN_LINKS> = {
  playlistQuery: "villancicos tradicionales para niños",
  encyclopediaTitle: "Christmas carol",
};
