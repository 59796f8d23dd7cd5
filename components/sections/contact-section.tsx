import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ContactForm as ContactFormContent, Home, Site } from '@/lib/content/schema'
import { type Enquiry, homeSections } from '@/lib/content/urls'
import { Island } from '@/components/islands/island'
import { Section } from '@/components/ui/section'
import { type ContactWay, ContactWays } from './contact-ways'
import { hoursText } from '@/lib/content/site-facts'
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
  const alternatives: ContactWay[] = [
    {
      icon: Phone,
      label: contact.phoneLabel,
      value: site.phone,
      href: telHref(site.phone),
      nowrap: true,
    },
    { icon: Mail, label: contact.emailLabel, value: site.email, href: `mailto:${site.email}` },
    // The footer, right below, shows these two on a phone.
    { icon: Clock, label: contact.hoursLabel, value: hoursText(site.hours), wideOnly: true },
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
          <ContactWays ways={alternatives} className="mt-6 space-y-5" />
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
