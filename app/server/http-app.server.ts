import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { PRERENDER_NONCE } from "~/lib/nonce";
import type { PublicConfig } from "~/lib/public-config";
import { publicConfigOf, type Env } from "./env.server";
import type { Logger } from "./logger.server";
import { precompressedAssets } from "./precompressed-assets.server";
import { ensureCompressed, PrerenderedPages, prerenderedPage, type StaticPage } from "./prerendered-pages.server";
import { pickEncoding } from "./precompressed-assets.server";
import { METRICS_CONTENT_TYPE, metrics, renderMetrics, type GaugeValue } from "./metrics.server";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers.server";
import { timingSafeEqual } from "node:crypto";
import { isReviewPath, PATHS } from "~/lib/paths";
import { LOCALES, localeFromPath, localisedPath, type Locale } from "~/i18n/locale";
import { LogThrottle } from "./log-throttle.server";
import { LowPriorityLane } from "./low-priority-lane.server";
import { isCrossSite, REQUEST_ERRORS, type IncomingLetter } from "./letters/letter-request.server";

/** The only paths that take a POST (the letter, the deletion page's button), and their data-request forms. */
export const POST_PATHS: ReadonlySet<string> = new Set([
  PATHS.apiLetters,
  // The letter page and the deletion page take a plain HTML post in every language.
  ...LOCALES.flatMap((locale) => [PATHS.writeToSanta, PATHS.deleteLetter].flatMap((p) => [localisedPath(p, locale), `${localisedPath(p, locale)}.data`])),
]);
/** Paths that take a POST: the list above, and every path of the reviewer console (its forms and passkey answers). */
const takesPost = (path: string) => POST_PATHS.has(path) || isReviewPath(path);

/** A stray request is logged at most once in this long, with a count of the others. */
export const STRAY_LOG_EVERY_MS = 10_000;

/** Largest request body any route accepts. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export interface HttpAppOptions {
  env: Env;
  build: ServerBuild;
  /** The public settings the build prerendered with (the build's entry module exports them). */
  buildPublicConfig: PublicConfig;
  buildDir: string;
  logger: Logger;
  /** The components /healthz reports, each "ok" or "failing" (services.server.ts `health`). */
  health?: () => Promise<{ database: "ok" | "failing" } & Record<string, "ok" | "failing">>;
  /** Gauges read at each /metrics scrape (queue depth, oldest pending reply). */
  gauges?: () => Promise<GaugeValue[]>;
}

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address (through TRUST_PROXY), for per-address limits only; never stored in the clear. */
    clientIp?: string;
  }
}

/**
 * The Express app in front of React Router: security headers with a per-request nonce, compression,
 * hashed assets cached for a year, prerendered pages from memory, /healthz, and everything else
 * (actions, the 404 page) rendered by React Router.
 */
export function createHttpApp({ env, build, buildPublicConfig, buildDir, logger, health, gauges }: HttpAppOptions): Express {
  const clientDir = path.join(buildDir, "client");
  const pages = new PrerenderedPages(clientDir, buildPublicConfig, publicConfigOf(env));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Every response's security headers, made once: no inline script is allowed until a response says which it runs
  // (a fixed page by hash, a page React Router renders by a nonce made for it alone).
  const baseHeaders = { http: securityHeaders({ hashes: [] }, { https: false }), https: securityHeaders({ hashes: [] }, { https: true }) };
  // Not-found answers wait behind pages when both are being asked for (a scan must not crowd out visitors).
  const notFoundLane = new LowPriorityLane();
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.set(req.secure ? baseHeaders.https : baseHeaders.http);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only (no query string: it can hold a deletion token). No IPs, no bodies.
      const line = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode !== 404 && res.statusCode !== 405) notFoundLane.notePage();
      metrics().httpRequests.inc({ method: req.method, status: String(res.statusCode) });
      metrics().httpDuration.observe({ method: req.method }, ms / 1000);
      if (res.statusCode >= 500) logger.error(line, "request failed");
      else logger.debug(line, "request");
    });
    next();
  });
  // A Host header no URL can be built from ("127.0.0.1:99999", "exa mple", "[::1", empty) is the client's mistake:
  // 400, one throttled log line, no stack trace (it used to reach React Router and answer 500).
  const badRequestLog = new LogThrottle(STRAY_LOG_EVERY_MS);
  app.use((req, res, next) => {
    if (hostIsValid(req.headers.host)) return next();
    const line = badRequestLog.take();
    if (line.write) logger.warn({ method: req.method, path: req.path, status: 400, alsoSince: line.suppressed }, "Malformed Host header");
    res.status(400).set("Connection", "close").type("text").send("Bad request: malformed Host header");
  });
  // Another website's page posting here (a form that sends its visitors' browsers to us): 403 as documented, before
  // React Router's own check would answer 400 with a stack trace; one throttled log line.
  const crossSiteLog = new LogThrottle(STRAY_LOG_EVERY_MS);
  app.use((req, res, next) => {
    if (req.method !== "POST" || !isCrossSite(nodeLetterRequest(req), env.SITE_URL)) return next();
    const line = crossSiteLog.take();
    if (line.write) logger.warn({ path: req.path, status: 403, alsoSince: line.suppressed }, "Cross-site post refused");
    res.status(403).set("Cache-Control", "no-store");
    if (req.path === PATHS.apiLetters) res.json({ saved: false, kind: "cross_site", error: REQUEST_ERRORS.crossSite });
    else res.type("text").send(REQUEST_ERRORS.crossSite);
  });
  // The letter endpoint's answers are a few hundred bytes of JSON whose length React Router does not declare, so
  // compression would run gzip or brotli on each one (7% of a letter's CPU in a profile): they go uncompressed.
  app.use(compression({ filter: (req, res) => req.path !== PATHS.apiLetters && compression.filter(req, res) }));
  // No page takes a big body: refuse one before reading it (the letter endpoints enforce their own 32 KB).
  app.use((req, res, next) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_REQUEST_BODY_BYTES) {
      res.status(413).set("Connection", "close").json({ saved: false, kind: "too_large", error: "This request is too large." });
      return;
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    const checks: Record<string, "ok" | "failing"> = health ? await health() : {};
    // Only a broken database takes this server out of rotation; with the mail server down letters still
    // save and replies wait in the outbox, so that is "degraded", not down.
    const up = checks.database !== "failing";
    const allOk = Object.values(checks).every((c) => c === "ok");
    res.status(up ? 200 : 503).set("Cache-Control", "no-store").json({ status: !up ? "down" : allOk ? "ok" : "degraded", ...checks });
  });

  // Prometheus metrics: off unless METRICS_TOKEN is set, and then only with "Authorization: Bearer <token>".
  app.get("/metrics", async (req, res) => {
    if (!env.METRICS_TOKEN) {
      res.status(404).type("text").send("Not found");
      return;
    }
    // The token only as a Bearer credential (RFC 6750): a bare token in the header is refused like a wrong one.
    const given = Buffer.from(/^Bearer +(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "");
    const expected = Buffer.from(env.METRICS_TOKEN);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text").send("Unauthorized");
      return;
    }
    const values = gauges ? await gauges().catch(() => []) : [];
    res.set("Cache-Control", "no-store").type(METRICS_CONTENT_TYPE).send(await renderMetrics(values));
  });

  app.use(
    "/assets",
    precompressedAssets(path.join(clientDir, "assets")),
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );

  const pageCacheControl = `public, max-age=0, must-revalidate, s-maxage=${env.PAGE_CACHE_SECONDS}, stale-while-revalidate=${env.PAGE_STALE_SECONDS}`;
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.page(req.path);
    if (page) return void sendStaticPage(req, res, page, 200, pageCacheControl);
    const text = pages.text(req.path);
    if (text !== undefined) return void res.status(200).type(path.extname(req.path)).set("Cache-Control", "public, max-age=3600").send(text);
    next();
  });

  const staticFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: "1h",
    setHeaders(res, file) {
      if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
    },
  });
  // Only files the build really has go to the file server (no disk look-up for a scanner's made-up paths), and
  // prerendered HTML is only ever served above (as fixed bytes with its own CSP), never as a raw file.
  const clientFiles = listFiles(clientDir);
  app.use((req, res, next) => (req.path.endsWith(".html") || !clientFiles.has(req.path) ? next() : staticFiles(req, res, next)));

  // The not-found page in each language, rendered once at start-up and then served like a prerendered page: an
  // unknown path or a scanner costs no React render. The page's language is the path's ("/es/nope" is Spanish).
  // Until they are ready (the first moments after start-up), unknown paths wait for them; then they take one at once.
  let notFoundPages: Map<Locale, StaticPage | null> | undefined;
  const notFound = Promise.all(
    LOCALES.map((locale) =>
      renderNotFoundPage(build, env.NODE_ENV, env.SITE_URL, locale).catch((error: unknown) => {
        logger.error({ err: error, locale }, "The not-found page could not be rendered at start-up; unknown paths are rendered per request");
        return null;
      }),
    ),
  ).then((rendered) => (notFoundPages = new Map(LOCALES.map((locale, i) => [locale, rendered[i]!]))));
  const notFoundPageFor = (pages: Map<Locale, StaticPage | null>, req: Request) => pages.get(localeFromPath(req.path)) ?? null;

  // Any other method, or a POST anywhere but the letter: 405 with Allow, one JSON log line (throttled), no stack.
  const strayLog = new LogThrottle(STRAY_LOG_EVERY_MS);
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || (req.method === "POST" && takesPost(req.path))) return next();
    const allow = req.path === PATHS.apiLetters ? "POST" : takesPost(req.path) ? "GET, HEAD, POST" : "GET, HEAD";
    const line = strayLog.take();
    if (line.write) logger.warn({ method: req.method, path: req.path, status: 405, alsoSince: line.suppressed }, "Method not allowed");
    res.set("Allow", allow).set("Connection", "close");
    const answer = (page: StaticPage | null) => {
      if (page && req.method !== "OPTIONS") return notFoundLane.run(() => sendStaticPage(req, res, page, 405, "no-store"));
      res.status(405).type("text").send("Method not allowed");
    };
    if (notFoundPages !== undefined) return answer(notFoundPageFor(notFoundPages, req));
    void notFound.then((pages) => answer(notFoundPageFor(pages, req)));
  });

  // Unknown paths: the not-found page from memory, status 404. What only React Router can answer goes on to it:
  // the letter endpoint, the deletion and read-aloud pages of a reply's links, and data requests of client-side
  // navigation.
  const NOT_STATIC = new Set<string>([PATHS.apiLetters, ...LOCALES.flatMap((locale) => [PATHS.deleteLetter, PATHS.listenReply].map((p) => localisedPath(p, locale)))]);
  const sendNotFound = (req: Request, res: Response, next: NextFunction, page: StaticPage | null) =>
    page ? notFoundLane.run(() => sendStaticPage(req, res, page, 404, "no-cache")) : next();
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_STATIC.has(req.path) || isReviewPath(req.path) || req.path.endsWith(".data") || req.path.startsWith("/__")) return next();
    // Synchronous once the page is ready: no promise per scanner request.
    if (notFoundPages !== undefined) return sendNotFound(req, res, next, notFoundPageFor(notFoundPages, req));
    void notFound.then((pages) => sendNotFound(req, res, next, notFoundPageFor(pages, req)));
  });

  // What React Router renders per request gets a nonce of its own; a JSON answer runs no script and keeps the base
  // policy, which allows none.
  app.all(
    "/{*splat}",
    (req, res, next) => {
      if (req.path === PATHS.apiLetters) return next();
      res.locals.cspNonce = createNonce();
      res.set("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce as string }, { https: req.secure }));
      next();
    },
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: (res.locals.cspNonce as string | undefined) ?? PRERENDER_NONCE, clientIp: req.ip }),
    }),
  );
  return app;
}

/** Whether a Host header names a host and port a URL can be built from. */
export function hostIsValid(host: string | undefined): boolean {
  if (!host || !/^[\w.\-:[\]]+$/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== "";
  } catch {
    return false;
  }
}

/** A Node request as letter reading sees a request: its URL as React Router would build it, headers and body. */
function nodeLetterRequest(req: Request): IncomingLetter {
  return {
    url: `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
    body: req,
  };
}

/**
 * A page that is fixed bytes: its own hash-based CSP, the smallest form the client accepts (precompressed), a strong
 * ETag answered with 304, and the given caching. Nothing here depends on the request but the encoding and the
 * validators, so a shared cache may keep it.
 */
export function sendStaticPage(req: Request, res: Response, page: StaticPage, status: number, cacheControl: string): void {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding) ensureCompressed(page);
  const etag = encoding ? page.etags[encoding] : page.etags.identity;
  res.set({
    "Content-Security-Policy": contentSecurityPolicy({ hashes: page.scriptHashes }, { https: req.secure }),
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
    ETag: etag,
  });
  const given = req.headers["if-none-match"];
  if (status === 200 && given && given.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    res.status(304).end();
    return;
  }
  const body = (encoding && page[encoding]) || page.html;
  res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) });
  if (encoding) res.set("Content-Encoding", encoding);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The path rendered once to make the not-found page (any path no route claims). */
export const NOT_FOUND_RENDER_PATH = "/__not-found";

/** Renders the not-found page in one language once, as the build would have prerendered it, and fixes its bytes. */
async function renderNotFoundPage(build: ServerBuild, mode: string, siteUrl: string, locale: Locale): Promise<StaticPage> {
  const handler = createFetchHandler(build, mode);
  const response = await handler(new Request(`${siteUrl}${localisedPath(NOT_FOUND_RENDER_PATH, locale)}`), { cspNonce: PRERENDER_NONCE } as never);
  if (response.status !== 404) throw new Error(`rendering ${NOT_FOUND_RENDER_PATH} answered ${response.status}, not 404`);
  return prerenderedPage(await response.text());
}

/** Every file under `dir` as a URL path ("/favicon.svg", "/about.data"), hashed assets excepted. */
function listFiles(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel !== "assets") walk(rel);
      } else found.add(`/${rel}`);
    }
  };
  if (existsSync(dir)) walk("");
  return found;
}
