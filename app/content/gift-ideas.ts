/** Gift ideas by age (second spec document, sections 2, 3 and 9 "Gift"): 4 age groups × 6 gifts, 4 budget tiers. */
export type AgeGroupId = "toddlers" | "preschool" | "elementary" | "teens";
export type AgeFilter = "all" | AgeGroupId;

export interface Gift {
  name: string;
  priceRange: string;
  why: string;
}

export interface AgeGroup {
  id: AgeGroupId;
  title: string;
  ages: string;
  description: string;
  gifts: readonly Gift[];
}

export interface BudgetTier {
  id: string;
  label: string;
  description: string;
  examples: readonly string[];
}

export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { id: "all", label: "All Ages" },
  { id: "toddlers", label: "Toddlers (2-4)" },
  { id: "preschool", label: "Preschool (5-8)" },
  { id: "elementary", label: "Elementary (9-12)" },
  { id: "teens", label: "Teens (13+)" },
];

export const GIFTS_PER_AGE_GROUP = 6;

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    id: "toddlers",
    title: "Toddlers",
    ages: "2-4",
    description: "Chunky, safe and hands-on: gifts for busy little explorers who learn by touching, stacking and pretending.",
    gifts: [
      { name: "Wooden stacking rainbow", priceRange: "$15-30", why: "Builds hand-eye coordination and color recognition, and it doubles as a tunnel or a bridge." },
      { name: "Chunky board books set", priceRange: "$10-25", why: "Sturdy pages survive eager hands, and reading together builds early language skills." },
      { name: "Play kitchen food set", priceRange: "$20-40", why: "Pretend cooking sparks imagination and lots of new words." },
      { name: "Push-along walker wagon", priceRange: "$35-60", why: "Supports wobbly walkers and becomes a cart for carrying treasures later on." },
      { name: "Jumbo crayons and a washable art mat", priceRange: "$10-20", why: "Easy-grip crayons suit small fists, and the mat keeps the mess contained." },
      { name: "Musical instrument bundle", priceRange: "$20-35", why: "Shakers, bells and a small drum invite rhythm, movement and joyful noise." },
    ],
  },
  {
    id: "preschool",
    title: "Preschool",
    ages: "5-8",
    description: "Curious minds who love to build, make and ask 'why?': gifts that grow creativity and confidence.",
    gifts: [
      { name: "Magnetic building tiles", priceRange: "$30-60", why: "Open-ended building that teaches shapes, balance and problem-solving." },
      { name: "Dress-up costume trunk", priceRange: "$25-45", why: "Role play builds storytelling, empathy and plenty of laughter." },
      { name: "Beginner craft kit", priceRange: "$15-30", why: "Cutting, gluing and decorating strengthen fine motor skills." },
      { name: "First bicycle with training wheels", priceRange: "$80-150", why: "Outdoor confidence, balance and a first taste of independence." },
      { name: "Cooperative board game", priceRange: "$15-30", why: "Players win or lose together, which teaches teamwork without tears." },
      { name: "Illustrated picture atlas", priceRange: "$15-25", why: "Opens up the wide world and invites endless questions about places and animals." },
    ],
  },
  {
    id: "elementary",
    title: "Elementary",
    ages: "9-12",
    description: "Growing skills and big interests: gifts that challenge, teach something new and last beyond December.",
    gifts: [
      { name: "Science experiment kit", priceRange: "$25-50", why: "Hands-on experiments turn curiosity into real understanding." },
      { name: "Chapter book series box set", priceRange: "$30-60", why: "A series keeps young readers turning pages for months." },
      { name: "Beginner coding robot", priceRange: "$50-100", why: "Teaches logical thinking while building something that moves." },
      { name: "Sketchbook and artist pencils", priceRange: "$15-35", why: "Encourages practice and self-expression with proper tools." },
      { name: "Strategy board game", priceRange: "$20-40", why: "Planning ahead and good sportsmanship for family game nights." },
      { name: "Camping or stargazing set", priceRange: "$25-50", why: "Gets kids outside exploring nature and the night sky." },
    ],
  },
  {
    id: "teens",
    title: "Teens",
    ages: "13+",
    description: "Independent, opinionated and busy: gifts that respect their interests and give them experiences to share.",
    gifts: [
      { name: "Quality headphones", priceRange: "$40-120", why: "For music, study focus and calls with friends." },
      { name: "Experience voucher", priceRange: "$30-100", why: "A concert, climbing session or class creates memories rather than clutter." },
      { name: "Instant camera", priceRange: "$60-100", why: "Real printed photos to share and pin up, a fun break from screens." },
      { name: "Beginner cooking class or cookbook", priceRange: "$20-80", why: "A life skill they can show off at the next family meal." },
      { name: "Journal and fine pens set", priceRange: "$15-35", why: "A private space for thoughts, plans and creative writing." },
      { name: "Portable phone charger", priceRange: "$20-40", why: "Practical and always appreciated by teens on the go." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { id: "under-25", label: "Under $25", description: "Small, thoughtful gifts and stocking fillers.", examples: ["Books", "Craft supplies", "Puzzles"] },
  { id: "25-50", label: "$25-50", description: "Favorite toys and games for the whole family.", examples: ["Board games", "Building sets", "Art kits"] },
  { id: "50-100", label: "$50-100", description: "Special gifts that last and get used all year.", examples: ["Coding robots", "Instant cameras", "Bikes for little ones"] },
  { id: "100-plus", label: "$100+", description: "A big, shared gift or a memorable experience.", examples: ["Family experiences", "Quality headphones", "Outdoor gear"] },
];
