/**
 * Drafts in the real form that are not as this version writes them (README, "Testing"): stored
 * drafts that are corrupt, old, oversized or hostile, one of each way the form refuses one (jest
 * reads them all), are removed quietly, the form starts empty, nothing throws, nothing reaches
 * Object.prototype, the page writes no draft and loads once; a draft the browser alters as it is
 * restored (line breaks in a one-line field, half characters) is saved once in its new form, not
 * in a loop. The generated drafts are form-inputs.spec.ts's.
 */
import { expect, test } from './fixtures'
import { draftKey, draftVersion } from '@/components/contact-form/draft'
import { inTheBrowser } from '../fixtures/hostile-drafts'
import { waitForHydration } from './accessibility'
import { content, fieldNames } from './content'
import { contactFormOf, openForm, readForm, watchErrors } from './form-inputs-page'

const { contactForm } = content

test.describe.configure({ timeout: 240_000 })

// Every draft is read by the draft module in jest (tests/unit/draft.test.ts); here one of each way
// it is refused, on the real page.
test('a stored draft that is not this version’s is removed quietly and the page loads once', async ({
  page,
}) => {
  await page.addInitScript(
    ({ key, drafts }) => {
      const index = /[?&]hostile=(\d+)/.exec(location.search)?.[1]
      if (index !== undefined) sessionStorage.setItem(key, drafts[Number(index)]!)
      // Counts the page's own writes of the draft, after the test's.
      const writes = { set: 0, remove: 0 }
      Object.assign(window, { draftWrites: writes })
      const { setItem, removeItem } = Storage.prototype
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) writes.set++
        return setItem.call(this, name, value)
      }
      Storage.prototype.removeItem = function (name: string) {
        if (name === key) writes.remove++
        return removeItem.call(this, name)
      }
    },
    { key: draftKey, drafts: inTheBrowser.map((draft) => draft.raw) },
  )
  const errors = watchErrors(page)
  const loads: string[] = []
  page.on('domcontentloaded', () => loads.push(page.url()))
  for (const [index, { label, raw }] of inTheBrowser.entries()) {
    const what = `${label} (${raw.length} characters)`
    loads.length = 0
    await openForm(page, `/?hostile=${index}#contact`)
    const form = contactFormOf(page)
    await expect
      .poll(() => readForm(form), what)
      .toEqual({
        values: Object.fromEntries(fieldNames.map((name) => [name, ''])),
        stored: null,
      })
    // The live regions are there from the start, empty: no notice was said.
    await expect(form.getByRole('status').filter({ hasText: /\S/ }), what).toHaveCount(0)
    const writes = () =>
      page.evaluate(() => (window as unknown as { draftWrites: object }).draftWrites)
    const settled = await writes()
    expect(settled, what).toMatchObject({ set: 0 })
    // Nothing more happens: no further write, no reload.
    await page.waitForTimeout(300)
    expect(await writes(), what).toEqual(settled)
    expect(loads, what).toHaveLength(1)
    expect(
      await page.evaluate(() => {
        const probe = {} as Record<string, unknown>
        return [probe.polluted, probe.firstName, probe.version]
      }),
      `nothing reached Object.prototype: ${what}`,
    ).toEqual([undefined, undefined, undefined])
    expect(errors, what).toEqual([])
  }
})

test('a draft the form changes as it restores it is saved once, not again and again', async ({
  page,
}) => {
  // Every field holds text the browser or the form alters when it is put in: a line break in a
  // one-line field, white space around an address, CR in the details, half characters. The saved
  // draft then differs from the stored one; that must not start a save → restore cycle.
  const stored = {
    version: draftVersion,
    fields: {
      firstName: 'A\r\nna\uD800',
      lastName: '\nReyes\r',
      email: ' \tana@example.com\r\n ',
      phone: '\uDC00(831)\n555',
      projectDetails: 'one\rtwo\r\nthree <img src=x onerror=alert(1)>',
    },
  }
  await page.addInitScript(
    ({ key, draft }) => {
      if (location.search === '?changing') sessionStorage.setItem(key, draft)
      const writes = { set: 0 }
      Object.assign(window, { draftWrites: writes })
      const { setItem } = Storage.prototype
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) writes.set++
        return setItem.call(this, name, value)
      }
    },
    { key: draftKey, draft: JSON.stringify(stored) },
  )
  const errors = watchErrors(page)
  const loads: string[] = []
  page.on('domcontentloaded', () => loads.push(page.url()))
  await openForm(page, '/?changing#contact')
  const form = contactFormOf(page)
  const expected = {
    firstName: 'Ana\uFFFD',
    lastName: 'Reyes',
    email: 'ana@example.com',
    phone: '\uFFFD(831)555',
    projectDetails: 'one\ntwo\nthree <img src=x onerror=alert(1)>',
  }
  await expect
    .poll(() => readForm(form))
    .toEqual({
      values: expected,
      stored: JSON.stringify({ version: draftVersion, fields: expected }),
    })
  await expect(form.getByRole('status').filter({ hasText: contactForm.draftRestored })).toHaveCount(
    1,
  )
  await expect(
    form.getByRole('status').filter({ hasText: contactForm.replacedCharacters }),
  ).toHaveCount(1)
  const writes = () =>
    page.evaluate(() => (window as unknown as { draftWrites: object }).draftWrites)
  expect(await writes()).toEqual({ set: 1 })
  await page.waitForTimeout(1000)
  expect(await writes()).toEqual({ set: 1 })
  expect(loads).toHaveLength(1)
  // Loading the page again restores the saved draft as it is: nothing changes any more.
  await page.goto('/#contact')
  await waitForHydration(page, '#contact form')
  await expect
    .poll(() => readForm(contactFormOf(page)))
    .toEqual({
      values: expected,
      stored: JSON.stringify({ version: draftVersion, fields: expected }),
    })
  await expect(
    contactFormOf(page).getByRole('status').filter({ hasText: contactForm.replacedCharacters }),
  ).toHaveCount(0)
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(errors).toEqual([])
})
