import { execFileSync } from 'node:child_process'

/**
 * The seed of a run's generated inputs (fast-check), in jest and in Playwright alike.
 * FC_SEED=<n> replays a run. In CI (CI set) the seed is fixed by the commit, so a re-run of a
 * commit repeats its inputs and gets its verdict again; anywhere else each run draws a new one.
 * `FC_NUM_RUNS=10000 npx jest tests/unit/*.property.test.ts` draws a new one too (it does not set CI).
 */
function commitSeed(): number | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' })
    return Number.parseInt(head.slice(0, 8), 16) % 2 ** 31
  } catch {
    return undefined // not a git checkout: a new seed, as outside CI
  }
}

function chooseSeed(): { seed: number; origin: string } {
  if (process.env.FC_SEED) return { seed: Number(process.env.FC_SEED), origin: 'FC_SEED' }
  const fromCommit = process.env.CI ? commitSeed() : undefined
  if (fromCommit !== undefined) return { seed: fromCommit, origin: "the commit's hash (CI)" }
  return { seed: Date.now() % 2 ** 31, origin: 'new this run' }
}

export const { seed, origin: seedOrigin } = chooseSeed()
/** How a run names its seed in its output. */
export const seedLine = `FC_SEED=${seed} (${seedOrigin}; FC_SEED=<n> replays a run)`
