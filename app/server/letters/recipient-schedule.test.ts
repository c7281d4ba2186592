import { describe, expect, it } from "vitest";
import { nextReplySlot, withinRate } from "./recipient-schedule";

const H = 3_600_000;
const DAY = 24 * H;

describe("the per-recipient rate", () => {
  it("sends at once while the address is under its limit", () => {
    expect(nextReplySlot([], 3, DAY, 1000)).toBe(1000);
    expect(nextReplySlot([0, H], 3, DAY, 2 * H)).toBe(2 * H);
  });
  it("schedules the fourth reply in a day for when the first leaves the window", () => {
    expect(nextReplySlot([0, H, 2 * H], 3, DAY, 3 * H)).toBe(DAY);
  });
  it("queues further replies behind the scheduled ones, keeping the rate in every window", () => {
    const times = [0, H, 2 * H];
    for (let i = 0; i < 6; i++) times.push(nextReplySlot(times, 3, DAY, 3 * H));
    expect(times.slice(3)).toEqual([DAY, DAY + H, DAY + 2 * H, 2 * DAY, 2 * DAY + H, 2 * DAY + 2 * H]);
    expect(withinRate(times, 3, DAY)).toBe(true);
  });
  it("forgets replies older than the window", () => {
    expect(nextReplySlot([0, H, 2 * H], 3, DAY, DAY + 5 * H)).toBe(DAY + 5 * H);
  });
  it("withinRate counts each event and the window after it", () => {
    expect(withinRate([0, 1, 2], 3, 10)).toBe(true);
    expect(withinRate([0, 1, 2, 9], 3, 10)).toBe(false);
    expect(withinRate([0, 1, 2, 10], 3, 10)).toBe(true);
  });
});
