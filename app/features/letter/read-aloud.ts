/**
 * Reading Santa's reply aloud with the browser's own speech synthesis (issue 37): nothing leaves the device and no
 * other service is called. Pure helpers here (sentences, choosing a voice); the page drives `speechSynthesis`.
 */

/** A paragraph's sentences, each read (and highlighted) on its own: split after . ! ? … and their closing quotes. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…][»"”’)]?)\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The minimum a voice needs for choosing: its language tag ("en-US") and name. */
export interface VoiceLike {
  lang: string;
  name: string;
  default?: boolean;
  localService?: boolean;
}

/**
 * The voice for a language tag ("pt-BR"): the same tag first, then the same language ("pt-PT" for "pt-BR"),
 * preferring voices on the device (no network) and the device's default; null when there is none for the language.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], tag: string): V | null {
  const norm = (t: string) => t.replace("_", "-").toLowerCase();
  const want = norm(tag);
  const language = want.split("-")[0]!;
  const score = (v: V) => (norm(v.lang) === want ? 4 : 0) + (v.localService ? 2 : 0) + (v.default ? 1 : 0);
  const candidates = voices.filter((v) => norm(v.lang).split("-")[0] === language);
  return candidates.sort((a, b) => score(b) - score(a))[0] ?? null;
}
