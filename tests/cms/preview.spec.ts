/**
 * The preview beside the editor (`next dev` on the copy, playwright.cms.config.ts): a mistake saved
 * by hand shows as the content check's own sentence, naming the field by its label in the form,
 * below the fixed header, on a page served before the mistake and at the address of a page the
 * mistake would add (a route not visited yet in this run): a 404 rather than the dev server's error.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { stringify } from 'yaml'
import type { Areas } from '@/lib/content/schema'
import { copy, readYaml, setUpContentCopy } from './content-copy'

setUpContentCopy()

test('a mistake saved by hand shows on the preview as the content check says it, below the header', async ({
  page,
}) => {
  expect((await page.goto('/about'))?.status()).toBe(200)
  // A new area made by copying another whole keeps that area's words: the check names them.
  const areas = readYaml<Areas>('content/areas.yaml')
  const newArea = { ...areas.items[0], name: 'Pacific Grove', slug: 'pacific-grove' }
  writeFileSync(
    join(copy, 'content/areas.yaml'),
    stringify({ ...areas, items: [...areas.items, newArea] }),
  )
  for (const [path, status] of [
    ['/about', 200],
    ['/portfolio/area/pacific-grove', 404],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(status)
    const problem = page
      .getByRole('alert')
      .filter({ hasText: 'the last content that passed the content check' })
    await expect(problem).toContainText(
      `"Pacific Grove" → title (“Title” in the editor): names ${areas.items[0]!.name}, another area`,
    )
    const header = (await page.getByRole('banner').boundingBox())!
    expect((await problem.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
  }
})
