import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/**
 * Unit and component tests (`npm run test:unit`): tests/unit, in jsdom, compiled by Next's SWC.
 * They start no process and no server; those are tests/integration (jest.integration.config.mjs).
 */
const unit = {
  displayName: 'react',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Working copies of other content sets (scripts/test/with-content-set.sh) are not this project's modules.
  modulePathIgnorePatterns: ['<rootDir>/.content-sets/', '<rootDir>/.faults/'],
}

/**
 * The islands' tests again, on what the browser runs: scripts/build/build-islands.mjs bundles the
 * islands with react and react-dom aliased to preact/compat (docs/decisions.md, "Preact in the
 * browser"), so their behaviour is tested on Preact too. The server's HTML stays React's.
 */
const islandTests = [
  'before-after', // the comparison
  'contact-form-draft',
  'contact-form-fields',
  'contact-form-sending',
  'enquiry-prefill',
  'gallery-markup',
  'gallery-viewer',
  'islands', // the mobile menu, hydrated
  'project-prefill',
  'status-views', // the 404 logger
  'toaster',
  'use-back-to-close',
  'use-contact-form',
]
/**
 * Preact ships ES modules only, which jest's CommonJS runtime cannot load: one CommonJS bundle of
 * what react, react-dom and their subpaths are asked for, so every island test shares one Preact.
 */
const checkout = createHash('sha1')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 12)
const preactForJest = join(tmpdir(), `preact-for-jest-${checkout}.cjs`)
const [bundle] = (
  await esbuild.build({
    absWorkingDir: import.meta.dirname,
    stdin: {
      contents: `
        export * from 'preact/compat'
        export { default } from 'preact/compat'
        export { jsx, jsxs, jsxDEV } from 'preact/jsx-runtime'
        export { createRoot, hydrateRoot } from 'preact/compat/client'
        export { renderToString, renderToString as renderToStaticMarkup } from 'preact-render-to-string'
        export { act } from 'preact/test-utils'`,
      resolveDir: import.meta.dirname,
    },
    outfile: preactForJest,
    bundle: true,
    format: 'cjs',
    write: false,
    logLevel: 'error',
  })
).outputFiles
// Written only when it changed, and whole (renamed into place): another jest may be reading it.
if (!existsSync(bundle.path) || !readFileSync(bundle.path).equals(bundle.contents)) {
  writeFileSync(`${bundle.path}.${process.pid}`, bundle.contents)
  renameSync(`${bundle.path}.${process.pid}`, bundle.path)
}
const preact = {
  ...unit,
  displayName: 'preact',
  testMatch: islandTests.map((name) => `<rootDir>/tests/unit/${name}.test.tsx`),
  moduleNameMapper: {
    ...unit.moduleNameMapper,
    '^react(/jsx(-dev)?-runtime)?$': bundle.path,
    '^react-dom(/client|/server|/test-utils)?$': bundle.path,
  },
}

const config = {
  projects: [await createJestConfig(unit)(), await createJestConfig(preact)()],
  // One worker per core: jest's default (cores − 1) leaves one of CI's two cores idle.
  maxWorkers: '100%',
  // A limit to catch a hang, not to time a test: on CI's two busy cores a render of the whole
  // contact form, or the first load of a module, takes seconds (tests/unit/setup.ts gives waits theirs).
  testTimeout: 60_000,
}

export default config
