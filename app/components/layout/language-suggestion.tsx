import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { X } from "~/components/ui/icons";
import { LOCALE_TAGS, localisedPath, preferredLocale, type Locale } from "~/i18n/locale";
import { useStoredItem } from "~/lib/use-stored-item";

/** Where a dismissal is remembered (this browser only; nothing is sent anywhere). */
export const LANGUAGE_SUGGESTION_KEY = "north-pole-language-suggestion-dismissed-v1";

/**
 * The suggestion in the suggested language itself: whoever it is for reads it, whatever the page's language.
 * Written for each language we have but English (the page it appears on).
 */
export const LANGUAGE_SUGGESTIONS: Record<Exclude<Locale, "en">, { text: string; link: string; dismiss: string }> = {
  es: { text: "Esta web también está en español.", link: "Ver en español", dismiss: "No, gracias" },
  fr: { text: "Ce site existe aussi en français.", link: "Voir en français", dismiss: "Non merci" },
  de: { text: "Diese Seite gibt es auch auf Deutsch.", link: "Auf Deutsch ansehen", dismiss: "Nein, danke" },
  it: { text: "Questo sito è anche in italiano.", link: "Vedi in italiano", dismiss: "No, grazie" },
  "pt-br": { text: "Este site também está em português.", link: "Ver em português", dismiss: "Não, obrigado" },
};

/**
 * On the English home page only: a small, dismissible suggestion when the browser's languages include one we have.
 * Never a redirect (pages stay cacheable and crawlable), shown only after hydration, fixed at the bottom so nothing
 * on the page moves.
 */
export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const { raw: dismissed, write } = useStoredItem(LANGUAGE_SUGGESTION_KEY);
  const [locale, setLocale] = useState<Exclude<Locale, "en"> | null>(null);
  useEffect(() => {
    const found = preferredLocale(navigator.languages ?? [navigator.language]);
    setLocale(found && found !== "en" ? found : null);
  }, []);
  if (pathname !== "/" || !locale || dismissed) return null;
  const words = LANGUAGE_SUGGESTIONS[locale];
  return (
    <aside
      lang={LOCALE_TAGS[locale]}
      aria-label={words.text}
      data-testid="language-suggestion"
      className="no-print fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 pl-4 shadow-xl"
    >
      <p className="flex-1 text-sm text-ink">
        {words.text}{" "}
        <RouterLink to={localisedPath("/", locale)} hrefLang={LOCALE_TAGS[locale]} className="font-bold text-christmas-red underline underline-offset-2">
          {words.link}
        </RouterLink>
      </p>
      <button
        type="button"
        onClick={() => write("1")}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-christmas-red-light"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{words.dismiss}</span>
      </button>
    </aside>
  );
}
