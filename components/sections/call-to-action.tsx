import type { Link } from '@/lib/content/schema'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'

/** The closing block of a page: a short invitation and one or two actions. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
  terms,
}: {
  title: string
  text: string
  primary: Link
  secondary?: Link
  /** What is free and what is paid, under buttons that offer an estimate, a quote or a visit. */
  terms?: string
}) {
  return (
    <section aria-labelledby="call-to-action-heading" className="py-12 sm:py-24">
      <Container>
        <div className="rounded-card bg-inverse text-inverse-foreground focus-ring-inverse shadow-card px-6 py-9 text-center sm:px-12 sm:py-16">
          <h2 id="call-to-action-heading" className="text-title font-semibold">
            {title}
          </h2>
          <p className="text-inverse-muted mx-auto mt-4 max-w-xl text-lg leading-relaxed">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 max-sm:*:grow">
            <ButtonLink href={primary.href} variant="inverse">
              {primary.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink
                href={secondary.href}
                variant="secondary"
                className="border-inverse-foreground/40 text-inverse-foreground bg-transparent hover:bg-white/10"
              >
                {secondary.label}
              </ButtonLink>
            )}
          </div>
          {terms && <p className="text-inverse-muted mx-auto mt-5 max-w-xl text-sm">{terms}</p>}
        </div>
      </Container>
    </section>
  )
}
