import { ChevronDown } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button-link'
import { cn } from '@/lib/cn'

/**
 * A button under a list that only opens and closes: while it is open, app/globals.css draws the
 * list's later items (`data-later`), so the list stays one list and each item is in the page once.
 * A `<details>`, so it works without script and screen readers hear whether it is open.
 */
export function ShowMoreButton({
  label,
  className,
  buttonClassName,
}: {
  label: string
  className?: string
  buttonClassName?: string
}) {
  return (
    <details className={cn('group', className)}>
      <summary className={buttonClasses('secondary', cn('w-full list-none', buttonClassName))}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
    </details>
  )
}
