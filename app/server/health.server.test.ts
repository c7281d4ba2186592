import { describe, expect, it } from "vitest";
import { healthCheck } from "./health.server";

describe("health checks", () => {
  it("are single-flight: 200 concurrent requests run the check once", async () => {
    let runs = 0;
    const check = healthCheck(
      async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 20));
      },
      { cacheMs: 30_000 },
    );
    const answers = await Promise.all(Array.from({ length: 200 }, () => check()));
    expect(runs).toBe(1);
    expect(new Set(answers)).toEqual(new Set(["ok"]));
    await check();
    expect(runs).toBe(1);
  });
  it("answer 'failing' within the time box when the check hangs, and say why to the log", async () => {
    const reasons: unknown[] = [];
    const check = healthCheck(() => new Promise(() => {}), { cacheMs: 30_000, timeoutMs: 50, onFailure: (e) => reasons.push(e) });
    const started = Date.now();
    expect(await check()).toBe("failing");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(String(reasons[0])).toMatch(/no answer within 50 ms/);
  });
  it("reuse an answer until it is older than the cache time, then check again", async () => {
    let clock = 0;
    let healthy = false;
    let runs = 0;
    const check = healthCheck(
      async () => {
        runs++;
        if (!healthy) throw new Error("down");
      },
      { cacheMs: 1000, now: () => clock },
    );
    expect(await check()).toBe("failing");
    healthy = true;
    clock = 999;
    expect(await check()).toBe("failing");
    clock = 1000;
    expect(await check()).toBe("ok");
    expect(runs).toBe(2);
  });
});
