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
          // One column on a phone: the number beside the title, not above it (a line saved a step).
          className="rounded-card bg-card shadow-card ring-border/60 relative grid grid-cols-[auto_1fr] items-baseline gap-x-4 p-5 sm:p-6 md:block"
        >
          <span
            aria-hidden="true"
            className="font-display text-accent text-3xl font-semibold md:text-4xl"
          >
            {step.step}
          </span>
          <h3 className="text-xl font-semibold md:mt-3">
            <span className="sr-only">
              {stepLabel} {step.step}:{' '}
            </span>
            {step.title}
          </h3>
          <p className="text-muted-foreground col-span-2 mt-2 leading-relaxed">
            {step.description}
          </p>
        </li>
      ))}
    </CardGrid>
  )
}
