import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES } from "./route-table";
import { PATHS } from "./lib/paths";
import { DEFAULT_LOCALE, LOCALES, localisedPath } from "./i18n/locale";

// Each page once per language (ADR 016): English at today's URLs, every other locale under its prefix ("/es/…")
// with the same file. Route ids carry the locale, so one file can serve a path in each.
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export default [
  // Every page of the site (app/route-table.ts lists them, one line each, in the spec's order).
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {}))),
  ...OTHER_LOCALES.flatMap((locale) =>
    PAGES.map((page) => route(localisedPath(page.path, locale), page.file, { id: `${locale}/${page.id ?? page.file.replace(/\.tsx$/, "")}` })),
  ),
  // Generated files, prerendered from the same table.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The letter endpoint for the page's script, and the deletion and read-aloud links in every reply (never prerendered).
  route(PATHS.apiLetters.slice(1), "routes/api-letters.ts"),
  route(PATHS.deleteLetter.slice(1), "routes/letters-delete.tsx"),
  ...OTHER_LOCALES.map((locale) => route(localisedPath(PATHS.deleteLetter, locale), "routes/letters-delete.tsx", { id: `${locale}/routes/letters-delete` })),
  // Santa's reply read aloud: the private link in every reply (issue 37).
  route(PATHS.listenReply.slice(1), "routes/letters-reply.tsx"),
  ...OTHER_LOCALES.map((locale) => route(localisedPath(PATHS.listenReply, locale), "routes/letters-reply.tsx", { id: `${locale}/routes/letters-reply` })),
  // The reviewer console (issue 34): English only, never prerendered, never linked from the site.
  route(PATHS.review.slice(1), "routes/review.tsx"),
  route(PATHS.reviewSignIn.slice(1), "routes/review-sign-in.tsx"),
  route(PATHS.reviewSignOut.slice(1), "routes/review-sign-out.ts"),
  route(PATHS.reviewInvitation.slice(1), "routes/review-invitation.tsx"),
  route(`${PATHS.reviewLetters.slice(1)}/:id`, "routes/review-letter.tsx"),
  route(PATHS.reviewSample.slice(1), "routes/review-sample.tsx"),
  route(`${PATHS.reviewPasskey.slice(1)}/:ceremony`, "routes/review-passkey.ts"),
  // Any other path: the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
