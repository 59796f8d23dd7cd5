/** A numbered process: step, title, description. */
export function Steps({
  steps,
  stepLabel,
}: {
  steps: { step: string; title: string; description: string }[]
  stepLabel: string
}) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li
          key={step.step}
          className="rounded-card bg-card shadow-card ring-border/60 relative p-6 ring-1"
        >
          <span aria-hidden="true" className="font-display text-accent text-4xl font-semibold">
            {step.step}
          </span>
          <h3 className="mt-3 text-xl font-semibold">
            <span className="sr-only">
              {stepLabel} {step.step}:{' '}
            </span>
            {step.title}
          </h3>
          <p className="text-muted-foreground mt-2 leading-relaxed">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
