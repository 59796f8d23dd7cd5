/**
 * The content editor as an office manager uses it on a phone (390 px, touch; playwright.cms.config.ts,
 * npm run test:cms): /admin in `next dev`, working on a copy of the tree through "Work with Local
 * Repository"; add a project with photos straight off an iPhone (a JPEG turned by EXIF with GPS, a
 * HEIC), its category and area picked from lists, save; then the files, the photos, the diff and
 * the preview (a page served before the save, the new project's published photo), without a
 * restart. The saved content also passes the content check, and the photo the build's image step
 * published is upright with no metadata (a mistake on the preview is preview.spec.ts's). The
 * desktop's own fields are desktop.spec.ts's; many photos at once are library.spec.ts's. No second
 * build of the site: CI's build stage builds the export, and the pages here are the same
 * components rendered by `next dev`. The hosted editor's policy is policy.spec.ts's.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Areas, Portfolio, Site } from '@/lib/content/schema'
import { homeSections } from '@/lib/content/urls'
import { longestTitle } from '@/lib/content/validate'
import { publishedName } from '@/lib/responsive-images'
import { copy, git, imagesDir, press, readYaml, upload, setUpContentCopy } from './content-copy'
import { cameraPhoto, newFiles, ownName } from './camera-photo'
import { exposeLocalRepository } from '../harness/local-repository'
import { inspectPhoto, makePhonePhotos, type PhonePhotos } from '../harness/phone-photos'

setUpContentCopy()

let photos: PhonePhotos

test.beforeAll(async () => {
  photos = await makePhonePhotos(test.info().outputPath('phone-photos'))
})

test('on a phone, an office manager adds a project with iPhone photos; the files, the diff and the preview follow', async ({
  page,
  context,
}) => {
  // Two 12 MP photos re-encoded in the browser, pages compiled by `next dev` on first request, the
  // image step run again after the save: about 30 s on a quiet machine, twice that and more under
  // a busy CI's load (the limit is for a stuck step, not a speed target).
  test.setTimeout(150_000)
  const portfolio = readYaml<Portfolio>('content/portfolio.yaml')
  const site = readYaml<Site>('content/site.yaml')
  const category = portfolio.categories.at(-1)!
  const area = readYaml<Areas>('content/areas.yaml').items.at(-1)!.name
  const project = {
    // The address the form makes from the title.
    id: 'cedar-porch',
    title: 'Cedar Porch',
    description: 'A new cedar porch across the front of a cottage.',
    workType: 'Porch',
    year: 2025,
  }
  const camera = cameraPhoto(photos)

  // A page of the preview served before the save: it must follow the save without a restart.
  const preview = await context.newPage()
  await preview.goto('/portfolio')
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(preview.getByRole('heading', { name: project.title, exact: true })).toHaveCount(0)

  // Our configuration draws no warning from Sveltia's own check of it.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && /configuration/i.test(message.text()))
      warnings.push(message.text())
  })
  await exposeLocalRepository(page, copy)
  await page.goto('/admin')
  await press(page, page.getByRole('button', { name: 'Work with Local Repository' }))
  await press(page, page.getByRole('treeitem', { name: /Portfolio/ }))
  await press(page, page.getByRole('row', { name: 'Projects and categories' }))
  await press(page, page.getByRole('button', { name: /^Add .Project.$/ }))
  // A list's count follows its name, as a heading reads: "Projects (4)", not "4 Projects".
  for (const [list, count] of [
    ['Categories', portfolio.categories.length],
    ['Projects', portfolio.projects.length + 1],
  ] as const)
    await expect(
      page
        .getByRole('group', { name: `“\u2068${list}\u2069” Field` })
        .getByText(`${list} (${count})`, { exact: true }),
    ).toBeVisible()

  // The new project: the one item of the list that is open (Sveltia opens only the item just
  // added) and whose Id is empty; its fields are looked up by name inside it, in any order.
  const newProject = page
    .getByRole('group', { name: '“\u2068Projects\u2069” Field' })
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'List Item Options' }) })
    .filter({ has: page.getByRole('textbox', { name: 'Page address', exact: true }) })
    .filter({ hasNot: page.getByRole('button', { name: 'Expand All' }) })
  const field = (name: string) =>
    newProject.getByRole('group', { name: `“\u2068${name}\u2069” Field`, exact: true })
  // The page's address is made from the title as it is typed.
  await expect(field('Page address')).toContainText('/portfolio/')
  await expect(field('Page address').getByRole('textbox')).toHaveValue('')
  await field('Title').getByRole('textbox').fill(project.title)
  await expect(field('Page address').getByRole('textbox')).toHaveValue(project.id)
  await field('Description').getByRole('textbox').fill(project.description)

  // The main picture: a HEIC is refused as it is chosen, with what to do; the camera JPEG goes in.
  const image = field('Image')
  await press(page, image.getByRole('button', { name: 'Expand' }))
  const picture = image.getByRole('group', { name: /Picture/ })
  const refusal = page.getByRole('alertdialog', { name: 'Photo not uploaded' })
  const imagesBefore = readdirSync(imagesDir)
  const library = await upload(page, picture, photos.heic, refusal)
  await expect(refusal).toContainText('IMG_4822.HEIC is an iPhone HEIC photo')
  await expect(refusal).toContainText('on Windows')
  await expect(refusal).toContainText('Settings → Camera → Formats → Most Compatible')
  await press(page, refusal.getByRole('button', { name: 'OK' }))
  await expect(library.getByRole('option', { name: /img_4822/i })).toHaveCount(0)
  await (
    await Promise.all([
      page.waitForEvent('filechooser'),
      press(page, library.getByRole('button', { name: 'Upload' })),
    ])
  )[0].setFiles(camera.file)
  await press(page, library.getByRole('button', { name: 'Insert' }))
  // The field shows the chosen photo.
  const thumbnail = picture.locator('img')
  await expect(thumbnail).toBeVisible()
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await image
    .getByRole('textbox', { name: 'What the picture shows' })
    .fill('The new cedar porch from the garden')

  // Sveltia draws a list item's further fields as the page scrolls to them (which of them are
  // drawn at first depends on the machine's speed): scroll as a person would until each shows.
  const reach = async (name: string) => {
    await expect(async () => {
      if (await field(name).isVisible()) return
      await page.mouse.wheel(0, 400)
      await expect(field(name)).toBeVisible({ timeout: 1000 })
    }).toPass()
    return field(name)
  }
  // Cross-references are picked from what exists.
  await press(page, (await reach('Category')).getByRole('radio', { name: category.label }))
  await (await reach('Work type')).getByRole('textbox').fill(project.workType)
  // A year mistyped with a letter O is kept as typed and refused in the content check's words,
  // not cut to "25" as a number field would.
  const yearField = await reach('Year')
  await yearField.getByRole('textbox').fill('2O25')
  await press(page, (await reach('Location')).getByRole('radio', { name: area }))
  // Featured first on the home page from its own form, in the save that adds it.
  await (await reach('Place on the home page')).getByRole('textbox').fill('1')

  // A Meta title stops at what fits before " | " and the site's name, the form saying its limit
  // as the content check counts it, a paste past it cut; emptied, it is left out.
  const limit = longestTitle - ` | ${site.name}`.length
  const metaTitle = await reach('Title in search results')
  await expect(metaTitle).toContainText(`At most ${limit} characters`)
  await metaTitle.getByRole('textbox').fill('M'.repeat(limit + 1))
  await expect(metaTitle.getByRole('textbox')).toHaveValue('M'.repeat(limit))
  await metaTitle.getByRole('textbox').press('N')
  await expect(metaTitle.getByRole('textbox')).toHaveValue('M'.repeat(limit))
  await metaTitle.getByRole('textbox').fill('')
  await press(page, page.getByRole('button', { name: 'Save', exact: true }))
  await expect(yearField.getByRole('textbox')).toHaveValue('2O25')
  await expect(yearField).toContainText('must be a year like 2024')
  await yearField.getByRole('textbox').fill(String(project.year))

  await press(page, page.getByRole('button', { name: 'Save', exact: true }))
  // The check before Save, then the photo written: seconds more than the default wait under CI's load.
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 15_000 })

  // The files: the project as typed, its photo under a name of its own, upright, with no metadata,
  // and nothing else in content/images (no HEIC, no original).
  // The photo's name is its own, from its bytes, not the camera's IMG_4821.
  const [photoName = ''] = newFiles(imagesDir, imagesBefore)
  expect(photoName).toBe(ownName(join(imagesDir, photoName), '.webp'))
  const saved = readYaml<Portfolio>('content/portfolio.yaml').projects.at(-1)!
  expect(saved).toEqual({
    ...project,
    image: { src: `/images/${photoName}`, alt: 'The new cedar porch from the garden' },
    category: category.id,
    location: area,
    homePagePlace: 1,
  })
  expect(warnings).toEqual([])
  expect(
    git('status', '--porcelain', '--', 'content').split('\n').filter(Boolean).toSorted(),
  ).toEqual([' M content/portfolio.yaml', `?? content/images/${photoName}`])
  expect(await inspectPhoto(join(imagesDir, photoName))).toEqual(camera.expected)

  // A save changes only what was edited: the diff adds the new project's lines and nothing else.
  const diff = git('diff', '--unified=0', '--', 'content/portfolio.yaml').split('\n')
  const changed = diff.filter((line) => /^[-+](?![-+]{2} )/.test(line))
  expect(diff.filter((line) => line.startsWith('@@'))).toHaveLength(1)
  expect(changed.filter((line) => line.startsWith('-'))).toEqual([])
  expect(changed[0]).toBe(`+  - id: ${project.id}`)

  // The preview follows without a restart: the page served before the save lists the new project,
  // and its photo is published (scripts/serve/dev.mjs publishes the pictures again after a save, with the
  // build's own step, scripts/build/build-images.ts). Then the new project's own page opens.
  await preview.reload()
  await expect(preview.getByRole('heading', { name: project.title, exact: true })).toBeVisible()
  const published = publishedName(`/images/${photoName}`)
  await expect
    .poll(
      async () => (await preview.request.get(`/images/responsive/${published}-480.jpg`)).status(),
      { timeout: 60_000 },
    )
    .toBe(200)
  // Its own page: Next's list of projects (generateStaticParams) in `next dev` is refreshed on a
  // visit and used from the next one, so the page answers a moment after the save (scripts/serve/dev.mjs
  // asks for each new page until it does); then the office manager opens it.
  await expect
    .poll(async () => (await preview.request.get(`/portfolio/${project.id}`)).status(), {
      timeout: 60_000,
    })
    .toBe(200)
  const opened = await preview.goto(`/portfolio/${project.id}`)
  expect(opened?.status()).toBe(200)
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(project.title)
  // The home page shows it first of its projects.
  await preview.goto('/')
  await expect(
    preview.locator(`#${homeSections.portfolio}`).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(project.title)

  // The saved content passes the content check, and the photo the build's image step published
  // (what the export serves) is upright and bare, at every width and format.
  execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/check/content-check.ts'],
    {
      cwd: copy,
      stdio: 'inherit',
    },
  )
  const responsive = join(copy, 'public/images/responsive')
  const copies = readdirSync(responsive).filter(
    (name) => name.startsWith(`${published}-`) && /\.(jpg|webp)$/.test(name),
  )
  expect(copies.length).toBeGreaterThan(0)
  for (const name of copies) {
    const photo = await inspectPhoto(join(responsive, name))
    expect({ name, ...photo, portrait: photo.height > photo.width }).toMatchObject({
      name,
      metadata: false,
      portrait: true,
      topRight: 'red',
    })
  }
})
