/**
 * Site-wide facts and the spec's shared constants (first spec document, section 9). One source of truth:
 * components and tests import these names rather than repeating the figures.
 */
export const SITE_NAME = "North Pole Mail";
export const SITE_TAGLINE = "Letters to Santa, the Nice List and Christmas fun for the whole family";

/** Navigation dropdowns close this long after the pointer leaves them. */
export const NAV_CLOSE_DELAY_MS = 200;
/** The falling-snow overlay has exactly this many particles. */
export const SNOW_PARTICLE_COUNT = 50;
/** Countdowns recalculate this often. */
export const COUNTDOWN_TICK_MS = 1000;

/** Marketing claims shown on pages (claims only; the product does not measure them). */
export const MARKETING = {
  families: "50,000+",
  letters: "100K+",
  replyRate: "95%",
  replyHours: 24,
  letterPageFamilies: "10,000+",
} as const;

/** Default social-share image (1200×630, our own art). */
export const SOCIAL_IMAGE_PATH = "/social-card.png";
