import { describe, expect, it } from "vitest";
import { deadOwnerOnThisHost, processAlive } from "./outbox-worker.server";
import { replyMessageId } from "./mime.server";

describe("replies a stopped process was sending", () => {
  const alive = new Set([100, 200]);
  const isAlive = (pid: number) => alive.has(pid);
  it("are orphans when their owner was a process of this host that no longer runs", () => {
    expect(deadOwnerOnThisHost("box:300:ab12cd34", "box", isAlive)).toBe(true);
    expect(deadOwnerOnThisHost("box:100:ab12cd34", "box", isAlive)).toBe(false);
    expect(deadOwnerOnThisHost("other:300:ab12cd34", "box", isAlive)).toBe(false);
    expect(deadOwnerOnThisHost(`box:${process.pid}:ab12cd34`, "box", () => false)).toBe(false);
    expect(deadOwnerOnThisHost("box:not-a-pid:x", "box", isAlive)).toBe(false);
    expect(deadOwnerOnThisHost("dead-process", "box", isAlive)).toBe(false);
  });
  it("tells a running process from one that is gone", () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12_345)).toBe(false);
  });
});

describe("a reply's Message-ID", () => {
  it("is the same at every attempt, at the sender's domain", () => {
    expect(replyMessageId("01J9ZK8Q", "Santa Claus <santa@north-pole.test>")).toBe("<reply-01J9ZK8Q@north-pole.test>");
    expect(replyMessageId("01J9ZK8Q", "santa@north-pole.test")).toBe(replyMessageId("01J9ZK8Q", "Santa <santa@north-pole.test>"));
    expect(replyMessageId("a<b>@c", "santa@x.test")).toBe("<reply-abc@x.test>");
  });
});
