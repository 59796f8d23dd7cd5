/**
 * The defects run.ts injects, one at a time, each with the stage of npm test that must catch it
 * and the test that must fail there.
 */
import type { Fault } from './fault'

const build = 'npm run build'
// Its JSON report goes to $REPORT (PLAYWRIGHT_JSON_OUTPUT_NAME, set below).
const playwright = 'npx playwright test --retries=0 --reporter=line,json'
const jest = (args: string) => `npx jest ${args} --json --outputFile="$REPORT"`
const tidewater = 'bash scripts/test/with-content-set.sh tests/fixtures/content-sets/tidewater'
/** In the tidewater copy the preparation built (the gallery's specs run there: tests/e2e/tidewater.ts). */
const inTidewater =
  'bash scripts/test/with-content-set.sh --reuse tests/fixtures/content-sets/tidewater'

export const faults: Fault[] = [
  {
    name: "an inline script's CSP hash dropped",
    edits: [
      {
        file: 'scripts/build/generate-headers.mjs',
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
    caughtBy: /mailto-link\.test\.ts › buildMailto /,
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
    // Issue 59: on a phone (isMobile) the root's clientWidth grows with content wider than the
    // screen; measured against it, tidewater's /services 962 px wide at 390 px passed.
    name: "a service card's title kept on one line (tidewater's /services wider than a phone)",
    edits: [
      {
        file: 'components/sections/service-list.tsx',
        find: 'className="text-xl font-semibold text-balance"',
        replace: 'className="text-xl font-semibold whitespace-nowrap"',
      },
    ],
    prepare: `${tidewater} ${build}`,
    check: `${inTidewater} ${playwright} --project=https tests/e2e/every-route.spec.ts --grep "phone.* /services$" --max-failures=1`,
    report: 'playwright',
    caughtBy: /every-route\.spec\.ts › every route on a phone.* › \/services$/,
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
        file: 'scripts/build/generate-headers.mjs',
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
        file: 'scripts/build/generate-headers.mjs',
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
      /portfolio-pages-area\.test\.tsx › the area page of .+ quotes the testimonials of its projects/,
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
        file: 'scripts/build/build-images.ts',
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
