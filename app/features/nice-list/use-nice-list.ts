import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { track } from "~/lib/analytics";
import type { CertificateData } from "./certificate-design";
import { certificateWords } from "./certificate-words";
import {
  NICE_LIST_CHECK_DELAY_MS,
  certificateNumber,
  checkNiceList,
  cleanName,
  seasonYear,
  starsFilled,
  type NiceListResult,
} from "./nice-score";

/** The spec's states: name entry, checking for 3 s, result, and the optional certificate panel. */
export type NiceListPhase =
  | { step: "entry" }
  | { step: "checking"; name: string }
  | { step: "result"; name: string; result: NiceListResult; stars: number; certificate: CertificateData; showCertificate: boolean };

/**
 * The certificate's date in the page's language ("November 22, 2026", "22 de noviembre de 2026"). Each formatter is
 * made on the first check, not when the page loads: the first Intl formatter costs a phone several milliseconds.
 */
const issuedFormats = new Map<string, Intl.DateTimeFormat>();
export function formatIssuedOn(date: Date, languageTag: string): string {
  let format = issuedFormats.get(languageTag);
  if (!format) issuedFormats.set(languageTag, (format = new Intl.DateTimeFormat(languageTag, { year: "numeric", month: "long", day: "numeric" })));
  return format.format(date);
}

export function useNiceList() {
  const { i18n } = useLingui();
  const languageTag = usePageLanguageTag();
  const [name, setName] = useState("");
  const [phase, setPhase] = useState<NiceListPhase>({ step: "entry" });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const canCheck = cleanName(name).length > 0 && phase.step === "entry";

  const check = useCallback(() => {
    const checked = cleanName(name);
    if (!checked) return;
    track("nice_list_check_started");
    setPhase({ step: "checking", name: checked });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const now = new Date();
      const result = checkNiceList(checked);
      const stars = starsFilled(result.niceScore);
      const year = seasonYear(now);
      const number = certificateNumber(now);
      setPhase({
        step: "result",
        name: checked,
        result,
        stars,
        showCertificate: false,
        certificate: {
          name: checked,
          score: result.niceScore,
          stars,
          year,
          number,
          issuedOn: formatIssuedOn(now, languageTag),
          lang: languageTag,
          words: certificateWords(i18n, { name: checked, year, score: result.niceScore, number }),
        },
      });
      track("nice_list_check_completed", { nice_score: result.niceScore, stars });
    }, NICE_LIST_CHECK_DELAY_MS);
  }, [name, i18n, languageTag]);

  const showCertificate = useCallback(() => {
    setPhase((p) => (p.step === "result" ? { ...p, showCertificate: true } : p));
  }, []);

  /** 'Check Another Name': clears the name, the result and the certificate. */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setName("");
    setPhase({ step: "entry" });
    track("nice_list_reset");
  }, []);

  return { name, setName, phase, canCheck, check, showCertificate, reset };
}
