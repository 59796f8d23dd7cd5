/**
 * npm run bench:cms-photos: the figures of docs/cms.md, "Measurements", for the phone photos
 * tests/cms/phone-photos.ts makes (an iPhone JPEG turned by EXIF with GPS, a Pixel JPEG, an
 * iPhone HEIC). Prints two tables; figures, not a test: nothing fails on a slow run.
 *
 * 1. The bytes each browser's editor saves: the hosted editor (npm run build:cms, served under its
 *    own headers) on a scratch copy of content/ through "Work with Local Repository", each photo
 *    uploaded into its media library, in Chromium (Playwright, exposeLocalRepository) and in
 *    WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, serveWithLocalRepository, as
 *    tests/cms/webkit.spec.ts).
 * 2. The seconds from a save to the photo on the preview: `npm run dev`'s preview of the cms
 *    content set (scripts/test/with-content-set.sh), already showing a project page; a save is written
 *    as the editor writes one (the photo Chromium saved in content/images, a new project naming it
 *    appended to content/portfolio.yaml); then the new project's page is loaded again until it
 *    answers and its photo has loaded.
 *
 *   npm run bench:cms-photos       (BENCH_CMS_PORT: the first of four ports, 3700 unless set)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, join } from 'node:path'
import { chromium } from '@playwright/test'
import { parseDocument } from 'yaml'
import { launchOptions } from '../../playwright.config'
import { launchWebKit } from '../../tests/engines/drivers'
import { exposeLocalRepository, serveWithLocalRepository } from '../../tests/cms/local-repository'
import { makePhonePhotos } from '../../tests/cms/phone-photos'

const root = process.cwd()
const port = Number(process.env.BENCH_CMS_PORT ?? 3700)
const [hostedPort, frontPort, driverPort, devPort] = [port, port + 1, port + 2, port + 3]
const work = join(root, '.bench', 'cms-photos')
const seconds = (ms: number) => (ms / 1000).toFixed(1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A command of this repository in its own process group, stopped with all it started. */
function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const stop = () => {
    // The group may have ended already (a failed start).
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  return { child, stop }
}

async function until(url: string, child: ChildProcess, limit = 240_000) {
  const end = Date.now() + limit
  while (Date.now() < end && child.exitCode === null) {
    const response = await fetch(url).catch(() => undefined)
    if (response?.ok) return
    await sleep(500)
  }
  throw new Error(`${url} did not answer`)
}

/** The guard's sentence about `photo` in a dialog's text, up to its first full stop. */
const firstSentence = (text: string, photo: string) =>
  text
    .split('\n')
    .find((line) => line.includes(basename(photo)))
    ?.split(/(?<=\.)\s/)[0]

/** "IMG_4821.JPG" → "img_4821": how both the editor's dialog and the guard's name the photo. */
const stem = (photo: string) =>
  basename(photo)
    .toLowerCase()
    .replace(/\.\w+$/, '')

type Saved = { photo: string; file?: string; bytes?: number; refusal?: string }

/** What the editor in `browser` saved of each photo: the new file in content/images, or the refusal. */
async function uploads(browser: 'Chromium' | 'WebKit', photos: string[]): Promise<Saved[]> {
  const repository = join(work, browser)
  rmSync(repository, { recursive: true, force: true })
  mkdirSync(repository, { recursive: true })
  cpSync(join(root, 'content'), join(repository, 'content'), { recursive: true })
  // A repository root, as the editor's folder picker expects.
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const images = join(repository, 'content', 'images')
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
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
      await page.goto(`http://127.0.0.1:${hostedPort}/`)
      await page.getByRole('button', { name: 'Work with Local Repository' }).click()
      await page.waitForFunction(() => location.hash.startsWith('#/collections/'))
      await page.goto(`http://127.0.0.1:${hostedPort}/#/assets`)
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
      const engine = await launchWebKit(`http://127.0.0.1:${frontPort}`, driverPort)
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

/** The seconds from writing `saved` as a new project's photo to its page answering and to the photo shown. */
async function saveToPhoto(saved: { file: string; path: string }[]) {
  const copy = join(root, '.content-sets', 'cms')
  const dev = start('bash', [
    'scripts/test/with-content-set.sh',
    'tests/fixtures/content-sets/cms',
    'bash',
    '-c',
    `npm run assets && node scripts/serve/dev.mjs --port ${devPort} --hostname 127.0.0.1`,
  ])
  const origin = `http://127.0.0.1:${devPort}`
  const rows: string[][] = []
  try {
    await until(`${origin}/admin`, dev.child)
    const browser = await chromium.launch(launchOptions)
    const page = await browser.newPage({ baseURL: origin })
    // The preview as an editor has it open: the portfolio and a project's page, compiled.
    const portfolioFile = join(copy, 'content', 'portfolio.yaml')
    const firstId = String(
      parseDocument(readFileSync(portfolioFile, 'utf8')).getIn(['projects', 0, 'id']),
    )
    for (const path of ['/portfolio', `/portfolio/${firstId}`]) await page.goto(path)
    // scripts/serve/dev.mjs asks for one page of each route once next dev answers: let it finish, as it
    // has by the time an editor saves.
    await sleep(15_000)
    for (const { file, path } of saved) {
      const id = `bench-${basename(file)
        .replace(/\.\w+$/, '')
        .replaceAll('_', '-')}`
      const alt = `The photo ${file}`
      const document = parseDocument(readFileSync(portfolioFile, 'utf8'))
      document.addIn(['projects'], {
        id,
        title: `Bench ${file}`,
        description: 'A project added by the benchmark.',
        image: { src: `/images/${file}`, alt },
        category: document.getIn(['categories', 0, 'id']),
        workType: 'Porch',
        year: 2025,
        location: document.getIn(['projects', 0, 'location']),
      })
      const saveAt = performance.now()
      copyFileSync(path, join(copy, 'content', 'images', file))
      writeFileSync(portfolioFile, document.toString())
      // When the image step has published the photo's first copy (its narrowest JPEG).
      const firstCopy = join(copy, 'public', 'images', 'responsive', `${stem(file)}-480.jpg`)
      let published: number | undefined
      void (async () => {
        while (!published && performance.now() - saveAt < 120_000) {
          if (existsSync(firstCopy)) published = performance.now() - saveAt
          else await sleep(100)
        }
      })()
      let answered: number | undefined
      let shown: number | undefined
      while (performance.now() - saveAt < 120_000) {
        const response = await page.goto(`/portfolio/${id}`).catch(() => null)
        if (response?.status() === 200) {
          answered ??= performance.now() - saveAt
          const loaded = await page
            .getByRole('img', { name: alt })
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
            .catch(() => false)
          if (loaded) {
            shown = performance.now() - saveAt
            break
          }
        }
        await sleep(250)
      }
      rows.push([
        file,
        published ? seconds(published) : '—',
        answered ? seconds(answered) : '—',
        shown ? seconds(shown) : 'not in 120 s',
      ])
    }
    await browser.close()
  } finally {
    dev.stop()
  }
  return rows
}

function table(head: string[], rows: string[][]) {
  const widths = head.map((_, column) =>
    Math.max(...[head, ...rows].map((row) => row[column]!.length)),
  )
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  console.log(
    [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'),
  )
}

async function main() {
  mkdirSync(work, { recursive: true })
  const photos = await makePhonePhotos(join(work, 'phone-photos'))
  const files = [photos.iphoneJpeg, photos.pixelJpeg, photos.heic]

  const built = start(
    'bash',
    [
      '-c',
      `node node_modules/tsx/dist/cli.mjs scripts/build/build-cms.ts && node scripts/serve/serve.mjs --dir out-cms --port ${hostedPort}`,
    ],
    {
      CMS_REPO: 'saltwood/website',
    },
  )
  let saved: Record<'Chromium' | 'WebKit', Saved[]>
  try {
    await until(`http://127.0.0.1:${hostedPort}/`, built.child)
    saved = { Chromium: await uploads('Chromium', files), WebKit: await uploads('WebKit', files) }
  } finally {
    built.stop()
  }
  const cell = ({ file, bytes, refusal }: Saved) =>
    file ? `${file}, ${bytes!.toLocaleString('en-US')} B` : `refused: ${refusal ?? ''}`
  console.log('\nBytes saved by the editor (hosted build, media library upload)\n')
  table(
    ['photo', 'original', 'Chromium', 'WebKit', 'WebKit ÷ Chromium'],
    files.map((photo, index) => {
      const [inChromium, inWebKit] = [saved.Chromium[index]!, saved.WebKit[index]!]
      return [
        basename(photo),
        `${statSync(photo).size.toLocaleString('en-US')} B`,
        cell(inChromium),
        cell(inWebKit),
        inChromium.bytes && inWebKit.bytes ? (inWebKit.bytes / inChromium.bytes).toFixed(2) : '—',
      ]
    }),
  )

  const chromiumFiles = saved.Chromium.filter((entry) => entry.file).map((entry) => ({
    file: entry.file!,
    path: join(work, 'Chromium', 'content', 'images', entry.file!),
  }))
  console.log("\nFrom save to photo on the preview (npm run dev, Chromium's files), seconds\n")
  table(
    ['photo', 'first copy published', 'page answers', 'photo shown'],
    await saveToPhoto(chromiumFiles),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
