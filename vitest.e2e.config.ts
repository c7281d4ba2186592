import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "./scripts/vite-lingui-macro.ts";

// Browser journeys: one built site served by `npm run serve`, driven in Debian's Chromium.
export default defineConfig({
  // Tests import app modules (navigation, content) that use Lingui macros.
  plugins: [linguiMacro(), lingui()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/e2e-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
