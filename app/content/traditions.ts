/** World Christmas traditions (second spec document, sections 2, 3 and 9): 6 countries and family ideas. */
export interface Tradition {
  id: string;
  country: string;
  tradition: string;
  description: string;
}

export interface FamilyTraditionIdea {
  title: string;
  description: string;
}

export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    id: "mexico",
    country: "Mexico",
    tradition: "Las Posadas",
    description:
      "For nine nights before Christmas, neighbors walk from house to house with candles, singing and asking for shelter, remembering Mary and Joseph's journey. Each night ends with a party, warm drinks and a star-shaped piñata.",
  },
  {
    id: "germany",
    country: "Germany",
    tradition: "Christmas Markets and Advent Calendars",
    description:
      "Town squares fill with wooden stalls selling gingerbread, roasted nuts and handmade ornaments. At home, children open one little door of an Advent calendar each day to count down to Christmas.",
  },
  {
    id: "sweden",
    country: "Sweden",
    tradition: "St. Lucia's Day",
    description:
      "On 13 December, in the darkest part of winter, a girl dressed in white with a crown of candles leads a procession of singers. Families share saffron buns called lussekatter and celebrate the return of light.",
  },
  {
    id: "philippines",
    country: "The Philippines",
    tradition: "Parols and Simbang Gabi",
    description:
      "Homes and streets glow with parols, bright star-shaped lanterns. Many families attend nine dawn services before Christmas and then share rice cakes and hot ginger tea.",
  },
  {
    id: "italy",
    country: "Italy",
    tradition: "La Befana",
    description:
      "On the night of 5 January, a kind old woman on a broomstick is said to fill children's stockings with candy. Families also set up a presepe, a nativity scene that can fill a whole room.",
  },
  {
    id: "australia",
    country: "Australia",
    tradition: "Carols by Candlelight",
    description:
      "Christmas comes in summer, so families gather in parks on warm evenings to sing carols by candlelight, then enjoy a Christmas lunch of seafood and pavlova, sometimes at the beach.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  { title: "Christmas Eve box", description: "A box opened on Christmas Eve with new pajamas, a story book and hot chocolate for a cozy night in." },
  { title: "Kindness countdown", description: "Each day in December, do one small kind thing together: a note for a neighbor, a donated toy, a thank-you card." },
  { title: "Ornament of the year", description: "Let each child choose or make one ornament every year, and tell the story of each one as you decorate the tree." },
  { title: "Lights drive", description: "Put on pajamas, pour cocoa into flasks and drive or walk around the neighborhood to vote for the best-lit house." },
  { title: "Letter to Santa night", description: "Choose one evening to write letters to Santa together, with festive music and a plate of cookies." },
  { title: "Around-the-world dinner", description: "Pick a country from this page and cook a simple dish from its Christmas table." },
];
