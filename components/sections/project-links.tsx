import { ArrowRight } from 'lucide-react'
import { Container } from '@/components/ui/container'

/** Where to go next from a project or area page: its area, the whole portfolio. */
export function ProjectLinks({ links }: { links: { label: string; href: string }[] }) {
  return (
    <Container className="pt-10 sm:pt-12">
      <ul className="flex flex-wrap gap-x-8 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </Container>
  )
}
