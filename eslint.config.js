import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // ADR 016: a render's messages come from its own I18n (useLingui, <Trans>, msg descriptors); Lingui's global
    // instance and the global `t` would be shared by server renders running side by side.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@lingui/core", importNames: ["i18n"], message: "Use useLingui() in a component, or metaI18n(matches) in meta." },
            { name: "@lingui/core/macro", importNames: ["t"], message: "Use `t` from useLingui() (@lingui/react/macro), or msg for data." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "server.ts", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
);
