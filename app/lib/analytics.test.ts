// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { track, trackClick, trackPageView } from "./analytics";

describe("analytics", () => {
  beforeEach(() => {
    delete window.dataLayer;
  });
  it("pushes events onto window.dataLayer, creating it", () => {
    trackPageView("/nice-list");
    trackClick("hero_write_letter");
    track("form_submit", { form_id: "letter" });
    expect(window.dataLayer?.map((e) => e.event)).toEqual(["page_view", "button_click", "form_submit"]);
    expect(window.dataLayer?.[0]).toMatchObject({ page_path: "/nice-list" });
    expect(window.dataLayer?.[1]).toMatchObject({ button_id: "hero_write_letter" });
  });
});
