#!/usr/bin/env node
// @ts-check
/**
 * The last step of `npm run dev`: `next dev` (its arguments passed on) and, beside it, a watch on
 * content/ that publishes the pictures again (scripts/build-images.ts) whenever a data file or a
 * picture changes, so a photo saved at /admin shows in the preview without a restart (next dev
 * re-reads the data files itself: lib/content/index.ts). Stopping next dev stops the watch.
 *
 *   node scripts/dev.mjs [next dev options…]
 *
 * Not `concurrently` or a watcher package: one fs.watch and a child process at a time suffice.
 */
import { spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { join, resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '..')
const bin = (/** @type {string} */ path) => join(repo, 'node_modules', path)

const next = spawn(process.execPath, [bin('next/dist/bin/next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
})

/** @type {import('node:child_process').ChildProcess | undefined} */
let publishing
let again = false
/** @type {NodeJS.Timeout | undefined} */
let timer

function publish() {
  if (publishing) {
    again = true
    return
  }
  publishing = spawn(
    process.execPath,
    [bin('tsx/dist/cli.mjs'), join(repo, 'scripts/build-images.ts')],
    {
      stdio: 'inherit',
      cwd: repo,
    },
  )
  publishing.on('exit', () => {
    publishing = undefined
    if (again) {
      again = false
      publish()
    }
  })
}

// A save writes a file or two in quick succession: publish once they are all there.
const watcher = watch(join(repo, 'content'), { recursive: true }, () => {
  clearTimeout(timer)
  timer = setTimeout(publish, 300)
})

next.on('exit', (code, signal) => {
  watcher.close()
  clearTimeout(timer)
  publishing?.kill()
  process.exitCode = code ?? (signal ? 1 : 0)
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => next.kill(signal))
