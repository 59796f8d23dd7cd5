/**
 * The hosted editor's photo path in WebKit, Safari's engine (webkit-editor.ts), at an iPhone's
 * width: a 12 MP iPhone JPEG turned by EXIF with GPS and a Pixel JPEG, taken into its media library
 * in one upload, are written to content/images as JPEGs (WebKit's canvas cannot write WebP) named
 * .jpg, upright, at most 2,400 px long, with no metadata, a HEIC chosen with them refused with its
 * help; then a new project picks them, its main picture and its gallery, and is saved once; and
 * nothing but the editor's own origin was asked for anything the CSP refuses. Only the last step,
 * the write, differs from the hosted editor's commit. scripts/bench/bench-photo-drop.ts --editor
 * --webkit runs it with forty camera photos (PHOTO_DROP, their folder).
 * And the local /admin in WebKit says where the hosted editor is.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import type { Areas, Portfolio } from '@/lib/content/schema'
import { launchWebKit } from '../harness/webkit'
import { inspectPhoto, makePhonePhotos } from '../harness/phone-photos'
import { driverPort, openWebKitEditor } from './webkit-editor'
import { newFiles, ownName } from './camera-photo'
import { localEditorNotice } from '@/lib/cms/site'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const localEditor = `http://127.0.0.1:${process.env.CMS_TEST_PORT ?? 3600}/admin`

test('photos uploaded in WebKit (Safari) at 390 px beside a HEIC are saved as upright, bare JPEGs named .jpg, and one new project picks them, saved once, reaching no other origin', async ({}, testInfo) => {
  const phone = await makePhonePhotos(testInfo.outputPath('phone-photos'))
  // An iPhone's photo turned by EXIF and a Pixel's; PHOTO_DROP, a folder of a photographer's set,
  // for scripts/bench/bench-photo-drop.ts --editor --webkit.
  const drop = process.env.PHOTO_DROP
  const photos = drop
    ? readdirSync(drop)
        .toSorted()
        .map((name) => join(drop, name))
    : [phone.iphoneJpeg, phone.pixelJpeg]
  // WebKitGTK's start, the editor's load, each 12 MP photo redrawn in software and picked: about
  // 40 s here for two.
  test.setTimeout(90_000 + photos.length * 20_000)
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: [390, 844] },
  )
  const images = join(repository, 'content/images')
  const before = readdirSync(images)
  /** Types `text` into the box as one input, as a paste does. */
  const fill = (box: string, text: string) =>
    engine.run(
      `var box = document.querySelector(args[0]);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value').set.call(box, args[1]);
      box.dispatchEvent(new Event('input', { bubbles: true }));`,
      box,
      text,
    )
  try {
    // At an iPhone's width Upload shows in All Assets, where each picture field's hint sends the
    // office.
    await engine.open('/#/assets/-/all')
    if (drop)
      await engine.run(
        `window.longestFrame = 0; var last = performance.now();
        requestAnimationFrame(function frame(now) {
          window.longestFrame = Math.max(window.longestFrame, now - last); last = now; requestAnimationFrame(frame);
        });`,
      )
    const preparing = Date.now()
    // Chosen together, as from the iPhone's Files: the HEIC is refused with its help, the JPEGs
    // go on once the refusal is read.
    await engine.upload(
      await find(
        'var input = document.querySelector("input[type=file]"); return input && mark(input)',
      ),
      [photos[0], phone.heic, ...photos.slice(1)].join('\n'),
    )
    // Said once every photo is prepared, so that one answer covers them all: a few seconds each.
    let refusal = ''
    await expect
      .poll(
        async () =>
          (refusal = await engine.run<string>(
            `var dialog = document.querySelector('[role="alertdialog"][aria-label="Photo not uploaded"]');
            return dialog && isVisible(dialog) && /IMG_4822\\.HEIC is an iPhone HEIC photo/.test(dialog.innerText) ? mark(dialog) : ''`,
          )),
        { timeout: 20_000 + photos.length * 10_000 },
      )
      .not.toBe('')
    // For the bench: the tab's memory up to here is the preparing's, Sveltia's library's after.
    if (drop) console.log('photo drop: prepared')
    await engine.click(await button('OK', refusal))
    // Sveltia names what it will save before it saves it: the prepared photos, JPEGs.
    const dialog = await find(
      `var dialog = Array.prototype.find.call(document.querySelectorAll('dialog, [role="dialog"]'),
        function (element) { return isVisible(element) && /photo-[0-9a-f]{10}\\.jpg\\s+JPEG image/.test(element.innerText) });
      return dialog ? mark(dialog) : null`,
    )
    await engine.click(await button('Upload', dialog))
    await expect
      .poll(() => newFiles(images, before), { timeout: 30_000 + photos.length * 5_000 })
      .toHaveLength(photos.length)
    if (drop)
      console.log(
        `photo drop: longest frame ${Math.round(await engine.run<number>('return window.longestFrame'))} ms, ${Math.round((Date.now() - preparing) / 1000)} s to prepare`,
      )

    // Each new file named after its own bytes, a JPEG by its bytes as by its name (no PNG beside
    // it), at most 2,400 px long and bare; the iPhone's upright.
    const saved = newFiles(images, before)
    for (const name of saved) {
      expect(name).toBe(ownName(join(images, name), '.jpg'))
      expect(readFileSync(join(images, name)).subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      )
    }
    const inspected = await Promise.all(saved.map((name) => inspectPhoto(join(images, name))))
    expect(inspected.filter((photo) => photo.metadata)).toEqual([])
    expect(inspected.filter((photo) => Math.max(photo.width, photo.height) > 2400)).toEqual([])
    if (!drop)
      expect(inspected).toContainEqual({
        width: 1800,
        height: 2400,
        metadata: false,
        topLeft: 'blue',
        topRight: 'red',
      })

    // A new project picks them all, its main picture and its gallery, and is saved once.
    const portfolioFile = join(repository, 'content/portfolio.yaml')
    const { categories } = parse(readFileSync(portfolioFile, 'utf8')) as Portfolio
    const area = (parse(readFileSync(join(repository, 'content/areas.yaml'), 'utf8')) as Areas)
      .items[0]!.name
    await engine.open('/#/collections/portfolio/entries/portfolio')
    // Under CI's load a tap on Add as the entry opens was once not taken: tapped until the list
    // holds one project more, as a person would tap again. Counted as the list's heading counts
    // them ("Projects (3)"): Sveltia draws the items themselves as they near the screen.
    const projectCount = () =>
      engine.run<number>(
        `var list = document.querySelector('[aria-label="“⁨Projects⁩” Field"]');
        var counted = list && /\\((\\d+)\\)/.exec(list.textContent);
        return counted ? Number(counted[1]) : -1`,
      )
    const addProject = await find(
      `var add = Array.prototype.find.call(document.querySelectorAll('button'), function (b) { return isVisible(b) && /^Add .Project.$/.test(accName(b)) });
      return add ? mark(add) : null`,
    )
    await expect.poll(projectCount).toBeGreaterThan(0)
    const projectsBefore = await projectCount()
    await expect(async () => {
      if ((await projectCount()) > projectsBefore) return
      await engine.click(addProject)
      await expect.poll(projectCount, { timeout: 3000 }).toBeGreaterThan(projectsBefore)
    }).toPass({ timeout: 20_000 })
    /**
     * The last field of that name shown (inside `scope`): the new project's, the last item open.
     * Until it shows, the last item's last drawn field is scrolled to, as a person would scroll on:
     * Sveltia draws fields as they are reached (scrolling to the form's last drawn field instead
     * once left the new project's first fields undrawn in CI).
     */
    const field = (name: string, scope = 'body') =>
      find(
        `var label = '\u201c\u2068' + args[0] + '\u2069\u201d Field';
        var shown = Array.prototype.filter.call(document.querySelector(args[1]).querySelectorAll('[role="group"]'),
          function (group) { return group.getAttribute('aria-label') === label && isVisible(group) });
        if (shown.length) return mark(shown[shown.length - 1]);
        var options = document.querySelectorAll('button[aria-label="List Item Options"]');
        var item = options.length ? options[options.length - 1].closest('[role="group"]') : document.body;
        var drawn = item.querySelectorAll('[role="group"][aria-label$=" Field"]');
        (drawn.length ? drawn[drawn.length - 1] : item).scrollIntoView({ block: 'start', behavior: 'instant' });
        return null`,
        name,
        scope,
      )
    const box = async (name: string, scope?: string) =>
      find(
        'var box = document.querySelector(args[0]).querySelector("input, textarea"); return box && isVisible(box) ? mark(box) : null',
        await field(name, scope),
      )
    const choose = async (name: string, option: string) =>
      engine.click(
        await find(
          `var radio = Array.prototype.find.call(document.querySelector(args[0]).querySelectorAll('[role="radio"], input[type="radio"]'),
            function (r) { return accName(r) === args[1] || (r.labels && r.labels.length && norm(textOf(r.labels[0])) === args[1]) });
          return radio ? mark(radio) : null`,
          await field(name),
          option,
        ),
      )
    /** Picks the library's picture `name` into the picture field `picture`, found by its name. */
    const pick = async (picture: string, name: string) => {
      const openLibrary = () =>
        engine.run<string>(
          `var shown = Array.prototype.filter.call(document.querySelectorAll('dialog, [role="dialog"]'),
            function (d) { return isVisible(d) && /Select Image/.test(accName(d) + d.innerText) });
          return shown.length ? mark(shown[shown.length - 1]) : ''`,
        )
      // Browse tapped again if the library has not opened: with forty photos in it, once it had not.
      await expect(async () => {
        if (await openLibrary()) return
        await engine.click(await button('Browse', picture))
        await expect.poll(openLibrary, { timeout: 10_000 }).not.toBe('')
      }).toPass({ timeout: 60_000 })
      const library = await openLibrary()
      await fill(
        await find(
          'var search = document.querySelector(args[0]).querySelector("input[type=search], [role=searchbox]"); return search && isVisible(search) ? mark(search) : null',
          library,
        ),
        name,
      )
      await engine.click(
        await find(
          `var found = Array.prototype.filter.call(document.querySelector(args[0]).querySelectorAll('[role="option"]'),
            function (o) { return isVisible(o) && accName(o).indexOf(args[1]) >= 0 });
          return found.length === 1 ? mark(found[0]) : null`,
          library,
          name,
        ),
      )
      await engine.click(await button('Insert', library))
      await find(
        'var img = document.querySelector(args[0]).querySelector("img"); return img && isVisible(img) && img.naturalWidth > 0 ? mark(img) : null',
        picture,
      )
    }
    const project = {
      id: 'porch-in-safari',
      title: 'Porch in Safari',
      description: 'A porch photographed on an iPhone.',
      workType: 'Porch',
      year: 2026,
    }
    await fill(await box('Page address'), project.id)
    await fill(await box('Title'), project.title)
    await fill(await box('Description'), project.description)
    const image = await field('Image')
    await engine.click(await button('Expand', image))
    await pick(await field('Picture', image), saved[0]!)
    await fill(await box('What the picture shows', image), 'The porch, photo 1')
    await choose('Category', categories[0]!.label)
    await fill(await box('Work type'), project.workType)
    await fill(await box('Year'), String(project.year))
    await choose('Location', area)
    for (const [index, name] of saved.slice(1).entries()) {
      const gallery = await field('Gallery photos')
      // Sveltia draws a field's insides as it nears the screen: until its Add shows, the gallery
      // is scrolled to, as a person would scroll on.
      await engine.click(
        await find(
          `var field = document.querySelector(args[0]);
          var add = Array.prototype.find.call(field.querySelectorAll('button'), function (b) { return isVisible(b) && /^Add .Picture.$/.test(accName(b)) });
          if (!add) field.scrollIntoView({ block: 'start', behavior: 'instant' });
          return add ? mark(add) : null`,
          gallery,
        ),
      )
      // The picture just added: the gallery's last item.
      const item = await find(
        `var items = Array.prototype.map.call(document.querySelector(args[0]).querySelectorAll('button[aria-label="List Item Options"]'),
          function (options) { return options.closest('[role="group"]') });
        return items.length === args[1] && isVisible(items[items.length - 1]) ? mark(items[items.length - 1]) : null`,
        gallery,
        index + 1,
      )
      await pick(await field('Picture', item), name)
      await fill(await box('What the picture shows', item), `The porch, photo ${index + 2}`)
    }
    await engine.click(await button('Save'))
    // One save: the project names every photo, in the order picked.
    await expect
      .poll(
        () => {
          const added = (parse(readFileSync(portfolioFile, 'utf8')) as Portfolio).projects.at(-1)!
          return [added.image, ...(added.gallery ?? [])].map((picture) => picture?.src)
        },
        { timeout: 30_000 },
      )
      .toEqual(saved.map((name) => `/images/${name}`))
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
