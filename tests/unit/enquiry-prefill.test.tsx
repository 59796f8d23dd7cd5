/**
 * A call to action on a service's page or an area's page arrives at the contact form with that
 * subject already in the message, as a project's does (tests/unit/project-prefill.test.tsx).
 */
import { render, screen, waitFor } from '@testing-library/react'
import { ContactForm } from '@/components/contact-form/contact-form'
import { enquiryPrefill } from '@/components/contact-form/enquiry-prefill'
import { content } from '@/lib/content'
import { enquiryOf } from '@/lib/content/enquiry'
import { contactFormHref, enquiryHref } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))

const { services, servicesPage, areas, portfolio, projectPage, contactForm, site } = content
const enquiry = enquiryOf(content)

/** Every subject a call to action can name, with the sentence the form must start with. */
const subjects = [
  ...portfolio.projects.map((project) => ({
    subject: 'project' as const,
    id: project.id,
    sentence: fillTemplate(projectPage.callToAction.prefill, { 'project name': project.title }),
  })),
  ...services.map((service) => ({
    subject: 'service' as const,
    id: service.id,
    sentence: fillTemplate(servicesPage.prefill, { service: service.title }),
  })),
  ...areas.items.map((area) => ({
    subject: 'area' as const,
    id: area.slug,
    sentence: fillTemplate(areas.prefill, { area: area.name }),
  })),
]

describe('enquiryHref', () => {
  it('leads to the contact form with the subject in the address', () => {
    for (const { subject, id } of subjects) {
      const href = new URL(enquiryHref(subject, id), site.url)
      expect(href.pathname).toBe(new URL(contactFormHref, site.url).pathname)
      expect(href.hash).toBe(new URL(contactFormHref, site.url).hash)
      expect(href.searchParams.get(subject)).toBe(id)
    }
  })

  it('names the subject in a content link to the contact form, and leaves any other link as it is', () => {
    const [service] = services
    expect(enquiryHref('service', service!.id, contactFormHref)).toBe(
      enquiryHref('service', service!.id),
    )
    for (const other of ['/portfolio', '/about', '/#portfolio', '#contact'])
      expect(enquiryHref('service', service!.id, other)).toBe(other)
  })
})

describe('enquiryPrefill', () => {
  it('starts the message with the sentence of each project, service and area, read from the address its call to action leads to', () => {
    for (const { subject, id, sentence } of subjects)
      expect(enquiryPrefill(new URL(enquiryHref(subject, id), site.url).search, enquiry)).toBe(
        sentence,
      )
  })

  it('trusts nothing but a known id: unknown, empty, inherited or hostile values give nothing', () => {
    for (const subject of ['service', 'area'])
      for (const value of [
        '',
        'no-such-thing',
        '__proto__',
        'constructor',
        '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      ])
        expect(enquiryPrefill(`?${subject}=${value}`, enquiry)).toBeNull()
    // An id is looked up only among its own kind.
    const [area] = areas.items
    expect(enquiryPrefill(`?service=${area!.slug}`, { service: enquiry.service })).toBeNull()
  })

  it('prefills nothing for a subject the address does not name, even an item whose id is "null"', () => {
    const named = { service: { names: { null: 'Null Point' }, prefill: 'About {service}.' } }
    expect(enquiryPrefill('', named)).toBeNull()
    expect(enquiryPrefill('?area=null', named)).toBeNull()
    expect(enquiryPrefill('?service=null', named)).toBe('About Null Point.')
  })

  it('skips a subject it does not know for one it knows', () => {
    const [service] = services
    expect(enquiryPrefill(`?project=no-such-project&service=${service!.id}`, enquiry)).toBe(
      fillTemplate(servicesPage.prefill, { service: service!.title }),
    )
  })

  it('puts a name in as written, even one with $ signs', () => {
    expect(
      enquiryPrefill('?area=x', { area: { names: { x: 'Big $& $1 Sur' }, prefill: 'In {area}.' } }),
    ).toBe('In Big $& $1 Sur.')
  })
})

describe('ContactForm with a service or an area named in the address', () => {
  const details = () =>
    screen.getByRole('textbox', { name: new RegExp(contactForm.fields.projectDetails.label) })

  beforeEach(() => sessionStorage.clear())
  afterAll(() => window.history.replaceState(null, '', '/'))

  // One form rendered per service and area of the content: its time grows with the content, and
  // under a loaded machine it once took more than jest's default 5 s.
  it('starts the project details with the sentence naming it', async () => {
    for (const { subject, id, sentence } of subjects.filter((item) => item.subject !== 'project')) {
      window.history.replaceState(null, '', enquiryHref(subject, id))
      const { unmount } = render(
        <ContactForm content={contactForm} recipient={site.email} enquiry={enquiry} />,
      )
      await waitFor(() => expect(details()).toHaveValue(sentence))
      unmount()
    }
  }, 30_000)
})
