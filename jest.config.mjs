import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/**
 * Unit and component tests (`npm run test:unit`): tests/unit, in jsdom, compiled by Next's SWC.
 * They start no process and no server; those are tests/integration (jest.integration.config.mjs).
 */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Working copies of other content sets (scripts/test/with-content-set.sh) are not this project's modules.
  modulePathIgnorePatterns: ['<rootDir>/.content-sets/', '<rootDir>/.faults/'],
  // One worker per core: jest's default (cores − 1) leaves one of CI's two cores idle.
  maxWorkers: '100%',
  // A limit to catch a hang, not to time a test: on CI's two busy cores a render of the whole
  // contact form, or the first load of a module, takes seconds (tests/unit/setup.ts gives waits theirs).
  testTimeout: 60_000,
}

export default createJestConfig(config)
