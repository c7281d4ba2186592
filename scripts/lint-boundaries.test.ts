import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The house's boundaries are lint rules (eslint.config.js): this proves they refuse what they must, so a rule that
// silently stopped matching would fail here, not in review.
const eslint = new ESLint({ cwd: process.cwd() });
const errors = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);

describe("the import boundaries", () => {
  it("refuse a feature importing another feature, and allow its own folder and the named shared ones", async () => {
    expect((await errors('import { readLetter } from "~/features/letter/reading/letter-reading.server";\nexport const x = readLetter;\n', "app/features/tracker/x.ts")).join()).toMatch(
      /Features never import each other/,
    );
    expect(await errors('import { CITIES } from "~/features/tracker/cities";\nexport const x = CITIES;\n', "app/features/tracker/x.ts")).toEqual([]);
    expect(await errors('import { useCountdown } from "~/features/countdown/use-countdown";\nexport const x = useCountdown;\n', "app/features/tracker/x.ts")).toEqual([]);
  });
  it("refuse a .server module in code that reaches the browser, and allow it in .server files and tests", async () => {
    const code = 'import { parseEnv } from "~/server/env.server";\nexport const x = parseEnv;\n';
    expect((await errors(code, "app/features/letter/x.ts")).join()).toMatch(/must not import a \.server module/);
    expect((await errors(code, "app/components/ui/x.tsx")).join()).toMatch(/must not import a \.server module/);
    expect(await errors(code, "app/features/letter/x.server.ts")).toEqual([]);
    expect(await errors(code, "app/features/letter/x.test.ts")).toEqual([]);
  });
  it("still refuse Lingui's global i18n everywhere in the app", async () => {
    expect((await errors('import { i18n } from "@lingui/core";\nexport const x = i18n;\n', "app/features/tracker/x.ts")).join()).toMatch(/useLingui/);
  });
});
