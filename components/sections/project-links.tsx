import { ArrowRight } from 'lucide-react'
import { Container } from '@/components/ui/container'
import { BreakAtSpaces } from '@/components/ui/word-breaks'
import { cn } from '@/lib/cn'

type Link = { label: string; href: string }

/**
 * Links onward, each with an arrow: the label wraps between its words only, and its arrow stays
 * beside the last word, never alone on a line of its own.
 */
export function OnwardLinks({ links, className }: { links: Link[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-8 gap-y-2', className)}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="text-primary inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
          >
            {/* One box for the whole label, so its words and the arrow flow as one line of text. */}
            <span>
              <BreakAtSpaces
                text={link.label}
                trailing={
                  <ArrowRight aria-hidden="true" className="ms-2 inline size-4 align-[-0.125em]" />
                }
              />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Where to go next from a project page: its area, the whole portfolio. */
export function ProjectLinks({ links }: { links: Link[] }) {
  return (
    <Container className="pt-10 sm:pt-12">
      <OnwardLinks links={links} />
    </Container>
  )
}
