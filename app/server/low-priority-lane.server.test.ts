import { describe, expect, it } from "vitest";
import { LowPriorityLane } from "./low-priority-lane.server";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe("LowPriorityLane", () => {
  it("answers at once when no page has been asked for lately", () => {
    let now = 1000;
    const lane = new LowPriorityLane({ share: 0.25, quietMs: 100, maxQueued: 10, now: () => now });
    let answered = 0;
    for (let i = 0; i < 5; i++) lane.run(() => answered++);
    expect(answered).toBe(5);
    lane.notePage();
    now += 100;
    lane.run(() => answered++);
    expect(answered).toBe(6);
  });

  it("while pages are asked for, answers only the share they earn, oldest first", async () => {
    let now = 1000;
    const lane = new LowPriorityLane({ share: 0.25, quietMs: 100, maxQueued: 100, now: () => now });
    const answered: number[] = [];
    lane.notePage();
    for (let i = 0; i < 6; i++) lane.run(() => answered.push(i));
    expect(answered).toEqual([]);
    await turn();
    expect(answered).toEqual([]); // 0.25 earned: not a whole answer yet
    for (let i = 0; i < 7; i++) lane.notePage(); // 8 pages: 2 answers earned
    await settle();
    expect(answered).toEqual([0, 1]);
    expect(lane.waiting).toBe(4);
    // The pages stop: once the site is quiet the rest go out together.
    now += 100;
    await settle();
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lane.waiting).toBe(0);
  });

  it("never holds more than maxQueued answers: past it they are answered at once", () => {
    const lane = new LowPriorityLane({ share: 0.1, quietMs: 100, maxQueued: 3, now: () => 1000 });
    lane.notePage();
    let answered = 0;
    for (let i = 0; i < 5; i++) lane.run(() => answered++);
    expect(lane.waiting).toBe(3);
    expect(answered).toBe(2);
  });

  it("caps the credit pages earn, so a burst of pages does not let a burst of scans through later", async () => {
    const lane = new LowPriorityLane({ share: 1, quietMs: 100, maxQueued: 100, now: () => 1000 });
    for (let i = 0; i < 50; i++) lane.notePage();
    let answered = 0;
    for (let i = 0; i < 30; i++) lane.run(() => answered++);
    await settle();
    expect(answered).toBe(10);
  });
});
