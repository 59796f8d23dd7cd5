/**
 * The editor on a desktop (1440 px): a mistake's message shows where it covers no field
 * (lib/cms/browser/admin.css puts Sveltia's toasts at the top centre, over the title bar; at the
 * bottom right they covered the last field on the screen). On the hosted editor's build, working
 * on a copy of content/ (as phone.spec.ts).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { serveWithLocalRepository } from '../../scripts/harness/local-repository'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const frontPort = hostedPort + 5

test('on a desktop, the message of a mistake covers no field', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const repository = testInfo.outputPath('website')
  mkdirSync(repository, { recursive: true })
  cpSync('content', join(repository, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
  )
  try {
    await page.goto(`http://127.0.0.1:${frontPort}/`)
    await page.getByRole('button', { name: 'Work with Local Repository' }).click()
    await page.getByRole('treeitem', { name: /Services/ }).click()
    await page.getByRole('row', { name: 'Services' }).click()
    const list = page.getByRole('group', { name: '“\u2068Items\u2069” Field' })
    await list.getByRole('button', { name: 'Expand All' }).click()
    const fields = list.locator('[role="textbox"]:not([aria-autocomplete]), textarea')
    // A required field emptied, and the form scrolled so that a field rests at the screen's
    // bottom right, where Sveltia's message used to sit.
    await fields.first().fill('')
    await fields.last().evaluate((element) => element.scrollIntoView({ block: 'end' }))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const message = page.getByRole('alert').filter({ hasText: 'One field has an error' })
    await expect(message).toBeVisible()
    // A field is covered where the message sits over it and nothing else hides it (a field
    // scrolled under the title bar is hidden by the bar, message or not).
    const covered = await message.evaluate((alert) => {
      const box = alert.getBoundingClientRect()
      const toast = alert.closest('.toast-base') ?? alert
      return [...document.querySelectorAll('input, textarea, select, [role="textbox"]')].filter(
        (field) => {
          const at = field.getBoundingClientRect()
          const left = Math.max(at.left, box.left)
          const right = Math.min(at.right, box.right)
          const top = Math.max(at.top, box.top)
          const bottom = Math.min(at.bottom, box.bottom)
          if (left >= right || top >= bottom) return false
          // Points across the overlap: a field may show in only part of it (a scrolled list
          // clips its last field).
          const steps = [0.1, 0.3, 0.5, 0.7, 0.9]
          return steps.some((x) =>
            steps.some((y) => {
              const under = document
                .elementsFromPoint(left + (right - left) * x, top + (bottom - top) * y)
                .find((element) => !toast.contains(element))
              return !!under && (under === field || field.contains(under))
            }),
          )
        },
      ).length
    })
    expect(covered).toBe(0)
  } finally {
    front.close()
  }
})
