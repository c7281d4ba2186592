import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { metaI18n } from "~/i18n/page-i18n";
import { noIndexMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  // Every unknown path answers with a real 404 status, not a 200 page that says "not found".
  throw data(null, { status: 404 });
}

/** In the language of the path asked for: /es/no-such-page answers in Spanish. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return noIndexMeta(i18n._(msg`Page not found`), i18n._(msg`This page could not be found. Return to the home page to keep exploring.`));
};

export function ErrorBoundary() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p aria-hidden="true" className="font-display text-8xl font-bold text-pine">
        404
      </p>
      <h1 className="mt-4 text-4xl font-bold text-christmas-red">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        <Trans>Even Santa&apos;s reindeer take a wrong turn sometimes. The page you were looking for is not here.</Trans>
      </p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        <Trans>Return to Home</Trans>
      </Link>
    </div>
  );
}

export default function NotFound() {
  return null;
}
