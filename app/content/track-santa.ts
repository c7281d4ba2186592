/** Santa facts and Santa favourites for the tracker page: our own words, for families with children. */
export interface TrackerFact {
  title: string;
  text: string;
}

export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    title: "One Very Long Night",
    text: "Santa follows midnight around the world, starting where the new day begins in the Pacific, so Christmas Eve lasts him more than a whole day.",
  },
  {
    title: "Nine Reindeer Strong",
    text: "Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner and Blitzen pull the sleigh, and Rudolph's shiny nose lights the way through the clouds.",
  },
  {
    title: "A Bottomless Sack",
    text: "The elves sew Santa's sack with a sprinkle of North Pole magic, so there is always room for one more present.",
  },
  {
    title: "Only When You're Asleep",
    text: "Santa's sleigh slows down near houses where children are still awake, so getting to bed early really does help!",
  },
  {
    title: "Weather Is No Problem",
    text: "Snow, wind or fog: the reindeer have flown through it all, and the sleigh's runners are polished every December.",
  },
  {
    title: "Snack Stops Everywhere",
    text: "Families around the world leave treats: mince pies, rice pudding, cookies and milk, and carrots for the reindeer.",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { title: "Cookie", text: "Warm gingerbread, with an extra button of icing on top." },
  { title: "Drink", text: "A cold glass of milk, or cocoa with one marshmallow on chilly rooftops." },
  { title: "Reindeer snack", text: "Crunchy carrots, one for each of the nine, with Rudolph's cut into stars." },
  { title: "Carol", text: "\u201CJingle Bells\u201D: he hums it between stops to keep the reindeer in step." },
  { title: "Color", text: "Red, of course, with a little pine green for luck." },
  { title: "Time of year", text: "Christmas Eve, when every letter he has read turns into a smile." },
];
