/**
 * npm run test:injected-faults [text] — proof that the pipeline still catches what its tests were
 * written against. Each fault below is a realistic defect, injected alone into a copy of this
 * working tree (.faults/, git-ignored); the copy is then checked by the cheapest stage of npm test
 * that should catch it, which must fail. Prints a table of fault, test that caught it and time;
 * exits 1 if any fault went uncaught, or could not be injected because the code it edits changed.
 * `text` runs only the faults whose name contains it. About 20 minutes for all of them.
 *
 * No mutation-testing tool fits: they mutate operators at random inside one test runner, while
 * these are chosen defects (a header, a stylesheet, a deploy file) caught across jest, the static
 * checks, Playwright and the other engines.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

type Edit = { file: string; find: string; replace: string }
type Fault = {
  name: string
  edits: Edit[]
  /** The stage that must catch it, as a shell command run in the copy. */
  check: string
  /** What in the output names the check that failed (a test title, a checker's message). */
  caughtBy: RegExp
}

const repo = process.cwd()
const workspace = join(repo, '.faults')
// Ports of their own, so the proof can run beside another test run.
const env = { ...process.env, CI: 'true', PORT: '4100', CDN_PORT: '4110', ENGINES_PORT: '4850' }
const build = 'npm run build >/dev/null'
const playwright = 'npx playwright test --retries=0 --reporter=line'
const tidewater = 'bash scripts/with-content-set.sh tests/fixtures/content-sets/tidewater'

const faults: Fault[] = [
  {
    name: "an inline script's CSP hash dropped",
    edits: [
      {
        file: 'scripts/generate-headers.mjs',
        find: 'scripts.add(sha256(body))',
        replace: 'void body',
      },
    ],
    check: `${build} && ${playwright} --project=cdn tests/e2e/headers.spec.ts`,
    caughtBy: /headers\.spec\.ts.*(hash for each inline script|›.*)/,
  },
  {
    name: 'the viewer no longer returns focus',
    edits: [
      {
        file: 'components/gallery-lightbox.tsx',
        // The browser's own dialog already gives focus back on close; the defect is code that
        // loses it again (as closing by unmounting the dialog would).
        find: 'if (opener?.isConnected) opener.focus()',
        replace: 'if (opener?.isConnected) opener.blur()',
      },
    ],
    check: `${build} && ${playwright} --project=chromium tests/e2e/gallery.spec.ts`,
    caughtBy: /gallery\.spec\.ts.*›.*/,
  },
  {
    name: "the mailto subject's encoding broken",
    edits: [
      { file: 'lib/mailto.ts', find: 'subject=${encode(subject)}', replace: 'subject=${subject}' },
    ],
    check: 'npx jest tests/unit/mailto',
    caughtBy: /●.*›.*/,
  },
  {
    name: 'a footer fact missing (the licence number)',
    edits: [
      {
        file: 'components/layout/site-footer.tsx',
        find: '{site.licence.label} #{site.licence.number}',
        replace: '{site.licence.label}',
      },
    ],
    check: `${build} && ${playwright} --project=chromium tests/e2e/every-route.spec.ts --max-failures=1`,
    caughtBy: /every-route\.spec\.ts.*›.*/,
  },
  {
    name: 'a 390 px overflow (the footer 420 px wide at least)',
    edits: [{ file: 'app/globals.css', find: '', replace: '\nfooter { min-width: 420px; }\n' }],
    check: `${build} && ${playwright} --project=chromium tests/e2e/every-route.spec.ts --grep phone --max-failures=1`,
    caughtBy: /every-route\.spec\.ts.*›.*/,
  },
  {
    name: 'a broken internal link (the footer’s area links)',
    edits: [
      {
        file: 'components/layout/site-footer.tsx',
        find: 'href={portfolioRoutes.areaPage(area.slug)}',
        replace: 'href={`/area/${area.slug}`}',
      },
    ],
    check: `${build} && node scripts/check-links.mjs`,
    caughtBy: /\/area\/[^\s]+/,
  },
  {
    name: 'the 404 page served with status 200 (nginx)',
    edits: [
      {
        file: 'scripts/generate-headers.mjs',
        find: 'try_files $uri $uri.html $uri/index.html =404;',
        replace: 'try_files $uri $uri.html $uri/index.html /404.html;',
      },
    ],
    check: `${build} && ${playwright} --project=cdn tests/e2e/nginx.spec.ts`,
    caughtBy: /nginx\.spec\.ts.*›.*/,
  },
  {
    name: "a content set producing different headers (the home page's JSON-LD hashed into the CSP)",
    edits: [
      {
        file: 'scripts/generate-headers.mjs',
        find: "if (/\\ssrc\\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue",
        replace:
          "if (name === 'index.html' && /ld\\+json/.test(attrs)) scripts.add(sha256(body))\n      if (/\\ssrc\\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue",
      },
    ],
    check: `${build} && ${tidewater} npm run build >/dev/null && bash scripts/test.sh --only 'tidewater: same headers'`,
    caughtBy: /differs between the default content and the content set tidewater/,
  },
  {
    name: 'the form broken without script (its mailto: action gone)',
    edits: [
      {
        file: 'components/contact-form/contact-form.tsx',
        find: 'action={`mailto:${recipient}?subject=',
        replace: 'action={`/?to=${recipient}&subject=',
      },
    ],
    check: `${build} && ${playwright} --project=chromium tests/e2e/contact-form.spec.ts --grep "without JavaScript"`,
    caughtBy: /contact-form\.spec\.ts.*›.*/,
  },
  {
    name: 'a skipped heading level (service card titles as h4)',
    edits: [
      { file: 'components/sections/service-cards.tsx', find: '<h3', replace: '<h4' },
      { file: 'components/sections/service-cards.tsx', find: '</h3>', replace: '</h4>' },
    ],
    check: `${build} && ${playwright} --project=chromium tests/e2e/every-route.spec.ts --grep desktop --max-failures=1`,
    caughtBy: /every-route\.spec\.ts.*›.*/,
  },
  {
    name: 'a new photograph published with its EXIF',
    edits: [
      {
        file: 'scripts/build-images.ts',
        find: 'const upright = () => sharp(source).rotate()',
        replace: 'const upright = () => sharp(source).rotate().keepExif()',
      },
    ],
    check: 'npx jest tests/unit/build-images',
    caughtBy: /●.*›.*/,
  },
  {
    name: 'a layout break in Firefox only',
    edits: [
      {
        file: 'app/globals.css',
        find: '',
        replace: '\n@supports (-moz-appearance: none) { h1 { padding-left: 6rem; } }\n',
      },
    ],
    check: `${tidewater} bash -c "${build} && npm run test:engines -- firefox --screenshots"`,
    caughtBy: /✘ .*/,
  },
]

function copyTree() {
  rmSync(workspace, { recursive: true, force: true })
  mkdirSync(workspace)
  // As scripts/with-content-set.sh copies a tree: without what is installed or built.
  execFileSync('bash', [
    '-c',
    `tar -C "${repo}" -cf - --exclude=./.git --exclude=./node_modules --exclude=./.next --exclude=./out --exclude=./.content-sets --exclude=./.faults --exclude=./package-lock.json --exclude=./test-results --exclude=./playwright-report --exclude=./.wrangler --exclude=./.bench --exclude=./.lighthouseci --exclude=./public/images/responsive . | tar -C "${workspace}" -xf -`,
  ])
  symlinkSync('../node_modules', join(workspace, 'node_modules'))
}

function inject(edits: Edit[]): string | undefined {
  for (const { file, find, replace } of edits) {
    const path = join(workspace, file)
    const text = readFileSync(path, 'utf8')
    if (find === '') writeFileSync(path, text + replace)
    else if (!text.includes(find)) return `${file} no longer holds \`${find}\``
    else writeFileSync(path, text.split(find).join(replace))
  }
}

function restore(edits: Edit[]) {
  for (const { file } of edits) copyFileSync(join(repo, file), join(workspace, file))
}

const only = process.argv[2]
const chosen = faults.filter((fault) => !only || fault.name.includes(only))
copyTree()
const rows: string[] = []
let uncaught = 0
for (const fault of chosen) {
  const started = Date.now()
  const problem = inject(fault.edits)
  let verdict: string
  if (problem) {
    verdict = `NOT INJECTED: ${problem}`
    uncaught++
  } else {
    const result = spawnSync('bash', ['-c', fault.check], { cwd: workspace, env, encoding: 'utf8' })
    const output = `${result.stdout}\n${result.stderr}`
    const named = output.match(fault.caughtBy)?.[0]?.trim().slice(0, 140)
    if (result.status === 0) {
      verdict = 'NOT CAUGHT: the check passed'
      uncaught++
    } else verdict = `caught: ${named ?? `exit ${result.status} (see the output above)`}`
    if (result.status === 0 || !named) console.log(output.slice(-3000))
  }
  restore(fault.edits)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${fault.name}: ${verdict} (${seconds} s)`)
  rows.push(
    `| ${fault.name} | \`${fault.check.replace(/\|/g, '\\|')}\` | ${verdict.replace(/\|/g, '\\|')} | ${seconds} s |`,
  )
}
console.log('\n| fault | check | result | time |\n| --- | --- | --- | --- |')
console.log(rows.join('\n'))
if (existsSync(workspace)) rmSync(workspace, { recursive: true, force: true })
process.exit(uncaught > 0 ? 1 : 0)
