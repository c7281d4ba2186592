import type { Messages } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import fredokaLatin from "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2?url";
import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import appCss from "./app.css?url";
import { LanguageSuggestion } from "./components/layout/language-suggestion";
import { isReviewPath } from "./lib/paths";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Snow } from "./components/layout/snow";
import { ToastArea } from "./components/layout/toast-area";
import { buttonVariants } from "./components/ui/button";
import { Link } from "./components/ui/link";
import { loadMessages } from "./i18n/catalogs.server";
import { LOCALE_TAGS, localeFromPath, pagePathOf, unlocalisedPath, type Locale } from "./i18n/locale";
import { catalogsFor } from "./i18n/page-catalogs";
import { makeI18n } from "./i18n/page-i18n";
import { trackPageView } from "./lib/analytics";
import { useNonce } from "./lib/nonce";
import { PUBLIC_CONFIG_META, publicConfig } from "./lib/public-config";

export const links: LinksFunction = () => [
  // The stylesheet first (it blocks the first paint), then the two Latin fonts the first paint uses.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "preload", href: nunitoLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: fredokaLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The page's language (from its URL) and the messages it shows: the layout's, its own and its features' catalogues
 * in that language, so the page's data carries no other page's text (ADR 016).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = pagePathOf(request.url);
  const locale = localeFromPath(pathname);
  return { locale, messages: await loadMessages(locale, catalogsFor(unlocalisedPath(pathname))) };
}

/** Each page brings its own messages: fetched again whenever the path changes (a query string alone keeps them). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * An I18n for this render alone (never a shared global: server renders run side by side), given to Lingui's context
 * directly. Lingui's own I18nProvider keeps the first I18n it is given until the locale changes, so after a client
 * navigation within one language the next page would show message ids instead of its text.
 */
function usePageLingui(locale: Locale, messages: Messages | undefined) {
  return useMemo(() => {
    const i18n = makeI18n(messages ? { locale, messages } : undefined, locale);
    return { i18n, _: i18n.t.bind(i18n) };
  }, [locale, messages]);
}

/** The document shell and shared layout around every page, the error pages included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const config = publicConfig();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const lingui = usePageLingui(locale, data?.messages as Messages | undefined);
  // The reviewer console (/review) is a work tool, not a page of the site: no menu, snow or footer around it.
  const isConsole = isReviewPath(pathname);
  return (
    <LinguiContext.Provider value={lingui}>
      <html lang={LOCALE_TAGS[locale]}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#b3261e" />
          {/* The server's public settings, read by the page's script (app/lib/public-config.ts). */}
          <meta name={PUBLIC_CONFIG_META.siteUrl} content={config.siteUrl} />
          <meta name={PUBLIC_CONFIG_META.contactEmail} content={config.contactEmail} />
          <Meta />
          <Links />
        </head>
        <body className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-bold text-christmas-red focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            <Trans>Skip to content</Trans>
          </a>
          {isConsole ? null : <SiteHeader />}
          {isConsole ? null : <Snow />}
          <main id="main" tabIndex={-1} className={isConsole ? "flex-1 focus:outline-none" : "flex-1 pt-16 focus:outline-none"}>
            {children}
          </main>
          {isConsole ? null : <SiteFooter />}
          {isConsole ? null : <LanguageSuggestion />}
          {isConsole ? null : <ToastArea />}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </LinguiContext.Provider>
  );
}

function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  useEffect(() => {
    // Lets tests (and curious developers) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  return (
    <>
      <PageViews />
      <Outlet />
    </>
  );
}

/** Anything that escaped a page: a kind message, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{notFound ? t`Page not found` : t`Something went wrong`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-4xl font-bold text-christmas-red">
        {notFound ? <Trans>Oops! Page not found</Trans> : <Trans>Oops! Something went wrong</Trans>}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        {notFound ? (
          <Trans>This page seems to have wandered off into the snow.</Trans>
        ) : (
          <Trans>The elves tripped over a cable. Please try again in a moment.</Trans>
        )}
      </p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <Trans>Return to Home</Trans>
      </Link>
    </div>
  );
}
