import { CardGrid } from '@/components/ui/card-grid'

/** A numbered process: step, title, description. */
export function Steps({
  steps,
  stepLabel,
}: {
  steps: { step: string; title: string; description: string }[]
  stepLabel: string
}) {
  return (
    <CardGrid as="ol" count={steps.length} columns={{ md: 2, lg: 4 }}>
      {steps.map((step, index) => (
        <li
          key={index}
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
    </CardGrid>
  )
}
