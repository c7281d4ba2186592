import { LOCALES, localisedPath } from "~/i18n/locale";
import type { PageEntry } from "~/route-table";
import { absoluteUrl, languageAlternates } from "./seo";
import { escapeXml } from "./xml";
import { PATHS } from "./paths";

/**
 * sitemap.xml: every page of the route table in every locale, each listing all its language versions (and
 * x-default) as `xhtml:link` alternates, the form search engines read for multilingual sites.
 */
export function sitemapXml(pages: readonly PageEntry[], base: string): string {
  const urls = pages.flatMap((p) => {
    const priority = p.path === "/" ? "1.0" : p.path.split("/").length > 2 ? "0.6" : "0.8";
    const alternates = languageAlternates(p.path, base)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
      .join("");
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(absoluteUrl(localisedPath(p.path, locale), base))}</loc>${alternates}<changefreq>weekly</changefreq><priority>${priority}</priority></url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the letter-deletion links (in every locale); points at the sitemap. */
export function robotsTxt(base: string): string {
  const disallow = LOCALES.map((locale) => `Disallow: ${localisedPath(PATHS.deleteLetter, locale).replace(/delete$/, "")}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${base}/sitemap.xml\n`;
}
