import { Check, X } from 'lucide-react'
import type { HowWeWorkPage } from '@/lib/content/schema'
import { CheckList } from './check-list'

/**
 * The steps from the first message to the warranty, in order: for each, what happens, what the
 * homeowner gets, how long it takes and what it costs.
 */
export function ProcessSteps({ steps }: { steps: HowWeWorkPage['steps'] }) {
  const rows = (step: HowWeWorkPage['steps']['items'][number]) => [
    { term: steps.labels.youGet, value: step.youGet },
    { term: steps.labels.duration, value: step.duration },
    { term: steps.labels.cost, value: step.cost },
  ]
  return (
    <ol className="divide-border grid divide-y sm:gap-6 sm:divide-y-0">
      {steps.items.map((step, index) => (
        <li
          key={index}
          className="sm:rounded-card sm:bg-card sm:shadow-card sm:ring-border/60 grid gap-4 py-6 max-sm:first:pt-0 max-sm:last:pb-0 sm:p-8 sm:ring-1 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-10"
        >
          {/* On a phone the number stands beside the title only, and the text takes the full width. */}
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 sm:gap-x-5">
            <span
              aria-hidden="true"
              className="font-display text-accent shrink-0 text-3xl leading-none font-semibold sm:w-10 sm:text-4xl"
            >
              {index + 1}
            </span>
            <div className="contents sm:block sm:min-w-0">
              <h3 className="text-xl font-semibold [overflow-wrap:anywhere]">
                <span className="sr-only">
                  {steps.stepLabel} {index + 1}:{' '}
                </span>
                {step.title}
              </h3>
              <p className="text-muted-foreground col-span-2 mt-2 leading-relaxed">{step.text}</p>
            </div>
          </div>
          {/* On a phone the steps are rows, not cards, and each step's facts one box, each fact a row beside its label; from 640 px, three boxes. */}
          <dl className="bg-card grid gap-y-2 rounded-lg px-4 py-3 text-[0.9375rem] sm:grid-cols-3 sm:gap-3 sm:bg-transparent sm:p-0 sm:text-base lg:grid-cols-1">
            {rows(step).map((row) => (
              <div
                key={row.term}
                className="sm:bg-muted/60 grid grid-cols-[6.25rem_minmax(0,1fr)] gap-x-3 sm:block sm:rounded-lg sm:px-4 sm:py-3"
              >
                <dt className="text-muted-foreground text-sm font-semibold max-sm:pt-px">
                  {row.term}
                </dt>
                <dd className="[overflow-wrap:anywhere] sm:mt-0.5">{row.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  )
}

/** When the homeowner pays what: each payment, its amount and what it pays for. */
export function PaymentSchedule({ payments }: { payments: HowWeWorkPage['payments'] }) {
  return (
    <>
      {/* On a phone one card of rows. On every row and at every width the amount stands under the
          payment's name, so a long amount is laid out as a short one is. */}
      <ol className="rounded-card bg-card ring-border/60 divide-border grid divide-y ring-1 md:grid-cols-2 md:gap-4 md:divide-y-0 md:bg-transparent md:ring-0">
        {payments.items.map((payment, index) => (
          <li
            key={index}
            className="md:rounded-card md:bg-card md:ring-border/60 p-5 md:p-6 md:ring-1"
          >
            <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{payment.title}</h3>
            <p className="font-display text-primary mt-1 text-xl font-semibold [overflow-wrap:anywhere] md:text-2xl">
              {payment.amount}
            </p>
            <p className="text-muted-foreground mt-2 leading-relaxed">{payment.text}</p>
          </li>
        ))}
      </ol>
      {payments.note && <p className="mt-8 max-w-3xl text-lg font-semibold">{payments.note}</p>}
    </>
  )
}

/** The written warranty: its length, what it covers and not, and how to claim. */
export function WarrantyTerms({ warranty }: { warranty: HowWeWorkPage['warranty'] }) {
  return (
    <div className="grid gap-6 sm:gap-10 lg:grid-cols-2">
      <div>
        <p className="font-display text-primary text-2xl font-semibold">{warranty.length}</p>
        <p className="text-muted-foreground mt-4 leading-relaxed">{warranty.claim}</p>
        {warranty.law && <p className="mt-3 text-sm leading-relaxed">{warranty.law}</p>}
      </div>
      <div className="space-y-6 sm:space-y-8">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Check aria-hidden="true" className="text-primary size-5" />
            {warranty.coversHeading}
          </h3>
          <CheckList items={warranty.covers} className="mt-3 sm:mt-4" />
        </div>
        {warranty.excludes && (
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <X aria-hidden="true" className="text-muted-foreground size-5" />
              {warranty.excludesHeading}
            </h3>
            <CheckList items={warranty.excludes} mark="cross" className="mt-3 sm:mt-4" />
          </div>
        )}
      </div>
    </div>
  )
}
