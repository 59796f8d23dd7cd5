import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '@/components/contact-form/contact-form'
import { content } from '@/lib/content'
import { type Enquiry, projectEnquiryHref } from '@/lib/content/urls'
import { draftKey, loadDraft, saveDraft } from '@/components/contact-form/draft'
import { enquiryPrefill } from '@/components/contact-form/enquiry-prefill'
import { emptySubmission } from '@/components/contact-form/submission'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))

const { portfolio, projectPage, contactForm, site } = content
const [project] = portfolio.projects
/** What the home page gives the form: every project's id and title, and the sentence. */
const enquiry: Enquiry = {
  project: {
    names: Object.fromEntries(portfolio.projects.map((p) => [p.id, p.title])),
    prefill: projectPage.callToAction.prefill,
  },
}
const sentenceFor = (title: string) =>
  projectPage.callToAction.prefill.split('{project name}').join(title)

describe('enquiryPrefill with a project', () => {
  it('names the project of a known id, with the content’s sentence', () => {
    for (const { id, title } of portfolio.projects)
      expect(enquiryPrefill(`?project=${id}`, enquiry)).toBe(sentenceFor(title))
  })

  it('reads the address a project’s call to action leads to', () => {
    const href = new URL(projectEnquiryHref(project!.id), site.url)
    expect(href.pathname).toBe('/')
    expect(href.hash).toBe('#contact')
    expect(enquiryPrefill(href.search, enquiry)).toBe(sentenceFor(project!.title))
  })

  it('trusts nothing but a known id: unknown, empty, inherited or hostile values give nothing', () => {
    for (const search of [
      '',
      '?project=',
      '?project=no-such-project',
      '?project=__proto__',
      '?project=constructor',
      '?project=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `?other=${project!.id}`,
    ])
      expect(enquiryPrefill(search, enquiry)).toBeNull()
  })

  it('puts a title in as written, even one with $ signs', () => {
    expect(
      enquiryPrefill('?project=x', {
        project: { names: { x: 'The $& $1 House' }, prefill: 'About {project name}.' },
      }),
    ).toBe('About The $& $1 House.')
  })
})

describe('ContactForm with a project named in the address', () => {
  const details = () =>
    screen.getByRole('textbox', { name: new RegExp(contactForm.fields.projectDetails.label) })

  function renderAt(search: string) {
    window.history.replaceState(null, '', `/${search}#contact`)
    return render(<ContactForm content={contactForm} recipient={site.email} enquiry={enquiry} />)
  }

  beforeEach(() => sessionStorage.clear())
  afterAll(() => window.history.replaceState(null, '', '/'))

  it('starts the project details with the sentence naming the project, which the visitor can edit', async () => {
    renderAt(`?project=${project!.id}`)
    await waitFor(() => expect(details()).toHaveValue(sentenceFor(project!.title)))
    const user = userEvent.setup()
    await user.type(details(), ' Two bathrooms too.')
    expect(details()).toHaveValue(`${sentenceFor(project!.title)} Two bathrooms too.`)
    // Once edited, it is the visitor's draft like any other text.
    expect(loadDraft()?.fields.projectDetails).toBe(
      `${sentenceFor(project!.title)} Two bathrooms too.`,
    )
  })

  it('is not saved as a draft until the visitor edits it', async () => {
    renderAt(`?project=${project!.id}`)
    await waitFor(() => expect(details()).toHaveValue(sentenceFor(project!.title)))
    expect(sessionStorage.getItem(draftKey)).toBeNull()
  })

  it('keeps the visitor’s own draft instead', async () => {
    saveDraft({ ...emptySubmission(), projectDetails: 'My own words' })
    renderAt(`?project=${project!.id}`)
    await waitFor(() => expect(details()).toHaveValue('My own words'))
  })

  it('fills nothing for an unknown project, or without one', async () => {
    for (const search of ['?project=no-such-project', '']) {
      const { unmount } = renderAt(search)
      await waitFor(() => expect(details()).toHaveValue(''))
      unmount()
    }
  })
})
