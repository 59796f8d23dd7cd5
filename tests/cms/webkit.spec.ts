/**
 * The hosted editor's upload path in WebKit, Safari's engine (WebKitGTK's MiniBrowser through
 * WebKitWebDriver, as tests/engines drives it): the editor npm run build:cms made, served with
 * its own headers and CSP (playwright.cms.config.ts), takes a 12 MP iPhone JPEG turned by EXIF
 * with GPS into its media library, and what it writes to content/images is a JPEG (WebKit's canvas
 * cannot write WebP) named .jpg, upright, at most 2,400 px long, with no metadata, and nothing
 * but the editor's own origin was asked for anything the CSP refuses (Sveltia's own resizing would
 * fetch a WebP encoder from a CDN). One photo, one save. The editor works on a copy of content/ through "Work with Local Repository", the sign-in
 * needing GitHub; only the last step, the write, differs from the hosted editor's commit.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { launchWebKit } from '../../scripts/harness/webkit'
import { serveWithLocalRepository } from '../../scripts/harness/local-repository'
import { inspectPhoto, makePhonePhotos } from '../../scripts/harness/phone-photos'
import { localEditorNotice } from '@/lib/cms/site'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const frontPort = hostedPort + 2
const driverPort = hostedPort + 3
const localEditor = `http://127.0.0.1:${process.env.CMS_TEST_PORT ?? 3600}/admin`

test('a photo uploaded in WebKit (Safari) is saved as an upright, bare JPEG named .jpg, reaching no other origin', async ({}, testInfo) => {
  // WebKitGTK's start, the editor's load and a 12 MP photo redrawn in software: about 20 s here.
  test.setTimeout(120_000)
  const photos = await makePhonePhotos(testInfo.outputPath('phone-photos'))
  const repository = testInfo.outputPath('website')
  mkdirSync(repository, { recursive: true })
  cpSync('content', join(repository, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const images = join(repository, 'content/images')
  const before = readdirSync(images)
  const saved = join(images, 'img_4821.jpg')

  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
  )
  const engine = await launchWebKit(`http://127.0.0.1:${frontPort}`, driverPort)
  try {
    await engine.open('/')
    /** The selector of the visible element the in-page script finds, once it shows. */
    const find = async (script: string, ...args: unknown[]) => {
      let selector: string | null = null
      await expect
        .poll(async () => (selector = await engine.run<string | null>(script, ...args)), {
          timeout: 20_000,
        })
        .not.toBeNull()
      return selector as unknown as string
    }
    const button = (name: string, scope = 'body') =>
      find('return mark(visibleByRole("button", args[0], args[1]))', name, scope)
    await engine.click(await button('Work with Local Repository'))
    await expect.poll(() => engine.run<string>('return location.hash')).toMatch(/^#\/collections\//)
    await engine.open('/#/assets')
    await engine.upload(
      await find(
        'var input = document.querySelector("input[type=file]"); return input && mark(input)',
      ),
      photos.iphoneJpeg,
    )
    // Sveltia names what it will save before it saves it: the prepared photo, a JPEG.
    const dialog = await find(
      `var dialog = Array.prototype.find.call(document.querySelectorAll('dialog, [role="dialog"]'),
        function (element) { return isVisible(element) && /img_4821\\.jpg\\s+JPEG image/.test(element.innerText) });
      return dialog ? mark(dialog) : null`,
    )
    await engine.click(await button('Upload', dialog))
    await expect.poll(() => existsSync(saved), { timeout: 30_000 }).toBe(true)

    // The one new file (no PNG beside it), a JPEG by its bytes as by its name.
    expect(readdirSync(images).filter((name) => !before.includes(name))).toEqual(['img_4821.jpg'])
    const bytes = readFileSync(saved)
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(await inspectPhoto(saved)).toEqual({
      width: 1800,
      height: 2400,
      metadata: false,
      topLeft: 'blue',
      topRight: 'red',
    })
    // Nothing left the editor's origin. Sveltia's 512 px preview of a picture in its library (kept in
    // the browser, never saved) asks a CDN for a WebP encoder in WebKit: the CSP refuses that
    // script, and Sveltia draws the preview as a PNG instead. That refusal is the only one.
    const refused = await engine.run<string[]>('return window.cspViolations')
    expect(
      refused.filter(
        (violation) =>
          !/^script-src-elem https:\/\/unpkg\.com\/@jsquash\/webp@[\d.]+\/encode\.js\?module$/.test(
            violation,
          ),
      ),
    ).toEqual([])
  } finally {
    await engine.close()
    front.close()
  }
})

test('the local /admin in WebKit (Safari) says where the hosted editor is, not "use Chrome or Edge"', async () => {
  test.setTimeout(60_000)
  // The dev server's own settings (playwright.cms.config.ts).
  const notice = localEditorNotice({ CMS_EDITOR_URL: `http://127.0.0.1:${hostedPort}/` })
  const engine = await launchWebKit(localEditor, driverPort)
  try {
    await engine.open(localEditor)
    await expect
      .poll(() => engine.run<string>('return document.body.innerText'), { timeout: 20_000 })
      .toContain(notice.sentence)
    const page = await engine.run<{ text: string; link: string | null }>(
      'var link = document.querySelector("a"); return { text: document.body.innerText, link: link && link.href }',
    )
    expect(page.link).toBe(notice.address)
    expect(page.text).not.toMatch(/Chrome or Edge instead|Local Workflow is not supported/)
  } finally {
    await engine.close()
  }
})
