import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { publicConfigFromEnv } from "./app/lib/public-config.ts";
import { linguiMacro } from "./scripts/vite-lingui-macro.ts";

/**
 * Web fonts never move the page: `font-display: optional` uses a font only if it is there for the first
 * paint (root.tsx preloads the Latin files), so a slow phone keeps its fallback instead of reflowing the
 * page when the font arrives. Fontsource ships `swap`; this rewrites it in the built CSS.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: "north-pole:font-display-optional",
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes("font-display")) return null;
      return { code: code.replace(/font-display:\s*swap/g, "font-display: optional"), map: null };
    },
  };
}

/** Chunks every page evaluates and hydrates with as soon as its scripts start. */
const EAGER_CHUNKS = new Set(["entry.client", "shared", "root"]);

export default defineConfig({
  // Lingui: macros compiled in our sources, PO catalogues compiled when imported (ADR 016).
  plugins: [linguiMacro(), lingui(), tailwindcss(), fontDisplayOptional(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // What the prerendered pages were rendered with (the public address and contact): the server swaps in its
    // own at start-up. Only the server's entry reads this; the browser reads the page's <head>.
    __BUILD_PUBLIC_CONFIG__: JSON.stringify(publicConfigFromEnv(process.env)),
  },
  environments: {
    // The server build's entry is the production server itself (app/server/main.server.ts), which re-exports React
    // Router's build: `node build/server/index.js` runs one copy of every module (React Router's custom-server pattern).
    // React Router's own build stays an entry too (its prerendering finds it in the manifest), in its own file.
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./app/server/main.server.ts", "react-router-build": "virtual:react-router/server-build" },
          output: { entryFileNames: "[name].js" },
        },
      },
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The bundler's timing report (a dozen lines on every build, about plugins' share of the time) is for
      // profiling, not for `npm start`: a newcomer's start ends on the address (issue 33).
      checks: { bundlerTimings: false },
      output: {
        // Every page runs all of these at start-up (React DOM, the router, the layout). The magic comment asks
        // Chrome to compile their functions on the thread that streams the file in, instead of one by one on the
        // main thread during hydration, where each lazy compile lengthens a blocking task (ADR 010).
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          groups: [
            // Code most pages share (layout, icons, helpers) travels as one file instead of dozens of tiny
            // ones: each extra request costs a round trip on a phone's connection.
            { name: "shared", minShareCount: 4, priority: 10 },
          ],
        },
      },
    },
  },
});
