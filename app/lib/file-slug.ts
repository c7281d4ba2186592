/**
 * Letters and digits only, accents dropped, joined by hyphens, for a downloaded file's name in any language:
 * "Pain-d'Épice Léa" → "pain-d-epice-lea", "Père Noël" → "pere-noel". Empty when nothing is left.
 */
export function fileSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
