import { ChevronRight } from 'lucide-react'
import type { Crumb } from '@/lib/portfolio/pages'

/**
 * The trail from the home page to this page; the last step is the page itself. Each "›" ends the
 * step before it, so where the trail wraps, a line ends with "›" and never starts with one alone.
 */
export function Breadcrumbs({ trail, label }: { trail: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-6">
      <ol className="text-muted-foreground flex flex-wrap items-center gap-x-1 text-sm">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              <a
                href={crumb.path}
                aria-current={current ? 'page' : undefined}
                className="hover:text-primary aria-[current=page]:text-foreground inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline aria-[current=page]:no-underline"
              >
                {crumb.name}
              </a>
              {!current && <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
