import { content } from '@/lib/content'
import { ContactWays, phoneAndEmail } from '@/components/sections/contact-ways'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { Prose } from '@/components/sections/prose'
import { Section } from '@/components/ui/section'
import { DatedNote } from '@/components/ui/dated-note'
import { pageMetadata } from '@/lib/seo/metadata'

/** The sections alternate their background, so each answer reads as one block. */
const toneAt = (index: number) => (index % 2 === 0 ? 'default' : 'muted')

export const generateMetadata = () => pageMetadata('privacy')

export default function PrivacyPage() {
  const { privacyPage, site } = content
  const { hero, effective, answers, ask } = privacyPage
  const sections = Object.entries(answers)
  return (
    <>
      <FixedPageHero page="privacy" content={content} hero={hero}>
        <DatedNote {...effective} />
      </FixedPageHero>
      {sections.map(([id, answer], index) => (
        <Section key={id} id={id} heading={{ title: answer.heading }} tone={toneAt(index)}>
          <Prose paragraphs={answer.paragraphs} />
        </Section>
      ))}
      <Section
        id="ask"
        heading={{ title: ask.heading, intro: ask.text }}
        tone={toneAt(sections.length)}
      >
        <ContactWays
          ways={phoneAndEmail(site, ask)}
          className="grid max-w-3xl gap-5 sm:grid-cols-2"
        />
      </Section>
    </>
  )
}
