/**
 * Pictures no content names, where the editor looks (lib/cms/browser/leftover-pictures.js,
 * app/admin/leftover-pictures.json): /admin in `next dev` on the copy .content-sets/cms, its
 * Assets view listing a picture that no page uses, and one tap deleting it from content/images.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { exposeLocalRepository } from '../harness/local-repository'

/** The copy scripts/test/with-content-set.sh made for the set tests/fixtures/content-sets/cms. */
const copy = '.content-sets/cms'
const images = join(copy, 'content/images')

test('the Assets view lists a picture no page uses, and one tap deletes it', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Work with Local Repository' }).click()
    await expect(page).toHaveURL(/#\/collections\//)
    await page.goto('/admin#/assets')
    const panel = page.getByRole('region', { name: 'Pictures no page uses' })
    await expect(panel).toContainText(
      `This picture is in the library but no page uses it: ${name}.`,
    )
    await panel.getByRole('button', { name: 'Delete it' }).click()
    await expect(panel.getByRole('status')).toContainText(`Deleted: ${name}.`)
    expect(existsSync(leftover)).toBe(false)
    expect(existsSync(join(images, picture))).toBe(true)
  } finally {
    rmSync(leftover, { force: true })
  }
})
