import { describe, expect, it } from "vitest";
import { chooseVoice, sentencesOf } from "./read-aloud";

describe("reading Santa's reply aloud", () => {
  it("reads a paragraph sentence by sentence, keeping quotes and Spanish marks with their sentence", () => {
    expect(sentencesOf("Ho ho ho! I read it by the fire. Did you know? The elves… agree.")).toEqual(["Ho ho ho!", "I read it by the fire.", "Did you know?", "The elves…", "agree."]);
    expect(sentencesOf("¡Hola, Begoña! ¿Cómo estás? «Bien», dijo.")).toEqual(["¡Hola, Begoña!", "¿Cómo estás?", "«Bien», dijo."]);
    expect(sentencesOf("Dear Emma,")).toEqual(["Dear Emma,"]);
    expect(sentencesOf("  ")).toEqual([]);
  });
  it("chooses the page's language's voice: its own region first, then the same language, on the device, never another language", () => {
    const voices = [
      { lang: "en-GB", name: "Daniel", localService: true },
      { lang: "pt-PT", name: "Joana", localService: true },
      { lang: "pt-BR", name: "Luciana (online)", localService: false },
      { lang: "es_ES", name: "Mónica", localService: true, default: true },
    ];
    expect(chooseVoice(voices, "pt-BR")?.name).toBe("Luciana (online)");
    expect(chooseVoice(voices.filter((v) => v.lang !== "pt-BR"), "pt-BR")?.name).toBe("Joana");
    expect(chooseVoice(voices, "en-US")?.name).toBe("Daniel");
    expect(chooseVoice(voices, "es")?.name).toBe("Mónica");
    expect(chooseVoice(voices, "de")).toBeNull();
    expect(chooseVoice([], "fr")).toBeNull();
  });
});
