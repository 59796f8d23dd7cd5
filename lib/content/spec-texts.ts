/**
 * The texts and figures the product specification quotes (docs/decisions.md), and where the
 * default content holds them. They are the site's starting words, not rules: an editor may change any of them, and the
 * content check then lists the change as a notice (never an error), so the owner knows where the
 * site has moved away from the specification.
 */
import type { Content } from './index'
import { hoursText } from './site-facts'

type SpecText = { file: string; field: string; text: string; current: (content: Content) => string }

const at = (
  file: string,
  field: string,
  text: string,
  current: (content: Content) => string | number,
): SpecText => ({ file, field, text, current: (content) => String(current(content)) })

export const specTexts: SpecText[] = [
  at(
    'content/pages/not-found.yaml',
    'notFoundPage.title',
    'Oops! Page not found',
    (c) => c.notFoundPage.title,
  ),
  at(
    'content/pages/error.yaml',
    'errorPage.title',
    'Unexpected Application Error!',
    (c) => c.errorPage.title,
  ),
  at(
    'content/navigation.yaml',
    'consultation.label',
    'Consultation',
    (c) => c.navigation.consultation.label,
  ),
  at(
    'content/pages/home.yaml',
    'hero.primary.label',
    'Start my project',
    (c) => c.home.hero.primary.label,
  ),
  at(
    'content/portfolio.yaml',
    'quoteButton.label',
    'Get a quote',
    (c) => c.portfolio.quoteButton.label,
  ),
  at(
    'content/pages/home.yaml',
    'about.primary.label',
    'Start My Project',
    (c) => c.home.about.primary.label,
  ),
  at(
    'content/pages/services.yaml',
    'servicesPage.learnMore',
    'Learn More',
    (c) => c.servicesPage.learnMore,
  ),
  at(
    'content/pages/services.yaml',
    'servicesPage.callToAction.primary.label',
    'Get Free Estimate',
    (c) => c.servicesPage.callToAction.primary.label,
  ),
  at(
    'content/pages/kitchen-renovation.yaml',
    'hero.primary.label',
    'Get Free Kitchen Quote',
    (c) => c.kitchenPage.hero.primary.label,
  ),
  at(
    'content/pages/kitchen-renovation.yaml',
    'hero.secondary.label',
    'View Kitchen Portfolio',
    (c) => c.kitchenPage.hero.secondary.label,
  ),
  at(
    'content/pages/kitchen-renovation.yaml',
    'callToAction.primary.label',
    'Schedule Free Consultation',
    (c) => c.kitchenPage.callToAction.primary.label,
  ),
  at(
    'content/pages/about.yaml',
    'callToAction.primary.label',
    'Start Your Project Today',
    (c) => c.aboutPage.callToAction.primary.label,
  ),
  at(
    'content/pages/kitchen-renovation.yaml',
    'valueClaim.figure',
    '15-25%',
    (c) => c.kitchenPage.valueClaim.figure,
  ),
  at('content/contact-form.yaml', 'submitting', 'Sending...', (c) => c.contactForm.submitting),
  at(
    'content/contact-form.yaml',
    'fields.projectDetails.rows',
    '4',
    (c) => c.contactForm.fields.projectDetails.rows,
  ),
  at(
    'content/contact-form.yaml',
    'email.subject',
    'New Contact Form Submission from {first} {last}',
    (c) => c.contactForm.email.subject,
  ),
  at(
    'content/contact-form.yaml',
    'messages.missingTitle',
    'Error',
    (c) => c.contactForm.messages.missingTitle,
  ),
  at(
    'content/contact-form.yaml',
    'messages.missingText',
    'Please fill in all required fields',
    (c) => c.contactForm.messages.missingText,
  ),
  at(
    'content/contact-form.yaml',
    'messages.failureText',
    'Something went wrong. Please try again or contact us directly.',
    (c) => c.contactForm.messages.failureText,
  ),
  at(
    'content/contact-form.yaml',
    'messages.successTitle',
    'Email Client Opened',
    (c) => c.contactForm.messages.successTitle,
  ),
  at(
    'content/contact-form.yaml',
    'messages.successText',
    'Your default email client should open with the message pre-filled. Please send the email to complete your submission.',
    (c) => c.contactForm.messages.successText,
  ),
  at(
    'content/site.yaml',
    'hours',
    'Monday to Friday, 8:00 AM to 5:00 PM',
    (c) => hoursText(c.site.hours),
  ),
  at('content/site.yaml', 'foundedYear', '2009', (c) => c.site.foundedYear),
  at(
    'content/pages/about.yaml',
    'stats.items',
    '15+ Years Experience, 500+ Projects, 98% Satisfaction, 24/7 Support',
    (c) => c.aboutPage.stats.items.map((s) => `${s.value} ${s.label}`).join(', '),
  ),
  at('content/pages/about.yaml', 'team.counts (values)', '10+, 5+, 15+', (c) =>
    c.aboutPage.team.counts.map((t) => t.value).join(', '),
  ),
]

/** One notice for each text of the specification that the content no longer carries word for word. */
export function specNotices(content: Content): string[] {
  return specTexts
    .filter((spec) => spec.current(content) !== spec.text)
    .map(
      (spec) =>
        `${spec.file}: ${spec.field} is "${spec.current(content)}"; the specification's text is "${spec.text}"`,
    )
}
