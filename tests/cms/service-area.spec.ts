/**
 * A place the firm works in, added by the office and chosen for a project (issue 57: "Pacific
 * Grove cannot be chosen as a location"): /admin in `next dev` on the copy of content-copy.ts;
 * Areas → Area pages → Add Area, its fields filled and saved; then a project's Location offers it,
 * and the project saved with it names it in content/portfolio.yaml. Named to run after
 * preview.spec.ts: once next dev has listed an area that the next test's copy no longer has, it
 * answers that route's unlisted addresses with a 500, not the 404 the preview test checks.
 */
import { expect, type Locator, test } from '@playwright/test'
import type { Areas, Portfolio } from '@/lib/content/schema'
import { copy, fieldIn, press, reach, readYaml, setUpContentCopy } from './content-copy'
import { exposeLocalRepository } from '../harness/local-repository'

setUpContentCopy()

test('the office adds Pacific Grove as an area and chooses it for a project', async ({ page }) => {
  test.setTimeout(180_000)
  const place = 'Pacific Grove'
  await exposeLocalRepository(page, copy)
  await page.goto('/admin')
  await press(page, page.getByRole('button', { name: 'Work with Local Repository' }))
  await press(page, page.getByRole('treeitem', { name: /Areas/ }))
  await press(page, page.getByRole('row', { name: 'Area pages' }))
  await press(page, page.getByRole('button', { name: /^Add .Area.$/ }))

  // The new area: the one open item of the list, whose page address is still empty.
  const area = page
    .getByRole('group', { name: '“\u2068Areas\u2069” Field' })
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'List Item Options' }) })
    .filter({ has: page.getByRole('textbox', { name: 'Page address', exact: true }) })
    .last()
  const text = async (scope: Locator, name: string, value: string) =>
    (await reach(page, fieldIn(scope, name))).getByRole('textbox').first().fill(value)
  const open = async (scope: Locator, name: string) => {
    const group = await reach(page, fieldIn(scope, name))
    const expand = group.getByRole('button', { name: 'Expand', exact: true }).first()
    if (await expand.isVisible()) await press(page, expand)
    return group
  }
  const addTo = async (scope: Locator, list: string, button: RegExp) => {
    const group = await reach(page, fieldIn(scope, list))
    await press(page, group.getByRole('button', { name: button }).last())
    return group
  }

  await text(area, 'Name', place)
  await expect(fieldIn(area, 'Page address').getByRole('textbox')).toHaveValue('pacific-grove')
  const where = await open(area, 'Place')
  await press(
    page,
    (await reach(page, fieldIn(where, 'Kind'))).getByRole('radio', { name: 'City' }),
  )
  const references = await addTo(where, 'Pages about the place', /^Add /)
  await references.getByRole('textbox').last().fill('https://www.wikidata.org/wiki/Q984279')
  await text(area, 'Title in search results', 'Renovation in Pacific Grove')
  await text(area, 'Description in search results', 'Design-build renovation in Pacific Grove.')
  await text(area, 'Title', 'Renovating homes in Pacific Grove')
  await text(area, 'Intro', 'Victorian cottages a few streets from the bay.')
  const work = await open(area, 'Work')
  await text(work, 'Heading', 'What we do in Pacific Grove')
  const paragraphs = await addTo(work, 'Paragraphs', /^Add /)
  await paragraphs.getByRole('textbox').last().fill('Kitchens and baths in its Victorian homes.')
  const permits = await open(area, 'Permits')
  await text(permits, 'Heading', 'Permits in Pacific Grove')
  const notes = await addTo(permits, 'Notes', /^Add /)
  await notes.getByRole('textbox').last().fill('Its historic homes need a review of exterior work.')
  const call = await open(area, 'Call to action')
  await text(call, 'Title', 'Planning work in Pacific Grove?')
  await text(call, 'Text', 'Tell us about your home.')
  const primary = await open(call, 'Primary')
  await text(primary, 'Label', 'Talk to us')
  await text(primary, 'Link to', '/#contact')
  await press(page, page.getByRole('button', { name: 'Save', exact: true }))
  await expect(page.getByText('Entry saved.')).toBeVisible()
  await expect
    .poll(() => readYaml<Areas>('content/areas.yaml').items.map((item) => item.name))
    .toContain(place)

  // The first project, moved to Pacific Grove from its Location's choices.
  await press(page, page.getByRole('treeitem', { name: /Portfolio/ }))
  await press(page, page.getByRole('row', { name: 'Projects and categories' }))
  const projects = await reach(page, fieldIn(page.locator('body'), 'Projects'))
  await press(page, projects.getByRole('button', { name: 'Expand', exact: true }).first())
  await press(
    page,
    (await reach(page, fieldIn(projects, 'Location'))).getByRole('radio', { name: place }),
  )
  await press(page, page.getByRole('button', { name: 'Save', exact: true }))
  await expect(page.getByText('Entry saved.')).toBeVisible()
  await expect
    .poll(() => readYaml<Portfolio>('content/portfolio.yaml').projects[0]!.location)
    .toBe(place)
})
