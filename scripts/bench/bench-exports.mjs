// @ts-check
/**
 * The exports `npm run bench:interaction` (scripts/bench/bench-interaction.mjs) compares: one built from
 * a git revision, each served over HTTPS as the bench serves it, and the project page it measures.
 */
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository, wherever the bench is started from. */
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Builds `rev` in a temporary worktree; returns its export and how to remove the worktree. */
export function buildRevision(/** @type {string} */ rev) {
  const tree = mkdtempSync(join(tmpdir(), 'bench-baseline-'))
  execFileSync('git', ['worktree', 'add', '--detach', tree, rev], { cwd: repo, stdio: 'inherit' })
  execFileSync('cp', ['-al', join(repo, 'node_modules'), join(tree, 'node_modules')])
  execFileSync('npm', ['run', 'build'], { cwd: tree, stdio: 'inherit' })
  const remove = () => execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo })
  return { out: join(tree, 'out'), remove }
}

/** A project page with both a gallery and a before/after comparison, found in the export. */
export function projectPage(/** @type {string} */ root) {
  const page = readdirSync(join(root, 'portfolio'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .find((file) => {
      const html = readFileSync(file, 'utf8')
      return html.includes('data-compare=""') && html.includes('data-island-replay=""')
    })
  if (!page) throw new Error(`bench-interaction: no project page with both islands in ${root}`)
  return `/${relative(root, page).replace(/\.html$/, '')}`
}

/** Serves `root` over HTTPS on `at`; resolves once it listens, with a way to stop it. */
export function serve(/** @type {string} */ root, /** @type {number} */ at) {
  const server = spawn(
    'node',
    [join(repo, 'scripts/serve/serve.mjs'), '--dir', root, '--port', String(at), '--tls'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  process.on('exit', () => server.kill())
  return new Promise((resolveServer, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving'))
        resolveServer({ origin: `https://127.0.0.1:${at}`, stop: () => server.kill() })
    })
    server.on('exit', (code) => reject(new Error(`serve.mjs ${root} exited (${code})`)))
  })
}
