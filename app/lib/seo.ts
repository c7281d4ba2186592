import type { MetaDescriptor } from "react-router";
import { siteUrl } from "./public-config";
import { SITE_NAME, SOCIAL_IMAGE_PATH } from "./site";
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localeFromPath, localisedPath, type Locale } from "~/i18n/locale";

/** What the default social card shows, in each language (a page may pass its own `imageAlt`). */
const SOCIAL_IMAGE_ALT: Record<Locale, string> = {
  en: "letters to Santa and Christmas fun",
  es: "cartas a Papá Noel y diversión navideña",
  fr: "des lettres au Père Noël et plein d'idées pour Noël",
  de: "Briefe an den Weihnachtsmann und Weihnachtsspaß",
  it: "letterine a Babbo Natale e divertimento natalizio",
  "pt-br": "cartas para o Papai Noel e diversão de Natal",
};

/** Open Graph's locale names (language_TERRITORY) for each of ours. */
const OG_LOCALES: Record<Locale, string> = { en: "en_US", es: "es_ES", fr: "fr_FR", de: "de_DE", it: "it_IT", "pt-br": "pt_BR" };

/**
 * The page in every language, for `<link rel="alternate" hreflang>`: one per locale, and `x-default` (English, the
 * URL without a prefix) for any other language. Every locale's page lists the same set, itself included.
 */
export function languageAlternates(path: string, base: string = siteUrl()): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: LOCALE_TAGS[locale], href: absoluteUrl(localisedPath(path, locale), base) })),
    { hrefLang: "x-default", href: absoluteUrl(localisedPath(path, DEFAULT_LOCALE), base) },
  ];
}

export interface SeoInput {
  /** The page's own title; the site name is appended unless it already contains it. */
  title: string;
  description: string;
  /** The page's path in English, e.g. "/nice-list"; the canonical URL is SITE_URL + the path in the page's locale. */
  path: string;
  /**
   * The URL path the page is served at, locale prefix included ("/es/nice-list"): its locale sets the canonical URL,
   * the hreflang alternates, og:locale and inLanguage. English when absent.
   */
  pathname?: string;
  keywords?: readonly string[];
  /** Defaults to "index, follow"; the not-found page passes "noindex, nofollow". */
  robots?: string;
  /** A path under public/ or an absolute URL; defaults to the site's social card. */
  image?: string;
  imageAlt?: string;
  /** Extra JSON-LD objects (for example a HowTo on the mailing guide). */
  structuredData?: readonly Record<string, unknown>[];
}

/** Year shown in copyright metadata: the year the site was built. */
const COPYRIGHT_YEAR = new Date().getFullYear();

export function absoluteUrl(pathOrUrl: string, base: string = siteUrl()): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl === "/" ? `${base}/` : `${base}${pathOrUrl}`;
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Metadata for a page that must never be indexed or shared (the not-found page, the letter deletion page): a
 * title, a description and robots "noindex, nofollow", with no canonical URL, because such a page has no address
 * of its own worth pointing a crawler or a social card at.
 */
export function noIndexMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "description", content: description }, { name: "robots", content: "noindex, nofollow" }];
}

/** The publisher block every page's structured data carries. */
export function publisher(base: string = siteUrl()) {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: `${base}/`,
    logo: { "@type": "ImageObject", url: `${base}/favicon.svg` },
  };
}

/**
 * Everything a page puts in <head>: title, description, keywords, robots, canonical link, Open Graph and
 * Twitter card tags, and JSON-LD naming the site as publisher. Route modules call it from `meta`.
 */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const locale = localeFromPath(input.pathname ?? input.path);
  const url = absoluteUrl(localisedPath(input.path, locale));
  const image = absoluteUrl(input.image ?? SOCIAL_IMAGE_PATH);
  const imageAlt = input.imageAlt ?? `${SITE_NAME}: ${SOCIAL_IMAGE_ALT[locale]}`;
  const robots = input.robots ?? "index, follow";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(input.path).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: title,
        description: input.description,
        url,
        inLanguage: LOCALE_TAGS[locale],
        isFamilyFriendly: true,
        copyrightYear: COPYRIGHT_YEAR,
        publisher: publisher(),
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: `${siteUrl()}/`, publisher: publisher() },
      },
    },
  ];
  if (input.keywords && input.keywords.length > 0) {
    tags.splice(2, 0, { name: "keywords", content: input.keywords.join(", ") });
  }
  for (const data of input.structuredData ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", publisher: publisher(), ...data } });
  }
  return tags;
}
