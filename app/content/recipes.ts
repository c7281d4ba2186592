/**
 * The nine Christmas recipes (second spec document, sections 2, 3 and 9). Written for families: every recipe is
 * real and cookable, with quantities in metric and US cups, numbered steps a parent can follow, and a grown-up
 * note where heat or knives are involved. The illustration for each one is drawn in code by
 * features/recipes/recipe-art.tsx, keyed by slug.
 */
import type { RECIPE_SLUGS } from "~/lib/paths";

export type RecipeSlug = (typeof RECIPE_SLUGS)[number];
export type Difficulty = "Easy" | "Medium" | "Hard";

export const DIFFICULTIES: readonly Difficulty[] = ["Easy", "Medium", "Hard"];

/** Spec section 9: at most 3 tags on a recipe card, ratings from 4.5 to 4.9, 9 recipes in the list. */
export const RECIPE_CARD_TAG_LIMIT = 3;
export const RECIPE_RATING_MIN = 4.5;
export const RECIPE_RATING_MAX = 4.9;
export const RECIPE_COUNT = 9;

export interface Recipe {
  id: number;
  slug: RecipeSlug;
  title: string;
  description: string;
  /** Minutes of hands-on preparation. */
  prepTime: number;
  /** Minutes of cooking, baking or chilling on the hob; 0 for no-cook recipes. */
  cookTime: number;
  /**
   * Waiting the steps need beyond prep and cook (chilling, soaking), shown beside the total so a family can plan:
   * `short` on the card ("+ chilling"), `detail` on the recipe page.
   */
  waiting?: { short: string; detail: string };
  servings: { label: "Makes" | "Serves"; amount: string };
  difficulty: Difficulty;
  /** Shown on the card (at most RECIPE_CARD_TAG_LIMIT) and in full on the recipe page. */
  tags: readonly string[];
  rating: number;
  /** Describes the drawn illustration for screen readers. */
  imageAlt: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  /** A friendly note for the grown-up in charge. */
  tip: string;
}

export const RECIPES: readonly Recipe[] = [
  {
    id: 1,
    slug: "gingerbread-cookies",
    title: "Gingerbread Cookies",
    description:
      "Soft, spicy gingerbread people that hold their shape in the oven, ready for icing buttons, smiles and snowy scarves.",
    prepTime: 30,
    cookTime: 10,
    waiting: { short: "chilling", detail: "plus 15 minutes chilling the dough" },
    servings: { label: "Makes", amount: "24 cookies" },
    difficulty: "Medium",
    tags: ["Cookies", "Kid-Friendly", "Decorating"],
    rating: 4.9,
    imageAlt: "A smiling gingerbread person with white icing buttons",
    ingredients: [
      "350 g (2¾ cups) plain (all-purpose) flour, plus a little for rolling",
      "1 tsp bicarbonate of soda (baking soda)",
      "2 tsp ground ginger",
      "1 tsp ground cinnamon",
      "¼ tsp salt",
      "125 g (½ cup + 1 tbsp) butter, cold and cubed",
      "175 g (¾ cup packed) light brown sugar",
      "1 large egg",
      "4 tbsp golden syrup or molasses",
      "For the icing: 150 g (1¼ cups) icing (powdered) sugar and 1–2 tbsp water",
    ],
    instructions: [
      "Heat the oven to 180°C (160°C fan) / 350°F and line two baking trays with baking paper.",
      "Mix the flour, bicarbonate of soda, ginger, cinnamon and salt in a large bowl.",
      "Rub in the butter with your fingertips until the mixture looks like fine breadcrumbs, then stir in the brown sugar.",
      "Beat the egg with the syrup in a cup, pour it into the bowl and mix until it comes together into a dough.",
      "Knead the dough briefly until smooth, wrap it and chill it for 15 minutes so it is easier to roll.",
      "Roll the dough out on a floured surface to about 5 mm (¼ inch) thick and cut out gingerbread people.",
      "Place them on the trays with a little space between them and bake for 10–12 minutes until golden.",
      "Leave them on the trays for 5 minutes, then move them to a rack to cool completely.",
      "Mix the icing sugar with just enough water to make a thick icing, pipe on faces and buttons, and let it set.",
    ],
    tip: "Little ones love the cutting and decorating; a grown-up handles the oven and the hot trays.",
  },
  {
    id: 2,
    slug: "roast-turkey-cranberry-sauce",
    title: "Roast Turkey with Cranberry Sauce",
    description:
      "A juicy herb-butter roast turkey with a bright homemade cranberry sauce: the centerpiece of a family Christmas dinner.",
    prepTime: 30,
    cookTime: 210,
    servings: { label: "Serves", amount: "10" },
    difficulty: "Hard",
    tags: ["Dinner", "Main Course", "Family Feast"],
    rating: 4.7,
    imageAlt: "A golden roast turkey on a platter with a bowl of red cranberry sauce",
    ingredients: [
      "1 whole turkey, about 5.5 kg (12 lb), fully thawed, giblets removed",
      "100 g (7 tbsp) butter, softened",
      "2 tbsp chopped fresh herbs (thyme, sage and parsley)",
      "1 lemon, halved",
      "1 onion, quartered",
      "1 tsp salt and ½ tsp black pepper",
      "250 ml (1 cup) chicken stock",
      "For the cranberry sauce: 340 g (12 oz) fresh or frozen cranberries",
      "200 g (1 cup) granulated sugar",
      "240 ml (1 cup) orange juice, and the grated zest of 1 orange",
    ],
    instructions: [
      "Take the turkey out of the fridge 30 minutes before cooking and heat the oven to 180°C (160°C fan) / 350°F.",
      "Pat the turkey dry with kitchen paper. Mix the butter with the herbs, salt and pepper.",
      "Gently loosen the skin over the breast and spread half the herb butter underneath it; rub the rest over the outside.",
      "Put the lemon halves and onion inside the cavity, set the turkey in a roasting tin and pour the stock into the tin.",
      "Cover loosely with foil and roast for about 3 to 3½ hours, basting every hour; remove the foil for the last 45 minutes to brown the skin.",
      "Check it is cooked: a thermometer in the thickest part of the thigh should read 74°C / 165°F and the juices should run clear.",
      "Lift the turkey onto a board, cover it with foil and let it rest for 30 minutes before carving.",
      "While it rests, make the sauce: put the cranberries, sugar, orange juice and zest in a saucepan over medium heat.",
      "Simmer for 10–12 minutes, stirring now and then, until most of the berries have popped and the sauce thickens.",
      "Cool the sauce a little (it thickens more as it cools) and serve it with the carved turkey.",
    ],
    tip: "Wash hands, boards and knives after touching raw turkey. Children can make the cranberry sauce with a grown-up at the stove.",
  },
  {
    id: 3,
    slug: "eggnog",
    title: "Family Eggnog",
    description:
      "A creamy, alcohol-free eggnog, gently cooked so it is safe for everyone, with a sprinkle of nutmeg on top.",
    prepTime: 10,
    cookTime: 15,
    waiting: { short: "chilling", detail: "plus at least 2 hours in the fridge" },
    servings: { label: "Serves", amount: "6" },
    difficulty: "Medium",
    tags: ["Drinks", "Alcohol-Free", "Make-Ahead"],
    rating: 4.6,
    imageAlt: "A tall glass of creamy eggnog dusted with nutmeg and a cinnamon stick",
    ingredients: [
      "4 large egg yolks",
      "100 g (½ cup) granulated sugar",
      "480 ml (2 cups) whole milk",
      "240 ml (1 cup) double (heavy) cream",
      "½ tsp ground nutmeg, plus extra to serve",
      "A pinch of ground cinnamon",
      "A pinch of salt",
      "1 tsp vanilla extract",
    ],
    instructions: [
      "Pour the milk and cream into a saucepan, add the nutmeg, cinnamon and salt, and warm over medium-low heat until steaming (not boiling).",
      "Meanwhile, whisk the egg yolks and sugar in a bowl until pale and fluffy, about 2 minutes.",
      "Slowly pour a ladleful of the hot milk into the yolks while whisking, then another, so the eggs warm up gently.",
      "Pour everything back into the pan and cook over low heat, stirring all the time, until it thickens enough to coat the back of a spoon (71°C / 160°F).",
      "Take the pan off the heat, strain it through a sieve into a jug and stir in the vanilla.",
      "Cool, then cover and chill for at least 2 hours. Stir well and serve with a little extra nutmeg on top.",
    ],
    tip: "Cooking the custard to 71°C / 160°F makes the eggs safe. It keeps in the fridge for 2 days.",
  },
  {
    id: 4,
    slug: "christmas-pudding",
    title: "Christmas Pudding",
    description:
      "A traditional steamed fruit pudding made with orange juice instead of brandy, rich with raisins, spice and a little treacle.",
    prepTime: 30,
    cookTime: 240,
    waiting: { short: "overnight soak", detail: "plus soaking the fruit overnight" },
    servings: { label: "Serves", amount: "8" },
    difficulty: "Hard",
    tags: ["Dessert", "Traditional", "Make-Ahead"],
    rating: 4.5,
    imageAlt: "A round dark Christmas pudding topped with white custard and a sprig of holly",
    ingredients: [
      "100 g (⅔ cup) raisins",
      "100 g (⅔ cup) sultanas (golden raisins)",
      "75 g (½ cup) currants",
      "50 g (⅓ cup) chopped mixed peel",
      "Grated zest and juice of 1 orange",
      "1 small apple, peeled and grated",
      "100 g (½ cup packed) dark brown sugar",
      "100 g (7 tbsp) butter, softened, plus extra for the basin",
      "2 large eggs",
      "75 g (⅔ cup) self-raising flour",
      "50 g (1 cup) fresh white breadcrumbs",
      "1 tsp mixed spice (or pumpkin pie spice) and ½ tsp ground cinnamon",
      "1 tbsp black treacle or molasses",
    ],
    instructions: [
      "The night before, mix the raisins, sultanas, currants, peel, orange zest and juice in a bowl, cover and leave to soak.",
      "Butter a 1.2 liter (2 pint) pudding basin and put a small circle of baking paper in the bottom.",
      "Beat the butter and sugar together until soft, then beat in the eggs one at a time and stir in the treacle.",
      "Fold in the flour, breadcrumbs and spices, then the soaked fruit and grated apple. Spoon it into the basin and smooth the top.",
      "Cover with a sheet of baking paper and a sheet of foil, both with a pleat folded in the middle, and tie them on tightly with string.",
      "Stand the basin on an upturned saucer in a large pan and pour in boiling water to come halfway up its side.",
      "Cover the pan and steam gently for 4 hours, topping up with boiling water from the kettle every 45 minutes so the pan never boils dry.",
      "Lift the basin out (a grown-up job: it is very hot), let it stand for 10 minutes, then turn the pudding out onto a plate.",
      "Serve warm with custard or cream. A made-ahead pudding keeps in the fridge for 2 weeks and reheats by steaming for 1 hour.",
    ],
    tip: "Children can weigh the fruit and give the mixture a stir for luck. Skip the hidden coin for little ones: it is a choking hazard.",
  },
  {
    id: 5,
    slug: "sugar-plum-fairy-bites",
    title: "Sugar Plum Fairy Bites",
    description:
      "No-bake sugar plums rolled from dried fruit, oats and orange, then tumbled in sparkling sugar. Pretty enough for a fairy.",
    prepTime: 20,
    cookTime: 0,
    waiting: { short: "chilling", detail: "plus 20 minutes chilling" },
    servings: { label: "Makes", amount: "20 bites" },
    difficulty: "Easy",
    tags: ["No-Bake", "Candy", "Kid-Friendly"],
    rating: 4.8,
    imageAlt: "Little round sugar plums sparkling with sugar on a star-shaped plate",
    ingredients: [
      "120 g (¾ cup) soft pitted prunes (dried plums)",
      "80 g (½ cup) dried apricots",
      "80 g (¾ cup) rolled oats (or ground almonds if there are no nut allergies)",
      "1 tbsp honey or maple syrup",
      "½ tsp ground cinnamon",
      "Grated zest of ½ orange",
      "3 tbsp granulated or sparkling sugar, for rolling",
      "2 tbsp desiccated (shredded) coconut, for rolling (optional)",
    ],
    instructions: [
      "Put the prunes, apricots, oats, honey, cinnamon and orange zest in a food processor.",
      "Pulse (a grown-up's job) until the mixture is finely chopped and sticks together when you squeeze a little.",
      "If it is too dry add a teaspoon of water; if it is too sticky add a spoonful more oats.",
      "With damp hands, roll teaspoons of the mixture into 20 small balls.",
      "Roll half the balls in sugar and the other half in coconut until they are completely coated.",
      "Put them in paper cases and chill for 20 minutes to firm up. They keep in the fridge for 5 days.",
    ],
    tip: "Rolling the balls is perfect for small hands. Honey is not suitable for babies under one year old.",
  },
  {
    id: 6,
    slug: "santas-favorite-cookies",
    title: "Santa's Favorite Cookies",
    description:
      "Chewy chocolate chip cookies studded with ruby-red cranberries: the plate Santa hopes to find by the fireplace.",
    prepTime: 15,
    cookTime: 12,
    servings: { label: "Makes", amount: "24 cookies" },
    difficulty: "Easy",
    tags: ["Cookies", "For Santa", "Classic"],
    rating: 4.9,
    imageAlt: "A plate of chocolate chip cookies with red cranberries",
    ingredients: [
      "115 g (½ cup) butter, softened",
      "100 g (½ cup packed) light brown sugar",
      "50 g (¼ cup) granulated sugar",
      "1 large egg",
      "1 tsp vanilla extract",
      "190 g (1½ cups) plain (all-purpose) flour",
      "½ tsp bicarbonate of soda (baking soda)",
      "¼ tsp salt",
      "120 g (¾ cup) chocolate chips",
      "60 g (½ cup) dried cranberries",
    ],
    instructions: [
      "Heat the oven to 180°C (160°C fan) / 350°F and line two baking trays with baking paper.",
      "Beat the butter and both sugars together in a large bowl until light and creamy.",
      "Beat in the egg and vanilla.",
      "Stir in the flour, bicarbonate of soda and salt until just combined, then fold in the chocolate chips and cranberries.",
      "Roll tablespoons of dough into balls and set them 5 cm (2 inches) apart on the trays.",
      "Bake for 10–12 minutes, until the edges are golden but the middles still look a little soft.",
      "Cool on the trays for 5 minutes (they firm up as they cool), then move them to a rack.",
      "Choose the three best cookies for Santa's plate, with a glass of warm milk beside them.",
    ],
    tip: "Children can measure, stir and roll the dough balls; a grown-up looks after the oven.",
  },
  {
    id: 7,
    slug: "warm-milk-for-santa",
    title: "Warm Milk for Santa",
    description:
      "A mug of gently spiced, honey-sweet warm milk to keep Santa cozy on his long Christmas Eve journey.",
    prepTime: 2,
    cookTime: 8,
    servings: { label: "Serves", amount: "1" },
    difficulty: "Easy",
    tags: ["Drinks", "For Santa", "Quick"],
    rating: 4.8,
    imageAlt: "A red mug of warm milk with steam curling up and a cinnamon stick",
    ingredients: [
      "240 ml (1 cup) whole milk, or oat milk",
      "1 tsp honey or maple syrup",
      "¼ tsp vanilla extract",
      "A pinch of ground cinnamon",
      "A tiny pinch of ground nutmeg",
    ],
    instructions: [
      "Pour the milk into a small saucepan and add the honey, vanilla, cinnamon and nutmeg.",
      "Warm it over low heat for 6–8 minutes, stirring now and then, until it is steaming but not boiling.",
      "Whisk for a few seconds to make it a little frothy.",
      "Pour it into Santa's favorite mug and let it cool a little. Leave it by the cookies before bedtime.",
    ],
    tip: "Test the temperature on the inside of your wrist before little ones carry it: warm, never hot.",
  },
  {
    id: 8,
    slug: "reindeer-carrots",
    title: "Reindeer Carrots",
    description:
      "Whole carrots tied with ribbon for Santa's reindeer, plus carrot sticks and a honey-yogurt dip so the family can share the snack.",
    prepTime: 10,
    cookTime: 0,
    servings: { label: "Makes", amount: "8 bundles" },
    difficulty: "Easy",
    tags: ["For Reindeer", "Healthy", "No-Cook"],
    rating: 4.7,
    imageAlt: "Bunches of orange carrots with green tops tied with a red ribbon",
    ingredients: [
      "12 medium carrots: 8 with their leafy tops if you can find them, for the reindeer, and 4 more for the family",
      "8 pieces of ribbon or kitchen string, each about 30 cm (12 inches) long",
      "For the family dip: 150 g (⅔ cup) Greek yogurt",
      "1 tsp honey",
      "A pinch of ground cinnamon",
      "1 apple, cored and sliced, for dipping",
    ],
    instructions: [
      "Wash the carrots well and dry them with a clean tea towel. Leave the leafy tops on if you have them.",
      "Trim the root ends. Keep the 8 leafy carrots whole for the reindeer; a grown-up cuts the other 4 into finger-length sticks for the family.",
      "Tie a ribbon in a bow around the top of each whole carrot (just below the leaves) and tuck a little card with a reindeer's name under it: that is one bundle. Make 8, one for each of Santa's reindeer.",
      "Stir the yogurt, honey and cinnamon together in a small bowl for the family dip, and arrange it on a plate with the carrot sticks and apple slices.",
      "On Christmas Eve, set the reindeer bundles on a plate beside Santa's cookies, and share the carrot sticks, apple and dip with the family.",
    ],
    tip: "Carrots are a real treat for reindeer. Keep the bundles in the fridge until bedtime so they stay crunchy.",
  },
  {
    id: 9,
    slug: "santas-hot-cocoa",
    title: "Santa's Hot Cocoa",
    description:
      "Rich, velvety hot chocolate made with real chocolate, topped with whipped cream and a snowfall of mini marshmallows.",
    prepTime: 5,
    cookTime: 15,
    servings: { label: "Serves", amount: "2" },
    difficulty: "Easy",
    tags: ["Drinks", "Chocolate", "Cozy"],
    rating: 4.9,
    imageAlt: "Two mugs of hot cocoa topped with whipped cream and marshmallows",
    ingredients: [
      "480 ml (2 cups) whole milk",
      "2 tbsp unsweetened cocoa powder",
      "2 tbsp granulated sugar",
      "50 g (⅓ cup) milk or dark chocolate, finely chopped",
      "¼ tsp vanilla extract",
      "A small pinch of salt",
      "Whipped cream and mini marshmallows, to top",
    ],
    instructions: [
      "Whisk the cocoa powder, sugar and salt with 4 tablespoons of the milk in a saucepan to make a smooth paste.",
      "Whisk in the rest of the milk and warm over medium-low heat for about 10 minutes until steaming.",
      "Turn the heat to low, add the chopped chocolate and stir for 3–5 minutes until it has melted completely.",
      "Take the pan off the heat and stir in the vanilla.",
      "Pour into two mugs, let it cool for a minute, then top with whipped cream and a handful of mini marshmallows.",
    ],
    tip: "For little ones, stir in a splash of cold milk before serving so it is warm rather than hot.",
  },
];
