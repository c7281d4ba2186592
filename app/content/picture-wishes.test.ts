import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recogniseWish } from "~/features/letter/vocabulary/recognise.server";
import { LOCALES } from "~/i18n/locale";
import { localisedContent } from "./localised.server";

describe("the picture letter's wishes", () => {
  it.each(LOCALES)("%s: 24 drawn wishes, each named so the site recognises it as its own kind of gift", (locale) => {
    const { PICTURE_WISHES } = localisedContent<typeof import("./picture-wishes")>(locale, "picture-wishes");
    expect(PICTURE_WISHES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(PICTURE_WISHES.map((w) => w.id)).size).toBe(PICTURE_WISHES.length);
    for (const wish of PICTURE_WISHES) expect(existsSync(path.resolve(import.meta.dirname, `../assets/art/wishes/${wish.id}.svg`)), wish.id).toBe(true);
    const misread = PICTURE_WISHES.filter((w) => recogniseWish(locale, w.label).gift !== w.id || recogniseWish(locale, w.label).negated);
    expect(misread.map((w) => `${w.label} → ${recogniseWish(locale, w.label).gift}`)).toEqual([]);
  });
});
