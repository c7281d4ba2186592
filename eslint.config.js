import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ADR 016: a render's messages come from its own I18n (useLingui, <Trans>, msg descriptors); Lingui's global
// instance and the global `t` would be shared by server renders running side by side.
const linguiGlobals = [
  { name: "@lingui/core", importNames: ["i18n"], message: "Use useLingui() in a component, or metaI18n(matches) in meta." },
  { name: "@lingui/core/macro", importNames: ["t"], message: "Use `t` from useLingui() (@lingui/react/macro), or msg for data." },
];

/**
 * The house's boundaries (CONVENTIONS.md): code flows shared → features → routes, so a feature never imports another
 * feature, except the shared ones named here (the countdown, which the home page and the tracker both show); and
 * code that reaches the browser never imports a `.server` module.
 */
const SHARED_FEATURES = ["countdown"];
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const noServerImports = { group: ["**/*.server", "*.server"], message: "Browser code must not import a .server module: move the logic, or the import, to a .server file." };
const boundaries = [
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: linguiGlobals,
          patterns: [
            {
              group: ["~/features/*", `!~/features/${feature}`, ...SHARED_FEATURES.filter((f) => f !== feature).map((f) => `!~/features/${f}`)],
              message: `Features never import each other (CONVENTIONS.md): move what ${feature} needs to app/lib or app/components, or name a shared feature in eslint.config.js.`,
            },
            noServerImports,
          ],
        },
      ],
    },
  })),
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.{ts,tsx}", "app/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: linguiGlobals, patterns: [noServerImports] }] },
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "coverage/", "app/locales/**/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: linguiGlobals }] },
  },
  ...boundaries,
  {
    // No import cycles in the app: a cycle makes module order matter and hides which way a dependency runs.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["scripts/**", "tests/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
);
