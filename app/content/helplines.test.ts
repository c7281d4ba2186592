import { describe, expect, it } from "vitest";
import { HELPLINES } from "./helplines";

describe("children's helplines", () => {
  it("cover every country the letter page serves, and the European 116 111", () => {
    const places = new Set(HELPLINES.map((h) => h.place));
    for (const place of ["United States", "United Kingdom", "Canada", "Ireland", "Australia", "New Zealand", "Across Europe"]) expect(places).toContain(place);
    expect(HELPLINES.some((h) => h.number === "116 111")).toBe(true);
  });
  it("each names the organisation and dials exactly the digits it shows", () => {
    for (const h of HELPLINES) {
      expect(h.organisation.length).toBeGreaterThan(3);
      expect(h.dial).toMatch(/^\+?\d{3,15}$/);
      expect(h.number.replace(/\D/g, "")).toBe(h.dial.replace(/\D/g, ""));
    }
  });
});
