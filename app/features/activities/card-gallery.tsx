import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { ImagePlus, Trash2 } from "~/components/ui/icons";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  CARD_GALLERY_KEY,
  MAX_GALLERY_CARDS,
  MAX_STORED_IMAGE_CHARS,
  MAX_UPLOAD_BYTES,
  addToGallery,
  fitWithin,
  parseGallery,
  removeFromGallery,
  uploadProblem,
  type GalleryCard,
  type UploadProblem,
} from "./gallery-store";

/** What the gallery last did, said in the page's language when shown (never stored as English text). */
type GalleryNotice = UploadProblem | "too-detailed" | "added" | "added-not-kept" | "unreadable" | "removed";

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const NOTICES: Record<GalleryNotice, MessageDescriptor> = {
  "not-a-picture": msg`Please choose a photo (a JPEG, PNG or similar picture file).`,
  "too-large": msg`That photo is too large. Please choose one under ${MAX_UPLOAD_MB} MB.`,
  "too-detailed": msg`That photo is too detailed to keep in this browser. Please try a smaller one.`,
  added: msg`Your card is in the gallery below (kept only in this browser).`,
  "added-not-kept": msg`Your card is shown below, but this browser would not keep it after you leave (storage is full or blocked).`,
  unreadable: msg`We could not open that picture. Please try a different photo.`,
  removed: msg`Photo removed from your gallery.`,
};

/** Reads the picked photo, shrinks it on a canvas and returns a JPEG data URL. Nothing leaves the device. */
async function shrinkPhoto(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const size = fitWithin(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no canvas");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(img, 0, 0, size.width, size.height);
    let quality = 0.82;
    let data = canvas.toDataURL("image/jpeg", quality);
    while (data.length > MAX_STORED_IMAGE_CHARS && quality > 0.3) {
      quality -= 0.15;
      data = canvas.toDataURL("image/jpeg", quality);
    }
    return data;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function save(cards: GalleryCard[]): boolean {
  try {
    window.localStorage.setItem(CARD_GALLERY_KEY, JSON.stringify(cards));
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Upload Your Card': a family picks a photo of the card they made and sees it in a gallery that lives only
 * in this browser. Nothing is uploaded.
 */
export function CardGallery() {
  const [cards, setCards] = useState<GalleryCard[]>([]);
  const [notice, setNotice] = useState<GalleryNotice | null>(null);
  const inputId = useId();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();

  useEffect(() => {
    try {
      setCards(parseGallery(window.localStorage.getItem(CARD_GALLERY_KEY)));
    } catch {
      setCards([]);
    }
  }, []);

  async function onPick(file: File | undefined) {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      setNotice(problem);
      return;
    }
    try {
      const src = await shrinkPhoto(file);
      if (src.length > MAX_STORED_IMAGE_CHARS) {
        setNotice("too-detailed");
        return;
      }
      const card: GalleryCard = { id: `${Date.now()}-${Math.floor(Math.random() * 1e6)}`, src, addedAt: new Date().toISOString() };
      const next = addToGallery(cards, card);
      setCards(next);
      setNotice(save(next) ? "added" : "added-not-kept");
    } catch {
      setNotice("unreadable");
    }
  }

  function remove(id: string) {
    const next = removeFromGallery(cards, id);
    setCards(next);
    save(next);
    setNotice("removed");
  }

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-2xl font-bold">
        <Trans>Show Off Your Card</Trans>
      </h3>
      <p className="mt-2 text-ink-muted">
        <Trans>Made a card? Take a photo of it and add it to your family gallery.</Trans>
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <label htmlFor={inputId} className="inline-flex min-h-13 cursor-pointer items-center gap-2 rounded-full bg-pine px-8 text-lg font-bold text-white shadow-md hover:bg-pine-dark has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark">
          <ImagePlus aria-hidden="true" className="size-5" /> <Trans>Upload Your Card</Trans>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => {
              void onPick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <div className="text-sm">
          <p className="font-semibold text-christmas-red">
            <Trans>*Parent supervision and consent required for uploads</Trans>
          </p>
          <p className="text-ink-muted">
            <Trans>
              Your photo never leaves this device: it is shrunk and kept only in this browser, and nothing is sent to us or anyone else. Up to{" "}
              {MAX_GALLERY_CARDS} photos.
            </Trans>
          </p>
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-4 min-h-6 font-semibold text-pine">
        {notice ? i18n._(NOTICES[notice]) : ""}
      </p>
      {cards.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label={t`Your card gallery`}>
          {cards.map((card, i) => {
            const number = cards.length - i;
            return (
              <li key={card.id} className="overflow-hidden rounded-2xl bg-snow ring-1 ring-slate-200">
                <img src={card.src} alt={t`Your handmade card, photo ${number}`} className="aspect-square w-full object-cover" />
                <Button variant="ghost" size="sm" className="m-2" onClick={() => remove(card.id)}>
                  <Trash2 aria-hidden="true" /> <Trans>Remove<span className="sr-only"> photo {number}</span></Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
