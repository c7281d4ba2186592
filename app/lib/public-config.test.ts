import { describe, expect, it } from "vitest";
import { defaultContactEmail, defaultSiteUrl, publicConfig, publicConfigFromEnv, setPublicConfig } from "./public-config";

describe("the public settings (SITE_URL, CONTACT_EMAIL) come from the environment at run time", () => {
  it("defaults SITE_URL to this machine on the server's own port, and the contact to an address at that host", () => {
    expect(defaultSiteUrl(3201)).toBe("http://localhost:3201");
    expect(defaultSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(publicConfigFromEnv({ PORT: "3201" })).toEqual({ siteUrl: "http://localhost:3201", contactEmail: "contact@localhost" });
    expect(defaultContactEmail("https://santa.example.org")).toBe("contact@santa.example.org");
  });
  it("takes what is set, without a trailing slash; an empty value counts as unset", () => {
    expect(publicConfigFromEnv({ SITE_URL: "https://santa.example/", CONTACT_EMAIL: "help@santa.example", PORT: "8080" })).toEqual({
      siteUrl: "https://santa.example",
      contactEmail: "help@santa.example",
    });
    expect(publicConfigFromEnv({ SITE_URL: "", CONTACT_EMAIL: "" }).siteUrl).toBe("http://localhost:3000");
  });
  it("on the server, is what the server set at start-up", () => {
    const before = publicConfig();
    setPublicConfig({ siteUrl: "https://elsewhere.example", contactEmail: "hi@elsewhere.example" });
    expect(publicConfig()).toEqual({ siteUrl: "https://elsewhere.example", contactEmail: "hi@elsewhere.example" });
    setPublicConfig(before);
  });
});
