import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickEncoding, precompressedAssets } from "./precompressed-assets.server";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("BR")).toBe("br");
    expect(pickEncoding("*")).toBe("gzip");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding("gzip;q=0")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe("precompressed assets", () => {
  const script = `export const elves = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `elf-${i}`))};\n`;
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "assets-"));
    writeFileSync(path.join(dir, "app-abc123.js"), script);
    writeFileSync(path.join(dir, "font-abc123.woff2"), "not really a font");
    const app = express();
    app.use("/assets", precompressedAssets(dir), express.static(dir));
    app.use((_req, res) => res.status(404).send("none"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (file: string, acceptEncoding: string, method = "GET") =>
    fetch(`${base}/${file}`, { method, headers: { "accept-encoding": acceptEncoding } });
  const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("serves brotli or gzip that decompress to the file, cached for a year", async () => {
    // fetch() would decode the body itself; read it raw through node:http semantics instead.
    const br = await rawRequest(`${base}/app-abc123.js`, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawRequest(`${base}/app-abc123.js`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it("answers HEAD without a body", async () => {
    const res = await get("app-abc123.js", "gzip", "HEAD");
    expect(res.status).toBe(200);
    expect((await raw(res)).length).toBe(0);
  });

  it("leaves fonts, clients that take no compression and missing files to the next handler", async () => {
    expect((await rawRequest(`${base}/font-abc123.woff2`, "br")).headers["content-encoding"]).toBeUndefined();
    const plain = await rawRequest(`${base}/app-abc123.js`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get("missing-abc.js", "br")).status).toBe(404);
    expect((await get("..%2Fsecret.js", "br")).status).toBe(404);
  });
});

/** A GET whose body is returned exactly as sent (no automatic decompression). */
async function rawRequest(url: string, acceptEncoding: string) {
  const http = await import("node:http");
  return new Promise<{ headers: Record<string, string | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
