/** A craft's or activity's steps as a numbered list; `className` sets the space above it. */
export function WrittenSteps({ steps, className }: { steps: readonly string[]; className: string }) {
  return (
    <ol className={`${className} list-decimal space-y-2 pl-5`}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
