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

/** Changes the first match of `from` in a content file, as an editor's slip would. */
function edit(file: string, from: string | RegExp, to: string) {
  const text = read(file)
  const changed = text.replace(from, to)
  expect(changed).not.toBe(text)
  fs.writeFileSync(filePath(file), changed)
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
    edit('content/site.yaml', /^phone: .*$/m, 'phone: 831 555 0142')
    expect(problems()).toEqual([
      `content/site.yaml:${lineOf('content/site.yaml', /^phone:/)}: site → phone: must be a US phone number written like "(831) 555-0142"`,
    ])
  })

  it('name a missing field at its item, and a wrong type at its line', () => {
    const portfolio = 'content/portfolio.yaml'
    const title = read(portfolio).match(/^ {4}title: (.*)$/m)![1]!
    edit(portfolio, /^ {4}title: .*\n/m, '')
    edit(portfolio, /^( {4}year: )\d+$/m, '$1twenty twenty-four')
    const [missing, wrongType] = problems()
    // The item has no title left, so it is named by its id; the line is the item's.
    expect(missing).toMatch(
      new RegExp(
        `^content/portfolio\\.yaml:\\d+: portfolio\\.projects\\[0\\] "[a-z-]+" → title: is missing; add it$`,
      ),
    )
    expect(missing).not.toContain(title)
    expect(wrongType).toBe(
      `content/portfolio.yaml:${lineOf(portfolio, /^ {4}year: twenty/)}: portfolio.projects[0] "${
        read(portfolio)
          .split('\nprojects:')[1]!
          .match(/^ {2}- id: (.*)$/m)![1]
      }" → year: must be a number, not text`,
    )
  })

  it('name malformed YAML by file and line, and still check every other file', () => {
    edit('content/footer.yaml', /^links:\n {2}- /m, 'links:\n - label: x\n   href: /\n  - ')
    edit('content/site.yaml', /^email: .*$/m, 'email: not-an-address')
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
    // The first gallery picture becomes an uploaded photo with no size written, as the CMS saves it.
    edit(
      portfolio,
      /^( {6}- src: )\/images\/\S+\n {8}alt: (.*)\n {8}width: \d+\n {8}height: \d+\n/m,
      '$1/images/new-kitchen.jpg\n        alt: $2\n',
    )
    const project = loaded().find((source) => source.name === 'portfolio')!.data as {
      projects: { gallery?: { src: string; width: number; height: number }[] }[]
    }
    const photo = project.projects
      .flatMap((item) => item.gallery ?? [])
      .find((image) => image.src === '/images/new-kitchen.jpg')
    expect(photo).toMatchObject({ width: 1600, height: 1000 })
    expect(problems()).toEqual([])

    edit(portfolio, '/images/new-kitchen.jpg', '/images/small-kitchen.jpg')
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/portfolio\\.yaml:${lineOf(portfolio, /small-kitchen/)}: portfolio\\.projects\\[\\d+\\] "[^"]+"\\.gallery\\[0\\] → src: the photo "/images/small-kitchen\\.jpg" is 640 × 400 px, too small for its place on the page, which needs at least ${photoMinWidth} px wide; use a larger original$`,
        ),
      ),
    ])
  })

  it('are never written by the check: what the editor typed stays as typed', () => {
    edit('content/site.yaml', /^phone: .*$/m, 'phone: 831 555 0142')
    const before = read('content/site.yaml')
    problems()
    expect(read('content/site.yaml')).toBe(before)
  })
})
