import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/**
 * Integration tests (`npm run test:integration`): tests/integration, which run the project's Node
 * scripts as child processes or start a server, in Node's environment.
 */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.content-sets/', '<rootDir>/.faults/'],
  maxWorkers: '100%',
  // Each test waits on a process it started (a build step, a server): a hang, not a slow machine,
  // is what the limit is for.
  testTimeout: 300_000,
}

export default createJestConfig(config)
