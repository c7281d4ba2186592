import { transformAsync } from "@babel/core";
import linguiMacroPlugin from "@lingui/babel-plugin-lingui-macro";
import type { Plugin } from "vite";

const MACRO_IMPORT = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

/**
 * Runs Lingui's macro Babel plugin on our source files that import a macro (`<Trans>`, `useLingui`, `msg`), before
 * React Router's and Vite's own transforms: they compile the macros into `i18n._(id)` calls with the message ids
 * the catalogues hold. Files without a macro import are untouched (and cost nothing). Used by vite.config.ts and
 * vitest.config.ts. Why a plugin of ours and not @rolldown/plugin-babel: ADR 016.
 */
export function linguiMacro(): Plugin {
  return {
    name: "north-pole:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes("/node_modules/") || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [linguiMacroPlugin],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
