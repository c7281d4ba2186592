/**
 * Printable templates (second spec document, sections 2, 3 and 9): 3 categories with 4 items each. Every item is
 * a real PDF drawn from this data at build time by scripts/downloads/printable-templates.ts and served from
 * /downloads/<file>. Text here must stay in the PDF standard fonts' character set (plain Latin letters).
 */

/** How a printable page is laid out below its title. */
export type PrintableLayout =
  /** A table to fill in: column headings, optional first-column labels, and blank rows up to `rows`. */
  | { kind: "table"; columns: readonly string[]; rows: number; firstColumn?: readonly string[] }
  /** A sheet of cut-out tags, each with a heading and labelled lines to write on. */
  | { kind: "tags"; columns: number; rows: number; heading: string; lines: readonly string[] }
  /** Writing prompts, each followed by ruled lines. */
  | { kind: "lines"; prompts: readonly { text: string; lines: number }[] }
  /** Boxes in a grid, each holding a short text (numbered when `numbered`). */
  | { kind: "grid"; columns: number; cells: readonly string[]; numbered: boolean };

export interface PrintableDesign {
  /** File name under /downloads/. */
  file: string;
  /** Heading printed at the top of the page. */
  heading: string;
  /** A short line under the heading. */
  subheading: string;
  layout: PrintableLayout;
}

export interface TemplateItem extends PrintableDesign {
  id: string;
  name: string;
  description: string;
  type: "PDF";
}

export interface TemplateCategory {
  id: string;
  title: string;
  description: string;
  items: readonly TemplateItem[];
}

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    id: "planning",
    title: "Planning Printables",
    description: "Lists and planners to keep gifts, money and meals organized.",
    items: [
      {
        id: "gift-list-tracker",
        name: "Gift List Tracker",
        description: "Track who you are buying for, the gift idea, the budget, and whether it is bought and wrapped.",
        type: "PDF",
        file: "gift-list-tracker.pdf",
        heading: "Christmas Gift List",
        subheading: "Who, what, how much - and is it wrapped yet?",
        layout: { kind: "table", columns: ["Name", "Gift idea", "Budget", "Bought", "Wrapped"], rows: 18 },
      },
      {
        id: "christmas-budget-planner",
        name: "Christmas Budget Planner",
        description: "Plan and compare what you meant to spend with what you spent, category by category.",
        type: "PDF",
        file: "christmas-budget-planner.pdf",
        heading: "Christmas Budget Planner",
        subheading: "A calm Christmas starts with a plan.",
        layout: {
          kind: "table",
          columns: ["Category", "Planned", "Spent", "Notes"],
          rows: 14,
          firstColumn: ["Gifts", "Stocking fillers", "Food and drinks", "Decorations", "Cards and postage", "Wrapping", "Parties and outings", "Giving to others", "Travel", "Clothes", "Teachers and helpers", "Baking supplies", "Other", "Total"],
        },
      },
      {
        id: "holiday-meal-planner",
        name: "Holiday Meal Planner",
        description: "Plan every dish for the big day, what to buy, and who is making it.",
        type: "PDF",
        file: "holiday-meal-planner.pdf",
        heading: "Holiday Meal Planner",
        subheading: "Starters, mains, puddings and treats for Santa.",
        layout: { kind: "table", columns: ["Dish", "Ingredients to buy", "Who is making it", "Done"], rows: 16 },
      },
      {
        id: "christmas-card-list",
        name: "Christmas Card List",
        description: "Keep addresses in one place and tick off cards sent and received.",
        type: "PDF",
        file: "christmas-card-list.pdf",
        heading: "Christmas Card List",
        subheading: "Keep it safe and use it again next year.",
        layout: { kind: "table", columns: ["Name", "Address", "Sent", "Received"], rows: 18 },
      },
    ],
  },
  {
    id: "tags-and-labels",
    title: "Gift Tags and Labels",
    description: "Cut-out tags and labels to make presents and treats extra special.",
    items: [
      {
        id: "classic-gift-tags",
        name: "Classic Gift Tags",
        description: "Eight festive tags with To and From lines. Print on card, cut out and punch a hole for ribbon.",
        type: "PDF",
        file: "classic-gift-tags.pdf",
        heading: "Classic Gift Tags",
        subheading: "Print on card, cut along the lines, and tie on with ribbon.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Merry Christmas", lines: ["To:", "From:"] },
      },
      {
        id: "from-santa-gift-tags",
        name: "From Santa Gift Tags",
        description: "Tags signed by the North Pole itself, for the presents that arrive on Christmas morning.",
        type: "PDF",
        file: "from-santa-gift-tags.pdf",
        heading: "Gift Tags from Santa",
        subheading: "Special delivery from the North Pole.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "From Santa's Workshop", lines: ["Especially for:", "Checked by elf:"] },
      },
      {
        id: "cookie-jar-labels",
        name: "Cookie Jar Labels",
        description: "Labels for jars and tins of homemade cookies, with room for who baked them and when.",
        type: "PDF",
        file: "cookie-jar-labels.pdf",
        heading: "Cookie Jar Labels",
        subheading: "For tins, jars and boxes of homemade treats.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Homemade Christmas Cookies", lines: ["Baked by:", "Date:"] },
      },
      {
        id: "do-not-open-labels",
        name: "Do Not Open Until Christmas Labels",
        description: "Playful labels that keep curious fingers away from presents under the tree.",
        type: "PDF",
        file: "do-not-open-labels.pdf",
        heading: "Do Not Open Labels",
        subheading: "Stick one on every parcel under the tree.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Do Not Open Until Christmas!", lines: ["For:"] },
      },
    ],
  },
  {
    id: "kids-activities",
    title: "Kids' Activities",
    description: "Printables for children to fill in, play and share.",
    items: [
      {
        id: "christmas-wish-list",
        name: "Christmas Wish List",
        description: "A page for children to write their wishes, with space for a wish for someone else.",
        type: "PDF",
        file: "christmas-wish-list.pdf",
        heading: "My Christmas Wish List",
        subheading: "Write your wishes, then share them with Santa.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "My name is", lines: 1 },
            { text: "Things I would love for Christmas", lines: 6 },
            { text: "A wish for someone I love", lines: 2 },
            { text: "Something kind I did this year", lines: 2 },
          ],
        },
      },
      {
        id: "advent-kindness-calendar",
        name: "Advent Kindness Calendar",
        description: "Twenty-four small acts of kindness to color in, one for each day of December until Christmas Eve.",
        type: "PDF",
        file: "advent-kindness-calendar.pdf",
        heading: "Advent Kindness Calendar",
        subheading: "Do one kind thing each day, then color in the box.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Make a card for a neighbor", "Help make dinner", "Share a toy", "Say three thank-yous",
            "Tidy your room", "Call a grandparent", "Draw a picture for a friend", "Feed the birds",
            "Read to someone", "Donate a book", "Give a big hug", "Help carry the shopping",
            "Write a kind note", "Let someone go first", "Make someone laugh", "Water the plants",
            "Help wrap a present", "Sing a carol for someone", "Tell a joke", "Pick up litter",
            "Bake for a friend", "Set the table", "Say sorry and mean it", "Leave carrots for the reindeer",
          ],
        },
      },
      {
        id: "christmas-bingo",
        name: "Christmas Bingo",
        description: "A bingo card to play while watching a Christmas film or walking to see the lights.",
        type: "PDF",
        file: "christmas-bingo.pdf",
        heading: "Christmas Bingo",
        subheading: "Spot it, cross it off, and shout BINGO for a full line!",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Snowman", "Reindeer", "Candy cane", "Star", "Sleigh",
            "Stocking", "Gingerbread", "Bell", "Elf", "Present",
            "Holly", "Wreath", "FREE SPACE", "Snowflake", "Mittens",
            "Cocoa", "Tree lights", "Carol singers", "Angel", "Cookies",
            "Scarf", "Chimney", "Santa hat", "Robin", "Ornament",
          ],
        },
      },
      {
        id: "thank-you-note",
        name: "Thank-You Note",
        description: "A fill-in thank-you letter that makes writing thank-you notes after Christmas easy and fun.",
        type: "PDF",
        file: "thank-you-note.pdf",
        heading: "Thank You!",
        subheading: "A note for someone who made Christmas special.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Dear", lines: 1 },
            { text: "Thank you so much for", lines: 2 },
            { text: "My favorite thing about it is", lines: 2 },
            { text: "I will use it to", lines: 2 },
            { text: "With love from", lines: 1 },
          ],
        },
      },
    ],
  },
];
