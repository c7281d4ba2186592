import { describe, expect, it } from "vitest";
import { DEED_SUGGESTIONS } from "~/content/good-deeds";
import {
  DEED_TIERS,
  GOOD_DEEDS_STORAGE_KEY,
  THIS_WEEK_MS,
  addDeed,
  averagePoints,
  canAddDeed,
  clearDeeds,
  createDeed,
  deleteDeed,
  deedChange,
  deedDateLabel,
  loadDeeds,
  parseStoredDeeds,
  randomDeedPoints,
  saveDeeds,
  summarize,
  thisWeekCount,
  tierFor,
  totalPoints,
  type DeedStorage,
  type GoodDeed,
} from "./good-deeds";

const NOW = new Date("2026-12-10T12:00:00Z");
const deed = (points: number, at: number = NOW.getTime(), text = "Helped"): GoodDeed => ({ id: String(at), text, date: "12/10/2026", points });

class MemoryStorage implements DeedStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("status tiers", () => {
  it.each([
    [0, "Just Starting!", "Every good deed counts!"],
    [49, "Just Starting!", "Every good deed counts!"],
    [50, "Getting There!", "You're doing wonderful things!"],
    [99, "Getting There!", "You're doing wonderful things!"],
    [100, "Nice!", "Keep up the great work!"],
    [149, "Nice!", "Keep up the great work!"],
    [150, "Very Nice!", "You're definitely on the Nice List!"],
    [199, "Very Nice!", "You're definitely on the Nice List!"],
    [200, "Super Nice!", "Santa is absolutely amazed by your kindness!"],
    [1000, "Super Nice!", "Santa is absolutely amazed by your kindness!"],
  ])("%i points → %s", (points, label, message) => {
    expect(tierFor(points)).toEqual({ minPoints: expect.any(Number), label, message });
  });

  it("lists five tiers, highest first", () => {
    expect(DEED_TIERS.map((t) => t.minPoints)).toEqual([200, 150, 100, 50, 0]);
  });
});

describe("suggestions", () => {
  it("are the spec's ten with their fixed points, in order", () => {
    expect(DEED_SUGGESTIONS.map((s) => s.points)).toEqual([10, 15, 10, 5, 20, 10, 15, 10, 5, 15]);
    expect(new Set(DEED_SUGGESTIONS.map((s) => s.text)).size).toBe(10);
  });
});

describe("adding, deleting and points", () => {
  it("needs non-blank text", () => {
    expect(canAddDeed("  ")).toBe(false);
    expect(canAddDeed("")).toBe(false);
    expect(canAddDeed(" x ")).toBe(true);
  });

  it("scores typed deeds 5 to 19 from the random source", () => {
    expect(randomDeedPoints(() => 0)).toBe(5);
    expect(randomDeedPoints(() => 0.999999)).toBe(19);
    expect(randomDeedPoints(() => 0.5)).toBe(12);
  });

  it("derives the id from the time, unique within the list, and trims the text", () => {
    const first = createDeed("  Fed the cat ", 10, NOW, [], "en-US");
    expect(first).toEqual({ id: String(NOW.getTime()), text: "Fed the cat", date: "12/10/2026", points: 10 });
    const second = createDeed("Again", 5, NOW, [first]);
    expect(second.id).toBe(`${NOW.getTime()}-1`);
    expect(createDeed("Third", 5, NOW, [first, second]).id).toBe(`${NOW.getTime()}-2`);
  });

  it("puts new deeds on top and deletes by id", () => {
    const a = deed(10, 1_000_000_000_000);
    const b = deed(15, 1_000_000_000_001);
    const list = addDeed(addDeed([], a), b);
    expect(list.map((d) => d.id)).toEqual([b.id, a.id]);
    expect(deleteDeed(list, a.id)).toEqual([b]);
    expect(deleteDeed(list, "nope")).toEqual(list);
  });

  it("averages total/count rounded, 0 when empty", () => {
    expect(averagePoints([])).toBe(0);
    expect(averagePoints([deed(10), deed(15)])).toBe(13); // 12.5 rounds up
    expect(averagePoints([deed(10), deed(11), deed(11)])).toBe(11); // 10.67
    expect(averagePoints([deed(10), deed(10), deed(11)])).toBe(10); // 10.33
    expect(totalPoints([deed(10), deed(15), deed(20)])).toBe(45);
  });
});

describe("announcements", () => {
  it("say what changed, then the new total and tier", () => {
    const after = [deed(40), deed(15)];
    expect(deedChange("added", { text: "Fed the cat", points: 15 }, after)).toEqual({
      change: "added",
      text: "Fed the cat",
      points: 15,
      total: 55,
      tier: tierFor(55),
    });
    expect(deedChange("deleted", { text: "Fed the cat", points: 15 }, [deed(1)])).toMatchObject({ change: "deleted", total: 1, tier: { label: "Just Starting!" } });
    expect(deedChange("deleted", { text: "x", points: 5 }, [])).toMatchObject({ total: 0, tier: { label: "Just Starting!" } });
  });
});

describe("deed dates", () => {
  it("are shown in the page's language, from the time the deed was recorded", () => {
    const at = new Date(2026, 11, 10, 12).getTime();
    const recorded: GoodDeed = { id: String(at), text: "Helped", date: "12/10/2026", points: 5 };
    expect(deedDateLabel(recorded, "en")).toBe("12/10/2026");
    expect(deedDateLabel(recorded, "de")).toBe("10.12.2026");
    expect(deedDateLabel(recorded, "pt-BR")).toBe("10/12/2026");
    expect(deedDateLabel({ ...recorded, id: `${at}-2` }, "fr")).toBe("10/12/2026");
  });

  it("fall back to the stored date when the id holds no time", () => {
    expect(deedDateLabel({ id: "abc", text: "Helped", date: "10/12/2026", points: 5 }, "de")).toBe("10/12/2026");
  });
});

describe("This Week", () => {
  it("counts deeds less than 7 days old", () => {
    const t = NOW.getTime();
    const deeds = [deed(5, t), deed(5, t - THIS_WEEK_MS + 1), deed(5, t - THIS_WEEK_MS), deed(5, t - THIS_WEEK_MS - 1), deed(5, t - 30 * 86_400_000)];
    expect(thisWeekCount(deeds, NOW)).toBe(2);
    // One millisecond later, the deed at the edge drops out.
    expect(thisWeekCount(deeds, new Date(t + 1))).toBe(1);
    expect(THIS_WEEK_MS).toBe(604_800_000);
  });

  it("falls back to the date for an id that is not a time, and skips unreadable ones", () => {
    const old = { id: "abc", text: "x", date: "2026-12-09", points: 5 };
    const unreadable = { id: "abc2", text: "x", date: "le 9 déc.", points: 5 };
    expect(thisWeekCount([old, unreadable], NOW)).toBe(1);
  });

  it("summarizes count, total, this week, average and tier", () => {
    const s = summarize([deed(100, NOW.getTime()), deed(60, NOW.getTime() - 8 * 86_400_000)], NOW);
    expect(s).toMatchObject({ count: 2, total: 160, thisWeek: 1, average: 80 });
    expect(s.tier.label).toBe("Very Nice!");
    expect(summarize([], NOW)).toMatchObject({ count: 0, total: 0, thisWeek: 0, average: 0 });
  });
});

describe("storage", () => {
  it("round-trips the list under christmas-good-deeds as an array of {id, text, date, points}", () => {
    const storage = new MemoryStorage();
    const list = [deed(10, 1_700_000_000_001, "Shared my toys"), deed(15, 1_700_000_000_000, `Quotes "and" <tags>`)];
    expect(saveDeeds(storage, list)).toBe(true);
    expect(GOOD_DEEDS_STORAGE_KEY).toBe("christmas-good-deeds");
    expect(JSON.parse(storage.items.get("christmas-good-deeds")!)).toEqual(list);
    expect(loadDeeds(storage)).toEqual(list);
    clearDeeds(storage);
    expect(storage.items.has("christmas-good-deeds")).toBe(false);
    expect(loadDeeds(storage)).toEqual([]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", '{"id":"1"}'],
    ["a number", "42"],
    ["null", "null"],
    ["a string", '"deeds"'],
  ])("starts empty from a corrupt value (%s)", (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(GOOD_DEEDS_STORAGE_KEY, raw);
    expect(loadDeeds(storage)).toEqual([]);
  });

  it("drops entries that are not deeds and repeated ids, keeps the good ones", () => {
    const good = deed(10, 1_700_000_000_000);
    const raw = JSON.stringify([good, null, 3, { id: "x", text: "no points", date: "d" }, { ...good }, { id: "y", text: "t", date: "d", points: "5" }, { id: "z", text: " ", date: "d", points: 5 }, { id: "w", text: "neg", date: "d", points: -5 }]);
    expect(parseStoredDeeds(raw)).toEqual([good]);
  });

  it("survives a storage that throws", () => {
    const broken: DeedStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(loadDeeds(broken)).toEqual([]);
    expect(saveDeeds(broken, [deed(5)])).toBe(false);
    expect(() => clearDeeds(broken)).not.toThrow();
    expect(loadDeeds(null)).toEqual([]);
  });
});
