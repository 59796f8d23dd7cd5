import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** Unit and component tests: tests/unit, in jsdom, compiled by Next's SWC. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Working copies of other content sets (scripts/test/with-content-set.sh) are not this project's modules.
  modulePathIgnorePatterns: ['<rootDir>/.content-sets/', '<rootDir>/.faults/'],
  // One worker per core: jest's default (cores − 1) leaves one of CI's two cores idle (28 s → 19 s).
  maxWorkers: '100%',
}

export default createJestConfig(config)
