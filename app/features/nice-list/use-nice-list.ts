import { useCallback, useEffect, useRef, useState } from "react";
import { track } from "~/lib/analytics";
import type { CertificateData } from "./certificate-design";
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

/** Created on the first check, not when the page loads: the first Intl formatter costs a phone several milliseconds. */
let issuedFormat: Intl.DateTimeFormat | undefined;

export function useNiceList() {
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
          year: seasonYear(now),
          number: certificateNumber(now),
          issuedOn: (issuedFormat ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" })).format(now),
        },
      });
      track("nice_list_check_completed", { nice_score: result.niceScore, stars });
    }, NICE_LIST_CHECK_DELAY_MS);
  }, [name]);

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
