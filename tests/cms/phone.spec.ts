/**
 * The editor on a phone (the "phone" project: 390 px, touch), one tap at a time: every control is
 * at least 44 × 44 px, nothing sticky covers the field being typed in, removing a list item and
 * leaving with unsaved changes ask first (lib/cms/edit-guard.js, lib/cms/admin.css). On the
 * hosted editor's build under its own headers, working on a copy of content/ (as webkit.spec.ts).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { serveWithLocalRepository } from './local-repository'
import { contentFiles } from '@/lib/content/registry'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const frontPort = hostedPort + 4
const services = contentFiles.find((file) => file.file === 'content/services.yaml')!

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
  const repository = testInfo.outputPath('website')
  mkdirSync(repository, { recursive: true })
  cpSync('content', join(repository, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const original = readFileSync(join(repository, services.file), 'utf8')
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
  )
  try {
    await page.goto(`http://127.0.0.1:${frontPort}/`)
    await page.getByRole('button', { name: 'Work with Local Repository' }).tap()
    await page.getByRole('treeitem', { name: new RegExp(services.group ?? services.label) }).tap()
    await page.getByRole('row', { name: services.label }).tap()
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
    const field = list.getByRole('textbox').last()
    await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    expect(
      await field.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4)
        return !!hit && (hit === element || element.contains(hit))
      }),
    ).toBe(true)

    // Removing an item asks first: declined, it stays; confirmed, it goes. (Folded, so the only
    // Remove buttons are the items' own, not their features'.)
    await list.getByRole('button', { name: 'Collapse All' }).first().tap()
    const remove = list.getByRole('button', { name: 'Remove', exact: true }).first()
    let question = answerNextConfirm(page, false)
    await remove.tap()
    expect(await question).toMatch(/^Remove this item\?/)
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
