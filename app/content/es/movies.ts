import { MOVIE_FILTERS as EN_FILTERS, MOVIES as EN, type Movie, type MovieFilter } from "../movies";

/**
 * The Spanish film list. A title is the one the film was released under in Spain when we are sure of it (else the
 * original), and the description names the Latin American title where it differs and we are sure of it.
 */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Todas las películas" },
  { ...EN_FILTERS[1]!, label: "Clásicos familiares" },
  { ...EN_FILTERS[2]!, label: "Animación" },
  { ...EN_FILTERS[3]!, label: "Románticas" },
  { ...EN_FILTERS[4]!, label: "Comedia" },
  { ...EN_FILTERS[5]!, label: "Modernas" },
];

export const MOVIES: readonly Movie[] = [
  {
    ...EN[0]!,
    title: "De ilusión también se vive",
    description:
      "Un amable Papá Noel de unos grandes almacenes asegura que es el de verdad, y una niña muy desconfiada y su madre empiezan, poco a poco, a creerle. Su título original es «Miracle on 34th Street».",
    features: ["Clásico en blanco y negro", "Una historia sobre creer", "Un final en los tribunales"],
  },
  {
    ...EN[1]!,
    title: "Los Teleñecos en Cuento de Navidad",
    description:
      "El cuento de Dickens sobre un viejo tacaño y gruñón al que visitan tres espíritus, contado con marionetas, canciones y muchas bromas amables. En Latinoamérica se tituló «Una Navidad con los Muppets».",
    features: ["Números musicales", "Un cuento clásico", "Una primera historia de fantasmas muy suave"],
  },
  {
    ...EN[2]!,
    title: "Polar Express",
    description:
      "En Nochebuena, un niño que ha empezado a dudar sube a un mágico tren de vapor que va rumbo al Polo Norte. En Latinoamérica se tituló «El expreso polar».",
    features: ["Un viaje en tren mágico", "Basada en un libro ilustrado", "La canción del chocolate caliente"],
  },
  {
    ...EN[3]!,
    title: "Arthur Christmas: Operación regalo",
    description:
      "Cuando un regalo se queda sin entregar, el hijo pequeño de Papá Noel, torpe pero con un corazón enorme, emprende una loca misión nocturna para llevarlo antes de que amanezca.",
    features: ["Un Polo Norte de alta tecnología", "Divertida y entrañable", "Todos los niños importan"],
  },
  {
    ...EN[4]!,
    title: "Navidades blancas",
    description:
      "Dos artistas y dos hermanas cantantes montan un espectáculo en un hotel de Vermont sin nieve para ayudar a su antiguo general del ejército. En Latinoamérica se tituló «Blanca Navidad».",
    features: ["Canciones y baile", "Un romance muy dulce", "Un final nevado"],
  },
  {
    ...EN[5]!,
    title: "Elf",
    description:
      "Un humano altísimo criado por elfos viaja a Nueva York para encontrar a su padre, y va repartiendo espíritu navideño (y sirope sobre los espaguetis) por donde pasa.",
    features: ["Para reír a carcajadas", "Aventura en la gran ciudad", "Cantar para salvar la Navidad"],
  },
  {
    ...EN[6]!,
    title: "Solo en casa",
    description:
      "Su familia se va de viaje por Navidad y, sin querer, lo deja atrás: un niño de ocho años defiende la casa de dos ladrones muy torpes. En Latinoamérica se tituló «Mi pobre angelito».",
    features: ["Trampas muy cómicas", "Reencuentro familiar", "Mejor a partir de 8 años"],
  },
  {
    ...EN[7]!,
    title: "Klaus",
    description:
      "Un cartero mimado al que envían a un pueblo helado en una isla se hace amigo de un juguetero solitario, y sus pequeños gestos de bondad dan origen a una leyenda.",
    features: ["Aspecto dibujado a mano", "Cómo empezó Papá Noel", "La bondad se contagia"],
  },
];
