/**
 * Eight real family Christmas films (second spec document: 8 movies, claim '8+', 6 filter categories). The
 * descriptions are our own words; the posters are typographic designs drawn by features/movies/movie-poster.tsx
 * from the colours below. No studio artwork is used.
 */
export type MovieCategory = "family" | "animated" | "romantic" | "comedy" | "modern";
export type MovieFilter = "all" | MovieCategory;

/** The spec's filter buttons, in order, with their labels. */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { id: "all", label: "All Movies" },
  { id: "family", label: "Family Classics" },
  { id: "animated", label: "Animated" },
  { id: "romantic", label: "Romantic" },
  { id: "comedy", label: "Comedy" },
  { id: "modern", label: "Modern" },
];

export const MOVIE_COUNT = 8;

export interface Movie {
  id: string;
  title: string;
  year: number;
  category: MovieCategory;
  /** Our family rating out of 5. */
  rating: number;
  /** Running time in minutes. */
  duration: number;
  description: string;
  features: readonly string[];
  /** Poster design: background, accent and text colours (text contrast checked against the background). */
  poster: { from: string; to: string; accent: string; text: string; motif: "star" | "snowflake" | "tree" | "bell" | "gift" | "train" };
}

export const MOVIES: readonly Movie[] = [
  {
    id: "miracle-on-34th-street",
    title: "Miracle on 34th Street",
    year: 1947,
    category: "family",
    rating: 4.8,
    duration: 96,
    description:
      "A kindly department-store Santa says he is the real thing, and a skeptical little girl and her mother slowly begin to believe him.",
    features: ["Black-and-white classic", "About believing", "Courtroom finale"],
    poster: { from: "#1e293b", to: "#0f172a", accent: "#fbbf24", text: "#ffffff", motif: "star" },
  },
  {
    id: "the-muppet-christmas-carol",
    title: "The Muppet Christmas Carol",
    year: 1992,
    category: "family",
    rating: 4.7,
    duration: 85,
    description:
      "Dickens's story of a grumpy miser visited by three spirits, told with puppets, songs and plenty of gentle jokes.",
    features: ["Musical numbers", "Classic story", "A gentle first ghost story"],
    poster: { from: "#14532d", to: "#052e16", accent: "#fde68a", text: "#ffffff", motif: "bell" },
  },
  {
    id: "the-polar-express",
    title: "The Polar Express",
    year: 2004,
    category: "animated",
    rating: 4.6,
    duration: 100,
    description:
      "On Christmas Eve a boy who has started to doubt boards a magical steam train bound for the North Pole.",
    features: ["Magical train ride", "Based on a picture book", "Hot chocolate song"],
    poster: { from: "#1e3a8a", to: "#172554", accent: "#fcd34d", text: "#ffffff", motif: "train" },
  },
  {
    id: "arthur-christmas",
    title: "Arthur Christmas",
    year: 2011,
    category: "animated",
    rating: 4.7,
    duration: 97,
    description:
      "When one present is missed, Santa's clumsy but kind-hearted younger son sets off on a wild night-time mission to deliver it before morning.",
    features: ["High-tech North Pole", "Funny and warm", "Every child matters"],
    poster: { from: "#b91c1c", to: "#7f1d1d", accent: "#fef3c7", text: "#ffffff", motif: "gift" },
  },
  {
    id: "white-christmas",
    title: "White Christmas",
    year: 1954,
    category: "romantic",
    rating: 4.5,
    duration: 120,
    description:
      "Two entertainers and a pair of singing sisters put on a show at a snowless Vermont inn to help out their old army general.",
    features: ["Song and dance", "Sweet romance", "Snowy finale"],
    poster: { from: "#9f1239", to: "#4c0519", accent: "#e0f2fe", text: "#ffffff", motif: "snowflake" },
  },
  {
    id: "elf",
    title: "Elf",
    year: 2003,
    category: "comedy",
    rating: 4.8,
    duration: 97,
    description:
      "A very tall human raised by elves travels to New York City to find his father, spreading Christmas cheer (and syrup on spaghetti) as he goes.",
    features: ["Laugh-out-loud", "Big-city adventure", "Singing for Christmas spirit"],
    poster: { from: "#15803d", to: "#14532d", accent: "#fde047", text: "#ffffff", motif: "star" },
  },
  {
    id: "home-alone",
    title: "Home Alone",
    year: 1990,
    category: "comedy",
    rating: 4.6,
    duration: 103,
    description:
      "Accidentally left behind when his family flies away for Christmas, an eight-year-old defends the house from two bumbling burglars.",
    features: ["Slapstick traps", "Family reunion", "Best for ages 8+"],
    poster: { from: "#991b1b", to: "#450a0a", accent: "#fca5a5", text: "#ffffff", motif: "tree" },
  },
  {
    id: "klaus",
    title: "Klaus",
    year: 2019,
    category: "modern",
    rating: 4.9,
    duration: 97,
    description:
      "A spoiled postman sent to a frozen island town teams up with a reclusive toymaker, and their small acts of kindness start a legend.",
    features: ["Hand-drawn look", "How Santa began", "Kindness is catching"],
    poster: { from: "#7c2d12", to: "#431407", accent: "#fdba74", text: "#ffffff", motif: "snowflake" },
  },
];
