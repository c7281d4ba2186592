/**
 * The site's public settings that come from the server's environment when it starts, never from the build: the
 * public address (SITE_URL) and the address families write to (CONTACT_EMAIL). One build serves anywhere.
 *
 * - The server sets them once at start-up (`setPublicConfig`, from the validated environment).
 * - Prerendered pages were rendered by the build with the build's values; the server swaps in its own when it
 *   loads them (`PrerenderedPages`), once, before serving anything.
 * - Every page's <head> carries them as two meta tags, and the browser reads them from there, so a page rendered
 *   on the client after navigation agrees with the HTML it came from.
 */
export interface PublicConfig {
  /** Canonical base of every page, without a trailing slash. */
  siteUrl: string;
  /** Where families and parents write to us (the privacy page, the guarantee, every reply). */
  contactEmail: string;
}

export const PUBLIC_CONFIG_META = { siteUrl: "site-url", contactEmail: "contact-email" } as const;

/** SITE_URL when it is not set: this machine, on the port the server listens on. */
export const defaultSiteUrl = (port: number | string | undefined): string => `http://localhost:${port ?? 3000}`;

/** CONTACT_EMAIL when it is not set (development and local trial runs only): an address at the site's host. */
export const defaultContactEmail = (siteUrl: string): string => `contact@${new URL(siteUrl).hostname}`;

/** A URL without its trailing slashes. */
export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");

/** The public settings as environment variables give them (raw: empty means unset), with the defaults above. */
export function publicConfigFromEnv(env: Record<string, string | undefined>): PublicConfig {
  const siteUrl = withoutTrailingSlash(env.SITE_URL || defaultSiteUrl(env.PORT || undefined));
  return { siteUrl, contactEmail: env.CONTACT_EMAIL || defaultContactEmail(siteUrl) };
}

let configured: PublicConfig | undefined;

/** Called by the server at start-up (app/server/main.server.ts). */
export function setPublicConfig(config: PublicConfig): void {
  configured = config;
}

let fromDocument: PublicConfig | undefined;

/** The public settings: on the server as it was started, in the browser as the page's <head> says. */
export function publicConfig(): PublicConfig {
  if (typeof document !== "undefined") {
    if (!fromDocument) {
      const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
      const siteUrl = meta(PUBLIC_CONFIG_META.siteUrl) ?? window.location.origin;
      fromDocument = { siteUrl, contactEmail: meta(PUBLIC_CONFIG_META.contactEmail) ?? defaultContactEmail(siteUrl) };
    }
    return fromDocument;
  }
  // Not started by the server: the build prerendering pages, or a test. The environment decides, as it would.
  return configured ?? publicConfigFromEnv(typeof process === "undefined" ? {} : process.env);
}

export const siteUrl = (): string => publicConfig().siteUrl;
export const contactEmail = (): string => publicConfig().contactEmail;

/** Stands for the contact address in content text; pages show it as a mailto link (components/ui/contact-text.tsx). */
export const CONTACT_TOKEN = "{contactEmail}";
