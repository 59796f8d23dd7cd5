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
import { exposeLocalRepository } from '../../scripts/harness/local-repository'

setUpContentCopy()

const entries = siteCmsConfig({}).collections.flatMap((collection) =>
  collection.files.map((file) => ({ collection: collection.name, ...file })),
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
      await page.evaluate(
        ({ collection, name }) => (location.hash = `#/collections/${collection}/entries/${name}`),
        { collection: entry.collection, name: entry.name },
      )
      const box = page
        .getByRole('group', { name: /” Field$/ })
        .getByRole('textbox')
        .first()
      await expect(box).toBeVisible()
      // Opened, nothing is changed: a default filled in or a number made text would be a change.
      await expect(save).toBeDisabled()
      const value = await box.inputValue()
      const edited = `${value.slice(0, -1)}${value.endsWith('x') ? 'y' : 'x'}`
      await box.fill(edited)
      await press(page, save)
      await expect(page.getByText('Entry saved.')).toBeVisible()
      await expect.poll(() => git('diff', '--numstat', '--', 'content')).not.toBe('')
      expect(git('diff', '--numstat', '--', 'content').trim()).toBe(`1\t1\t${entry.file}`)
      git('checkout', '-q', '--', 'content')
    })
  }
})
