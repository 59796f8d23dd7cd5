import { Clock } from 'lucide-react'
import { content } from '@/lib/content'
import { hoursText } from '@/lib/content/site-facts'
import { JsonLd } from '@/components/json-ld'
import { ContactWays, phoneAndEmail } from '@/components/sections/contact-ways'
import { Hero } from '@/components/sections/hero'
import { OnwardLinks } from '@/components/sections/project-links'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'

export function generateMetadata() {
  return pageMetadata('contact')
}

/** The address people type: the way to the form, the phone, the email and the hours. */
export default function ContactPage() {
  const { contactPage, site } = content
  const { hero, form, hoursLabel, privacy } = contactPage
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'contact')} />
      <Hero {...hero} lead={hero.intro} primary={form}>
        <ContactWays
          ways={[
            ...phoneAndEmail(site, contactPage),
            { icon: Clock, label: hoursLabel, value: hoursText(site.hours) },
          ]}
          className="mt-8 grid gap-5"
        />
        <OnwardLinks links={[privacy]} className="mt-6" />
      </Hero>
    </>
  )
}
