import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ContactForm as ContactFormContent, Home, Site } from '@/lib/content/schema'
import { type Enquiry, homeSections } from '@/lib/content/urls'
import { Island } from '@/components/islands/island'
import { Section } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { formatAddress, telHref } from '@/lib/format'

/** The consultation request: the form, and the phone, email and hours as plain alternatives. */
export function ContactSection({
  contact,
  form,
  site,
  enquiry,
}: {
  contact: Home['contact']
  form: ContactFormContent
  site: Site
  /** Starts the project details with what a visitor came from (/?project=<id>#contact, ?service=, ?area=). */
  enquiry?: Enquiry
}) {
  const alternatives = [
    {
      icon: Phone,
      label: contact.phoneLabel,
      value: site.phone,
      href: telHref(site.phone),
      // A phone number must never break across lines.
      nowrap: true,
    },
    { icon: Mail, label: contact.emailLabel, value: site.email, href: `mailto:${site.email}` },
    // The footer, right below, shows these two on a phone.
    { icon: Clock, label: contact.hoursLabel, value: site.hours.display, wideOnly: true },
    {
      icon: MapPin,
      label: contact.addressLabel,
      value: formatAddress(site.address),
      wideOnly: true,
    },
  ]
  return (
    <Section id={homeSections.contact} heading={contact.heading} tone="muted">
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <div className="rounded-card bg-card shadow-card ring-border/60 p-6 ring-1 sm:p-9">
          <Island name="contact-form" props={{ content: form, recipient: site.email, enquiry }} />
        </div>
        <aside aria-labelledby="contact-alternatives-heading" className="lg:pt-2">
          <h3 id="contact-alternatives-heading" className="text-xl font-semibold">
            {contact.alternativesHeading}
          </h3>
          <dl className="mt-6 space-y-5">
            {alternatives.map(({ icon: Glyph, label, value, href, nowrap, wideOnly }) => (
              // A <dl> may hold only <div> groups of <dt>/<dd>: the icon lives inside the <dt>.
              <div
                key={label}
                className={cn('relative min-h-11 pl-15', wideOnly && 'max-sm:hidden')}
              >
                <dt className="text-muted-foreground text-sm font-semibold">
                  <span className="bg-card text-primary ring-border absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-full ring-1">
                    <Glyph aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </dt>
                <dd className="mt-0.5 text-lg wrap-anywhere">
                  {href ? (
                    <a
                      href={href}
                      className={cn(
                        'text-primary font-medium underline-offset-4 hover:underline',
                        nowrap && 'whitespace-nowrap',
                      )}
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <div className="border-border mt-8 border-t pt-6">
            <p className="text-muted-foreground leading-relaxed">{contact.afterSend.text}</p>
            <a
              href={contact.afterSend.link.href}
              className="text-primary mt-2 inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
            >
              {contact.afterSend.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </aside>
      </div>
    </Section>
  )
}
