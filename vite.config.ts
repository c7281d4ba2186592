import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The canonical base of every page is baked into the prerendered HTML at build time;
    // server.ts rewrites it when `npm run serve` is given another SITE_URL.
    __BUILD_SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")),
  },
  build: { assetsInlineLimit: 0 },
});
