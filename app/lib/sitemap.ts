import type { PageEntry } from "~/route-table";
import { absoluteUrl } from "./seo";
import { escapeXml } from "./xml";

/** sitemap.xml listing every page of the route table. */
export function sitemapXml(pages: readonly PageEntry[], base: string): string {
  const urls = pages
    .map((p) => {
      const priority = p.path === "/" ? "1.0" : p.path.split("/").length > 2 ? "0.6" : "0.8";
      return `  <url><loc>${escapeXml(absoluteUrl(p.path, base))}</loc><changefreq>weekly</changefreq><priority>${priority}</priority></url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the letter-deletion links; points at the sitemap. */
export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /letters/\n\nSitemap: ${base}/sitemap.xml\n`;
}
