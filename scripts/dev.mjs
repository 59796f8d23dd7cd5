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
import { readFileSync, watch } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

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

/** One of next dev's own options (`--port 4000`, `-p=4000`), as this script was given them. */
function nextOption(/** @type {string[]} */ names) {
  const args = process.argv.slice(2)
  for (const [index, arg] of args.entries())
    for (const name of names) {
      if (arg === name) return args[index + 1]
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
    }
}
const host = nextOption(['--hostname', '-H']) ?? 'localhost'
const origin = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${nextOption(['--port', '-p']) ?? process.env.PORT ?? 3000}`

/**
 * A project's and an area's own page exist only for the ids their generateStaticParams lists
 * (dynamicParams = false). Next's docs: "During `next dev`, generateStaticParams will be called
 * when you navigate to a route"; but the answer to that visit comes from the list of the visit
 * before, so a project just saved at /admin was a 404 on its first visit (and, on a route not
 * visited since next dev started, an address missing from the list is an error). So when a data
 * file changes, each page new in the lists is asked for here until it answers (each visit has
 * Next call generateStaticParams again), and the editor's own first visit finds it ready.
 */
const listed = [
  { file: 'content/portfolio.yaml', list: 'projects', key: 'id', route: '/portfolio/' },
  { file: 'content/areas.yaml', list: 'items', key: 'slug', route: '/areas/' },
]
/** The pages of those lists, as the files are now (none if one cannot be read). */
function listedPages() {
  const pages = new Set()
  for (const { file, list, key, route } of listed) {
    try {
      for (const item of parse(readFileSync(join(repo, file), 'utf8'))?.[list] ?? [])
        if (typeof item?.[key] === 'string') pages.add(`${route}${item[key]}`)
    } catch {
      // A file saved with a mistake: the preview shows the content check's message instead.
    }
  }
  return pages
}
let knownPages = listedPages()

async function askUntilServed(/** @type {string} */ page) {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    try {
      const response = await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(60_000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      return // next dev has stopped
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function refreshLists() {
  const pages = listedPages()
  for (const page of pages) if (!knownPages.has(page)) void askUntilServed(page)
  knownPages = pages
}

/** @type {NodeJS.Timeout | undefined} */
let listsTimer

// A save writes a file or two in quick succession: publish once they are all there.
const watcher = watch(join(repo, 'content'), { recursive: true }, (_, file) => {
  clearTimeout(timer)
  timer = setTimeout(publish, 300)
  if (!String(file ?? '').endsWith('.yaml')) return
  clearTimeout(listsTimer)
  listsTimer = setTimeout(refreshLists, 100)
})

next.on('exit', (code, signal) => {
  watcher.close()
  clearTimeout(timer)
  clearTimeout(listsTimer)
  publishing?.kill()
  process.exitCode = code ?? (signal ? 1 : 0)
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => next.kill(signal))
