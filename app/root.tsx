import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import fredokaLatin from "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2?url";
import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import appCss from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Snow } from "./components/layout/snow";
import { ToastArea } from "./components/layout/toast-area";
import { buttonVariants } from "./components/ui/button";
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

/** The document shell and shared layout around every page, the error pages included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const config = publicConfig();
  return (
    <html lang="en">
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
          Skip to content
        </a>
        <SiteHeader />
        <Snow />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToastArea />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{notFound ? "Page not found" : "Something went wrong"}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-4xl font-bold text-christmas-red">
        {notFound ? "Oops! Page not found" : "Oops! Something went wrong"}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        {notFound
          ? "This page seems to have wandered off into the snow."
          : "The elves tripped over a cable. Please try again in a moment."}
      </p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Return to Home
      </Link>
    </div>
  );
}
