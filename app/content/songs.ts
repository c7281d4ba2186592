/**
 * Fifteen traditional Christmas carols, all in the public domain (words written before 1900). The first six are the
 * songs page's featured cards (FEATURED_SONGS); the other nine open behind the advent calendar's doors
 * (app/content/advent.ts). Only short lyric excerpts are shown. Listening links are searches built by
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

/** Every carol on the site: the featured six and the advent calendar's nine. */
export const SONG_COUNT = 15;
/** The songs page and the activities hub show this many cards (the spec's layout of six). */
export const FEATURED_SONG_COUNT = 6;

export const SONGS: readonly Song[] = [
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
    description: "The carollers' doorstep song, wishing everyone a merry Christmas and asking for a treat.",
    ageGroup: "Kids",
    duration: "1:45",
    tags: ["Carolling", "Cheerful", "Easy"],
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
  },  {
    id: "jolly-old-saint-nicholas",
    title: "Jolly Old Saint Nicholas",
    artist: "Words by Emily Huntington Miller, music by James R. Murray",
    location: "United States",
    year: "1865",
    description: "A child whispers a secret Christmas wish into Santa's ear in this short, sweet song that little ones learn quickly.",
    ageGroup: "Kids",
    duration: "1:40",
    tags: ["Santa", "Gentle", "Easy"],
    rating: 4.6,
    lyrics: [
      "Jolly old Saint Nicholas,",
      "Lean your ear this way!",
      "Don't you tell a single soul",
      "What I'm going to say;",
      "Christmas Eve is coming soon;",
      "Now, you dear old man,",
      "Whisper what you'll bring to me;",
      "Tell me if you can.",
    ],
    funFact:
      "The words began as a poem called 'Lilly's Secret', printed in a children's magazine, The Little Corporal, in December 1865. The tune we sing it to was published about nine years later, in 1874.",
  },
  {
    id: "up-on-the-housetop",
    title: "Up on the Housetop",
    artist: "Benjamin Hanby",
    location: "Ohio, USA",
    year: "1864",
    description: "Reindeer land on the roof and Santa climbs down the chimney with a sack of toys in this bouncy, ho-ho-ho song.",
    ageGroup: "Kids",
    duration: "1:50",
    tags: ["Santa", "Upbeat", "Sing-Along"],
    rating: 4.7,
    lyrics: [
      "Up on the housetop reindeer pause,",
      "Out jumps good old Santa Claus;",
      "Down through the chimney with lots of toys,",
      "All for the little ones' Christmas joys.",
      "Ho, ho, ho! Who wouldn't go?",
      "Ho, ho, ho! Who wouldn't go?",
    ],
    funFact:
      "It is often called the first Christmas song all about Santa Claus. Benjamin Hanby wrote it in Ohio in 1864, and the idea of reindeer on the roof probably came from the poem 'A Visit from St. Nicholas'.",
  },
  {
    id: "the-holly-and-the-ivy",
    title: "The Holly and the Ivy",
    artist: "Traditional English carol",
    location: "England",
    year: "Early 1800s",
    description: "An old folk carol about the evergreen holly and ivy, with a rolling chorus about the sun, the deer and singing in the choir.",
    ageGroup: "All Ages",
    duration: "2:40",
    tags: ["Traditional", "Folk", "Choir"],
    rating: 4.5,
    lyrics: [
      "The holly and the ivy,",
      "When they are both full grown,",
      "Of all the trees that are in the wood,",
      "The holly bears the crown:",
      "O the rising of the sun",
      "And the running of the deer,",
      "The playing of the merry organ,",
      "Sweet singing in the choir.",
    ],
    funFact:
      "The words were printed in Birmingham more than 200 years ago, but the tune most people sing was only written down in 1909, when the song collector Cecil Sharp heard a singer called Mary Clayton sing it in Chipping Campden, Gloucestershire.",
  },
  {
    id: "good-king-wenceslas",
    title: "Good King Wenceslas",
    artist: "Words by John Mason Neale, to a tune printed in 1582",
    location: "England",
    year: "1853",
    description: "A kind king and his young page tramp through deep snow to bring food and firewood to a poor neighbour.",
    ageGroup: "All Ages",
    duration: "2:45",
    tags: ["Story Song", "Kindness", "Traditional"],
    rating: 4.6,
    lyrics: [
      "Good King Wenceslas looked out",
      "On the Feast of Stephen,",
      "When the snow lay round about,",
      "Deep and crisp and even;",
      "Brightly shone the moon that night,",
      "Though the frost was cruel,",
      "When a poor man came in sight,",
      "Gath'ring winter fuel.",
    ],
    funFact:
      "Wenceslas was a real person: a duke of Bohemia, in what is now the Czech Republic, more than 1,000 years ago. He was only given the title of king after he died. The Feast of Stephen in the song is 26 December, Boxing Day.",
  },
  {
    id: "here-we-come-a-wassailing",
    title: "Here We Come A-wassailing",
    artist: "Traditional English carol",
    location: "England",
    year: "1800s",
    description: "A doorstep song for carol singers going from house to house, wishing everyone love, joy and a happy new year.",
    ageGroup: "All Ages",
    duration: "2:15",
    tags: ["Carolling", "Cheerful", "New Year"],
    rating: 4.5,
    lyrics: [
      "Here we come a-wassailing",
      "Among the leaves so green;",
      "Here we come a-wand'ring",
      "So fair to be seen.",
      "Love and joy come to you,",
      "And to you your wassail too;",
    ],
    funFact:
      "'Wassail' comes from a greeting in Old English that meant 'be well' or 'good health'. Wassailers were neighbours who went door to door singing good wishes, hoping for a warm drink or a treat in return.",
  },
  {
    id: "o-little-town-of-bethlehem",
    title: "O Little Town of Bethlehem",
    artist: "Words by Phillips Brooks, music by Lewis Redner",
    location: "Philadelphia, USA",
    year: "1868",
    description: "A hushed, starry carol that looks down on a sleeping little town on the very first Christmas night.",
    ageGroup: "All Ages",
    duration: "3:00",
    tags: ["Peaceful", "Choir", "Classic"],
    rating: 4.7,
    lyrics: [
      "O little town of Bethlehem,",
      "How still we see thee lie!",
      "Above thy deep and dreamless sleep",
      "The silent stars go by;",
      "Yet in thy dark streets shineth",
      "The everlasting Light;",
      "The hopes and fears of all the years",
      "Are met in thee tonight.",
    ],
    funFact:
      "Phillips Brooks wrote the words for the children of his Sunday school in Philadelphia. Three years earlier he had ridden on horseback to Bethlehem on Christmas Eve, and he never forgot the quiet town under the stars.",
  },
  {
    id: "the-first-noel",
    title: "The First Noel",
    artist: "Traditional English carol",
    location: "Cornwall, England",
    year: "1823",
    description: "A long, gentle story carol about the shepherds in the fields and the bright star that shone over them.",
    ageGroup: "All Ages",
    duration: "3:20",
    tags: ["Traditional", "Story Song", "Choir"],
    rating: 4.6,
    lyrics: [
      "The first Noel the angel did say",
      "Was to certain poor shepherds in fields as they lay;",
      "In fields where they lay keeping their sheep,",
      "On a cold winter's night that was so deep.",
      "Noel, Noel, Noel, Noel,",
      "Born is the King of Israel.",
    ],
    funFact:
      "'Noel' is the French word for Christmas. It comes from a Latin word for a birthday. The carol was first printed in 1823 in a small book of old carols from the west of England, but people were singing it long before that.",
  },
  {
    id: "hark-the-herald-angels-sing",
    title: "Hark! The Herald Angels Sing",
    artist: "Charles Wesley, music by Felix Mendelssohn",
    location: "England",
    year: "1739 / 1855",
    description: "A big, bright carol for singing at full voice, with a tune that sounds like a fanfare of trumpets.",
    ageGroup: "All Ages",
    duration: "3:10",
    tags: ["Joyful", "Choir", "Classic"],
    rating: 4.8,
    lyrics: [
      "Hark! the herald angels sing,",
      "\"Glory to the new-born King;",
      "Peace on earth, and mercy mild,",
      "God and sinners reconciled!\"",
      "Joyful, all ye nations, rise,",
      "Join the triumph of the skies;",
    ],
    funFact:
      "Charles Wesley's first line was 'Hark, how all the welkin rings!', and 'welkin' is an old word for the sky. The words were changed to the ones we know in 1753, and the tune comes from a piece Mendelssohn wrote in 1840 to celebrate the printing press.",
  },
  {
    id: "we-three-kings",
    title: "We Three Kings",
    artist: "John Henry Hopkins Jr.",
    location: "New York, USA",
    year: "c. 1857",
    description: "The wise men travel over fields and mountains, following a shining star, in this swaying, marching carol.",
    ageGroup: "All Ages",
    duration: "3:05",
    tags: ["Story Song", "Stars", "Classic"],
    rating: 4.6,
    lyrics: [
      "We three kings of Orient are;",
      "Bearing gifts we traverse afar,",
      "Field and fountain, moor and mountain,",
      "Following yonder star.",
      "O star of wonder, star of night,",
      "Star with royal beauty bright,",
    ],
    funFact:
      "The Bible never says how many wise men there were. People guessed there were three because they brought three gifts: gold, frankincense and myrrh.",
  },
];

/** The songs page's featured cards, in the order the page shows them. */
export const FEATURED_SONGS: readonly Song[] = SONGS.slice(0, FEATURED_SONG_COUNT);

/** Whole-collection links on the songs page: search pages for carol playlists, and an encyclopedia article. */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "traditional Christmas carols for kids",
  encyclopediaTitle: "Christmas carol",
} as const;
