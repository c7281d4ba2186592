/** The public settings the build prerendered pages with (see vite.config.ts and app/lib/public-config.ts). */
declare const __BUILD_PUBLIC_CONFIG__: import("./lib/public-config").PublicConfig;

interface Window {
  dataLayer?: Record<string, unknown>[];
}
