/**
 * Site-wide facts and the spec's shared constants (first spec document, section 9). One source of truth:
 * components and tests import these names rather than repeating the figures.
 */
export const SITE_NAME = "North Pole Mail";

/** Navigation dropdowns close this long after the pointer leaves them. */
export const NAV_CLOSE_DELAY_MS = 200;
/** The falling-snow overlay has exactly this many particles. */
export const SNOW_PARTICLE_COUNT = 50;
/** Countdowns recalculate this often. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Marketing claims shown on pages (claims only; the product does not measure them), as numbers: each language
 * writes them its own way (the home page's `marketingFigures`).
 */
export const MARKETING = {
  /** At least this many families: "50,000+". */
  families: 50_000,
  /** At least this many letters, written short: "100K+". */
  letters: 100_000,
  /** "95%". */
  replyRate: 0.95,
  replyHours: 24,
  /** The letter page's "Trusted by 10,000+ families", written in each language's letter-page content (a test checks). */
  letterPageFamilies: 10_000,
} as const;

/** Default social-share image (1200×630, our own art). */
export const SOCIAL_IMAGE_PATH = "/social-card.png";
