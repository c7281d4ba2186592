import { robotsTxt } from "~/lib/sitemap";
import { SITE_URL } from "~/lib/site";

export function loader() {
  return new Response(robotsTxt(SITE_URL), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
