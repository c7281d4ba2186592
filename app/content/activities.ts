/**
 * The activities hub (second spec document, section 2 "Activities hub", section 9): its stats, character panel,
 * tips, and the six 'More Activities' with their instructions.
 */
import type { Difficulty } from "./recipes";
import type { Stat } from "./types";

export type ActivityCategory = "Baking" | "Crafts" | "Music" | "Writing";
export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = ["Baking", "Crafts", "Music", "Writing"];
export const ACTIVITY_COUNT = 6;

/** Spec section 9: the hub's stats tiles. */
export const ACTIVITY_STATS: readonly Stat[] = [
  { value: "15+", label: "Christmas Songs" },
  { value: "20+", label: "Coloring Pages" },
  { value: "8+", label: "Family Movies" },
  { value: "100%", label: "Free Fun" },
];

export interface Activity {
  id: string;
  title: string;
  category: ActivityCategory;
  difficulty: Difficulty;
  /** Minutes. */
  duration: number;
  participants: string;
  description: string;
  materials: readonly string[];
  steps: readonly string[];
  /** Which drawing the card shows. */
  image: "cookie" | "snowflake" | "ornament" | "bell" | "pencil" | "gingerbread-house";
}

export const ACTIVITIES: readonly Activity[] = [
  {
    id: "bake-santas-cookies",
    title: "Bake Cookies for Santa",
    category: "Baking",
    difficulty: "Easy",
    duration: 45,
    participants: "1–4 children with a grown-up",
    description: "Measure, stir and roll a batch of chocolate chip cookies, then pick the best ones for Santa's plate.",
    materials: ["The Santa's Favorite Cookies recipe", "Mixing bowl and wooden spoon", "Baking trays and paper", "Oven gloves (for the grown-up)"],
    steps: [
      "Wash your hands and put on an apron.",
      "Open the Santa's Favorite Cookies recipe and set out every ingredient before you start.",
      "Take turns measuring and stirring while a grown-up heats the oven.",
      "Roll the dough into balls the size of a walnut and place them on the trays.",
      "A grown-up bakes them; set a timer and watch them turn golden through the oven door.",
      "When they are cool, choose three for Santa and put them on a plate with a note.",
    ],
    image: "cookie",
  },
  {
    id: "gingerbread-house-decorating",
    title: "Gingerbread House Decorating",
    category: "Baking",
    difficulty: "Hard",
    duration: 90,
    participants: "2–6 children with a grown-up",
    description: "Build a sweet little house from gingerbread panels and decorate the roof with snowy icing.",
    materials: [
      "A batch of gingerbread dough (see Gingerbread Cookies)",
      "Card to cut a template: two walls, two gables, two roof panels",
      "Thick royal icing in a piping bag",
      "Candy, cereal and pretzels to decorate",
    ],
    steps: [
      "Draw the house panels on card: two side walls 12 × 8 cm, two end walls 10 cm wide with a pointed top, and two roof panels 14 × 9 cm.",
      "Roll out the gingerbread, lay the card panels on top and let a grown-up cut around them.",
      "Bake the panels for 12–14 minutes and leave them to cool completely on the tray so they stay flat.",
      "Pipe thick icing along the edges and press the walls together; hold them for a minute while the icing grips.",
      "Let the walls set for 30 minutes before adding the roof panels with more icing.",
      "Decorate: icicles along the roof, candy for windows and a pretzel door. Dust with icing sugar for snow.",
    ],
    image: "gingerbread-house",
  },
  {
    id: "paper-snowflakes",
    title: "Paper Snowflake Garland",
    category: "Crafts",
    difficulty: "Easy",
    duration: 30,
    participants: "1 or more children",
    description: "Fold and snip paper into snowflakes, no two the same, and string them into a garland for the window.",
    materials: ["Square sheets of white paper (printer paper cut square works)", "Child-safe scissors", "String or ribbon", "Sticky tape"],
    steps: [
      "Fold a square of paper in half corner to corner to make a triangle.",
      "Fold it in half again to make a smaller triangle, then fold it in thirds, like a cone.",
      "Trim the uneven top off straight across.",
      "Snip small shapes out of the folded edges: triangles, half circles and notches.",
      "Unfold slowly to reveal your snowflake. Make five or more.",
      "Tape each snowflake to a long string, leaving a hand's width between them, and hang your garland.",
    ],
    image: "snowflake",
  },
  {
    id: "salt-dough-ornaments",
    title: "Salt Dough Ornaments",
    category: "Crafts",
    difficulty: "Medium",
    duration: 60,
    participants: "1–4 children with a grown-up",
    description: "Mix a simple dough, cut out stars and hearts, bake them hard and paint keepsake tree decorations.",
    materials: ["250 g (2 cups) plain flour", "150 g (½ cup) salt", "125 ml (½ cup) water", "Cookie cutters and a straw", "Paints and ribbon"],
    steps: [
      "Mix the flour and salt in a bowl, then stir in the water a little at a time until you have a smooth dough.",
      "Roll it out about 5 mm thick and cut shapes with cookie cutters. Press a handprint into one if you like.",
      "Poke a hole near the top of each shape with a straw for the ribbon.",
      "A grown-up bakes them at 120°C / 250°F for about 2 hours, until hard and dry, then lets them cool.",
      "Paint them in bright colors and let the paint dry.",
      "Thread a ribbon through each hole and hang them on the tree. (They are for looking at, not eating!)",
    ],
    image: "ornament",
  },
  {
    id: "jingle-bell-band",
    title: "Jingle Bell Band",
    category: "Music",
    difficulty: "Easy",
    duration: 20,
    participants: "2 or more: the more the merrier",
    description: "Make shakers and drums from things in the kitchen and play along to your favorite carols.",
    materials: ["Clean plastic bottles or tubs with lids", "Dry rice, lentils or pasta", "Saucepans and wooden spoons", "Sticky tape and stickers"],
    steps: [
      "Pour a handful of rice into one bottle and pasta into another; each makes a different sound. Tape the lids on tightly.",
      "Decorate your shakers with stickers and colored tape.",
      "Turn a saucepan upside down and use a wooden spoon as a drumstick.",
      "Pick a song from our Christmas songs list and listen to the beat together.",
      "Play along: shakers on every beat, drum on the 'jingle' words.",
      "Swap instruments and put on a concert for the family.",
    ],
    image: "bell",
  },
  {
    id: "christmas-acrostic-poem",
    title: "Christmas Acrostic Poem",
    category: "Writing",
    difficulty: "Medium",
    duration: 30,
    participants: "1 or more children",
    description: "Write a poem where the first letters spell a Christmas word, then decorate it to give as a gift.",
    materials: ["Paper and pencils", "Colored pens or crayons", "A Christmas word, such as SNOW, STAR or SANTA"],
    steps: [
      "Choose a Christmas word and write its letters down the left side of the page, one letter per line.",
      "Think of things you see, hear, smell and feel at Christmas and jot them down.",
      "For each letter, write a line that starts with that letter. S could be 'Snowflakes dancing past my window'.",
      "Read your poem out loud and change any words that do not sound quite right.",
      "Copy it out neatly and decorate the border with holly, stars or snowflakes.",
      "Give it to someone special, or add it to your letter to Santa.",
    ],
    image: "pencil",
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { name: "Santa", hint: "A bright red coat, a snowy white beard and rosy cheeks." },
  { name: "Dasher the Reindeer", hint: "Warm browns with a cream tummy, and antlers any color you like." },
  { name: "Snowy the Snowman", hint: "Leave him white, then add a stripy scarf in your favorite colors." },
  { name: "Jingle the Elf", hint: "Green and red clothes, and a golden bell on the tip of the hat." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { title: "Print in black and white", tip: "Our pages are pure line art, so they print crisply on any home printer and save color ink." },
  { title: "Start light, go dark", tip: "Color gently first, then press harder for shadows. Crayons and pencils both love this." },
  { title: "Thick lines help little hands", tip: "Easy pages have big shapes and thick outlines that toddlers can stay inside." },
  { title: "Make it a gift", tip: "Add a name and date, then post a finished page to a grandparent or tuck it in your letter to Santa." },
];
