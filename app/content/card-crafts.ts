/**
 * Card crafts (second spec document: 2 card templates with PDF downloads, 4 tutorials on the activities hub).
 * The template PDFs are generated at build time from the drawings named here (scripts/downloads/). We ship no
 * videos: each tutorial's 'Video' button opens its written, numbered steps instead.
 */
import type { Difficulty } from "./recipes";

export const CARD_TEMPLATE_COUNT = 2;
export const CARD_TUTORIAL_COUNT = 4;

export interface CardTemplate {
  id: string;
  title: string;
  description: string;
  /** The coloring-page drawing printed on the card's front. */
  frontDrawing: string;
  /** The greeting printed inside. */
  greeting: string;
}

export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    id: "snowman-fold-card",
    title: "Snowman Fold-Over Card",
    description: "A ready-to-color snowman on the front and writing lines inside. Print, fold once and decorate.",
    frontDrawing: "snowy-the-snowman",
    greeting: "Wishing you a snowy, cozy Christmas!",
  },
  {
    id: "christmas-tree-card",
    title: "Christmas Tree Card",
    description: "A tall Christmas tree to color and decorate with stickers, with a warm greeting printed inside.",
    frontDrawing: "christmas-tree",
    greeting: "Merry Christmas and a Happy New Year!",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Download the template and print it on A4 or US Letter paper, ideally thin card, in landscape.",
  "Cut along the outer border if you want a neat edge.",
  "Fold the sheet in half along the dashed line, with the drawing on the outside.",
  "Color the front and add stickers, glitter glue or cotton-wool snow.",
  "Write your message inside, and your name on the 'Handmade with love by' line on the back.",
];

export interface CardTutorial {
  id: string;
  title: string;
  description: string;
  materials: readonly string[];
  difficulty: Difficulty;
  /** Human-readable duration, e.g. '20 minutes'. */
  duration: string;
  /** Which template the 'Template' button downloads. */
  templateId: string;
  steps: readonly string[];
}

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    id: "pop-up-tree-card",
    title: "Pop-Up Christmas Tree Card",
    description: "Two snips and a fold make a tree that springs up when the card opens.",
    materials: ["Christmas Tree Card template", "Green paper", "Child-safe scissors", "Glue stick", "Stickers or sequins"],
    difficulty: "Medium",
    duration: "30 minutes",
    templateId: "christmas-tree-card",
    steps: [
      "Print the Christmas Tree Card template and fold it in half along the dashed line.",
      "Cut a strip of green paper 20 × 6 cm and fold it like a fan, back and forth, into 8 pleats.",
      "Pinch the fan at the bottom and spread the top so it looks like a tree.",
      "Glue the bottom of the fan inside the card, right on the fold, with the point facing up.",
      "Close the card gently and press it flat so the glue sets.",
      "Open it to see the tree pop up, then decorate it with stickers or sequins for baubles.",
    ],
  },
  {
    id: "handprint-reindeer-card",
    title: "Handprint Reindeer Card",
    description: "Your child's handprint becomes the antlers of a cheerful reindeer: a keepsake for grandparents.",
    materials: ["Snowman Fold-Over Card template (use the back)", "Brown and red washable paint", "A paintbrush", "Googly eyes or a black pen", "Baby wipes for hands"],
    difficulty: "Easy",
    duration: "20 minutes",
    templateId: "snowman-fold-card",
    steps: [
      "Print the template, fold it, and turn it over so the blank back is the front of your reindeer card.",
      "Brush brown paint onto your child's palm and fingers.",
      "Press the hand down near the top of the card, fingers spread wide: these are the antlers.",
      "Paint a brown oval below the handprint for the reindeer's face and let it dry.",
      "Add a bright red thumbprint nose and stick on googly eyes (or draw them).",
      "Write the child's name and the year inside so it becomes a keepsake.",
    ],
  },
  {
    id: "button-snowman-card",
    title: "Button Snowman Card",
    description: "Color the printed snowman and give him real buttons and a fabric scarf.",
    materials: ["Snowman Fold-Over Card template", "3 buttons", "A strip of felt or ribbon", "PVA glue", "Crayons or pencils"],
    difficulty: "Easy",
    duration: "25 minutes",
    templateId: "snowman-fold-card",
    steps: [
      "Print and fold the Snowman Fold-Over Card template.",
      "Color the hat, the carrot nose and the sky around the snowman.",
      "Glue three buttons down the snowman's middle where the drawn buttons are.",
      "Cut a strip of felt about 12 cm long, snip a fringe at the ends and glue it on as a scarf.",
      "Let the glue dry flat for 20 minutes before writing inside.",
    ],
  },
  {
    id: "sparkly-star-card",
    title: "Sparkly Star Card",
    description: "A layered gold star with a sparkly glitter-glue outline that catches the light on the mantel.",
    materials: ["Christmas Tree Card template", "Yellow or gold card", "Glitter glue", "Pencil and scissors", "Glue stick"],
    difficulty: "Hard",
    duration: "40 minutes",
    templateId: "christmas-tree-card",
    steps: [
      "Print and fold the Christmas Tree Card template.",
      "Draw three stars on the gold card: large, medium and small. A grown-up can help draw the points evenly.",
      "Cut out the stars carefully, going slowly around each point.",
      "Glue the medium star onto the large one, then the small one on top, turning each a little so the points fan out.",
      "Glue the layered star to the top of the printed tree.",
      "Trace around each star with glitter glue and leave the card open flat overnight to dry.",
    ],
  },
];
