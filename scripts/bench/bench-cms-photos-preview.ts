/**
 * The seconds from a save to the photo on the preview (scripts/bench/bench-cms-photos.ts, its second
 * table): `npm run dev`'s preview of the cms content set, a save written as the editor writes one.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { chromium } from '@playwright/test'
import { parseDocument } from 'yaml'
import { launchOptions } from '../harness/chromium'
import { root, sleep, start, until } from './bench-cms-photos-processes'
import { stem } from './bench-cms-photos-uploads'

const seconds = (ms: number) => (ms / 1000).toFixed(1)

/** The seconds from writing `saved` as a new project's photo to its page answering and to the photo shown. */
export async function saveToPhoto(saved: { file: string; path: string }[], devPort: number) {
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
