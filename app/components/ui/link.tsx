import { forwardRef, type ComponentProps } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { localeFromPath, localisedPath } from "~/i18n/locale";

/**
 * React Router's Link, in the current page's language: a site path ("/nice-list") leads to the same page in the
 * locale of the page the link is on ("/es/nice-list"). Anything else (an anchor, another site, a path already
 * prefixed) is left as it is. Pages and data keep English paths; this is the one place they are localised.
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link({ to, ...props }, ref) {
  const locale = localeFromPath(useLocation().pathname);
  return <RouterLink ref={ref} to={typeof to === "string" ? localiseHref(to, locale) : to} {...props} />;
});

/** A path of this site in `locale`; anchors, other sites and already-localised paths unchanged. */
export function localiseHref(href: string, locale: Parameters<typeof localisedPath>[1]): string {
  if (!href.startsWith("/") || href.startsWith("//") || localeFromPath(href) !== "en") return href;
  return localisedPath(href, locale);
}
