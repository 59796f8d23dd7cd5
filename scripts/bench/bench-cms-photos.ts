/**
 * npm run bench:cms-photos: the figures of docs/cms.md, "Measurements", for the phone photos
 * scripts/harness/phone-photos.ts makes (an iPhone JPEG turned by EXIF with GPS, a Pixel JPEG, an
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
import { mkdirSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { makePhonePhotos } from '../harness/phone-photos'
import { root, start, until } from './bench-cms-photos-processes'
import { saveToPhoto } from './bench-cms-photos-preview'
import { type Saved, uploads } from './bench-cms-photos-uploads'

const port = Number(process.env.BENCH_CMS_PORT ?? 3700)
const [hostedPort, frontPort, driverPort, devPort] = [port, port + 1, port + 2, port + 3]
const work = join(root, '.bench', 'cms-photos')

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
    const ports = { hosted: hostedPort, front: frontPort, driver: driverPort }
    saved = {
      Chromium: await uploads('Chromium', files, work, ports),
      WebKit: await uploads('WebKit', files, work, ports),
    }
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
    await saveToPhoto(chromiumFiles, devPort),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
