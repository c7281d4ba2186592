import { describe, expect, it } from "vitest";
import { MAX_GALLERY_CARDS, MAX_STORED_IMAGE_CHARS, MAX_UPLOAD_BYTES, addToGallery, fitWithin, parseGallery, removeFromGallery, uploadProblem, type GalleryCard } from "./gallery-store";

const card = (id: string): GalleryCard => ({ id, src: "data:image/jpeg;base64,AAAA", addedAt: "2026-12-01T00:00:00.000Z" });

describe("card gallery store", () => {
  it("ignores corrupt or foreign stored values", () => {
    for (const raw of [null, "", "nope", "{}", "[1,2]", '[{"id":"x"}]', '[{"id":"x","src":"https://evil.example/a.png","addedAt":"d"}]']) {
      expect(parseGallery(raw)).toEqual([]);
    }
    const tooBig = { ...card("big"), src: `data:image/jpeg;base64,${"A".repeat(MAX_STORED_IMAGE_CHARS)}` };
    expect(parseGallery(JSON.stringify([card("a"), tooBig]))).toEqual([card("a")]);
  });

  it("adds newest first and keeps at most the limit", () => {
    let cards: GalleryCard[] = [];
    for (let i = 0; i < MAX_GALLERY_CARDS + 2; i++) cards = addToGallery(cards, card(String(i)));
    expect(cards).toHaveLength(MAX_GALLERY_CARDS);
    expect(cards[0]!.id).toBe(String(MAX_GALLERY_CARDS + 1));
    expect(removeFromGallery(cards, cards[0]!.id)).toHaveLength(MAX_GALLERY_CARDS - 1);
  });

  it("accepts only pictures under the size limit", () => {
    expect(uploadProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(uploadProblem({ type: "application/pdf", size: 1000 })).toBe("not-a-picture");
    expect(uploadProblem({ type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 })).toBe("too-large");
  });

  it("shrinks photos to fit, never enlarging", () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(300, 600, 800)).toEqual({ width: 300, height: 600 });
  });
});
