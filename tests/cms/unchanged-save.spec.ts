/**
 * A save writes only the edit, in the browser: every entry of every collection of the editor's
 * configuration is opened at /admin (local editor, on the copy of content/ of content-copy.ts);
 * opened, it holds no change (Save stays off); one letter changed in its first text box and
 * saved, its file differs by that one line and nothing else (no number turned into text, no
 * default added). tests/unit/cms-unchanged-save.test.ts proves the same for each file's values.
 */
import { expect, test } from '@playwright/test'
import { siteCmsConfig } from '@/lib/cms/site'
import { copy, git, press, setUpContentCopy } from './content-copy'
import { exposeLocalRepository } from '../harness/local-repository'

setUpContentCopy()

const entries = siteCmsConfig({}).collections.flatMap((collection) =>
  collection.files.map((file) => ({ collectionLabel: collection.label, ...file })),
)

test('each entry, saved with one letter changed, changes that one line of its file', async ({
  page,
}) => {
  test.setTimeout(60_000 + entries.length * 15_000)
  await exposeLocalRepository(page, copy)
  await page.goto('/admin')
  await press(page, page.getByRole('button', { name: 'Work with Local Repository' }))
  await expect(page.getByRole('treeitem').first()).toBeVisible()
  const save = page.getByRole('button', { name: 'Save', exact: true })
  for (const entry of entries) {
    await test.step(entry.file, async () => {
      // Opened as a person opens it: the collection, then the file's row.
      await press(page, page.getByRole('treeitem', { name: entry.collectionLabel }))
      await press(page, page.getByRole('row', { name: entry.label, exact: true }))
      await expect(save).toBeVisible()
      const box = page
        .getByRole('group', { name: /” Field$/ })
        .getByRole('textbox')
        .first()
      // A form whose first fields are folded lists or groups shows a text box once one is unfolded.
      await expect(async () => {
        if (await box.isVisible()) return
        await page
          .getByRole('button', { name: /^Expand/ })
          .first()
          .click()
        await expect(box).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      // Opened, nothing is changed: a default filled in or a number made text would be a change.
      await expect(save).toBeDisabled()
      const value = await box.inputValue()
      const edited = `${value.slice(0, -1)}${value.endsWith('x') ? 'y' : 'x'}`
      await box.fill(edited)
      await press(page, save)
      await expect(page.getByText('Entry saved.')).toBeVisible()
      // Sveltia closes the entry after a save: the next one is opened once it has.
      await expect(save).toBeHidden()
      await expect.poll(() => git('diff', '--numstat', '--', 'content')).not.toBe('')
      expect(git('diff', '--numstat', '--', 'content').trim()).toBe(`1\t1\t${entry.file}`)
      git('checkout', '-q', '--', 'content')
    })
  }
})
