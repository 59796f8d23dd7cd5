#!/usr/bin/env node
// @ts-check
/**
 * The last step of `npm run dev`: `next dev` (its arguments passed on) and, beside it,
 * decap-server, the content editor's local backend, which reads and writes this working copy's
 * files for /admin (docs/cms.md). decap-server listens on 127.0.0.1 only, on CMS_PROXY_PORT or the
 * first free port from 8081; /admin is told which (CMS_PROXY_PORT in next dev's environment).
 * Stopping next dev stops both; decap-server failing leaves the site running, with a warning.
 *
 *   node scripts/dev.mjs [next dev options…]
 *
 * Not `concurrently`: it stops every command when one ends, and cannot choose the free port.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '..')
const host = '127.0.0.1'

/** Whether nothing listens on host:port yet. */
function isFree(/** @type {number} */ port) {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, host, () => probe.close(() => done(true)))
  })
}

async function proxyPort() {
  if (process.env.CMS_PROXY_PORT) return Number(process.env.CMS_PROXY_PORT)
  for (let port = 8081; port < 8100; port += 1) if (await isFree(port)) return port
  throw new Error('no free port for decap-server between 8081 and 8099: set CMS_PROXY_PORT')
}

const port = await proxyPort()
const cms = spawn(process.execPath, [join(repo, 'node_modules/decap-server/dist/index.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    BIND_HOST: host,
    GIT_REPO_DIRECTORY: repo,
    MODE: 'fs',
  },
})
const next = spawn(
  process.execPath,
  [join(repo, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CMS_PROXY_PORT: String(port) } },
)

let stopping = false
cms.on('exit', (code, signal) => {
  if (!stopping)
    console.warn(
      `\n!! decap-server stopped (${signal ?? `exit ${code}`}): the site still runs, but /admin cannot open or save files.\n`,
    )
})
next.on('exit', (code, signal) => {
  stopping = true
  cms.kill()
  process.exitCode = code ?? (signal ? 1 : 0)
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => {
    stopping = true
    next.kill(signal)
    cms.kill(signal)
  })
