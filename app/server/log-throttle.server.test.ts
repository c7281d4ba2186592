import { describe, expect, it } from "vitest";
import { LogThrottle } from "./log-throttle.server";

describe("LogThrottle", () => {
  it("writes one line per interval and counts the ones held back", () => {
    let now = 0;
    const t = new LogThrottle(10_000, () => now);
    expect(t.take()).toEqual({ write: true, suppressed: 0 });
    for (let i = 0; i < 3318; i++) expect(t.take()).toEqual({ write: false });
    now = 9_999;
    expect(t.take()).toEqual({ write: false });
    now = 10_000;
    expect(t.take()).toEqual({ write: true, suppressed: 3319 });
  });
});
