import type { Config } from "@react-router/dev/config";
import { unlocalisedPath } from "./app/i18n/locale";
import { isReviewPath } from "./app/lib/paths";

export default {
  appDirectory: "app",
  // The server renders what cannot be prerendered: the letter action and the 404 page (status 404).
  ssr: true,
  // Every static GET page in app/routes.ts is rendered to HTML at build time, so crawlers and slow
  // phones get complete pages with all metadata. Resource routes (sitemap.xml, robots.txt) too.
  async prerender({ getStaticPaths }) {
    // Everything static except endpoints that only make sense per request, in every locale, and the reviewer console.
    return getStaticPaths().filter((path) => !path.startsWith("/api/") && !unlocalisedPath(path).startsWith("/letters/") && !isReviewPath(path));
  },
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
