/**
 * A photographer's set for one project in one sitting on a phone (390 px, touch), with no
 * reopening per photo (docs/cms.md, "Limits"; CONTENT.md, "Editing at /admin"): Sveltia 0.221
 * refuses a save holding two new uploads, so the photos go into the media library first, all in
 * one upload (Assets → All Assets → Upload, as each picture field's hint says), each written at
 * once, a HEIC among them refused with its help and stopping none of the others; then a new
 * project picks them, its main picture and five gallery pictures, and is saved once. Six photos
 * stand for forty: scripts/bench/bench-photo-drop.ts --editor runs it with forty camera photos
 * (PHOTO_DROP, their folder), and this prints how long they took to prepare and the page's longest
 * task meanwhile.
 */
import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, test } from '@playwright/test'
import sharp from 'sharp'
import type { Areas, Portfolio } from '@/lib/content/schema'
import { copy, fieldIn, imagesDir, press, reach, readYaml, setUpContentCopy } from './content-copy'
import { newFiles, ownName } from './camera-photo'
import { exposeLocalRepository } from '../harness/local-repository'
import { makePhonePhotos } from '../harness/phone-photos'

setUpContentCopy()

test('on a phone, an office manager uploads six photos and a HEIC to the library together, then picks them into a new project saved once', async ({
  page,
}, testInfo) => {
  const drop = process.env.PHOTO_DROP
  const dir = testInfo.outputPath('photos')
  mkdirSync(dir, { recursive: true })
  // Six camera JPEGs, each its own colour, 2000 × 1500 (wide enough for the check); the first two
  // from two phones that both called theirs IMG_5104.jpg.
  const photos = drop
    ? readdirSync(drop)
        .toSorted()
        .map((name) => join(drop, name))
    : await Promise.all(
        [0, 1, 2, 3, 4, 5].map(async (index) => {
          const phone = join(dir, `phone-${index}`)
          mkdirSync(phone, { recursive: true })
          const file = join(phone, index < 2 ? 'IMG_5104.jpg' : `PXL_20261121_10000${index}.jpg`)
          await sharp({
            create: {
              width: 2000,
              height: 1500,
              channels: 3,
              background: { r: 40 * index, g: 120, b: 200 - 30 * index },
            },
          })
            .jpeg({ quality: 80 })
            .toFile(file)
          return file
        }),
      )
  // Each photo redrawn in the browser, then picked, in a form of some thirty fields: six take
  // about a minute under load.
  test.setTimeout(60_000 + photos.length * 20_000)
  const portfolio = readYaml<Portfolio>('content/portfolio.yaml')
  const category = portfolio.categories[0]!
  const area = readYaml<Areas>('content/areas.yaml').items[0]!.name
  const project = {
    id: 'six-photo-porch',
    title: 'Six-Photo Porch',
    description: 'A porch photographed from every side.',
    workType: 'Porch',
    year: 2026,
  }

  await exposeLocalRepository(page, copy)
  await page.goto('/admin')
  await press(page, page.getByRole('button', { name: 'Work with Local Repository' }))
  await expect(page).toHaveURL(/#\/collections/)
  const contents = page.url()

  // All six into the library at once: one upload, each photo prepared and written at once.
  const imagesBefore = readdirSync(imagesDir)
  await page.goto('/admin#/assets')
  // Sveltia answers a tap on the folder once its library has loaded: tap until Upload shows.
  const uploadButton = page.getByRole('button', { name: 'Upload New Assets' })
  await expect(async () => {
    if (await uploadButton.isVisible()) return
    await press(page, page.getByRole('option', { name: /^All Assets/ }))
    await expect(uploadButton).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  // The files chosen as the button's file picker would give them (its <input type="file">), an
  // iPhone's HEIC among them.
  const { heic } = await makePhonePhotos(testInfo.outputPath('phone-photos'))
  const preparing = Date.now()
  if (drop)
    await page.evaluate(() => {
      const seen = window as unknown as { longestTask: number }
      seen.longestTask = 0
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          seen.longestTask = Math.max(seen.longestTask, task.duration)
      }).observe({ type: 'longtask' })
    })
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([...photos.slice(0, 3), heic, ...photos.slice(3)])
  // Prepared one at a time, the count said as it goes.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^Preparing photo \\d+ of ${photos.length}…$`) }),
  ).toBeVisible()
  const refusal = page.getByRole('alertdialog', { name: 'Photo not uploaded' })
  // Said once every photo is prepared (about a second each), so that one answer covers them all.
  await expect(refusal).toContainText('IMG_4822.HEIC is an iPhone HEIC photo', {
    timeout: photos.length * 3_000,
  })
  // For the bench: the tab's memory up to here is the preparing's, Sveltia's library's after.
  if (drop) console.log('photo drop: prepared')
  await press(page, refusal.getByRole('button', { name: 'OK' }))
  const confirm = page
    .locator('dialog, [role="dialog"], [role="alertdialog"]')
    .filter({ hasText: 'Upload New Assets' })
  await expect(confirm).toContainText('photo-')
  await confirm.getByRole('button', { name: 'Upload', exact: true }).click()
  // A file for each photo, named after its own bytes: the two IMG_5104 are two pictures.
  await expect
    .poll(() => newFiles(imagesDir, imagesBefore), { timeout: photos.length * 5_000 })
    .toHaveLength(photos.length)
  if (drop)
    console.log(
      `photo drop: longest task ${Math.round(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask))} ms, ${Math.round((Date.now() - preparing) / 1000)} s to prepare`,
    )
  const saved = newFiles(imagesDir, imagesBefore)
  expect(saved).toEqual(saved.map((name) => ownName(join(imagesDir, name), '.webp')))

  // A new project picks them: no new upload, so one save holds all six.
  await page.goto(contents)
  // Back from the library, Sveltia draws its collection list again a moment after the address
  // changes: a click on it before then only focuses the old item. Click until the list opens.
  const projects = page.getByRole('row', { name: 'Projects and categories' })
  await expect(async () => {
    await page.getByRole('treeitem', { name: /Portfolio/ }).click()
    await expect(projects).toBeVisible({ timeout: 2000 })
  }).toPass()
  await projects.click()
  await page.getByRole('button', { name: /^Add .Project.$/ }).click()
  const newProject = page
    .getByRole('group', { name: '“\u2068Projects\u2069” Field' })
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'List Item Options' }) })
    .filter({ has: page.getByRole('textbox', { name: 'Page address', exact: true }) })
    .filter({ hasNot: page.getByRole('button', { name: 'Expand All' }) })
  /** Picks `name` from the library into the picture field `picture`. */
  const pick = async (picture: Locator, name: string) => {
    await picture.getByRole('button', { name: 'Browse' }).click()
    const library = page.getByRole('dialog', { name: 'Select Image' })
    // Found by its name, as the office would in a library of dozens (Sveltia draws only those in view).
    await library.getByRole('searchbox', { name: 'Search for Images' }).fill(name)
    await library.getByRole('option', { name: new RegExp(name.replace('.', '\\.')) }).click()
    await library.getByRole('button', { name: 'Insert' }).click()
    await expect(picture.locator('img')).toBeVisible()
  }

  await fieldIn(newProject, 'Page address').getByRole('textbox').fill(project.id)
  await fieldIn(newProject, 'Title').getByRole('textbox').fill(project.title)
  await fieldIn(newProject, 'Description').getByRole('textbox').fill(project.description)
  const image = fieldIn(newProject, 'Image')
  await image.getByRole('button', { name: 'Expand' }).click()
  await pick(image.getByRole('group', { name: /Picture/ }), saved[0]!)
  await image.getByRole('textbox', { name: 'What the picture shows' }).fill('The porch, photo 1')
  await (
    await reach(page, fieldIn(newProject, 'Category'))
  )
    .getByRole('radio', { name: category.label })
    .click()
  await (
    await reach(page, fieldIn(newProject, 'Work type'))
  )
    .getByRole('textbox')
    .fill(project.workType)
  await (
    await reach(page, fieldIn(newProject, 'Year'))
  )
    .getByRole('textbox')
    .fill(String(project.year))
  await (
    await reach(page, fieldIn(newProject, 'Location'))
  )
    .getByRole('radio', { name: area })
    .click()

  // Once its gallery has a picture, the project holds an "Expand All" of its own, which the
  // `newProject` locator excludes: the gallery is the page's last, the new project's (the only
  // project open, at the end of the list).
  const gallery = await reach(
    page,
    page.getByRole('group', { name: '“\u2068Gallery photos\u2069” Field', exact: true }).last(),
  )
  for (const [index, name] of saved.slice(1).entries()) {
    await gallery.getByRole('button', { name: /^Add .Picture.$/ }).click()
    // The picture just added: the gallery's last item.
    const item = gallery
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: 'List Item Options' }) })
      .last()
    await pick(await reach(page, item.getByRole('group', { name: /Picture/ })), name)
    await item
      .getByRole('textbox', { name: 'What the picture shows' })
      .fill(`The porch, photo ${index + 2}`)
  }

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entry saved.')).toBeVisible()

  // One save: the project names all six, in the order picked, and the files are the library's.
  const added = readYaml<Portfolio>('content/portfolio.yaml').projects.at(-1)!
  expect(added).toMatchObject({
    ...project,
    category: category.id,
    location: area,
  })
  expect([added.image, ...(added.gallery ?? [])].map((picture) => picture.src)).toEqual(
    saved.map((name) => `/images/${name}`),
  )
  expect(newFiles(imagesDir, imagesBefore)).toEqual(saved)
})
