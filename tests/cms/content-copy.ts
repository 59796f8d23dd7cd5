/**
 * The working copy the local editor's tests edit: the copy scripts/test/with-content-set.sh made
 * for the set tests/fixtures/content-sets/cms, a git repository whose last commit is its content,
 * put back after each test. Shared by editor.spec.ts, library.spec.ts and preview.spec.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { parse } from 'yaml'

export const copy = '.content-sets/cms'
export const imagesDir = join(copy, 'content/images')

export const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-C', copy, '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args],
    { encoding: 'utf8' },
  )
export const readYaml = <T>(file: string) => parse(readFileSync(join(copy, file), 'utf8')) as T

/** Makes the copy a repository root, as the editor's folder picker expects, and resets it after each test. */
export function setUpContentCopy() {
  test.beforeAll(() => {
    if (!existsSync(join(copy, '.git'))) git('init', '-q')
    git('add', '--all', 'content')
    git('commit', '-q', '--allow-empty', '-m', 'content before the test')
  })
  test.afterEach(() => {
    git('checkout', '-q', '--', 'content')
    git('clean', '-fdq', '--', 'content')
  })
}

/** A field of the editor's form inside `scope`, by its label, as Sveltia names its group. */
export const fieldIn = (scope: Locator, name: string) =>
  scope.getByRole('group', { name: `“\u2068${name}\u2069” Field`, exact: true }).first()

/** Scrolls as a person would until the field shows (Sveltia draws fields as they are reached). */
export async function reach(page: Page, field: Locator) {
  await expect(async () => {
    if (await field.isVisible()) return
    await page.mouse.wheel(0, 400)
    await expect(field).toBeVisible({ timeout: 1000 })
  }).toPass()
  return field
}

/** Taps on a touch screen, clicks with a mouse. */
export async function press(page: Page, locator: ReturnType<Page['locator']>) {
  if (test.info().project.use.hasTouch) await locator.tap()
  else await locator.click()
}

/**
 * Uploads `file` in the image field `field` through the editor's media library, until `outcome`
 * shows. Once in a CI run (the phone's first visit, builds running beside it), the file given to
 * the chooser reached no input and nothing happened; a person would press Upload again.
 */
export async function upload(
  page: Page,
  field: ReturnType<Page['locator']>,
  file: string,
  outcome: ReturnType<Page['locator']>,
) {
  await press(page, field.getByRole('button', { name: 'Browse' }))
  const library = page.getByRole('dialog', { name: 'Select Image' })
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser')
    await press(page, library.getByRole('button', { name: 'Upload' }))
    await (await chooser).setFiles(file)
    await expect(outcome).toBeVisible({ timeout: 3000 })
  }).toPass()
  return library
}
