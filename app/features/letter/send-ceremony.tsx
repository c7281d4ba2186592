/**
 * The letter's send-off, played once above the thank-you postcard (issue 36): the sheet folds in three, slides into an
 * envelope, the flap closes, a star seal is pressed on, and the reindeer of the postcard's drawing comes to carry it
 * away (its own envelope lands exactly where this one is). Pure SVG and CSS keyframes (app.css, `.ceremony-*`), about
 * 3 seconds; decorative, so hidden from assistive technology. Under prefers-reduced-motion none of it is drawn: the
 * postcard shows the still drawing of the reindeer with the letter.
 */
export function SendCeremony() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" className="ceremony absolute inset-0 h-full w-full overflow-visible" data-testid="send-ceremony">
      <g className="ceremony-envelope" stroke="#1f2937" strokeWidth={2.2} strokeLinejoin="round" strokeLinecap="round">
        {/* Envelope back and its open flap, behind the letter. */}
        <g className="ceremony-envelope-back">
          <rect x={87} y={70} width={66} height={44} rx={4} fill="#f3e2c7" />
          <path className="ceremony-flap-open" d="M88 71L120 49L152 71Z" fill="#fff6d6" />
        </g>
        {/* The letter: three thirds of a lined sheet, folded bottom-up then top-down. */}
        <g className="ceremony-letter">
          <g className="ceremony-third-top">
            <rect x={90} y={31} width={60} height={26} fill="#fffdf7" />
            <path d="M97 40h40M97 48h46" stroke="#165b33" strokeOpacity={0.35} strokeWidth={1.5} />
          </g>
          <g>
            <rect x={90} y={57} width={60} height={26} fill="#fffdf7" />
            <path d="M97 65h46M97 73h34" stroke="#165b33" strokeOpacity={0.35} strokeWidth={1.5} />
          </g>
          <g className="ceremony-third-bottom">
            <rect x={90} y={83} width={60} height={26} fill="#fffdf7" />
            <path d="M97 91h38M97 99h24" stroke="#165b33" strokeOpacity={0.35} strokeWidth={1.5} />
            <path d="M131 101c3-5 7-5 6 0c-1 4-5 3-6 0z" fill="#b3261e" stroke="none" />
          </g>
          <rect x={90} y={31} width={60} height={78} fill="none" className="ceremony-letter-edge" />
        </g>
        {/* The pocket's front, over the letter as it slides in; then the flap closes and the seal goes on. */}
        <g className="ceremony-envelope-front">
          <path d="M88 113L120 87L152 113Z" fill="#f3e2c7" />
          <path d="M88 112L110 92M152 112L130 92" />
          <path d="M87 74V110a4 4 0 0 0 4 4H149a4 4 0 0 0 4-4V74" fill="none" />
        </g>
        <path className="ceremony-flap-closed" d="M88 71L120 93L152 71Z" fill="#fff6d6" />
        <path className="ceremony-seal" d="M120 82.5l2.5 5.1l5.6.8l-4.1 3.9l1 5.6l-5-2.7l-5 2.7l1-5.6l-4.1-3.9l5.6-.8z" fill="#b3261e" />
      </g>
    </svg>
  );
}
