/**
 * Pictures no content names, where the editor looks (lib/cms/browser/leftover-pictures.js,
 * app/admin/leftover-pictures.json): /admin in `next dev` on the copy .content-sets/cms, its
 * Assets view listing a picture that no page uses, named and shown on a phone, and its Delete,
 * once the confirmation naming it is accepted, deleting it from content/images.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { exposeLocalRepository } from '../harness/local-repository'

/** The copy scripts/test/with-content-set.sh made for the set tests/fixtures/content-sets/cms. */
const copy = '.content-sets/cms'
const images = join(copy, 'content/images')

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('the Assets view shows a picture no page uses, by name, and deletes it once asked', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // A picture uploaded, then removed from its form: still in the folder, named by nothing.
  const picture = readdirSync(images).find((name) => !name.startsWith('.'))!
  const name = `leftover-${picture}`
  const leftover = join(images, name)
  copyFileSync(join(images, picture), leftover)
  // A repository root, as the editor's folder picker expects (editor.spec.ts makes the same).
  if (!existsSync(join(copy, '.git'))) execFileSync('git', ['init', '-q'], { cwd: copy })

  try {
    await exposeLocalRepository(page, copy)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Work with Local Repository' }).tap()
    // A phone opens on the list of collections, a desktop on the first.
    await expect(page).toHaveURL(/#\/collections/)
    await page.goto('/admin#/assets')
    // Sveltia's own Delete, on the picture opened in the library, asks naming it too.
    await page.getByRole('option', { name: /^All Assets/ }).tap()
    await page.getByRole('row', { name, exact: true }).tap()
    await page.getByRole('button', { name: 'Show Edit Options' }).tap()
    await page.getByRole('menuitem', { name: 'Delete' }).tap()
    const question = page.getByRole('alertdialog', { name: 'Delete Picture' })
    await expect(question).toContainText(`Delete the picture “${name}”?`)
    await question.getByRole('button', { name: 'Cancel' }).tap()
    await page.goto('/admin#/assets')
    const panel = page.getByRole('region', { name: 'Pictures no page uses' })
    await expect(panel).toContainText('This picture is in the library but no page uses it:')
    const item = panel.getByRole('listitem').filter({ hasText: name })
    await expect(item).toBeInViewport()
    // Shown: its thumbnail loaded, the picture itself.
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.accept()
    })
    await item.getByRole('button', { name: `Delete ${name}` }).tap()
    await expect(panel.getByRole('status')).toContainText(`Deleted: ${name}.`)
    expect(questions).toEqual([expect.stringContaining(`“${name}”`)])
    expect(existsSync(leftover)).toBe(false)
    expect(existsSync(join(images, picture))).toBe(true)
  } finally {
    rmSync(leftover, { force: true })
  }
})
