import { setPublicConfig } from "~/lib/public-config";

/** Unit and integration tests see the site as served from one fixed public address. */
setPublicConfig({ siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test" });
