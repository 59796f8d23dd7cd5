// The contact form's draft in the tab: saved, restored, half characters, refused and too long.
import { act, screen, waitFor } from '@testing-library/react'
import { content } from '@/lib/content'
import { draftKey, draftMaxLength, draftVersion } from '@/components/contact-form/draft'
import { buildMailto } from '@/components/contact-form/mailto'
import { notify } from '@/components/contact-form/toast'
import { countTemplate, renderForm } from './helpers/contact-form'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock('@/components/contact-form/mailto', () => {
  const actual = jest.requireActual('@/components/contact-form/mailto')
  return { ...actual, buildMailto: jest.fn(actual.buildMailto) }
})
const realBuildMailto = jest.requireActual('@/components/contact-form/mailto').buildMailto

const { contactForm } = content
const {} = contactForm

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(notify).mockClear()
  jest.mocked(buildMailto).mockReset().mockImplementation(realBuildMailto)
})

describe('ContactForm', () => {
  it('saves a draft while typing and restores it on the next visit', async () => {
    const first = renderForm()
    await first.user.type(first.field('firstName'), 'Ana')
    await first.user.type(first.field('projectDetails'), 'New bath')
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { firstName: 'Ana', projectDetails: 'New bath' },
    })
  })

  it('restores a saved draft into empty fields', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        version: draftVersion,
        fields: { firstName: 'Ana', projectDetails: 'New bath' },
      }),
    )
    const { field } = renderForm()
    await waitFor(() => expect(field('firstName')).toHaveValue('Ana'))
    expect(field('projectDetails')).toHaveValue('New bath')
    expect(screen.getByText(contactForm.draftRestored).closest('[role="status"]')).not.toBeNull()
  })

  it('says its notices in live regions that were on the page, empty, before the words came', async () => {
    const { user, field } = renderForm()
    // A screen reader follows a live region it has seen; one that arrives with its words is often missed.
    const regions = screen.getAllByRole('status')
    for (const region of regions) expect(region).toBeEmptyDOMElement()
    await act(async () => {
      await user.click(field('projectDetails'))
      await user.paste(`x\uD83Dy${'x'.repeat(contactForm.length.budget)}`)
    })
    const saidIn = (text: string) =>
      regions.filter((region) => region.textContent?.includes(text)).length
    expect(saidIn(contactForm.replacedCharacters)).toBe(1)
    expect(saidIn(contactForm.fallback.copy)).toBe(1)
  })

  describe('half a character (a lone UTF-16 surrogate, e.g. half an emoji)', () => {
    const half = '\uD83D'
    const replaced = `x${half}y`.toWellFormed()
    const draftText = () => sessionStorage.getItem(draftKey) ?? ''

    it('typed or pasted: the form keeps working, the field shows U+FFFD, the visitor is told once', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      const { user, field, unmount } = renderForm()
      await user.type(field('firstName'), 'Ana')
      await act(async () => {
        await user.click(field('projectDetails'))
        await user.paste(`x${half}y`)
      })
      expect(field('projectDetails')).toHaveValue(replaced)
      expect(screen.getByText(countTemplate(contactForm.length.remaining))).toBeInTheDocument()
      expect(screen.getAllByText(contactForm.replacedCharacters)).toHaveLength(1)
      // The draft saved on input holds the replacement, so a reload cannot bring the half back.
      expect(draftText().isWellFormed()).toBe(true)
      expect(JSON.parse(draftText())).toMatchObject({ fields: { projectDetails: replaced } })
      await act(async () => {
        await user.click(field('lastName'))
        await user.paste(half)
      })
      expect(field('lastName')).toHaveValue('\uFFFD')
      expect(screen.getAllByText(contactForm.replacedCharacters)).toHaveLength(1)
      expect(logged).not.toHaveBeenCalled()
      logged.mockRestore()
      unmount()
    })

    it('in a saved draft: restored replaced, no crash on this load or the next', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      // What JSON.stringify writes for a lone surrogate: the escape \ud83d.
      sessionStorage.setItem(
        draftKey,
        JSON.stringify({
          version: draftVersion,
          fields: { firstName: 'Ana', projectDetails: `x${half}y` },
        }),
      )
      expect(sessionStorage.getItem(draftKey)).toContain('\\ud83d')
      for (let load = 0; load < 2; load++) {
        const { field, unmount } = renderForm()
        await waitFor(() => expect(field('projectDetails')).toHaveValue(replaced))
        expect(field('firstName')).toHaveValue('Ana')
        expect(screen.getByText(contactForm.draftRestored)).toBeInTheDocument()
        // Told on the load that replaced it; the next load restores the saved replacement.
        expect(screen.queryAllByText(contactForm.replacedCharacters)).toHaveLength(
          load === 0 ? 1 : 0,
        )
        expect(screen.getByText(countTemplate(contactForm.length.remaining))).toBeInTheDocument()
        expect(draftText()).not.toContain('\\ud83d')
        unmount()
      }
      expect(logged).not.toHaveBeenCalled()
      logged.mockRestore()
    })
  })

  it.each([
    ['corrupt', '{"version":'],
    ['from an older version', JSON.stringify({ firstName: 'Ana', projectDetails: 'New bath' })],
    ['oversized', 'x'.repeat(draftMaxLength + 1)],
    [
      'hostile',
      `{"version":${draftVersion},"fields":{"__proto__":{"firstName":"x"},"bcc":"x@evil.test"}}`,
    ],
  ])('discards a saved draft that is %s: read once, removed, the form starts empty', (_, raw) => {
    sessionStorage.setItem(draftKey, raw)
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { field } = renderForm()
    expect(field('firstName')).toHaveValue('')
    expect(field('projectDetails')).toHaveValue('')
    for (const region of screen.queryAllByRole('status')) expect(region).toBeEmptyDOMElement()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    expect(getItem.mock.calls.filter(([key]) => key === draftKey)).toHaveLength(2) // ours + above
    expect(logged).not.toHaveBeenCalled()
    getItem.mockRestore()
    logged.mockRestore()
  })

  it('says when a message is too long to keep as a draft, and stops saying it once it fits', async () => {
    const { user, field } = renderForm()
    await user.type(field('firstName'), 'Ana')
    await act(async () => {
      await user.click(field('projectDetails'))
      await user.paste('x'.repeat(draftMaxLength))
    })
    expect(screen.getByText(contactForm.draftTooLarge)).toBeInTheDocument()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    await act(async () => {
      await user.clear(field('projectDetails'))
      await user.type(field('projectDetails'), 'New bath')
    })
    expect(screen.queryByText(contactForm.draftTooLarge)).not.toBeInTheDocument()
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { projectDetails: 'New bath' },
    })
  })
})
