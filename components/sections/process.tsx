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
    <ol className="grid gap-6">
      {steps.items.map((step, index) => (
        <li
          key={index}
          className="rounded-card bg-card shadow-card ring-border/60 grid gap-4 p-6 ring-1 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-10"
        >
          <div className="flex gap-5">
            <span
              aria-hidden="true"
              className="font-display text-accent w-10 shrink-0 text-4xl leading-none font-semibold"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-xl font-semibold [overflow-wrap:anywhere]">
                <span className="sr-only">
                  {steps.stepLabel} {index + 1}:{' '}
                </span>
                {step.title}
              </h3>
              <p className="text-muted-foreground mt-2 leading-relaxed">{step.text}</p>
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {rows(step).map((row) => (
              <div key={row.term} className="bg-muted/60 rounded-lg px-4 py-3">
                <dt className="text-muted-foreground text-sm font-semibold">{row.term}</dt>
                <dd className="mt-0.5 [overflow-wrap:anywhere]">{row.value}</dd>
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
      <ol className="grid gap-4 md:grid-cols-2">
        {payments.items.map((payment, index) => (
          <li key={index} className="rounded-card bg-card ring-border/60 p-6 ring-1">
            <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{payment.title}</h3>
            <p className="font-display text-primary mt-1 text-2xl font-semibold [overflow-wrap:anywhere]">
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
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <p className="font-display text-primary text-2xl font-semibold">{warranty.length}</p>
        <p className="text-muted-foreground mt-4 leading-relaxed">{warranty.claim}</p>
      </div>
      <div className="space-y-8">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Check aria-hidden="true" className="text-primary size-5" />
            {warranty.coversHeading}
          </h3>
          <CheckList items={warranty.covers} className="mt-4" />
        </div>
        {warranty.excludes && (
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <X aria-hidden="true" className="text-muted-foreground size-5" />
              {warranty.excludesHeading}
            </h3>
            <ul className="mt-4 grid list-disc gap-3 pl-5 leading-relaxed">
              {warranty.excludes.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  )
}
