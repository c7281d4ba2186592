import { Plural, Trans } from "@lingui/react/macro";
import type { PictureWish } from "~/content/picture-wishes.types";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { cn } from "~/lib/cn";

/** The 24 drawings, by wish id: hashed files the browser caches, never inlined in the page's script. */
const DRAWINGS = import.meta.glob<string>("../../assets/art/wishes/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});
const drawingOf = (id: string) => DRAWINGS[`../../assets/art/wishes/${id}.svg`];

/** Says a wish's name with the device's own voice in the page's language, when it has one (nothing leaves it). */
function say(text: string, tag: string) {
  if (
    typeof window === "undefined" ||
    !window.speechSynthesis ||
    typeof SpeechSynthesisUtterance === "undefined"
  )
    return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = tag;
  window.speechSynthesis.speak(utterance);
}

/**
 * The picture letter (issue 37): a child who cannot write yet taps what they wish for. Each tile is a toggle button
 * with its drawing and its name (read aloud on tap); the chosen names, in the order tapped, are the letter's wish list.
 * Three tiles a row on a phone, six on a wide screen; no sideways scrolling at 390 px.
 */
export function PictureWishes({
  wishes,
  chosen,
  onToggle,
  headingId,
}: {
  wishes: readonly PictureWish[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  headingId: string;
}) {
  const tag = usePageLanguageTag();
  const count = chosen.length;
  return (
    <div className="mt-1" data-testid="picture-wishes">
      <p
        id={headingId}
        className="font-display text-xl font-bold text-pine-dark"
      >
        <Trans>Tap what you wish for</Trans>
      </p>
      <p className="text-ink-muted">
        <Trans>
          Tap a picture to choose it, and again to put it back. Each one is read
          out loud.
        </Trans>{" "}
        <span role="status" className="font-bold text-ink">
          <Plural
            value={count}
            _0="Nothing chosen yet."
            one="# picture chosen."
            other="# pictures chosen."
          />
        </span>
      </p>
      <div role="group" aria-labelledby={headingId}>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3">
          {wishes.map((wish) => {
            const on = chosen.includes(wish.id);
            return (
              <li key={wish.id} className="flex">
                <button
                  type="button"
                  aria-pressed={on}
                  data-wish={wish.id}
                  onClick={() => {
                    onToggle(wish.id);
                    say(wish.label, tag);
                  }}
                  className={cn(
                    "relative flex h-full w-full flex-col items-center gap-1 rounded-2xl p-2 text-center text-sm font-bold leading-tight break-words hyphens-auto transition focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-pine sm:text-base",
                    on ? "bg-gold-light ring-4 ring-gold" : "bg-white ring-1 ring-slate-300 hover:ring-2 hover:ring-pine",
                  )}
                >
                  <img
                    src={drawingOf(wish.id)}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    className="size-16 sm:size-20"
                  />
                  <span>{wish.label}</span>
                  {on ? (
                    <span
                      aria-hidden="true"
                      className="absolute right-1.5 top-1.5 grid size-6 place-items-center rounded-full bg-pine text-xs text-white"
                    >
                      ✓
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
