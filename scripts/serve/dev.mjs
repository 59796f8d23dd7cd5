#!/usr/bin/env node
// @ts-check
/**
 * The last step of `npm run dev`: `next dev` (its arguments passed on) and, beside it, a watch on
 * content/ that publishes the pictures again (scripts/build/build-images.ts) whenever a data file
 * or a picture changes, so a photo saved at /admin shows in the preview without a restart (next dev
 * re-reads the data files itself). It listens on 127.0.0.1 unless `--lan` (dev-address.mjs).
 *
 *   node scripts/serve/dev.mjs [--lan] [next dev options…]
 *
 * Not `concurrently` or a watcher package: one fs.watch and a child process at a time suffice.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { watch } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join, resolve } from 'node:path'
import { devAddress } from './dev-address.mjs'

const repo = resolve(import.meta.dirname, '../..')
const bin = (/** @type {string} */ path) => join(repo, 'node_modules', path)

/** @type {import('node:child_process').ChildProcess | undefined} */
let publishing
let again = false
/** @type {NodeJS.Timeout | undefined} */
let timer

/**
 * Publishes the pictures again; a save made while the step runs stops it and starts it anew, so
 * the newest photo never waits for an older one's AVIF and WebP copies (each copy is cached as
 * soon as it is written, so nothing finished is made twice).
 */
function publish() {
  if (publishing) {
    again = true
    publishing.kill()
    return
  }
  publishing = spawn(
    process.execPath,
    [bin('tsx/dist/cli.mjs'), join(repo, 'scripts/build/build-images.ts')],
    {
      stdio: 'inherit',
      cwd: repo,
      // The preview's copies, quick to make (scripts/build/build-images.ts): a new photo shows in seconds.
      env: { ...process.env, SITE_IMAGES_DRAFT: '1' },
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
const port = nextOption(['--port', '-p']) ?? process.env.PORT ?? 3000
const address = devAddress(process.argv.slice(2), networkInterfaces(), port)
const { nextArgs, env, notice } = address
const host = address.host ?? nextOption(['--hostname', '-H']) ?? 'localhost'
const origin = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`

const next = spawn(process.execPath, [bin('next/dist/bin/next'), 'dev', ...nextArgs], {
  stdio: 'inherit',
  // A new secret each run, which /admin's page carries and its writes send back (lib/cms/write-token.ts).
  env: { ...process.env, ADMIN_WRITE_TOKEN: randomUUID(), ...env },
})
if (notice) console.log(notice)

/**
 * The pages made from the portfolio and the areas (each project, each area, each category × area
 * filter) exist only for the params their generateStaticParams lists (dynamicParams = false).
 * Next's docs: "During `next dev`, generateStaticParams will be called when you navigate to a
 * route"; but the answer to that visit comes from the list of the visit before, so a project just
 * saved at /admin was a 404 on its first visit. So after a data file changes, each address new in
 * /admin/pages.json (app/admin/pages.json/route.dev.ts: the site's own list, as the content is now)
 * is asked for here until it answers, and the editor's own first visit finds it ready.
 */
async function generatedPaths() {
  try {
    const response = await fetch(`${origin}/admin/pages.json`, {
      signal: AbortSignal.timeout(60_000),
    })
    return response.ok ? new Set(/** @type {string[]} */ (await response.json())) : undefined
  } catch {
    return undefined // next dev is starting or has stopped
  }
}

/**
 * One address at a time: next dev 16.4 updates its prerender manifest on the first visit of each
 * route with a read and a write that do not wait for each other, so two routes visited at once can
 * leave the file torn, and every page then fails until a restart (vercel/next.js#96259).
 */
let asked = Promise.resolve()
function askInTurn(/** @type {string} */ path) {
  asked = asked.then(() => askUntilServed(path))
}

/**
 * The addresses as the last look found them. The first look is made as soon as next dev answers,
 * and one address of each route is then asked for: a route visited since next dev started answers
 * an address missing from its list (a new area's, while a file has a mistake) with the 404 page and
 * the content check's message; before its first visit, with an error. `readyLine` is printed once
 * they have all answered (the content editor's tests wait for it: playwright.cms.config.ts).
 */
const readyLine = 'dev: one page of each route has answered'
let knownPaths = /** @type {Set<string> | undefined} */ (undefined)
void (async function firstLook() {
  while (!knownPaths && next.exitCode === null) {
    knownPaths = await generatedPaths()
    if (!knownPaths) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const routeOf = (/** @type {string} */ path) =>
    path.replace(/[^/]+$/, '*').replace(/\/category\/[^/]+\//, '/category/*/')
  const oneOfEach = new Map([...(knownPaths ?? [])].map((path) => [routeOf(path), path]))
  for (const path of oneOfEach.values()) askInTurn(path)
  await asked
  if (next.exitCode === null) console.log(readyLine)
})()

async function askUntilServed(/** @type {string} */ path) {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      return // next dev has stopped
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function refreshLists() {
  const paths = await generatedPaths()
  if (!paths) return
  if (knownPaths) for (const path of paths) if (!knownPaths.has(path)) askInTurn(path)
  knownPaths = paths
}

/** @type {NodeJS.Timeout | undefined} */
let listsTimer

// A save writes a file or two in quick succession: publish once they are all there.
watch(join(repo, 'content'), { recursive: true }, (_, file) => {
  clearTimeout(timer)
  timer = setTimeout(publish, 300)
  if (!String(file ?? '').endsWith('.yaml')) return
  clearTimeout(listsTimer)
  listsTimer = setTimeout(() => void refreshLists(), 100)
})

next.on('exit', (code, signal) => {
  publishing?.kill()
  process.exit(code ?? (signal ? 1 : 0))
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => next.kill(signal))
