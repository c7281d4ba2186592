import { robotsTxt } from "~/lib/sitemap";
import { siteUrl } from "~/lib/public-config";

export function loader() {
  return new Response(robotsTxt(siteUrl()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
