import { ChevronDown } from 'lucide-react'

/**
 * Questions and their answers, each a disclosure (native <details>, so it opens without script):
 * the questions alone fit in a screen, and a visitor opens the ones they have.
 */
export function Questions({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <ul className="divide-border border-border max-w-3xl divide-y border-y">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="hover:text-primary flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted-foreground pb-5 leading-relaxed">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  )
}
