/**
 * The hosted editor's upload path in WebKit, Safari's engine (webkit-editor.ts): a 12 MP iPhone
 * JPEG turned by EXIF with GPS, taken into its media library, is written to content/images as a
 * JPEG (WebKit's canvas cannot write WebP) named .jpg, upright, at most 2,400 px long, with no
 * metadata, a HEIC chosen with it refused with its help, at an iPhone's width; and nothing but
 * the editor's own origin was asked for anything the CSP refuses. One photo, one save; only the
 * last step, the write, differs from the hosted editor's commit.
 * And the local /admin in WebKit says where the hosted editor is.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { launchWebKit } from '../harness/webkit'
import { inspectPhoto, makePhonePhotos } from '../harness/phone-photos'
import { driverPort, openWebKitEditor } from './webkit-editor'
import { newFiles, ownName } from './camera-photo'
import { localEditorNotice } from '@/lib/cms/site'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const localEditor = `http://127.0.0.1:${process.env.CMS_TEST_PORT ?? 3600}/admin`

test('a photo uploaded in WebKit (Safari) at 390 px beside a HEIC is saved as an upright, bare JPEG named .jpg, reaching no other origin', async ({}, testInfo) => {
  // WebKitGTK's start, the editor's load and a 12 MP photo redrawn in software: about 20 s here.
  test.setTimeout(120_000)
  const photos = await makePhonePhotos(testInfo.outputPath('phone-photos'))
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: [390, 844] },
  )
  const images = join(repository, 'content/images')
  const before = readdirSync(images)
  try {
    // At an iPhone's width Upload shows in All Assets, where each picture field's hint sends the
    // office.
    await engine.open('/#/assets/-/all')
    // Chosen together, as from the iPhone's Files: the HEIC is refused with its help, the JPEG
    // goes on once the refusal is read.
    await engine.upload(
      await find(
        'var input = document.querySelector("input[type=file]"); return input && mark(input)',
      ),
      `${photos.heic}\n${photos.iphoneJpeg}`,
    )
    const refusal = await find(
      `var dialog = document.querySelector('[role="alertdialog"][aria-label="Photo not uploaded"]');
      return dialog && isVisible(dialog) && /IMG_4822\\.HEIC is an iPhone HEIC photo/.test(dialog.innerText) ? mark(dialog) : null`,
    )
    await engine.click(await button('OK', refusal))
    // Sveltia names what it will save before it saves it: the prepared photo, a JPEG.
    const dialog = await find(
      `var dialog = Array.prototype.find.call(document.querySelectorAll('dialog, [role="dialog"]'),
        function (element) { return isVisible(element) && /photo-[0-9a-f]{10}\\.jpg\\s+JPEG image/.test(element.innerText) });
      return dialog ? mark(dialog) : null`,
    )
    await engine.click(await button('Upload', dialog))
    await expect.poll(() => newFiles(images, before), { timeout: 30_000 }).toHaveLength(1)

    // The one new file (no PNG beside it), named after its own bytes, a JPEG by its bytes as by
    // its name.
    const [name = ''] = newFiles(images, before)
    expect(name).toBe(ownName(join(images, name), '.jpg'))
    const saved = join(images, name)
    const bytes = readFileSync(saved)
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(await inspectPhoto(saved)).toEqual({
      width: 1800,
      height: 2400,
      metadata: false,
      topLeft: 'blue',
      topRight: 'red',
    })
    // Nothing left the editor's origin, and the CSP refused nothing: the WebP encoder Sveltia
    // would fetch from a CDN for its library thumbnails in WebKit is answered from /admin by the
    // import map (lib/cms/import-map.ts).
    expect(await engine.run<string[]>('return window.cspViolations')).toEqual([])
  } finally {
    await close()
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
