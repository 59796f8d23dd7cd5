// @ts-check
import { fileURLToPath } from 'node:url'
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'
/**
 * `npm run test:mutation`: StrykerJS changes the code that decides what a visitor sees and sends
 * and what the build accepts, one small change (a mutant) at a time, and runs the jest tests that
 * reach it; a mutant no test notices is a line the tests do not guard. A bench, not a CI stage
 * (tens of minutes on two cores): scripts/bench/mutation-report.mjs prints the score per folder
 * from the JSON report, and docs/testing.md ("Mutation score") keeps the scores and the survivors
 * judged equivalent. StrykerJS 9.6.1: the last release on Node 20 (10.x needs Node 22).
 */
/**
 * MUTATION_TESTS, a comma list of test files (globs from the root), runs only those for each
 * mutant: for lib/content, whose every mutant is static (content is validated as it is imported),
 * so that each would otherwise run every jest file that loads content. Fewer tests can kill fewer
 * mutants: the score of such a run is a lower bound.
 */
const onlyTests = process.env.MUTATION_TESTS?.split(',').map((glob) => `<rootDir>/${glob.trim()}`)

/**
 * The editor's hints in the content schemas, `.describe('…')`: words shown under a field at
 * /admin, copy like the words in content/, which a test could only restate. Not mutated; their
 * number is in docs/testing.md ("Mutation score") beside the score.
 */
const editorHints = {
  /** @type {import('@stryker-mutator/api/ignore').Ignorer['shouldIgnore']} */
  shouldIgnore({ node, parent }) {
    const isDescribeCall =
      parent.type === 'CallExpression' &&
      parent.callee.type === 'MemberExpression' &&
      parent.callee.property.type === 'Identifier' &&
      parent.callee.property.name === 'describe'
    return isDescribeCall && parent.arguments[0] === node
      ? "an editor's hint: words, not behaviour"
      : undefined
  },
}
export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'editor-hints', editorHints)]

const strykerConfig = {
  // This file is also the module of its ignorer (strykerPlugins above).
  appendPlugins: [fileURLToPath(import.meta.url)],
  ignorers: ['editor-hints'],
  testRunner: 'jest',
  jest: {
    configFile: 'jest.config.mjs',
    enableFindRelatedTests: true,
    ...(onlyTests && { config: { testMatch: onlyTests } }),
  },
  coverageAnalysis: 'perTest',
  mutate: [
    // The contact form's logic (its components are jest's too, but their markup is the pages' job).
    'components/contact-form/*.ts',
    // Content validation: the schemas and the cross-file checks.
    'lib/content/schema/*.ts',
    'lib/content/validate/*.ts',
    // The portfolio's rules and pages.
    'lib/portfolio/*.ts',
    // Structured data and metadata.
    'lib/seo/metadata.ts',
    'lib/seo/structured-data.ts',
    'lib/seo/portfolio-structured-data.ts',
    // The editor's field generation.
    'lib/cms/fields.ts',
    // The export's page shape.
    'scripts/build/export-page-shape.mjs',
  ],
  // The sandbox is a copy of the project: not what is built, installed or copied for other runs.
  ignorePatterns: [
    '.content-sets',
    '.faults',
    '.next',
    'out',
    'out-cms',
    '.bench',
    '.lighthouseci',
    '.wrangler',
    'test-results',
    'playwright-report',
    'reports',
  ],
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 85, low: 80, break: null },
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}

export default strykerConfig
