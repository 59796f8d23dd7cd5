/**
 * The editor on a phone (the "phone" project: 390 px, touch), one tap at a time: every control is
 * at least 44 × 44 px, nothing sticky covers the field being typed in, removing a list item and
 * leaving with unsaved changes ask first (lib/cms/browser/edit-guard.js, lib/cms/browser/admin.css).
 * On the hosted editor's build under its own headers, working on a copy of content/ (as webkit.spec.ts).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { parse } from 'yaml'
import { serveWithLocalRepository } from '../harness/local-repository'
import type { Service } from '@/lib/content/schema'
import { contentFiles } from '@/lib/content/registry'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const frontPort = hostedPort + 4
const services = contentFiles.find((file) => file.file === 'content/services.yaml')!

/** A copy of content/ in `repository`, a git repository as the editor's folder picker expects. */
function contentRepository(repository: string) {
  mkdirSync(repository, { recursive: true })
  cpSync('content', join(repository, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q'], { cwd: repository })
  return repository
}

/** Opens one content file in the hosted editor on a phone, working with `repository`. */
async function openFile(page: Page, file: { group?: string; label: string }) {
  await page.goto(`http://127.0.0.1:${frontPort}/`)
  await page.getByRole('button', { name: 'Work with Local Repository' }).tap()
  await page.getByRole('treeitem', { name: new RegExp(file.group ?? file.label) }).tap()
  await page.getByRole('row', { name: file.label }).tap()
}

/** The next native confirmation's question, answered `accept`. */
function answerNextConfirm(page: Page, accept: boolean) {
  return new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message())
      await (accept ? dialog.accept() : dialog.dismiss())
    }),
  )
}

test('on a phone, an office manager loses nothing to one tap: 44 px controls, nothing covering the field, removal and leaving confirmed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const repository = contentRepository(testInfo.outputPath('website'))
  const original = readFileSync(join(repository, services.file), 'utf8')
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
  )
  try {
    await openFile(page, services)
    const list = page.getByRole('group', { name: '“\u2068Items\u2069” Field' })
    const items = list.getByRole('button', { name: 'List Item Options' })
    await expect(items.first()).toBeVisible()
    const count = await items.count()

    // Every control on the screen is at least 44 × 44 px.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('button, [role="button"]')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${box.width}×${box.height}`,
        ),
    )
    expect(small).toEqual([])

    // A field at the bottom of the screen, where a sticky "Add" bar sat, is what a tap there finds.
    await list.getByRole('button', { name: 'Expand All' }).tap()
    // A field one types into: a pick-list's search box (a service's portfolio category) is not.
    const field = list.locator('[role="textbox"]:not([aria-autocomplete]), textarea').last()
    // Expanding animates: scroll again until the field rests wholly at the bottom of the screen,
    // then ask, in the same moment, what a tap at its bottom finds.
    let found: boolean | undefined
    await expect(async () => {
      await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      await expect(field).toBeInViewport({ ratio: 1, timeout: 500 })
      found = await field.evaluate((element) => {
        const box = element.getBoundingClientRect()
        if (box.top < 0 || box.bottom > innerHeight) return undefined
        const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4)
        return !!hit && (hit === element || element.contains(hit))
      })
      expect(found).toBeDefined()
    }).toPass()
    expect(found).toBe(true)

    // Removing an item asks first, naming it: declined, it stays; confirmed, it goes. (Folded, so the only
    // Remove buttons are the items' own, not their features'.)
    await list.getByRole('button', { name: 'Collapse All' }).first().tap()
    const remove = list.getByRole('button', { name: 'Remove', exact: true }).first()
    const firstItem = (parse(original) as { items: Service[] }).items[0]!
    let question = answerNextConfirm(page, false)
    await remove.tap()
    expect(await question).toBe(
      `Remove “${firstItem.title}”? It leaves the file when you press Save.`,
    )
    await expect(items).toHaveCount(count)
    question = answerNextConfirm(page, true)
    await remove.tap()
    await question
    await expect(items).toHaveCount(count - 1)

    // Leaving with that change unsaved asks first: declined, the editor stays; confirmed, it
    // leaves and the file is as it was.
    const cancel = page.getByRole('button', { name: 'Cancel Editing' })
    question = answerNextConfirm(page, false)
    await cancel.tap()
    expect(await question).toMatch(/^Leave this entry without saving\?/)
    await expect(items).toHaveCount(count - 1)
    question = answerNextConfirm(page, true)
    await cancel.tap()
    await question
    await expect(cancel).toHaveCount(0)
    expect(readFileSync(join(repository, services.file), 'utf8')).toBe(original)
  } finally {
    front.close()
  }
})
