import { Clock } from 'lucide-react'
import { content } from '@/lib/content'
import { hoursText } from '@/lib/content/site-facts'
import { ContactWays, phoneAndEmail } from '@/components/sections/contact-ways'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { OnwardLinks } from '@/components/sections/project-links'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = () => pageMetadata('contact')

/** The address people type: the way to the form, the phone, the email and the hours. */
export default function ContactPage() {
  const { contactPage, site } = content
  const { hero, form, hoursLabel, privacy } = contactPage
  return (
    <FixedPageHero page="contact" content={content} hero={hero} primary={form}>
      <ContactWays
        ways={[
          ...phoneAndEmail(site, contactPage),
          { icon: Clock, label: hoursLabel, value: hoursText(site.hours) },
        ]}
        className="mt-8 grid gap-5"
      />
      <OnwardLinks links={[privacy]} className="mt-6" />
    </FixedPageHero>
  )
}
