/** The SITE_URL the site was built with (see vite.config.ts). */
declare const __BUILD_SITE_URL__: string;

interface Window {
  dataLayer?: Record<string, unknown>[];
}
