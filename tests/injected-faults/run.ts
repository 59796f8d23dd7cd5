/**
 * npm run test:injected-faults [text] — proof that the pipeline still catches what its tests were
 * written against. Each fault below is a realistic defect, injected alone into a copy of this
 * working tree (.faults/, git-ignored); the copy is prepared (built) and then checked by the
 * cheapest stage of npm test that should catch it. A fault counts as caught only when the test it
 * names fails, as the runner's own report says (Playwright's and jest's JSON, the engines'
 * --report; a checker without a report: its finding in the output): a failed build, a port
 * already in use, a suite that does not compile or another test failing is "NOT CAUGHT", with the
 * reason (verdict.ts). Prints a table of fault, test that caught it and time; exits 1 if any fault
 * went uncaught, or could not be injected because the code it edits changed. `text` runs only the
 * faults whose name contains it. About 20 minutes for all of them.
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
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preparationFailed, type ReportKind, verdictOf } from './verdict'

type Edit = { file: string; find: string; replace: string }
type Fault = {
  name: string
  edits: Edit[]
  /** What the check needs first (a build), as a shell command run in the copy; its failure is no catch. */
  prepare?: string
  /** The stage that must catch it, as a shell command run in the copy; $REPORT names its report file. */
  check: string
  /** Where the verdict is read: the runner's report, or (a checker without one) its output. */
  report: ReportKind
  /** The full title of the test that must fail ("file › describe › title"), or the checker's finding. */
  caughtBy: RegExp
}

const repo = process.cwd()
const workspace = join(repo, '.faults')
// Ports of their own, so the proof can run beside another test run (INJECTED_FAULTS_PORT moves them).
const port = Number(process.env.INJECTED_FAULTS_PORT ?? 4100)
const env = {
  ...process.env,
  CI: 'true',
  PORT: String(port),
  CDN_PORT: String(port + 10),
  ENGINES_PORT: String(port + 750),
}
const build = 'npm run build'
// Its JSON report goes to $REPORT (PLAYWRIGHT_JSON_OUTPUT_NAME, set below).
const playwright = 'npx playwright test --retries=0 --reporter=line,json'
const jest = (args: string) => `npx jest ${args} --json --outputFile="$REPORT"`
const tidewater = 'bash scripts/test/with-content-set.sh tests/fixtures/content-sets/tidewater'
/** In the tidewater copy the preparation built (the gallery's specs run there: tests/e2e/tidewater.ts). */
const inTidewater =
  'bash scripts/test/with-content-set.sh --reuse tests/fixtures/content-sets/tidewater'

const faults: Fault[] = [
  {
    name: "an inline script's CSP hash dropped",
    edits: [
      {
        file: 'scripts/build/export-inline-code.mjs',
        find: 'scripts.add(sha256(body))',
        replace: 'void body',
      },
    ],
    prepare: build,
    check: `${playwright} --project=cdn tests/e2e/headers.spec.ts`,
    report: 'playwright',
    caughtBy: /headers\.spec\.ts › .*hash for each inline script/,
  },
  {
    name: 'the viewer no longer returns focus',
    edits: [
      {
        file: 'components/media/gallery-lightbox.tsx',
        // The browser's own dialog already gives focus back on close; the defect is code that
        // loses it again (as closing by unmounting the dialog would).
        find: 'if (opener?.isConnected) opener.focus()',
        replace: 'if (opener?.isConnected) opener.blur()',
      },
    ],
    prepare: `${tidewater} ${build}`,
    check: `${inTidewater} ${playwright} --project=chromium tests/e2e/gallery.spec.ts`,
    report: 'playwright',
    caughtBy: /gallery\.spec\.ts › .*returns? focus/,
  },
  {
    name: "the mailto subject's encoding broken",
    edits: [
      {
        file: 'components/contact-form/mailto.ts',
        find: 'subject=${encode(subject)}',
        replace: 'subject=${subject}',
      },
    ],
    check: jest('tests/unit/mailto'),
    report: 'jest',
    caughtBy: /mailto\.test\.ts › buildMailto /,
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
    prepare: build,
    check: `${playwright} --project=https tests/e2e/every-route.spec.ts --max-failures=1`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every (route|other page).* › /,
  },
  {
    name: 'a 390 px overflow (the footer 420 px wide at least)',
    edits: [{ file: 'app/globals.css', find: '', replace: '\nfooter { min-width: 420px; }\n' }],
    prepare: build,
    check: `${playwright} --project=https tests/e2e/every-route.spec.ts --grep phone --max-failures=1`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every route on a phone.* › /,
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
    prepare: build,
    check: 'node scripts/check/check-links.mjs',
    report: 'output',
    caughtBy: /\/area\/[^\s]+/,
  },
  {
    name: 'the 404 page served with status 200 (nginx)',
    edits: [
      {
        file: 'scripts/build/header-files.mjs',
        find: 'try_files $uri $uri.html $uri/index.html =404;',
        replace: 'try_files $uri $uri.html $uri/index.html /404.html;',
      },
    ],
    prepare: build,
    check: `${playwright} --project=cdn tests/e2e/nginx.spec.ts`,
    report: 'playwright',
    caughtBy: /nginx\.spec\.ts › .*404/,
  },
  {
    name: "a content set producing different headers (the home page's JSON-LD hashed into the CSP)",
    edits: [
      {
        file: 'scripts/build/export-inline-code.mjs',
        find: "if (/\\ssrc\\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue",
        replace:
          "if (name === 'index.html' && /ld\\+json/.test(attrs)) scripts.add(sha256(body))\n      if (/\\ssrc\\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue",
      },
    ],
    prepare: `${build} && ${tidewater} ${build}`,
    check: "bash scripts/test/test.sh --only 'tidewater: same headers'",
    report: 'output',
    caughtBy: /differs between the default content and the content set tidewater/,
  },
  {
    name: 'the form broken without script (its send button’s mailto: action gone)',
    edits: [
      {
        file: 'components/contact-form/contact-form.tsx',
        find: 'formAction={`mailto:${recipient}?subject=',
        replace: 'formAction={`/?to=${recipient}&subject=',
      },
    ],
    prepare: build,
    check: `${playwright} --project=chromium tests/e2e/contact-form.spec.ts --grep "without JavaScript"`,
    report: 'playwright',
    caughtBy: /contact-form\.spec\.ts › .*without JavaScript/,
  },
  {
    name: 'the contact form’s mailto: as the form’s own action (mixed content on an HTTPS page)',
    edits: [
      {
        file: 'components/contact-form/contact-form.tsx',
        find: '        method="post"',
        replace: '        action={`mailto:${recipient}`}\n        method="post"',
      },
    ],
    prepare: build,
    check: `${playwright} --project=https tests/e2e/every-route.spec.ts --grep "@content /$"`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every route on a (phone|desktop).* › \/$/,
  },
  {
    name: 'a lazy picture’s ratio left provisional (LazyLoadImageIssue in Chromium)',
    edits: [
      {
        file: 'app/globals.css',
        find: 'aspect-ratio: attr(width type(<number>)) / attr(height type(<number>));',
        replace: '',
      },
    ],
    prepare: build,
    check: `${playwright} --project=https tests/e2e/every-route.spec.ts --grep "px @content /portfolio/[a-z-]+$"`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every route on a (phone|desktop).* › \/portfolio\/[a-z-]+$/,
  },
  {
    name: 'the area page computes its quotes, then shows none',
    edits: [{ file: 'app/areas/[area]/page.tsx', find: 'items={quotes}', replace: 'items={[]}' }],
    check: jest('tests/unit/portfolio-pages'),
    report: 'jest',
    caughtBy:
      /portfolio-pages\.test\.tsx › the area page of .+ quotes the testimonials of its projects/,
  },
  {
    name: 'the service cards drop their typical cost and duration',
    edits: [
      {
        file: 'components/sections/service-list.tsx',
        find: '{service.price && (',
        replace: '{false && service.price && (',
      },
    ],
    check: jest('tests/unit/fixed-pages'),
    report: 'jest',
    caughtBy: /fixed-pages\.test\.tsx › the services page gives each service one card/,
  },
  {
    name: 'the footer loses its links to the area pages',
    edits: [
      {
        file: 'app/layout.tsx',
        find: 'footer={content.footer} areas={content.areas}',
        replace: 'footer={content.footer}',
      },
    ],
    check: jest('tests/unit/layout'),
    report: 'jest',
    caughtBy: /layout\.test\.tsx › SiteFooter links to the page of every area served/,
  },
  {
    name: 'a skipped heading level (feature card titles as h4)',
    edits: [
      { file: 'components/sections/feature-cards.tsx', find: '<h3', replace: '<h4' },
      { file: 'components/sections/feature-cards.tsx', find: '</h3>', replace: '</h4>' },
    ],
    prepare: build,
    check: `${playwright} --project=https tests/e2e/every-route.spec.ts --grep phone --max-failures=1`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every route on a phone.* › /,
  },
  {
    name: 'a new photograph published with its EXIF',
    edits: [
      {
        file: 'scripts/build/photo-copies.ts',
        find: 'const upright = () => sharp(data, { raw: info })',
        replace: 'const upright = () => sharp(source).rotate().keepExif()',
      },
    ],
    check: jest('tests/unit/build-images'),
    report: 'jest',
    caughtBy: /build-images\.test\.ts › .*without any metadata/,
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
    prepare: `${tidewater} ${build}`,
    check: `${inTidewater} npm run test:engines -- firefox --screenshots --report "$REPORT"`,
    report: 'engines',
    caughtBy: /^Firefox ESR › screenshots at/,
  },
]

function copyTree() {
  rmSync(workspace, { recursive: true, force: true })
  mkdirSync(workspace)
  // As scripts/test/with-content-set.sh copies a tree: without what is installed or built.
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

/** Runs a shell command in the copy; its exit status, output and the report it wrote to $REPORT. */
function runInCopy(command: string) {
  const reportFile = join(reports, 'report.json')
  rmSync(reportFile, { force: true })
  const result = spawnSync('bash', ['-c', command], {
    cwd: workspace,
    env: { ...env, REPORT: reportFile, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    report: existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined,
  }
}

const only = process.argv[2]
const chosen = faults.filter((fault) => !only || fault.name.includes(only))
const reports = mkdtempSync(join(tmpdir(), 'injected-faults-'))
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
    const prepared = fault.prepare ? runInCopy(fault.prepare) : undefined
    if (prepared && prepared.status !== 0) {
      verdict = preparationFailed(fault.prepare!, prepared).text
      console.log(prepared.output.slice(-3000))
      uncaught++
    } else {
      const result = runInCopy(fault.check)
      const { caught, text } = verdictOf(fault.report, fault.caughtBy, result, `${workspace}/`)
      verdict = text
      if (!caught) {
        uncaught++
        console.log(result.output.slice(-3000))
      }
    }
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
rmSync(reports, { recursive: true, force: true })
if (existsSync(workspace)) rmSync(workspace, { recursive: true, force: true })
process.exit(uncaught > 0 ? 1 : 0)
