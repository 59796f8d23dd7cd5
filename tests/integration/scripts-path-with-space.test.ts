/**
 * @jest-environment node
 */
/**
 * The build's scripts run as commands from a folder whose path has a space. A check that compares
 * import.meta.url with `file://${process.argv[1]}` never matches there (the URL writes the space
 * as %20), so the script exited 0 having done nothing and the export kept its runtime.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const repo = resolve(__dirname, '..', '..')
const payload = '0:"hello"\n'
/** The shape of a page as Next 16 exports it (chunk scripts, Turbopack's chunk list, the payload), with an island. */
const exportedPage =
  '<!DOCTYPE html><html lang="en"><head><title>Home</title>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script></head>' +
  '<body><main id="main-content"><h1>Hi</h1><a href="#main-content">Top</a><a href="/about">About</a></main>' +
  '<site-island data-island="toaster" data-props="{}"></site-island>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[1]});</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script>self.__next_f.push(${JSON.stringify([1, payload])})</script>` +
  '</body></html>'

describe('the build scripts in a folder whose path has a space', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'a site folder-'))
    // The scripts, and what the islands' bundle is made from.
    for (const folder of ['scripts', 'deploy', 'components', 'lib'])
      cpSync(join(repo, folder), join(dir, folder), { recursive: true })
    for (const file of ['package.json', 'tsconfig.json']) cpSync(join(repo, file), join(dir, file))
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir')
    const out = join(dir, 'out')
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true })
    for (const chunk of ['runtime', 'main'])
      writeFileSync(join(out, '_next', 'static', 'chunks', `${chunk}.js`), 'self.x=1')
    for (const page of ['index', 'about', '404'])
      writeFileSync(join(out, `${page}.html`), exportedPage)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const run = (script: string) =>
    execFileSync(process.execPath, [join(dir, 'scripts', script)], { cwd: dir, encoding: 'utf8' })

  test('optimize-export, generate-headers and check-links each do their job', () => {
    expect(dir).toContain(' ')
    run('build/optimize-export.mjs')
    const home = readFileSync(join(dir, 'out', 'index.html'), 'utf8')
    expect(home).toContain('<script data-runtime-loader="">')
    expect(home).not.toContain('<script id="_R_">')
    expect(home).toMatch(/"modules":\["\/_next\/static\/islands\/toaster-\w+\.js"\]/)

    expect(run('build/generate-headers.mjs')).toMatch(/^Headers written/)
    expect(readFileSync(join(dir, 'out', '_headers'), 'utf8')).toMatch(
      /Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-/,
    )

    expect(run('check/check-links.mjs')).toMatch(/^Links: 6 internal links on 3 pages resolve/)
  })
})
