/**
 * The songs page's six traditional Christmas carols, all in the public domain (words written before 1900). The advent
 * calendar's nine more are in advent-songs.ts (kept apart so these pages do not ship them); all-songs.ts lists all
 * fifteen. Only short lyric excerpts are shown. Listening links are searches built by
 * features/activities/song-card.tsx.
 */
export interface Song {
  id: string;
  title: string;
  /** Who wrote it, or where it comes from. */
  artist: string;
  /** Where the song was written or first sung. */
  location: string;
  year: string;
  description: string;
  ageGroup: "All Ages" | "Kids";
  /** mm:ss for a typical sing-through. */
  duration: string;
  tags: readonly string[];
  rating: number;
  /** Public-domain lyric excerpt, one line per entry. */
  lyrics: readonly string[];
  funFact: string;
}

/** The songs page and the activities hub show this many cards (the spec's layout of six). */
export const FEATURED_SONG_COUNT = 6;

/** The songs page's featured cards, in the order the page shows them. */
export const FEATURED_SONGS: readonly Song[] = [
  {
    id: "jingle-bells",
    title: "Jingle Bells",
    artist: "James Lord Pierpont",
    location: "Massachusetts, USA",
    year: "1857",
    description: "A galloping sleigh-ride song that makes everybody want to clap, stamp and jingle along.",
    ageGroup: "Kids",
    duration: "2:10",
    tags: ["Upbeat", "Sing-Along", "Classic"],
    rating: 4.9,
    lyrics: ["Jingle bells, jingle bells,", "Jingle all the way!", "Oh, what fun it is to ride", "In a one-horse open sleigh!"],
    funFact:
      "In December 1965 two astronauts played Jingle Bells on a tiny harmonica and sleigh bells aboard Gemini 6, making it one of the first songs performed in space.",
  },
  {
    id: "deck-the-halls",
    title: "Deck the Halls",
    artist: "Traditional Welsh melody, English words by Thomas Oliphant",
    location: "Wales, United Kingdom",
    year: "1862",
    description: "A cheerful decorating song full of holly, carols and happy 'fa la la' choruses.",
    ageGroup: "All Ages",
    duration: "1:50",
    tags: ["Festive", "Decorating", "Sing-Along"],
    rating: 4.7,
    lyrics: ["Deck the halls with boughs of holly,", "Fa la la la la, la la la la!", "'Tis the season to be jolly,", "Fa la la la la, la la la la!"],
    funFact:
      "The tune is much older than the words: it comes from a Welsh New Year's Eve song called 'Nos Galan', sung hundreds of years ago.",
  },
  {
    id: "we-wish-you-a-merry-christmas",
    title: "We Wish You a Merry Christmas",
    artist: "Traditional English carol",
    location: "West Country, England",
    year: "1500s",
    description: "The carolers' doorstep song, wishing everyone a merry Christmas and asking for a treat.",
    ageGroup: "Kids",
    duration: "1:45",
    tags: ["Caroling", "Cheerful", "Easy"],
    rating: 4.8,
    lyrics: [
      "We wish you a merry Christmas,",
      "We wish you a merry Christmas,",
      "We wish you a merry Christmas",
      "And a happy New Year!",
    ],
    funFact:
      "The 'figgy pudding' the singers ask for was a steamed pudding full of figs and dried fruit, much like a Christmas pudding today.",
  },
  {
    id: "o-christmas-tree",
    title: "O Christmas Tree",
    artist: "Traditional German carol, words by Ernst Anschütz",
    location: "Leipzig, Germany",
    year: "1824",
    description: "A gentle song praising the evergreen fir tree that stays green all winter long.",
    ageGroup: "All Ages",
    duration: "2:30",
    tags: ["Gentle", "Tree Trimming", "German"],
    rating: 4.6,
    // Our own plain translation of Anschütz's 1824 German words (public domain), not a modern singing version.
    lyrics: ["O Christmas tree, O Christmas tree,", "How faithful are your leaves!", "You're green not only in the summer,", "No, in the winter when it snows."],
    funFact:
      "In German it is called 'O Tannenbaum', which means 'O fir tree'. It was first a folk song about a faithful tree, and only later became a Christmas song. The words here are our own plain English translation of the 1824 German.",
  },
  {
    id: "silent-night",
    title: "Silent Night",
    artist: "Joseph Mohr and Franz Xaver Gruber",
    location: "Oberndorf, Austria",
    year: "1818",
    description: "A quiet, peaceful lullaby of a carol, perfect for winding down on Christmas Eve.",
    ageGroup: "All Ages",
    duration: "3:15",
    tags: ["Lullaby", "Peaceful", "Bedtime"],
    rating: 4.9,
    lyrics: ["Silent night, holy night,", "All is calm, all is bright", "Round yon Virgin Mother and Child,", "Holy Infant so tender and mild,"],
    funFact:
      "It was first sung on Christmas Eve 1818 in a small Austrian church to the sound of a guitar, and it has since been translated into hundreds of languages.",
  },
  {
    id: "joy-to-the-world",
    title: "Joy to the World",
    artist: "Isaac Watts, music arranged by Lowell Mason",
    location: "England and Boston, USA",
    year: "1719 / 1839",
    description: "A bright, bell-ringing carol that sounds like a celebration from its very first note.",
    ageGroup: "All Ages",
    duration: "2:05",
    tags: ["Joyful", "Choir", "Classic"],
    rating: 4.7,
    lyrics: ["Joy to the world, the Lord is come!", "Let earth receive her King;", "Let every heart prepare Him room,", "And heaven and nature sing,"],
    funFact:
      "Isaac Watts did not write it as a Christmas song at all: it started as a poem based on Psalm 98, and the famous tune was put together more than a hundred years later.",
  },
];

/** Whole-collection links on the songs page: search pages for carol playlists, and an encyclopedia article. */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "traditional Christmas carols for kids",
  encyclopediaTitle: "Christmas carol",
} as const;
