/** @jest-environment node */
/**
 * The content data files as an editor leaves them: a copy of content/ with one slip made in the
 * file's own text, read and validated as the build reads it. Each problem names the file, the
 * line, the item and the field, and the files on disk are never changed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { parseDocument } from 'yaml'
import { contentIdLists } from '@/lib/content'
import { contentFiles } from '@/lib/content/registry'
import { ContentError, photoMinWidth, validateContent } from '@/lib/content/validate'
import { readContentFile } from '@/lib/content/yaml'

let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'))
  fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true })
  fs.cpSync(path.join(process.cwd(), 'public'), path.join(root, 'public'), { recursive: true })
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const filePath = (file: string) => path.join(root, file)
const read = (file: string) => fs.readFileSync(filePath(file), 'utf8')

/** Sets (or, with `undefined`, removes) one field of a content file and saves it, as an editor would. */
function setField(file: string, field: (string | number)[], value: unknown) {
  const document = parseDocument(read(file))
  if (value === undefined) document.deleteIn(field)
  else document.setIn(field, value)
  fs.writeFileSync(filePath(file), document.toString())
}

/** The 1-based line of the first line of `file` that matches `pattern`. */
function lineOf(file: string, pattern: RegExp): number {
  const index = read(file)
    .split('\n')
    .findIndex((line) => pattern.test(line))
  expect(index).toBeGreaterThanOrEqual(0)
  return index + 1
}

function loaded() {
  return contentFiles.map((file) => readContentFile(file, root))
}

function problems(): string[] {
  const exists = (src: string) =>
    fs.existsSync(
      src.startsWith('/images/') ? path.join(root, 'content', src) : path.join(root, 'public', src),
    )
  try {
    validateContent(loaded(), { fileExists: exists, idLists: contentIdLists })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

async function writePhoto(name: string, width: number, height: number) {
  await sharp({ create: { width, height, channels: 3, background: '#7a8b6f' } })
    .jpeg()
    .toFile(path.join(root, 'content', 'images', name))
}

describe('content data files', () => {
  it('are valid as committed', () => {
    expect(problems()).toEqual([])
  })

  it('name the file and line of a wrong value, then the item and field', () => {
    setField('content/site.yaml', ['phone'], '831 555 0142')
    expect(problems()).toEqual([
      `content/site.yaml:${lineOf('content/site.yaml', /^phone:/)}: site → phone: must be a US phone number written like "(831) 555-0142"`,
    ])
  })

  it('name a missing field at its item, and a wrong value or type at its line', () => {
    const portfolio = 'content/portfolio.yaml'
    setField(portfolio, ['projects', 0, 'title'], undefined)
    setField(portfolio, ['projects', 0, 'year'], 'twenty twenty-four')
    setField('content/site.yaml', ['foundedYear'], 'two thousand')
    const id = parseDocument(read(portfolio)).getIn(['projects', 0, 'id']) as string
    // The item has no title left, so it is named by its id.
    expect(problems()).toEqual([
      `content/site.yaml:${lineOf('content/site.yaml', /^foundedYear:/)}: site → foundedYear: must be a year like 2024`,
      expect.stringMatching(
        new RegExp(
          `^content/portfolio\\.yaml:\\d+: portfolio\\.projects\\[0\\] "${id}" → title: is missing; add it$`,
        ),
      ),
      `content/portfolio.yaml:${lineOf(portfolio, /year: '?twenty twenty-four/)}: portfolio.projects[0] "${id}" → year: must be a year like 2024`,
    ])
  })

  it('name a misspelt field at its own line, with the name it was likely meant to have', () => {
    const portfolio = 'content/portfolio.yaml'
    setField(portfolio, ['projects', 0, 'metaTitel'], 'A short title')
    const title = parseDocument(read(portfolio)).getIn(['projects', 0, 'title']) as string
    expect(problems()).toEqual([
      `content/portfolio.yaml:${lineOf(portfolio, /^\s+metaTitel:/)}: portfolio.projects[0] "${title}": has a field the site does not know: "metaTitel" (did you mean "metaTitle"?); check the spelling against CONTENT.md, or remove it`,
    ])
  })

  it('name malformed YAML by file and line, and still check every other file', () => {
    fs.appendFileSync(filePath('content/footer.yaml'), '\nunclosed: [a, b\n')
    setField('content/site.yaml', ['email'], 'not-an-address')
    const found = problems()
    expect(found).toHaveLength(2)
    expect(found[0]).toBe(
      `content/site.yaml:${lineOf('content/site.yaml', /^email:/)}: site → email: must be an email address such as "hello@example.com"`,
    )
    expect(found[1]).toMatch(
      /^content\/footer\.yaml:\d+: this is not valid YAML \(.+\); check the indentation, the dashes of lists and the quotes$/,
    )
  })

  it('read a photo’s size from its file, and name a photo too small for its place', async () => {
    await writePhoto('new-kitchen.jpg', 1600, 1000)
    await writePhoto('small-kitchen.jpg', 640, 400)
    const portfolio = 'content/portfolio.yaml'
    // The first project's gallery becomes one uploaded photo with no size written, as the CMS saves it.
    const uploaded = (name: string) => [{ src: `/images/${name}`, alt: 'The new kitchen' }]
    setField(portfolio, ['projects', 0, 'gallery'], uploaded('new-kitchen.jpg'))
    const project = loaded().find((source) => source.name === 'portfolio')!.data as {
      projects: { gallery: { src: string; width: number; height: number }[] }[]
    }
    expect(project.projects[0]!.gallery).toEqual([
      { src: '/images/new-kitchen.jpg', alt: 'The new kitchen', width: 1600, height: 1000 },
    ])
    expect(problems()).toEqual([])

    setField(portfolio, ['projects', 0, 'gallery'], uploaded('small-kitchen.jpg'))
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/portfolio\\.yaml:${lineOf(portfolio, /small-kitchen/)}: portfolio\\.projects\\[0\\] "[^"]+"\\.gallery\\[0\\] → src: the photo "/images/small-kitchen\\.jpg" is 640 × 400 px, too small for its place on the page, which needs at least ${photoMinWidth} px wide; use a larger original$`,
        ),
      ),
    ])
  })

  it('are never written by the check: what the editor typed stays as typed', () => {
    setField('content/site.yaml', ['phone'], '831 555 0142')
    const before = read('content/site.yaml')
    problems()
    expect(read('content/site.yaml')).toBe(before)
  })
})
