import type { MetaDescriptor } from "react-router";
import { siteUrl } from "./public-config";
import { SITE_NAME, SOCIAL_IMAGE_PATH } from "./site";

export interface SeoInput {
  /** The page's own title; the site name is appended unless it already contains it. */
  title: string;
  description: string;
  /** The page's path, e.g. "/nice-list"; the canonical URL is SITE_URL + path. */
  path: string;
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
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? SOCIAL_IMAGE_PATH);
  const imageAlt = input.imageAlt ?? `${SITE_NAME}: letters to Santa and Christmas fun`;
  const robots = input.robots ?? "index, follow";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
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
        inLanguage: "en",
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
