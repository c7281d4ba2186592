import { describe, expect, it } from "vitest";
import { MAX_LETTER_BODY_BYTES } from "~/features/letter/letter-rules";
import { DRAIN_LIMIT_BYTES, readLetterRequest, REQUEST_ERRORS, requestRefusal } from "./letter-request.server";

const SITE = "https://santa.example";
const post = (body: BodyInit | null, headers: Record<string, string>, url = "https://santa.example/api/letters") =>
  new Request(url, { method: "POST", headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("which letter requests are refused before reading", () => {
  it("refuses another website's post from its visitors' browsers with 403", () => {
    expect(requestRefusal(post("a=1", { ...form, origin: "https://evil.example" }), SITE)).toEqual({ status: 403, error: REQUEST_ERRORS.crossSite });
    expect(requestRefusal(post("a=1", { ...form, origin: "null" }), SITE)?.status).toBe(403);
    expect(requestRefusal(post("a=1", { ...form, "sec-fetch-site": "cross-site" }), SITE)?.status).toBe(403);
  });
  it("takes our own origin (the public one, or the one it was reached at) and clients that send none", () => {
    expect(requestRefusal(post("a=1", { ...form, origin: SITE, "sec-fetch-site": "same-origin" }), SITE)).toBeNull();
    expect(requestRefusal(post("a=1", { ...form, origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/api/letters"), SITE)).toBeNull();
    expect(requestRefusal(post("a=1", form), SITE)).toBeNull();
  });
  it.each(["text/plain", "", "application/xml", "text/html; charset=utf-8"])("refuses a body of type %j with 415", (type) => {
    expect(requestRefusal(post("a=1", type ? { "content-type": type } : {}), SITE)?.status).toBe(415);
  });
  it.each(["application/x-www-form-urlencoded; charset=UTF-8", "multipart/form-data; boundary=x", "Application/JSON"])("accepts %j", (type) => {
    expect(requestRefusal(post("a=1", { "content-type": type }), SITE)).toBeNull();
  });
});

describe("reading a letter body", () => {
  it("carries the page's locale, and answers anything else in English", async () => {
    const read = async (body: string) => {
      const r = await readLetterRequest(post(body, form), SITE);
      return r.ok ? r.locale : r.error;
    };
    expect(await read("childName=Lea&locale=de")).toBe("de");
    expect(await read("childName=Lea&locale=pt-br")).toBe("pt-br");
    expect(await read("childName=Lea&locale=klingon")).toBe("en");
    expect(await read("childName=Lea")).toBe("en");
  });

  it("refuses malformed UTF-8 instead of storing U+FFFD", async () => {
    expect(await readLetterRequest(post("childName=Em%FFma&parentEmail=a%40b.co", form), SITE)).toMatchObject({ ok: false, status: 400 });
    const bytes = new Uint8Array([...new TextEncoder().encode('{"childName":"Em'), 0xff, ...new TextEncoder().encode('ma"}')]);
    expect(await readLetterRequest(post(bytes, { "content-type": "application/json" }), SITE)).toMatchObject({ ok: false, status: 400 });
  });
  it("refuses a lone surrogate in JSON instead of storing U+FFFD (issue 35), and keeps a whole emoji", async () => {
    const json = { "content-type": "application/json" };
    expect(await readLetterRequest(post('{"childName":"Em\\ud800ma","parentEmail":"a@b.co"}', json), SITE)).toMatchObject({ ok: false, status: 400 });
    expect(await readLetterRequest(post('{"childName":"Emma","messageToSanta":"hi \\udc00"}', json), SITE)).toMatchObject({ ok: false, status: 400 });
    expect(await readLetterRequest(post('{"childName":"Emma \\ud83c\\udf84","parentEmail":"a@b.co"}', json), SITE)).toMatchObject({ ok: true, values: { childName: "Emma 🎄" } });
  });
  it("reads media types whatever their case (issue 35: APPLICATION/JSON was read as a form)", async () => {
    expect(await readLetterRequest(post('{"childName":"Emma","parentEmail":"a@b.co"}', { "content-type": "APPLICATION/JSON; Charset=UTF-8" }), SITE)).toMatchObject({ ok: true, values: { childName: "Emma" } });
    expect(await readLetterRequest(post("childName=Lea", { "content-type": "Application/X-WWW-Form-Urlencoded" }), SITE)).toMatchObject({ ok: true, values: { childName: "Lea" } });
  });
  it("refuses an object or a list posted as a field", async () => {
    expect(await readLetterRequest(post(JSON.stringify({ childName: { a: 1 }, parentEmail: "a@b.co" }), { "content-type": "application/json" }), SITE)).toMatchObject({ ok: false, status: 400 });
    expect(await readLetterRequest(post(JSON.stringify({ childName: ["Emma"], parentEmail: "a@b.co" }), { "content-type": "application/json" }), SITE)).toMatchObject({ ok: false, status: 400 });
  });
  it("reads a plain form, including + for spaces and UTF-8 escapes", async () => {
    const read = await readLetterRequest(post("childName=Zo%C3%AB+Ann&parentEmail=a%40b.co", form), SITE);
    expect(read).toMatchObject({ ok: true, values: { childName: "Zoë Ann", parentEmail: "a@b.co" } });
  });
  it("answers a chunked body over the limit with 413 after draining it, so the browser sees the answer", async () => {
    let sent = 0;
    const chunk = new Uint8Array(8 * 1024).fill(97);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= MAX_LETTER_BODY_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    expect(await readLetterRequest(post(stream, form), SITE)).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBe(MAX_LETTER_BODY_BYTES * 2);
    expect(DRAIN_LIMIT_BYTES).toBeGreaterThan(MAX_LETTER_BODY_BYTES);
  });
});

describe("the idempotency key", () => {
  it("is read from its header, and a malformed one is refused before anything is stored", async () => {
    const ok = await readLetterRequest(post("childName=Emma", { ...form, "idempotency-key": "a1b2c3d4e5f6a7b8c9d0" }), SITE);
    expect(ok).toMatchObject({ ok: true, idempotencyKey: "a1b2c3d4e5f6a7b8c9d0" });
    expect(await readLetterRequest(post("childName=Emma", form), SITE)).toMatchObject({ ok: true, idempotencyKey: undefined });
    for (const bad of ["short", "x".repeat(129), "has spaces in it, sixteen+", "ünïcödé-key-0123456789"]) {
      expect(await readLetterRequest(post("childName=Emma", { ...form, "idempotency-key": bad }), SITE)).toEqual({ ok: false, status: 400, error: REQUEST_ERRORS.badKey });
    }
  });
});
