/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { compile } from 'tailwindcss'

/**
 * Tailwind turns every class-like word of the files it scans into CSS. The stylesheet must depend
 * on the code alone, never on an editor's words in content/, so app/globals.css turns automatic
 * detection off and names the code folders.
 */
describe('the files Tailwind scans for classes', () => {
  it('are app/, components/ and lib/ only: never content/', async () => {
    const root = process.cwd()
    const stylesheet = join(root, 'app', 'globals.css')
    const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
      base: dirname(stylesheet),
      loadStylesheet: async (id, base) => {
        const path =
          id === 'tailwindcss'
            ? join(root, 'node_modules', 'tailwindcss', 'index.css')
            : resolve(base, id)
        return { path, base: dirname(path), content: readFileSync(path, 'utf8') }
      },
    })
    expect(compiler.root).toBe('none')
    const scanned = compiler.sources
      .filter((source) => !source.negated)
      .map((source) => relative(root, resolve(source.base, source.pattern)))
    expect(scanned.sort()).toEqual(['app', 'components', 'lib'])
  })
})
