/** A carol's words, one line each, as the songs page and the advent calendar show them. */
export function SongLyrics({ lines }: { lines: readonly string[] }) {
  return (
    <blockquote className="mt-4 rounded-2xl bg-snow p-4 font-display text-lg italic ring-1 ring-slate-200">
      {lines.map((line, i) => (
        // A chorus repeats its lines, so the text alone is not a unique key.
        <span key={`${i}-${line}`} className="block">
          {line}
        </span>
      ))}
    </blockquote>
  );
}
