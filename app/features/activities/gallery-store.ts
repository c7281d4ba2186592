/** The 'Upload Your Card' gallery: photos stay in this browser's localStorage, never uploaded anywhere. */
export const CARD_GALLERY_KEY = "north-pole-card-gallery";
/** At most this many photos are kept; adding another drops the oldest. */
export const MAX_GALLERY_CARDS = 6;
/** Pictures larger than this are refused before reading (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Photos are shrunk so their longest side is at most this many pixels before they are stored. */
export const GALLERY_IMAGE_MAX_SIDE = 800;
/** A stored photo (a JPEG data URL) may be at most this long, to stay well inside the browser's storage quota. */
export const MAX_STORED_IMAGE_CHARS = 600_000;

export interface GalleryCard {
  id: string;
  /** A data:image/jpeg URL. */
  src: string;
  /** ISO date when it was added. */
  addedAt: string;
}

const isCard = (v: unknown): v is GalleryCard =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as GalleryCard).id === "string" &&
  typeof (v as GalleryCard).addedAt === "string" &&
  typeof (v as GalleryCard).src === "string" &&
  (v as GalleryCard).src.startsWith("data:image/") &&
  (v as GalleryCard).src.length <= MAX_STORED_IMAGE_CHARS;

/** The stored gallery; anything malformed is ignored, so a corrupt value never breaks the page. */
export function parseGallery(raw: string | null | undefined): GalleryCard[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCard).slice(0, MAX_GALLERY_CARDS) : [];
  } catch {
    return [];
  }
}

/** Newest first; keeps at most MAX_GALLERY_CARDS. */
export function addToGallery(cards: readonly GalleryCard[], card: GalleryCard): GalleryCard[] {
  return [card, ...cards.filter((c) => c.id !== card.id)].slice(0, MAX_GALLERY_CARDS);
}

export function removeFromGallery(cards: readonly GalleryCard[], id: string): GalleryCard[] {
  return cards.filter((c) => c.id !== id);
}

/** Why a picked file cannot be added (the gallery says it in the page's language). */
export type UploadProblem = "not-a-picture" | "too-large";

/** Why a picked file cannot be added, or null when it can. */
export function uploadProblem(file: { type: string; size: number }): UploadProblem | null {
  if (!file.type.startsWith("image/")) return "not-a-picture";
  if (file.size > MAX_UPLOAD_BYTES) return "too-large";
  return null;
}

/** Scales width × height down (never up) so the longest side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number = GALLERY_IMAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
