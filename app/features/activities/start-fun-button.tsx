import { Trans } from "@lingui/react/macro";
import { Sparkles } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { trackClick } from "~/lib/analytics";

/** 'Start the Fun!': scrolls to the page's content and moves keyboard focus there. */
export function StartFunButton({ targetId }: { targetId: string }) {
  return (
    <Button
      variant="gold"
      size="lg"
      className="mt-8"
      onClick={() => {
        trackClick("activities_start_fun");
        const target = document.getElementById(targetId);
        if (!target) return;
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        target.focus({ preventScroll: true });
      }}
    >
      <Sparkles aria-hidden="true" /> <Trans>Start the Fun!</Trans>
    </Button>
  );
}
