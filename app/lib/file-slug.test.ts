import { expect, it } from "vitest";
import { fileSlug } from "./file-slug";

it("makes a file name's words from any language's text", () => {
  expect(fileSlug("Pain-d'Épice Léa")).toBe("pain-d-epice-lea");
  expect(fileSlug("Zoë Anne")).toBe("zoe-anne");
  expect(fileSlug("  Père Noël!! ")).toBe("pere-noel");
  expect(fileSlug("ß ñ ç")).toBe("n-c");
  expect(fileSlug("***")).toBe("");
});
