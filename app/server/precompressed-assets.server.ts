import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map)$/;
const HASHED_NAME = /^[\w.-]+$/;

/**
 * Which compressed form a client takes, from its Accept-Encoding header: brotli if it accepts it (smaller),
 * else gzip, else none. A coding with q=0 is refused.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/**
 * Hashed build assets, compressed once (brotli at high quality, and gzip) and then served from memory.
 * Compressing a 200 KB script on every request is what limited a server to a few hundred asset requests a
 * second; the file names carry a content hash, so a compressed copy never goes stale. Anything else falls
 * through to the next handler (express.static and the compression middleware).
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const cache = new Map<string, Promise<Record<Encoding, Buffer> | null>>();
  const compressed = (name: string) => {
    let entry = cache.get(name);
    if (!entry) {
      entry = readFile(path.join(assetsDir, name))
        .then(async (raw) => ({
          br: await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip: await gzipAsync(raw, { level: 9 }),
        }))
        .catch(() => null);
      cache.set(name, entry);
    }
    return entry;
  };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    if (!HASHED_NAME.test(name) || !COMPRESSIBLE.test(name)) return next();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (!encoding) return next();
    compressed(name).then((bodies) => {
      if (!bodies) {
        cache.delete(name);
        return next();
      }
      const body = bodies[encoding];
      res
        .status(200)
        .type(path.extname(name))
        .set({
          "Content-Encoding": encoding,
          "Content-Length": String(body.length),
          Vary: "Accept-Encoding",
          "Cache-Control": "public, max-age=31536000, immutable",
        });
      if (req.method === "HEAD") res.end();
      else res.end(body);
    }, next);
  };
}
