import { content } from '@/lib/content'
import { currentText, specNotices, specTexts } from '@/lib/content/spec-texts'

describe('texts of the specification', () => {
  it('names the file and field of a text that was changed, with both wordings', () => {
    const changed = { ...content, notFoundPage: { ...content.notFoundPage, title: 'Lost at sea' } }
    const added = specNotices(changed).filter((notice) => !specNotices(content).includes(notice))
    expect(added).toEqual([
      'content/pages/not-found.yaml: title is "Lost at sea"; the specification\'s text is "Oops! Page not found"',
    ])
  })

  it('gives no notice for a text that is the specification’s', () => {
    const spec = specTexts.find((text) => text.field === 'submitting')!
    const same = { ...content, contactForm: { ...content.contactForm, submitting: spec.text } }
    expect(specNotices(same).some((notice) => notice.includes('submitting'))).toBe(false)
  })

  it('finds every quoted text in its file and field', () => {
    // A field that names nothing reads "undefined": the notice would point an editor nowhere.
    const unread = specTexts
      .filter((spec) => /^$|undefined/.test(currentText(content, spec)))
      .map((spec) => `${spec.file}: ${spec.field}`)
    expect(unread).toEqual([])
    expect(specTexts.length).toBeGreaterThan(0)
  })
})
