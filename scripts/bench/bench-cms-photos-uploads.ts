/**
 * The bytes each browser's editor saves (scripts/bench/bench-cms-photos.ts, its first table): the
 * hosted editor on a scratch copy of content/, each photo uploaded into its media library.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { chromium } from '@playwright/test'
import { launchOptions } from '../harness/chromium'
import { exposeLocalRepository, serveWithLocalRepository } from '../harness/local-repository'
import { launchWebKit } from '../harness/webkit'
import { root, sleep } from './bench-cms-photos-processes'

/** The ports the hosted editor, the front server before it and WebKit's driver listen on. */
export interface UploadPorts {
  hosted: number
  front: number
  driver: number
}

/** The guard's sentence about `photo` in a dialog's text, up to its first full stop. */
const firstSentence = (text: string, photo: string) =>
  text
    .split('\n')
    .find((line) => line.includes(basename(photo)))
    ?.split(/(?<=\.)\s/)[0]

/** "IMG_4821.JPG" → "img_4821": how both the editor's dialog and the guard's name the photo. */
export const stem = (photo: string) =>
  basename(photo)
    .toLowerCase()
    .replace(/\.\w+$/, '')

export type Saved = { photo: string; file?: string; bytes?: number; refusal?: string }

/** What the editor in `browser` saved of each photo: the new file in content/images, or the refusal. */
export async function uploads(
  browser: 'Chromium' | 'WebKit',
  photos: string[],
  work: string,
  ports: UploadPorts,
): Promise<Saved[]> {
  const repository = join(work, browser)
  rmSync(repository, { recursive: true, force: true })
  mkdirSync(repository, { recursive: true })
  cpSync(join(root, 'content'), join(repository, 'content'), { recursive: true })
  // A repository root, as the editor's folder picker expects.
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const images = join(repository, 'content', 'images')
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${ports.hosted}`,
    ports.front,
  )
  const results: Saved[] = []
  const newFile = async (before: string[]) => {
    for (let waited = 0; waited < 60_000; waited += 250) {
      // Sveltia writes a hidden temporary file first, then names it.
      const added = readdirSync(images).filter(
        (name) => !name.startsWith('.') && !before.includes(name),
      )
      if (added.length) return added[0]!
      await sleep(250)
    }
    throw new Error('no file was saved')
  }
  try {
    if (browser === 'Chromium') {
      const instance = await chromium.launch(launchOptions)
      const page = await instance.newPage()
      // Playwright's own way in (tests/cms/editor.spec.ts): its init script runs before the editor's.
      await exposeLocalRepository(page, repository)
      await page.goto(`http://127.0.0.1:${ports.hosted}/`)
      await page.getByRole('button', { name: 'Work with Local Repository' }).click()
      await page.waitForFunction(() => location.hash.startsWith('#/collections/'))
      await page.goto(`http://127.0.0.1:${ports.hosted}/#/assets`)
      for (const photo of photos) {
        const before = readdirSync(images)
        await page.locator('input[type=file]').first().setInputFiles(photo)
        const refusal = page.getByRole('alertdialog', { name: 'Photo not uploaded' })
        const upload = page
          .locator('dialog, [role="dialog"], [role="alertdialog"]')
          .filter({ hasText: 'Upload New Assets' })
          .filter({ hasText: stem(photo) })
          .getByRole('button', { name: 'Upload', exact: true })
        await refusal.or(upload).first().waitFor()
        if (await refusal.isVisible()) {
          results.push({ photo, refusal: firstSentence(await refusal.innerText(), photo) })
          await refusal.getByRole('button', { name: 'OK' }).click()
          continue
        }
        await upload.click()
        const file = await newFile(before)
        results.push({ photo, file, bytes: statSync(join(images, file)).size })
      }
      await instance.close()
    } else {
      const engine = await launchWebKit(`http://127.0.0.1:${ports.front}`, ports.driver)
      try {
        const find = async (script: string, ...args: unknown[]) => {
          for (let waited = 0; waited < 30_000; waited += 250) {
            const found = await engine.run<string | null>(script, ...args)
            if (found) return found
            await sleep(250)
          }
          throw new Error(`not found: ${script}`)
        }
        const button = (name: string, scope = 'body') =>
          find('return mark(visibleByRole("button", args[0], args[1]))', name, scope)
        await engine.open('/')
        await engine.click(await button('Work with Local Repository'))
        await find('return /^#\\/collections\\//.test(location.hash) || null')
        await engine.open('/#/assets')
        for (const photo of photos) {
          const before = readdirSync(images)
          await engine.upload(
            await find(
              'var input = document.querySelector("input[type=file]"); return input && mark(input)',
            ),
            photo,
          )
          // Sveltia's upload dialog naming this photo, or the guard's refusal naming it.
          const dialog = await find(
            `var dialog = Array.prototype.find.call(document.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]'),
              function (element) { return isVisible(element) && element.innerText.toLowerCase().indexOf(args[0]) !== -1 });
            return dialog ? mark(dialog) : null`,
            stem(photo),
          )
          const [label, text] = await engine.run<[string | null, string]>(
            'var dialog = document.querySelector(args[0]); return [dialog.getAttribute("aria-label"), dialog.innerText]',
            dialog,
          )
          if (label === 'Photo not uploaded') {
            results.push({ photo, refusal: firstSentence(text, photo) })
            // Closed as a modal dialog closes by the keyboard (WebDriver finds its OK not interactable).
            await engine.press('Escape')
            continue
          }
          await engine.click(await button('Upload', dialog))
          const file = await newFile(before)
          results.push({ photo, file, bytes: statSync(join(images, file)).size })
        }
      } finally {
        await engine.close()
      }
    }
  } finally {
    front.close()
  }
  return results
}
