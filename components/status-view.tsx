import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'

/** The body of the 404 and error views: a code or icon, a heading, a sentence and a way home. */
export function StatusView({
  code,
  title,
  text,
  children,
}: {
  code?: string
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section className="pt-header">
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        {code && (
          <p aria-hidden="true" className="font-display text-accent text-7xl font-semibold">
            {code}
          </p>
        )}
        <h1 className="text-title mt-4 font-semibold">{title}</h1>
        <p className="text-muted-foreground mt-4 max-w-md text-lg">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  )
}
