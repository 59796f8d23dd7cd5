import { content } from '@/lib/content'
import { enquiryOf } from '@/lib/content/enquiry'
import { homeSections } from '@/lib/content/urls'
import { serviceCards } from '@/lib/services/pages'
import { AboutSection } from '@/components/sections/about-section'
import { ContactSection } from '@/components/sections/contact-section'
import { FeatureCards } from '@/components/sections/feature-cards'
import { Hero, HeroHighlights } from '@/components/sections/hero'
import { PortfolioSection } from '@/components/sections/portfolio-section'
import { newestFirst, Testimonials } from '@/components/sections/testimonials'
import { ButtonLink } from '@/components/ui/button-link'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { projectTitles } from '@/lib/portfolio/rules'

export const generateMetadata = () => pageMetadata('home')

export default function HomePage() {
  const { home, services, portfolio, portfolioPage, contactForm, site, testimonials } = content
  return (
    <>
      <Hero {...home.hero}>
        <HeroHighlights items={home.hero.highlights} />
      </Hero>
      <Section id={homeSections.services} heading={home.servicesOverview.heading}>
        <FeatureCards items={serviceCards(services)} compact />
        <div className="mt-10">
          <ButtonLink href={home.servicesOverview.allServices.href} variant="secondary">
            {home.servicesOverview.allServices.label}
          </ButtonLink>
        </div>
      </Section>
      <PortfolioSection
        portfolio={portfolio}
        portfolioPage={portfolioPage}
        terms={content.servicesPage.price.whatIsFree}
      />
      {testimonials.items.length > 0 && (
        <Section id="testimonials" heading={testimonials.heading} tone="muted">
          <Testimonials
            items={newestFirst(testimonials.items).slice(0, testimonials.homeCount)}
            words={testimonials}
            projectTitles={projectTitles(portfolio)}
            newTabHint={content.footer.socialNewTabHint}
            phone={{ count: 1, more: testimonials.morePhone }}
          />
        </Section>
      )}
      <AboutSection about={home.about} highlights={home.hero.highlights} />
      <ContactSection
        contact={home.contact}
        form={contactForm}
        site={site}
        // Only these ids are looked up when a call to action names a subject for the form.
        enquiry={enquiryOf(content)}
      />
    </>
  )
}
